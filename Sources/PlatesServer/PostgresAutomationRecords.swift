import Foundation
import NIOCore
import PlatesCore
import PlatesPostgres
import PostgresNIO

/// Personal API tokens and webhooks in the server's PostgreSQL database (tables made by
/// `PostgresAccountRecords.migrations`). Several servers may share it: deliveries are claimed
/// with `SKIP LOCKED`, so each is attempted by one server at a time.
struct PostgresAutomationRecords: AutomationRecords {
    let database: PostgresPool

    func insertToken(_ t: StoredToken, limit: Int) async throws(PlatesError) {
        try await database.transaction { db in
            // The account's row locked: two requests making tokens at once count one after the other.
            try await db.query("SELECT id FROM account WHERE id = \(t.accountId) FOR UPDATE")
            let live = try await db.query("SELECT name FROM api_token WHERE account_id = \(t.accountId) AND revoked_at IS NULL")
            let names = try live.map { try $0["name"].decode(String.self) }
            if names.contains(t.token.name) { throw PlatesError.conflict(TokenMessages.nameTaken(t.token.name)) }
            if names.count >= limit { throw PlatesError.validation(TokenMessages.tooMany(limit), field: "name") }
            try await db.query(
                """
                INSERT INTO api_token (id, account_id, name, scope, token_hash, created_at)
                VALUES (\(t.token.id), \(t.accountId), \(t.token.name), \(t.token.scope.rawValue), \(t.hash), \(AccountStore.millis(t.token.createdAt)))
                """)
        }
    }

    func tokens(account: String) async throws(PlatesError) -> [APIToken] {
        let rows = try await database.query(
            "SELECT * FROM api_token WHERE account_id = \(account) AND revoked_at IS NULL ORDER BY created_at DESC, id COLLATE \"C\"")
        return try Self.decode {
            try rows.map {
                APIToken(
                    id: try $0["id"].decode(String.self), name: try $0["name"].decode(String.self),
                    scope: TokenScope(rawValue: try $0["scope"].decode(String.self)) ?? .read,
                    createdAt: AccountStore.date(try $0["created_at"].decode(Int64.self)) ?? Date(timeIntervalSince1970: 0),
                    lastUsedAt: AccountStore.date(try $0["last_used_at"].decode(Int64?.self)))
            }
        }
    }

    func revokeToken(id: String, account: String, now: Int64) async throws(PlatesError) -> Bool {
        try await !database.query(
            "UPDATE api_token SET revoked_at = \(now) WHERE id = \(id) AND account_id = \(account) AND revoked_at IS NULL RETURNING id"
        ).isEmpty
    }

    func tokenCaller(hash: String, now: Int64, stampBefore: Int64) async throws(PlatesError) -> TokenCaller? {
        let rows = try await database.query(
            "SELECT id, account_id, scope, last_used_at FROM api_token WHERE token_hash = \(hash) AND revoked_at IS NULL")
        guard let row = rows.first else { return nil }
        let (caller, lastUsed) = try Self.decode { () throws -> (TokenCaller?, Int64?) in
            let scope = TokenScope(rawValue: try row["scope"].decode(String.self))
            let caller = try scope.map {
                TokenCaller(accountId: try row["account_id"].decode(String.self), tokenId: try row["id"].decode(String.self), scope: $0)
            }
            return (caller, try row["last_used_at"].decode(Int64?.self))
        }
        guard let caller else { return nil }
        // A write at most once a minute per token, not on every request.
        if lastUsed.map({ $0 < stampBefore }) ?? true {
            try await database.query("UPDATE api_token SET last_used_at = \(now) WHERE id = \(caller.tokenId)")
        }
        return caller
    }

    func insertHook(_ h: StoredHook, limit: Int) async throws(PlatesError) {
        try await database.transaction { db in
            try await db.query("SELECT id FROM account WHERE id = \(h.accountId) FOR UPDATE")
            let count = try await db.query("SELECT id FROM webhook WHERE account_id = \(h.accountId)").count
            if count >= limit { throw PlatesError.validation(WebhookMessages.tooMany(limit), field: "url") }
            try await db.query(
                """
                INSERT INTO webhook (id, account_id, url, events, secret, created_at)
                VALUES (\(h.hook.id), \(h.accountId), \(h.hook.url), \(h.hook.eventsText), \(h.secret), \(AccountStore.millis(h.hook.createdAt)))
                """)
        }
    }

    func hooks(account: String) async throws(PlatesError) -> [Webhook] {
        let rows = try await database.query(
            "SELECT id, url, events, created_at FROM webhook WHERE account_id = \(account) ORDER BY created_at, id COLLATE \"C\"")
        return try Self.decode { try rows.map(Self.hook) }
    }

    func deleteHook(id: String, account: String) async throws(PlatesError) -> Bool {
        // The deliveries go with it (ON DELETE CASCADE).
        try await !database.query("DELETE FROM webhook WHERE id = \(id) AND account_id = \(account) RETURNING id").isEmpty
    }

