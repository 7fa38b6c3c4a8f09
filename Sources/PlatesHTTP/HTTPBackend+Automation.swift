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
