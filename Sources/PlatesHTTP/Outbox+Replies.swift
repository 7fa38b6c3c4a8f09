import Foundation
import GRDB
import PlatesCore

/// The server's last answers to reads, kept in the outbox file beside the waiting writes, so that
/// `plates` starts and logs while the server cannot be reached: the exercise
/// list, the summaries, the dashboard, the profile and every other read answer as they were last
/// seen. One row per request (path and query); the newest `replyLimit` are kept.
extension Outbox {
    static let replyLimit = 2_000

    static func migrateReplies(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("outbox v2: last replies") { db in
            try db.execute(
                sql: """
                    CREATE TABLE reply (
                        request TEXT PRIMARY KEY,
                        body BLOB NOT NULL,
                        saved_at REAL NOT NULL
                    );
                    CREATE INDEX reply_saved_at ON reply (saved_at);
                    """)
        }
    }

    /// Keeps the server's answer to `request`. Not synced to disk at once, unlike the writes: a
    /// reply lost to a power cut costs only an older copy, and every screen load pays for this.
    /// A copy that cannot be kept is no error of the read that brought it: the read still answers.
    func remember(_ request: String, body: Data, at date: Date = Date()) async {
        _ = try? await queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = OFF")
            defer { try? db.execute(sql: "PRAGMA synchronous = FULL") }
            try db.inTransaction {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO reply (request, body, saved_at) VALUES (?, ?, ?)",
                    arguments: [request, body, date.timeIntervalSince1970])
                try db.execute(
                    sql: """
                        DELETE FROM reply WHERE request IN (SELECT request FROM reply ORDER BY saved_at DESC LIMIT -1 OFFSET ?)
                        """, arguments: [Self.replyLimit])
                return .commit
            }
        }
    }

    /// The last answer to `request`, and when it came.
    /// The last answer to `request`, and when it came. An unreadable copy is none: the caller then
    /// reports the network error it had.
    func remembered(_ request: String) async -> Reply? {
        try? await read { db in
            try Row.fetchOne(db, sql: "SELECT body, saved_at FROM reply WHERE request = ?", arguments: [request]).map {
                Reply(body: $0["body"], savedAt: Date(timeIntervalSince1970: $0["saved_at"]))
            }
        }
    }

    struct Reply: Sendable {
        var body: Data
        var savedAt: Date
    }
}