    func enqueue(account: String, event: WebhookEvent, body: Data, hook: String?, now: Int64) async throws(PlatesError) -> Int {
        let rows = try await database.query("SELECT id, url, events, created_at FROM webhook WHERE account_id = \(account)")
        let hooks = try Self.decode { try rows.map(Self.hook) }.filter { hook == nil ? $0.events.contains(event) : $0.id == hook }
        guard !hooks.isEmpty else { return 0 }
        try await database.transaction { db in
            for target in hooks {
                try await db.query(
                    """
                    INSERT INTO webhook_delivery (id, webhook_id, event, body, created_at, next_attempt_at)
                    VALUES (\(UUID().uuidString.lowercased()), \(target.id), \(event.rawValue), \(ByteBuffer(bytes: body)), \(now), \(now))
                    """)
            }
        }
        return hooks.count
    }

    func claimDue(now: Int64, claimUntil: Int64, limit: Int) async throws(PlatesError) -> [DueDelivery] {
        let rows = try await database.query(
            """
            WITH due AS (
                SELECT id FROM webhook_delivery WHERE next_attempt_at <= \(now) AND (claimed_until IS NULL OR claimed_until < \(now))
                ORDER BY next_attempt_at LIMIT \(limit) FOR UPDATE SKIP LOCKED
            ), claimed AS (
                UPDATE webhook_delivery d SET claimed_until = \(claimUntil) FROM due WHERE d.id = due.id
                RETURNING d.id, d.webhook_id, d.event, d.body, d.attempts
            )
            SELECT claimed.id, claimed.event, claimed.body, claimed.attempts, w.url, w.secret
            FROM claimed JOIN webhook w ON w.id = claimed.webhook_id
            """)
        return try Self.decode {
            try rows.compactMap { row -> DueDelivery? in
                guard let event = WebhookEvent(rawValue: try row["event"].decode(String.self)) else { return nil }
                return DueDelivery(
                    id: try row["id"].decode(String.self), url: try row["url"].decode(String.self), secret: try row["secret"].decode(String.self),
                    event: event, body: try row["body"].decode(Data.self), attempts: try row["attempts"].decode(Int.self))
            }
        }
    }

    func record(_ o: AttemptOutcome, delivery: String) async throws(PlatesError) {
        let delivered: Int64? = o.delivered ? o.at : nil
        try await database.query(
            """
            UPDATE webhook_delivery SET attempts = attempts + 1, last_status = \(o.status.map(Int64.init)), last_error = \(o.error),
                delivered_at = \(delivered), next_attempt_at = \(o.nextAttemptAt), claimed_until = NULL WHERE id = \(delivery)
            """)
    }

    func deliveries(hook: String, account: String, limit: Int) async throws(PlatesError) -> [WebhookDelivery]? {
        guard try await !database.query("SELECT id FROM webhook WHERE id = \(hook) AND account_id = \(account)").isEmpty else { return nil }
        let rows = try await database.query(
            "SELECT * FROM webhook_delivery WHERE webhook_id = \(hook) ORDER BY created_at DESC, id COLLATE \"C\" LIMIT \(limit)")
        return try Self.decode {
            try rows.compactMap { row -> WebhookDelivery? in
                guard let event = WebhookEvent(rawValue: try row["event"].decode(String.self)) else { return nil }
                let delivered = try row["delivered_at"].decode(Int64?.self)
                let next = try row["next_attempt_at"].decode(Int64?.self)
                return WebhookDelivery(
                    id: try row["id"].decode(String.self), event: event,
                    createdAt: AccountStore.date(try row["created_at"].decode(Int64.self)) ?? Date(timeIntervalSince1970: 0),
                    status: WebhookDelivery.status(deliveredAt: delivered, nextAttemptAt: next), attempts: try row["attempts"].decode(Int.self),
                    lastStatus: try row["last_status"].decode(Int?.self), lastError: try row["last_error"].decode(String?.self),
                    deliveredAt: AccountStore.date(delivered), nextAttemptAt: AccountStore.date(next))
            }
        }
    }

    func sweepDeliveries(before: Int64) async throws(PlatesError) {
        try await database.query("DELETE FROM webhook_delivery WHERE next_attempt_at IS NULL AND created_at < \(before)")
    }

    static func hook(_ row: PostgresRandomAccessRow) throws -> Webhook {
        Webhook(
            id: try row["id"].decode(String.self), url: try row["url"].decode(String.self), events: Webhook.events(try row["events"].decode(String.self)),
            createdAt: AccountStore.date(try row["created_at"].decode(Int64.self)) ?? Date(timeIntervalSince1970: 0))
    }

    private static func decode<T>(_ body: () throws -> T) throws(PlatesError) -> T {
        do { return try body() } catch { throw .decoding("a token or webhook row: \(error)") }
    }
}
