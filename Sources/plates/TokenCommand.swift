import ArgumentParser
import Foundation
import PlatesCore
import PlatesHTTP

/// `plates token …`: personal API tokens of the account `plates login` chose, for scripts that
/// read or write its data with `Authorization: Bearer` (docs/api-tokens.md).
struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Personal API tokens for your scripts: create, list, revoke.",
        discussion: """
            A token reads (--scope read) or also writes (--scope write) your data through the REST API; \
            none manages the account or its tokens. Its secret is shown once, when it is made.

            Examples:
              TOKEN=$(plates token create "grafana" --scope read)
              curl -H "Authorization: Bearer $TOKEN" $SERVER/api/v1/sets
            """,
        subcommands: [TokenListCommand.self, TokenCreateCommand.self, TokenRevokeCommand.self],
        defaultSubcommand: TokenListCommand.self)
}

/// `plates token` / `plates token list`.
struct TokenListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the live tokens and their last use (the default).")

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let tokens = try await backend.apiTokens()
            guard !tokens.isEmpty else {
                Output.line("No API tokens. Make one: plates token create NAME --scope read|write")
                return
            }
            let calendar = Calendar.plates()
            let rows = tokens.map { t in
                [
                    t.id, Output.clean(t.name), t.scope.rawValue, DateText.day(t.createdAt, calendar: calendar),
                    t.lastUsedAt.map { DateText.dayAndTime($0, calendar: calendar) } ?? "never",
                ]
            }
            for line in Output.table(rows, header: ["ID", "NAME", "SCOPE", "CREATED", "LAST USED"]) { Output.line(line) }
        }
    }
}

/// `plates token create NAME --scope read|write`: the secret alone on stdout, so a script can keep it.
struct TokenCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Make a token; prints its secret (shown this once) on standard output.")

    @Argument(help: "What will use it, to know it again in the list: ‘backup script’, ‘grafana’.")
    var name: String

    @Option(help: "read: look only; write: also log, change and delete data.")
    var scope: TokenScope

    func run() async throws {
        try await AccountCommand.withAccount { backend, credentials throws(PlatesError) in
            let made = try await backend.createAPIToken(name: name, scope: scope)
            Output.secret(
                made.secret,
                about:
                    "Made token ‘\(Output.clean(made.token.name))’ (\(made.token.scope.rawValue)) for \(credentials.server). Copy it now: it is not shown again."
            )
        }
    }
}

/// `plates token revoke ID|NAME`: refused at once wherever it is used.
struct TokenRevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke a token, by its ID or name; scripts using it are refused.")

    @Argument(help: "The token's ID or name, as plates token list shows them.")
    var token: String

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let tokens = try await backend.apiTokens()
            guard let found = tokens.first(where: { $0.id == token }) ?? tokens.first(where: { $0.name == token }) else {
                throw .notFound(what: "API token", id: token)
            }
            try await backend.revokeAPIToken(id: found.id)
            Output.line("Revoked ‘\(Output.clean(found.name))’: anything using it is refused from now on.")
        }
    }
}

extension TokenScope: ExpressibleByArgument {}
