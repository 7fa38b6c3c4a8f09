import ArgumentParser
import Foundation
import PlatesCore
import PlatesHTTP

/// `plates account …`: the account on the Plates server `plates login` chose — who, which
/// sessions, a new password, log out everywhere, delete it.
struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Your account on the Plates server: sessions, password, log out everywhere, delete.",
        subcommands: [
            AccountShowCommand.self, AccountPasswordCommand.self, AccountEndSessionCommand.self, AccountLogOutEverywhereCommand.self,
            AccountDeleteCommand.self,
        ],
        defaultSubcommand: AccountShowCommand.self)

    /// Runs `body` with the logged-in account's backend (which forgets the credentials file when
    /// the session ends for good); a failure is one line on stderr and status 1.
    static func withAccount(_ body: (HTTPBackend, Credentials) async throws(PlatesError) -> Void) async throws {
        let file = CredentialsFile(path: CredentialsFile.defaultPath())
        do throws(PlatesError) {
            guard let credentials = try file.load() else {
                throw .validation("Not logged in: an account is on a Plates server (plates login --server URL).", field: "account")
            }
            try await body(try HTTPBackend(credentials: credentials, file: file), credentials)
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }
}

/// `plates account` / `plates account show`: who, since when, and the live sessions.
struct AccountShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the account and its sessions (the default).")

    func run() async throws {
        try await AccountCommand.withAccount { backend, credentials throws(PlatesError) in
            let account = try await backend.accountDetails()
            let sessions = try await backend.sessions()
            let calendar = Calendar.plates()
            let name = account.name.map { " (\(Output.clean($0)))" } ?? ""
            Output.line("\(Output.clean(account.email))\(name) on \(credentials.server), since \(DateText.day(account.createdAt, calendar: calendar))")
            Output.line()
            let rows = sessions.map { s in
                [
                    s.id, s.startedAt.map { DateText.dayAndTime($0, calendar: calendar) } ?? "?",
                    s.lastActiveAt.map { DateText.dayAndTime($0, calendar: calendar) } ?? "?",
                    Output.clean(s.client ?? "?") + (s.current ? "  ← this one" : ""),
                ]
            }
            for line in Output.table(rows, header: ["SESSION", "LOGGED IN", "LAST ACTIVE", "CLIENT"]) { Output.line(line) }
            Output.line()
            Output.line("End one: plates account end-session ID · all: plates account logout-everywhere")
        }
    }
}

/// `plates account password`: a new password; the other sessions end.
struct AccountPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password", abstract: "Change the password; every other device and script logs in again.")

    @Flag(help: "Read the current password, then the new one, from the first two lines of standard input (for scripts).")
    var passwordStdin = false

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let current: String
            let new: String
            if passwordStdin {
                current = try Prompt.stdinLine()
                new = try Prompt.stdinLine()
            } else {
                current = try Prompt.secret("Current password: ")
                new = try Prompt.secret("New password: ")
                guard try Prompt.secret("New password again: ") == new else {
                    throw .validation("The two new passwords differ: nothing changed.", field: "new_password")
                }
            }
            let ended = try await backend.changePassword(current: current, new: new).endedSessions
            let others = ended == 1 ? "1 other session" : "\(ended) other sessions"
            Output.line("Password changed. \(others) ended; this one carries on.")
        }
    }
}

/// `plates account end-session ID`: one device or script logs in again.
struct AccountEndSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "end-session", abstract: "End one session (its ID from plates account).")

    @Argument(help: "The session's ID, as plates account lists it.")
    var id: String

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let own = try await backend.endSession(id: id)
            Output.line(own ? "Ended this session: plates uses the local database again." : "Ended session \(id).")
        }
    }
}

/// `plates account logout-everywhere`: every session ends, this one too.
struct AccountLogOutEverywhereCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout-everywhere", abstract: "End every session of the account, this one too (a lost laptop, a leaked token).")

    func run() async throws {
        try await AccountCommand.withAccount { backend, credentials throws(PlatesError) in
            let ended = try await backend.logOutEverywhere().endedSessions
            Output.line(
                "Logged out everywhere (\(ended) session\(ended == 1 ? "" : "s")). plates uses the local database; plates login --server \(credentials.server) to come back."
            )
        }
    }
}

/// `plates account delete`: the account and all its data, for good.
struct AccountDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete the account and all its sets, exercises and body weight on the server, for good (export first).")

    @Flag(help: "Read the password from the first line of standard input and do not ask to confirm (for scripts).")
    var passwordStdin = false

    func run() async throws {
        try await AccountCommand.withAccount { backend, credentials throws(PlatesError) in
            let password: String
            if passwordStdin {
                password = try Prompt.stdinLine()
            } else {
                FileHandle.standardError.write(
                    Data(
                        "This deletes \(credentials.email) and everything in it on \(credentials.server), for good.\n(plates export --output FILE keeps a copy first.)\n"
                            .utf8))
                let typed = try Prompt.line("Type the account's e-mail to go on: ")
                guard typed.lowercased() == credentials.email.lowercased() else {
                    throw .validation("That is not the account's e-mail: nothing was deleted.", field: "email")
                }
                password = try Prompt.secret("Password: ")
            }
            try await backend.deleteAccount(password: password)
            Output.line("Deleted \(credentials.email) and all its data from \(credentials.server). plates uses the local database again.")
        }
    }
}
