import Foundation
import GRDB
import PlatesCore
import PlatesFiles

/// Writes made while the server could not be reached, in a local SQLite file
/// (`$XDG_DATA_HOME/plates/outbox.sqlite`), each with the idempotency key it will be sent with.
/// They are sent in order when the server answers again; the key makes a write that reached the
/// server before the connection dropped count once. The same file keeps the server's last answers
/// to reads (`Outbox+Replies.swift`). Every call runs on GRDB's own queue (its async API), never
/// on a thread of Swift concurrency's pool.
public final class Outbox: Sendable {
    let queue: DatabaseQueue
    public let path: String

    public struct Item: Sendable, Hashable {
        public var seq: Int64
        public var key: String
        public var method: String
        public var path: String
        public var body: Data
    }

    public init(path: String) throws(PlatesError) {
        self.path = path
        do {
            try PrivateFiles.createFolders((path as NSString).deletingLastPathComponent)
            try PrivateFiles.createFileIfMissing(path)
            PrivateFiles.restrictDatabase(path)
            var config = Configuration()
            config.busyMode = .timeout(5)
            config.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            queue = try DatabaseQueue(path: path, configuration: config)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("outbox v1") { db in
                try db.execute(
                    sql: """
                        CREATE TABLE pending (
                            seq INTEGER PRIMARY KEY AUTOINCREMENT,
                            key TEXT NOT NULL UNIQUE,
                            method TEXT NOT NULL,
                            path TEXT NOT NULL,
                            body BLOB NOT NULL,
                            created_at REAL NOT NULL
                        );
                        CREATE TABLE rejected (
                            seq INTEGER PRIMARY KEY,
                            method TEXT NOT NULL,
                            path TEXT NOT NULL,
                            body BLOB NOT NULL,
                            reason TEXT NOT NULL
                        );
                        """)
            }
            Self.migrateReplies(&migrator)
            // Two `plates` starting together (two terminals on one account) both migrate.
            try migrator.migrateAlongsideOtherProcesses(queue)
        } catch {
            throw .internal("cannot open the offline outbox \(path): \(error)")
        }
    }

    /// `$XDG_DATA_HOME/plates/outbox/<server>_<account>.sqlite`: one file per server and account,
    /// so writes kept for one never reach another.
    public static func path(for credentials: Credentials, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let name = (credentials.server + "_" + credentials.email).map { $0.isLetter || $0.isNumber ? $0 : "_" }
        return DatabaseLocation.dataDirectory(environment: environment) + "/outbox/" + String(name) + ".sqlite"
    }

    func enqueue(key: String, method: String, path: String, body: Data) async throws(PlatesError) {
        let created = Date().timeIntervalSince1970
        try await write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO pending (key, method, path, body, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [key, method, path, body, created])
        }
    }

    public func pending() async throws(PlatesError) -> [Item] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM pending ORDER BY seq").map {
                Item(seq: $0["seq"], key: $0["key"], method: $0["method"], path: $0["path"], body: $0["body"])
            }
        }
    }

    /// How many writes wait. An outbox that cannot be read is an error, never 0: taken as empty,
    /// a new write went to the server ahead of the ones waiting.
    public func count() async throws(PlatesError) -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pending") ?? 0 }
    }

    public func rejectedCount() async throws(PlatesError) -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rejected") ?? 0 }
    }

    func remove(_ item: Item) async throws(PlatesError) {
        try await write { db in try db.execute(sql: "DELETE FROM pending WHERE seq = ?", arguments: [item.seq]) }
    }

    /// The server refused it (bad data, an exercise deleted meanwhile): kept aside with the reason.
    func reject(_ item: Item, reason: String) async throws(PlatesError) {
        try await write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO rejected (seq, method, path, body, reason) VALUES (?, ?, ?, ?, ?)",
                arguments: [item.seq, item.method, item.path, item.body, reason])
            try db.execute(sql: "DELETE FROM pending WHERE seq = ?", arguments: [item.seq])
        }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await queue.read(body) } catch { throw .internal("the offline outbox could not be read: \(error)") }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await queue.write(body) } catch { throw .internal("the offline outbox could not be written: \(error)") }
    }
}
