import ArgumentParser
import Foundation
import PlatesCore
import PlatesHTTP

/// `plates webhook …`: URLs the server tells of events (a set logged, a new record, a workout
/// finished, a body weight), each delivery signed (docs/api-tokens.md).
struct WebhookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "webhook",
        abstract: "Webhooks: URLs told of your sets, records, workouts and body weight.",
        subcommands: [WebhookListCommand.self, WebhookAddCommand.self, WebhookRemoveCommand.self, WebhookLogCommand.self, WebhookPingCommand.self],
        defaultSubcommand: WebhookListCommand.self)
}

struct WebhookListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the webhooks (the default).")

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let hooks = try await backend.webhooks()
            guard !hooks.isEmpty else {
                Output.line("No webhooks. Add one: plates webhook add https://example.com/hook")
                return
            }
            let rows = hooks.map { [$0.id, Output.clean($0.url), $0.events.map(\.rawValue).joined(separator: ",")] }
            for line in Output.table(rows, header: ["ID", "URL", "EVENTS"]) { Output.line(line) }
        }
    }
}

struct WebhookAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a webhook; prints the secret its deliveries are signed with (shown this once).")

    @Argument(help: "https://…, or http:// to the server's own machine.")
    var url: String

    @Option(
        parsing: .upToNextOption,
        help: "Events to send (default: all): \(WebhookEvent.subscribable.map(\.rawValue).joined(separator: ", ")).")
    var events: [String] = []

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let asked = try WebhookEvent.subscribable(named: events.flatMap { $0.split(separator: ",").map(String.init) })
            let made = try await backend.createWebhook(url: url, events: asked.isEmpty ? nil : asked)
            let events = made.webhook.events.map(\.rawValue).joined(separator: ", ")
            Output.secret(made.secret, about: "Added webhook \(made.webhook.id) for \(events). Its signing secret, shown this once:")
        }
    }
}

struct WebhookRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a webhook and its delivery log.")

    @Argument(help: "The webhook's ID, as plates webhook list shows it.")
    var id: String

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            try await backend.deleteWebhook(id: id)
            Output.line("Removed webhook \(id).")
        }
    }
}

struct WebhookLogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "log", abstract: "A webhook's deliveries, the newest first: delivered, pending, failed.")

    @Argument(help: "The webhook's ID.")
    var id: String

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            let log = try await backend.webhookDeliveries(id: id)
            guard !log.isEmpty else {
                Output.line("Nothing sent yet. Try it: plates webhook ping \(id)")
                return
            }
            let calendar = Calendar.plates()
            let rows = log.map { d in
                [
                    DateText.dayAndTime(d.createdAt, calendar: calendar), d.event.rawValue, d.status.rawValue, "\(d.attempts)",
                    d.lastStatus.map(String.init) ?? "-",
                    Output.clean(d.lastError ?? "") + (d.nextAttemptAt.map { " (next " + DateText.dayAndTime($0, calendar: calendar) + ")" } ?? ""),
                ]
            }
            for line in Output.table(rows, header: ["SENT", "EVENT", "STATUS", "TRIES", "HTTP", "LAST ERROR"]) { Output.line(line) }
        }
    }
}

struct WebhookPingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ping", abstract: "Send a ping event to a webhook now.")

    @Argument(help: "The webhook's ID.")
    var id: String

    func run() async throws {
        try await AccountCommand.withAccount { backend, _ throws(PlatesError) in
            try await backend.pingWebhook(id: id)
            Output.line("Ping queued; see how it went: plates webhook log \(id)")
        }
    }
}
