import Foundation
import Logging
import PlatesCore
import PlatesHTTP

/// Webhooks: a user's URLs told of events, each delivery a JSON POST signed with HMAC-SHA256
/// (`WebhookSignature`), retried with backoff, and logged per hook. An event is queued in the
/// storage after its write commits (`emit`); `WebhookDeliverer` sends what is due, so a
/// delivery survives a restart and, on PostgreSQL, any of several servers may send it.
final class WebhookStore: Sendable {
    let records: any AutomationRecords
    let configuration: ServerConfiguration
    let now: @Sendable () -> Date
    let logger: Logger

    static let limit = 10
    static let urlLength = 1...2000
    /// Deliveries sent at once by one server.
    static let batch = 20
    static let logPage = 100

    init(records: any AutomationRecords, configuration: ServerConfiguration, now: @escaping @Sendable () -> Date, logger: Logger) {
        self.records = records
        self.configuration = configuration
        self.now = now
        self.logger = logger
    }

    // MARK: The user's hooks

    func create(_ body: WebhookBody, account: String) async throws(PlatesError) -> CreatedWebhook {
        let url = try Self.url(body.url)
        let events = try Self.events(body.events)
        let created = Date(timeIntervalSince1970: Double(AccountStore.millis(now())) / 1000)
        let hook = Webhook(id: UUID().uuidString.lowercased(), url: url, events: events, createdAt: created)
        let secret = "whsec_" + Secrets.newToken()
        try await records.insertHook(StoredHook(hook: hook, accountId: account, secret: secret), limit: Self.limit)
        return CreatedWebhook(webhook: hook, secret: secret)
    }

    func list(account: String) async throws(PlatesError) -> [Webhook] {
        try await records.hooks(account: account)
    }

    func hook(_ id: String, account: String) async throws(PlatesError) -> Webhook {
        guard let hook = try await records.hooks(account: account).first(where: { $0.id == id }) else { throw .notFound(what: "webhook", id: id) }
        return hook
    }

    func delete(_ id: String, account: String) async throws(PlatesError) {
        guard try await records.deleteHook(id: id, account: account) else { throw .notFound(what: "webhook", id: id) }
    }

    func deliveries(_ id: String, account: String) async throws(PlatesError) -> [WebhookDelivery] {
        guard let log = try await records.deliveries(hook: id, account: account, limit: Self.logPage) else { throw .notFound(what: "webhook", id: id) }
        return log
    }

    /// A `ping` to one hook, to try its receiver.
    func ping(_ id: String, account: String) async throws(PlatesError) {
        let hook = try await hook(id, account: account)
        _ = try await records.enqueue(
            account: account, event: .ping, body: try Self.body(.ping, data: Ping(webhookId: hook.id), at: now()), hook: hook.id,
            now: AccountStore.millis(now()))
    }

    /// An `https://` URL, or `http://` to this machine (a receiver on loopback: a local script).
    static func url(_ raw: String) throws(PlatesError) -> String {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard urlLength.contains(text.count), let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty,
            url.fragment == nil
        else {
            throw .validation("‘\(raw.prefix(100))’ is not a URL a webhook can be sent to: use one like https://example.com/plates-hook.", field: "url")
        }
        guard scheme == "https" || (scheme == "http" && HTTPTransport.isLoopback(host)) else {
            throw .validation(
                "A webhook's URL must be https:// (or http:// to this machine: 127.0.0.1, localhost), so what it carries stays private.", field: "url")
        }
        return text
    }

    /// Every subscribable event when none are named.
    static func events(_ asked: [WebhookEvent]?) throws(PlatesError) -> [WebhookEvent] {
        guard let asked else { return WebhookEvent.subscribable }
        let events = WebhookEvent.subscribable.filter(asked.contains)
        guard !events.isEmpty, !asked.contains(.ping) else {
            throw .validation(
                "Name the events to send, from: \(WebhookEvent.subscribable.map(\.rawValue).joined(separator: ", ")).", field: "events")
        }
        return events
    }

    // MARK: Events

    /// Queues one delivery of each event for every hook of the account that wants it. Called
    /// after the write committed: a failure here is logged, and never fails the request.
    func emit(_ events: [HookEvent], account: String) async {
        guard !events.isEmpty else { return }
        let at = now()
        for e in events {
            do {
                _ = try await records.enqueue(account: account, event: e.event, body: try e.body(at), hook: nil, now: AccountStore.millis(at))
            } catch {
                logger.error("webhooks: could not queue \(e.event.rawValue): \(error.message)")
            }
        }
    }

    /// `{"created_at", "data", "event"}`: what every delivery carries.
    static func body(_ event: WebhookEvent, data: some Encodable, at: Date) throws(PlatesError) -> Data {
        try Envelope.encode(Payload(event: event, createdAt: at, data: data))
    }

    private struct Payload<T: Encodable>: Encodable {
        var event: WebhookEvent
        var createdAt: Date
        var data: T
        enum CodingKeys: String, CodingKey {
            case event, data
            case createdAt = "created_at"
        }
    }

    private struct Ping: Encodable {
        var webhookId: String
        enum CodingKeys: String, CodingKey { case webhookId = "webhook_id" }
    }
}

/// An event a write made, for the account's hooks: its kind and what it carries.
struct HookEvent: Sendable {
    var event: WebhookEvent
    var body: @Sendable (Date) throws(PlatesError) -> Data

    init(_ event: WebhookEvent, _ data: some Encodable & Sendable) {
        self.event = event
        self.body = { at throws(PlatesError) in try WebhookStore.body(event, data: data, at: at) }
    }

    /// `set.logged`, and `record.new` when the sets made records.
    static func logged(_ result: LogResult) -> [HookEvent] {
        var events = [HookEvent(.setLogged, ["sets": result.sets])]
        if !result.newRecords.isEmpty { events.append(HookEvent(.newRecord, ["records": result.newRecords])) }
        return events
    }
}

enum WebhookMessages {
    static func tooMany(_ limit: Int) -> String { "You have \(limit) webhooks already: delete one first." }
}
