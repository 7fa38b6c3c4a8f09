import Foundation
import PlatesCore

/// The tables of personal API tokens and webhooks, one text for SQLite and PostgreSQL (only the
/// bytes' type differs). Times are Unix milliseconds. A delivery with `next_attempt_at` NULL is
/// done: delivered, or given up.
enum AutomationSchema {
    static func sql(blob: String) -> String {
        """
        CREATE TABLE api_token (
            id TEXT PRIMARY KEY NOT NULL,
            account_id TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            scope TEXT NOT NULL,
            token_hash TEXT NOT NULL UNIQUE,
            created_at BIGINT NOT NULL,
            last_used_at BIGINT,
            revoked_at BIGINT
        );
        CREATE INDEX api_token_by_account ON api_token (account_id);
        CREATE TABLE webhook (
            id TEXT PRIMARY KEY NOT NULL,
            account_id TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            url TEXT NOT NULL,
            events TEXT NOT NULL,
            secret TEXT NOT NULL,
            created_at BIGINT NOT NULL
        );
        CREATE INDEX webhook_by_account ON webhook (account_id);
        CREATE TABLE webhook_delivery (
            id TEXT PRIMARY KEY NOT NULL,
            webhook_id TEXT NOT NULL REFERENCES webhook(id) ON DELETE CASCADE,
            event TEXT NOT NULL,
            body \(blob) NOT NULL,
            created_at BIGINT NOT NULL,
            attempts BIGINT NOT NULL DEFAULT 0,
            next_attempt_at BIGINT,
            claimed_until BIGINT,
            last_status BIGINT,
            last_error TEXT,
            delivered_at BIGINT
        );
        CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at);
        CREATE INDEX webhook_delivery_by_hook ON webhook_delivery (webhook_id, created_at);
        CREATE INDEX webhook_delivery_by_age ON webhook_delivery (created_at);
        """
    }
}

/// A personal API token as stored: its hash, never the token.
struct StoredToken: Sendable {
    var token: APIToken
    var accountId: String
    var hash: String
}

/// A live personal API token's caller.
struct TokenCaller: Sendable, Equatable {
    var accountId: String
    var tokenId: String
    var scope: TokenScope
}

/// A webhook as stored, with the secret its deliveries are signed with (kept as is: signing needs it).
struct StoredHook: Sendable {
    var hook: Webhook
    var accountId: String
    var secret: String
}

/// A delivery whose attempt is due, claimed by one server for `WebhookDeliverer.claimTime`.
struct DueDelivery: Sendable {
    var id: String
    var url: String
    var secret: String
    var event: WebhookEvent
    var body: Data
    /// Attempts made before this one.
    var attempts: Int
}

/// What one attempt came to.
struct AttemptOutcome: Sendable {
    var delivered: Bool
    var status: Int?
    var error: String?
    /// When to try again; nil when done.
    var nextAttemptAt: Int64?
    var at: Int64
}

/// Personal API tokens and webhooks in one storage. Every call is one transaction.
protocol AutomationRecords: Sendable {
    /// `.conflict` when a live token of the account has the name; `.validation` on `name` when the
    /// account has `limit` live tokens already.
    func insertToken(_ token: StoredToken, limit: Int) async throws(PlatesError)
    /// The account's live tokens, newest first.
    func tokens(account: String) async throws(PlatesError) -> [APIToken]
    /// False when the account has no live token with this id.
    func revokeToken(id: String, account: String, now: Int64) async throws(PlatesError) -> Bool
    /// The caller of a live token's hash; stamps its last use when that is older than `stampBefore`.
    func tokenCaller(hash: String, now: Int64, stampBefore: Int64) async throws(PlatesError) -> TokenCaller?

    /// `.validation` on `url` when the account has `limit` hooks already.
    func insertHook(_ hook: StoredHook, limit: Int) async throws(PlatesError)
    /// The account's hooks, oldest first.
    func hooks(account: String) async throws(PlatesError) -> [Webhook]
    /// Deletes the hook with its deliveries; false when the account has none with this id.
    func deleteHook(id: String, account: String) async throws(PlatesError) -> Bool
    /// A delivery of `body` for each of the account's hooks subscribed to `event` (or only `hook`,
    /// whatever it subscribes to), due at once; answers how many.
    func enqueue(account: String, event: WebhookEvent, body: Data, hook: String?, now: Int64) async throws(PlatesError) -> Int
    /// Up to `limit` deliveries due at `now` and not claimed by another server, claimed until `claimUntil`.
    func claimDue(now: Int64, claimUntil: Int64, limit: Int) async throws(PlatesError) -> [DueDelivery]
    func record(_ outcome: AttemptOutcome, delivery: String) async throws(PlatesError)
    /// A hook's deliveries, newest first; nil when the account has no hook with this id.
    func deliveries(hook: String, account: String, limit: Int) async throws(PlatesError) -> [WebhookDelivery]?
    /// Deletes the done deliveries created before `before`.
    func sweepDeliveries(before: Int64) async throws(PlatesError)
}

extension WebhookDelivery {
    /// A delivery row's status: delivered, still to try, or given up.
    static func status(deliveredAt: Int64?, nextAttemptAt: Int64?) -> Status {
        deliveredAt != nil ? .delivered : nextAttemptAt != nil ? .pending : .failed
    }
}

extension Webhook {
    /// The stored form of `events`: comma-separated.
    var eventsText: String { events.map(\.rawValue).joined(separator: ",") }

    static func events(_ text: String) -> [WebhookEvent] {
        text.split(separator: ",").compactMap { WebhookEvent(rawValue: String($0)) }
    }
}
