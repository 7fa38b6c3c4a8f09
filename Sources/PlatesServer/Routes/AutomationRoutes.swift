import Foundation
import Hummingbird
import PlatesCore

/// `/tokens` (personal API tokens: a log-in's only) and `/webhooks` (a log-in's or a write
/// token's: a script may register the hook it listens with).
extension API {
    func addAutomationRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "tokens") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.tokens.list(account: try call.loggedIn().accountId))
        }
        on(routes, .post, "tokens", replayable: false) { call throws(PlatesError) in
            let body = try call.decode(TokenBody.self)
            return try Envelope.created(try await call.api.tokens.create(name: body.name, scope: body.scope, account: try call.loggedIn().accountId))
        }
        on(routes, .delete, "tokens/{id}") { call throws(PlatesError) in
            try await call.api.tokens.revoke(id: try call.id(), account: try call.loggedIn().accountId)
            return Envelope.noContent()
        }
        on(routes, .get, "webhooks") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.hooks.list(account: try call.caller().accountId))
        }
        on(routes, .post, "webhooks") { call throws(PlatesError) in
            let body = try call.decode(WebhookRequest.self)
            let hook = WebhookBody(url: body.url, events: try body.events.map(WebhookEvent.subscribable(named:)))
            return try Envelope.created(try await call.api.hooks.create(hook, account: try call.caller().accountId))
        }
        on(routes, .get, "webhooks/{id}") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.hooks.hook(try call.id(), account: try call.caller().accountId))
        }
        on(routes, .delete, "webhooks/{id}") { call throws(PlatesError) in
            try await call.api.hooks.delete(try call.id(), account: try call.caller().accountId)
            return Envelope.noContent()
        }
        on(routes, .get, "webhooks/{id}/deliveries") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.hooks.deliveries(try call.id(), account: try call.caller().accountId))
        }
        on(routes, .post, "webhooks/{id}/ping") { call throws(PlatesError) in
            try await call.api.hooks.ping(try call.id(), account: try call.caller().accountId)
            return Answer(status: .accepted, body: Data())
        }
    }
}

/// `POST /webhooks` as sent: events by name, so an unknown one is answered with the known ones.
private struct WebhookRequest: Decodable {
    var url: String
    var events: [String]?
}
