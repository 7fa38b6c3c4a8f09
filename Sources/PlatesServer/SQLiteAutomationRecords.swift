import Foundation
import GRDB
import PlatesCore
import PlatesStore

/// Personal API tokens and webhooks in the server's SQLite file (tables made by
/// `SQLiteAccountRecords`' migrator).
struct SQLiteAutomationRecords: AutomationRecords {
    let database: SQLiteDatabase

    func insertToken(_ t: StoredToken, limit: Int) async throws(PlatesError) {
        try await write { db in
            let live = try Row.fetchAll(db, sql: "SELECT name FROM api_token WHERE account_id = ? AND revoked_at IS NULL", arguments: [t.accountId])
            if live.contains(where: { ($0["name"] as String) == t.token.name }) { throw PlatesError.conflict(TokenMessages.nameTaken(t.token.name)) }
            if live.count >= limit { throw PlatesError.validation(TokenMessages.tooMany(limit), field: "name") }
            try db.execute(
                sql: "INSERT INTO api_token (id, account_id, name, scope, token_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [t.token.id, t.accountId, t.token.name, t.token.scope.rawValue, t.hash, AccountStore.millis(t.token.createdAt)])
        }
    }

    func tokens(account: String) async throws(PlatesError) -> [APIToken] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM api_token WHERE account_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, id", arguments: [account]
            ).map {
                APIToken(
                    id: $0["id"], name: $0["name"], scope: TokenScope(rawValue: $0["scope"]) ?? .read,
                    createdAt: AccountStore.date($0["created_at"]) ?? Date(timeIntervalSince1970: 0), lastUsedAt: AccountStore.date($0["last_used_at"]))
            }
        }
    }

    func revokeToken(id: String, account: String, now: Int64) async throws(PlatesError) -> Bool {
        try await write { db in
            try db.execute(
                sql: "UPDATE api_token SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL", arguments: [now, id, account])
            return db.changesCount == 1
        }
    }

    func tokenCaller(hash: String, now: Int64, stampBefore: Int64) async throws(PlatesError) -> TokenCaller? {
        let found = try await read { db -> (TokenCaller, Int64?)? in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT id, account_id, scope, last_used_at FROM api_token WHERE token_hash = ? AND revoked_at IS NULL"),
                    arguments: [hash]),
                let scope = TokenScope(rawValue: row["scope"])
            else { return nil }
            return (TokenCaller(accountId: row["account_id"], tokenId: row["id"], scope: scope), row["last_used_at"])
        }
        guard let (caller, lastUsed) = found else { return nil }
        // A write at most once a minute per token, not on every request.
        if lastUsed.map({ $0 < stampBefore }) ?? true {
            try await write { db in
                try db.cachedStatement(sql: "UPDATE api_token SET last_used_at = ? WHERE id = ?").execute(arguments: [now, caller.tokenId])
            }
        }
        return caller
    }

    func insertHook(_ h: StoredHook, limit: Int) async throws(PlatesError) {
        try await write { db in
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM webhook WHERE account_id = ?", arguments: [h.accountId]) ?? 0
            if count >= limit { throw PlatesError.validation(WebhookMessages.tooMany(limit), field: "url") }
            try db.execute(
                sql: "INSERT INTO webhook (id, account_id, url, events, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [h.hook.id, h.accountId, h.hook.url, h.hook.eventsText, h.secret, AccountStore.millis(h.hook.createdAt)])
        }
    }

    func hooks(account: String) async throws(PlatesError) -> [Webhook] {
        try await read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: "SELECT id, url, events, created_at FROM webhook WHERE account_id = ? ORDER BY created_at, id"),
                arguments: [account]
            ).map(Self.hook)
        }
    }

    func deleteHook(id: String, account: String) async throws(PlatesError) -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM webhook_delivery WHERE webhook_id = (SELECT id FROM webhook WHERE id = ? AND account_id = ?)", arguments: [id, account])
            try db.execute(sql: "DELETE FROM webhook WHERE id = ? AND account_id = ?", arguments: [id, account])
            return db.changesCount == 1
        }
    }

    func enqueue(account: String, event: WebhookEvent, body: Data, hook: String?, now: Int64) async throws(PlatesError) -> Int {
        try await write { db in
            let hooks = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT id, url, events, created_at FROM webhook WHERE account_id = ?"), arguments: [account]
            ).map(Self.hook).filter { hook == nil ? $0.events.contains(event) : $0.id == hook }
            for target in hooks {
                try db.cachedStatement(
                    sql: "INSERT INTO webhook_delivery (id, webhook_id, event, body, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)"
                ).execute(arguments: [UUID().uuidString.lowercased(), target.id, event.rawValue, body, now, now])
            }
            return hooks.count
        }
    }

    func claimDue(now: Int64, claimUntil: Int64, limit: Int) async throws(PlatesError) -> [DueDelivery] {
        // Asked every second: a read first, so an idle server never takes the writer's lock for it.
        let any = try await read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM webhook_delivery WHERE next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?) LIMIT 1"),
                arguments: [now, now]) ?? false
        }
        guard any else { return [] }
        return try await write { db in
            let due = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT d.id, d.event, d.body, d.attempts, w.url, w.secret FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
                        WHERE d.next_attempt_at <= ? AND (d.claimed_until IS NULL OR d.claimed_until < ?) ORDER BY d.next_attempt_at LIMIT ?
                        """), arguments: [now, now, limit]
            ).compactMap { row -> DueDelivery? in
                guard let event = WebhookEvent(rawValue: row["event"]) else { return nil }
                return DueDelivery(id: row["id"], url: row["url"], secret: row["secret"], event: event, body: row["body"], attempts: row["attempts"])
            }
            for d in due {
                try db.cachedStatement(sql: "UPDATE webhook_delivery SET claimed_until = ? WHERE id = ?").execute(arguments: [claimUntil, d.id])
            }
            return due
        }
    }

    func record(_ o: AttemptOutcome, delivery: String) async throws(PlatesError) {
        try await write { db in
            try db.cachedStatement(
                sql: """
                    UPDATE webhook_delivery SET attempts = attempts + 1, last_status = ?, last_error = ?, delivered_at = ?,
                        next_attempt_at = ?, claimed_until = NULL WHERE id = ?
                    """
            ).execute(arguments: [o.status, o.error, o.delivered ? o.at : nil, o.nextAttemptAt, delivery])
        }
    }

    func deliveries(hook: String, account: String, limit: Int) async throws(PlatesError) -> [WebhookDelivery]? {
        try await read { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM webhook WHERE id = ? AND account_id = ?", arguments: [hook, account]) == true else {
                return nil
            }
            return try Row.fetchAll(
                db, sql: "SELECT * FROM webhook_delivery WHERE webhook_id = ? ORDER BY created_at DESC, id LIMIT ?", arguments: [hook, limit]
            ).compactMap { row -> WebhookDelivery? in
                guard let event = WebhookEvent(rawValue: row["event"]) else { return nil }
                let delivered: Int64? = row["delivered_at"]
                let next: Int64? = row["next_attempt_at"]
                return WebhookDelivery(
                    id: row["id"], event: event, createdAt: AccountStore.date(row["created_at"]) ?? Date(timeIntervalSince1970: 0),
                    status: WebhookDelivery.status(deliveredAt: delivered, nextAttemptAt: next), attempts: row["attempts"],
                    lastStatus: row["last_status"], lastError: row["last_error"], deliveredAt: AccountStore.date(delivered),
                    nextAttemptAt: AccountStore.date(next))
            }
        }
    }

    func sweepDeliveries(before: Int64) async throws(PlatesError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM webhook_delivery WHERE next_attempt_at IS NULL AND created_at < ?", arguments: [before])
        }
    }

    static func hook(_ row: Row) -> Webhook {
        Webhook(
            id: row["id"], url: row["url"], events: Webhook.events(row["events"]),
            createdAt: AccountStore.date(row["created_at"]) ?? Date(timeIntervalSince1970: 0))
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await database.read(body) } catch { throw SQLiteStore.map(error, opening: nil) }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await database.write(body) } catch { throw SQLiteStore.map(error, opening: nil) }
    }
}
