import Foundation
import PlatesCore

/// Personal API tokens and webhooks (`/tokens`, `/webhooks`): like the account's own routes,
/// never kept offline and never queued.
extension HTTPBackend: AutomationManaging {
    public func apiTokens() async throws(PlatesError) -> [APIToken] {
        try Self.unwrap([APIToken].self, try await authorized("GET", "/tokens", query: [], body: nil).body)
    }

    public func createAPIToken(name: String, scope: TokenScope) async throws(PlatesError) -> CreatedToken {
        try await write("POST", "/tokens", TokenBody(name: name, scope: scope))
    }

    public func revokeAPIToken(id: String) async throws(PlatesError) {
        try await delete("/tokens/\(Self.segment(id))")
    }

    public func webhooks() async throws(PlatesError) -> [Webhook] {
        try Self.unwrap([Webhook].self, try await authorized("GET", "/webhooks", query: [], body: nil).body)
    }

    public func createWebhook(url: String, events: [WebhookEvent]?) async throws(PlatesError) -> CreatedWebhook {
        try await write("POST", "/webhooks", WebhookBody(url: url, events: events))
    }

    public func deleteWebhook(id: String) async throws(PlatesError) {
        try await delete("/webhooks/\(Self.segment(id))")
    }

    public func webhookDeliveries(id: String) async throws(PlatesError) -> [WebhookDelivery] {
        try Self.unwrap([WebhookDelivery].self, try await authorized("GET", "/webhooks/\(Self.segment(id))/deliveries", query: [], body: nil).body)
    }

    public func pingWebhook(id: String) async throws(PlatesError) {
        _ = try await authorized("POST", "/webhooks/\(Self.segment(id))/ping", query: [], body: nil)
    }
}

/// `POST /import`: the file goes up as it is, and the server reads and writes it in one
/// transaction. A large file takes longer than the usual 15 s: the exchange may take ten minutes.
extension HTTPBackend: ServerImporting {
    public func importOnServer(_ text: String, format: ImportFormat?, unit: WeightUnit, dryRun: Bool) async throws(PlatesError) -> ImportAnswer {
        var query = [("unit", unit.rawValue), ("dry_run", dryRun ? "true" : "false"), ("tz", environment.calendar.timeZone.identifier)]
        if let format { query.append(("format", format.rawValue)) }
        let patient = HTTPTransport(baseURL: transport.baseURL, requestTimeout: 600, retryDelays: [])
        return try Self.unwrap(ImportAnswer.self, try await authorized("POST", "/import", query: query, body: Data(text.utf8), via: patient).body)
    }

    public func undoImportOnServer(_ text: String, format: ImportFormat?, dryRun: Bool) async throws(PlatesError) -> ImportAnswer {
        var query = [("undo", "true"), ("dry_run", dryRun ? "true" : "false"), ("tz", environment.calendar.timeZone.identifier)]
        if let format { query.append(("format", format.rawValue)) }
        let patient = HTTPTransport(baseURL: transport.baseURL, requestTimeout: 600, retryDelays: [])
        return try Self.unwrap(ImportAnswer.self, try await authorized("POST", "/import", query: query, body: Data(text.utf8), via: patient).body)
    }
}
