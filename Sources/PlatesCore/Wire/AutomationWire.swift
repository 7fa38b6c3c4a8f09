import Foundation

// Personal API tokens (`/tokens`) and webhooks (`/webhooks`) of the REST API (docs/api-tokens.md):
// what the server answers and what the client sends, once.

/// What a personal API token may do: `read` only GETs, `write` every data route. Neither
/// manages the account, its sessions or its tokens: that needs a log-in.
public enum TokenScope: String, Codable, CaseIterable, Sendable {
    case read, write
}

/// A personal API token as listed: never its secret, which is shown once, when it is made.
public struct APIToken: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var scope: TokenScope
    public var createdAt: Date
    /// To within a minute; nil before its first use.
    public var lastUsedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, name, scope
        case createdAt = "created_at"
        case lastUsedAt = "last_used_at"
    }

    public init(id: String, name: String, scope: TokenScope, createdAt: Date, lastUsedAt: Date?) {
        self.id = id
        self.name = name
        self.scope = scope
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}

/// `POST /tokens`: a name the user will recognise in the list, and what it may do.
public struct TokenBody: Codable, Sendable {
    public var name: String
    public var scope: TokenScope

    public init(name: String, scope: TokenScope) {
        self.name = name
        self.scope = scope
    }
}

/// What `POST /tokens` answers: the token, and its secret — the only time it is shown.
public struct CreatedToken: Codable, Hashable, Sendable {
    public var token: APIToken
    public var secret: String

    public init(token: APIToken, secret: String) {
        self.token = token
        self.secret = secret
    }
}

/// What a webhook can be told.
public enum WebhookEvent: String, Codable, CaseIterable, Sendable {
    case setLogged = "set.logged"
    case newRecord = "record.new"
    case workoutFinished = "workout.finished"
    case bodyWeightAdded = "body_weight.added"
    /// Sent on request (`POST /webhooks/{id}/ping`), to try a receiver.
    case ping

    /// The events a hook may subscribe to (a ping goes to whoever asks for it).
    public static let subscribable: [WebhookEvent] = [.setLogged, .newRecord, .workoutFinished, .bodyWeightAdded]

    /// Events by name, as `POST /webhooks` and `plates webhook add --events` take them; an unknown
    /// name (or `ping`) is refused with the known ones.
    public static func subscribable(named names: [String]) throws(PlatesError) -> [WebhookEvent] {
        var events: [WebhookEvent] = []
        for name in names {
            guard let event = WebhookEvent(rawValue: name), event != .ping else {
                throw .validation(
                    "‘\(name.prefix(50))’ is not an event a webhook can ask for: \(subscribable.map(\.rawValue).joined(separator: ", ")).",
                    field: "events")
            }
            events.append(event)
        }
        return events
    }
}

/// A registered webhook, without its secret (shown once, when it is made).
public struct Webhook: Codable, Hashable, Sendable {
    public var id: String
    public var url: String
    public var events: [WebhookEvent]
    public var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id, url, events
        case createdAt = "created_at"
    }

    public init(id: String, url: String, events: [WebhookEvent], createdAt: Date) {
        self.id = id
        self.url = url
        self.events = events
        self.createdAt = createdAt
    }
}

/// `POST /webhooks`: where to send, and which events (every subscribable one when absent).
public struct WebhookBody: Codable, Sendable {
    public var url: String
    public var events: [WebhookEvent]?

    public init(url: String, events: [WebhookEvent]?) {
        self.url = url
        self.events = events
    }
}

/// What `POST /webhooks` answers: the hook, and the secret its deliveries are signed with.
public struct CreatedWebhook: Codable, Hashable, Sendable {
    public var webhook: Webhook
    public var secret: String

    public init(webhook: Webhook, secret: String) {
        self.webhook = webhook
        self.secret = secret
    }
}

/// One event sent (or being sent) to a hook: the delivery log of `GET /webhooks/{id}/deliveries`.
public struct WebhookDelivery: Codable, Hashable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Not delivered yet; `nextAttemptAt` says when it is tried (again).
        case pending
        case delivered
        /// Every attempt failed; no more are made.
        case failed
    }

    public var id: String
    public var event: WebhookEvent
    public var createdAt: Date
    public var status: Status
    public var attempts: Int
    /// The receiver's HTTP status at the last attempt; nil when it did not answer.
    public var lastStatus: Int?
    /// Why the last attempt failed, when it did.
    public var lastError: String?
    public var deliveredAt: Date?
    public var nextAttemptAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, event, status, attempts
        case createdAt = "created_at"
        case lastStatus = "last_status"
        case lastError = "last_error"
        case deliveredAt = "delivered_at"
        case nextAttemptAt = "next_attempt_at"
    }

    public init(
        id: String, event: WebhookEvent, createdAt: Date, status: Status, attempts: Int, lastStatus: Int?, lastError: String?,
        deliveredAt: Date?, nextAttemptAt: Date?
    ) {
        self.id = id
        self.event = event
        self.createdAt = createdAt
        self.status = status
        self.attempts = attempts
        self.lastStatus = lastStatus
        self.lastError = lastError
        self.deliveredAt = deliveredAt
        self.nextAttemptAt = nextAttemptAt
    }
}
