import Foundation
import GRDB
import PlatesCore
import PlatesFiles
import Synchronization

/// One open Plates SQLite file (WAL, foreign keys, a busy timeout so two `plates` processes can
/// share it), migrated. Several `SQLiteStore`s share it: the local app uses one owner, the server
/// one per account (`SQLiteStore(database:owner:)`).
public final class SQLiteDatabase: Sendable {
    public let pool: DatabasePool
    /// The writer's `PRAGMA data_version` when last asked (`SQLiteStore.changedElsewhere`).
    let dataVersion = Mutex<Int?>(nil)
    public let path: String
    public let durability: Durability
    private let groupCommit: GroupCommit
    /// Where the next page of each set list starts (forgotten on every write).
    let continuations = PageContinuations()
    /// The server's metrics watch every read and write of the stores.
    public let watch = StorageWatch()

    /// When a commit reaches the disk (SQLite's `synchronous` in WAL mode).
    public enum Durability: String, Sendable, CaseIterable {
        /// FULL: every commit is synced before it is answered; it survives a power cut.
        case full
        /// NORMAL: the WAL is synced at checkpoints only. A power cut (not a killed process) can
        /// lose the last commits; the file is never corrupted. A server may choose it for
        /// throughput (docs/performance.md).
        case normal
    }

    /// How many connections read at once, and how much each keeps of the file in memory.
    public struct Connections: Sendable {
        public var readers: Int
        /// SQLite's page cache per reading connection, in KiB (nil: SQLite's default, 2,000 KiB).
        public var readerCacheKiB: Int?
        /// The writer's page cache, in KiB (nil: SQLite's default).
        public var writerCacheKiB: Int?

        public init(readers: Int, readerCacheKiB: Int?, writerCacheKiB: Int?) {
            self.readers = readers
            self.readerCacheKiB = readerCacheKiB
            self.writerCacheKiB = writerCacheKiB
        }

        /// A server's: GRDB's five readers for concurrent requests, SQLite's default cache.
        public static let server = Connections(readers: 5, readerCacheKiB: nil, writerCacheKiB: nil)
        /// One person's file (the app, the command line): two readers (the screen's loads run
        /// two at a time on two cores; each more costs an open at start-up), so memory stays the
        /// same from 5k to 1M sets (with five 2 MB caches, peak RSS grew by 3 MB at 1M sets while
        /// every screen's data still came from indexes).
        ///
        /// The readers keep 128 KiB each: a screen's reads are index seeks and short walks, and
        /// what a walk through a year of history fills the cache with is not read again. At
        /// 512 KiB the two readers' caches were 0.7–0.9 MB of the peak at 1M sets, and no
        /// screen's key was slower at 128 (docs/performance.md, session 40). The writer keeps
        /// 512 KiB: a log's transaction touches every index of a set and its records, and
        /// dirty pages that do not fit spill to the log before the commit.
        public static let local = Connections(readers: 2, readerCacheKiB: 128, writerCacheKiB: 512)
    }

    /// Opens (creating directories and the file as needed) and migrates the database at `path`.
    public init(path: String, durability: Durability = .full, connections: Connections = .server) throws(PlatesError) {
        self.path = path
        self.durability = durability
        // Private from the first byte: the file holds a person's training, and a server's holds
        // every account's, with password and token hashes (PrivateFiles).
        do throws(PlatesFileError) {
            try PrivateFiles.createFolders((path as NSString).deletingLastPathComponent)
            try PrivateFiles.createFileIfMissing(path)
            PrivateFiles.restrictDatabase(path)
            StartTrace.mark("database: file checked")
        } catch {
            throw .internal("\(error) (opening the database)")
        }
        var config = Configuration()
        config.foreignKeysEnabled = true
        // Another process (a second SSH session) may hold the write lock for a moment: wait for it.
        config.busyMode = .timeout(10)
        config.maximumReaderCount = connections.readers
        // Statement journals in memory: an INSERT whose triggers keep `set_tally` opens one, and in
        // a file it cost a write of every page the statement touched (an import of 100,000 sets:
        // millions of 4 KiB writes to a temporary file, most of its time). They last one statement.
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // A pool opens its readers read-only.
            let kib = db.configuration.readonly ? connections.readerCacheKiB : connections.writerCacheKiB
            if let kib { try db.execute(sql: "PRAGMA cache_size = -\(kib)") }
        }
        do {
            pool = try DatabasePool.openAlongsideOtherProcesses(path: path, configuration: config)
            StartTrace.mark("database: pool opened")
            // Migrations run at WAL's NORMAL (opening in WAL sets it): at FULL a new file's
            // migrations synced each commit, 23 syncs before the first read (docs/DECISIONS.md,
            // "Migrations commit at NORMAL"). A power cut rolls back whole migrations at most, and
            // the next open runs them again; the first commit at FULL syncs them with it.
            try Migrations.migrator.migrateAlongsideOtherProcesses(pool)
            StartTrace.mark("database: migrations checked")
            // Set on the writer after opening: switching to WAL sets NORMAL, overriding `prepareDatabase`.
            let pragma = "PRAGMA synchronous = \(durability == .full ? "FULL" : "NORMAL")"
            try pool.writeWithoutTransaction { try $0.execute(sql: pragma) }
        } catch {
            throw SQLiteStore.map(error, opening: path)
        }
        groupCommit = GroupCommit(pool: pool)
    }

    /// `init` from async code, on a thread of its own: opening a file creates, migrates and syncs
    /// it, blocking all the while, and must not hold one of Swift concurrency's threads (`OffPool`).
    public static func open(path: String, durability: Durability = .full, connections: Connections = .server) async throws(PlatesError) -> SQLiteDatabase {
        try await OffPool.run { () throws(PlatesError) in try SQLiteDatabase(path: path, durability: durability, connections: connections) }
    }

    /// Closes every connection, after the reads and writes in progress. The last process to close
    /// the file (another `plates` may have it open) copies the WAL into it and removes the `-wal`
    /// and `-shm` files: the file alone then holds every commit, which is what a lifter copies,
    /// syncs, or copies a backup over by hand (docs/DECISIONS.md, "At exit the database is closed:
    /// one file"). Reads and writes after it fail.
    public func close() throws(PlatesError) {
        do {
            // The readers first: GRDB opens them read-only, and a read-only connection closing
            // last cannot copy the WAL into the file (GRDB's `close` closes the writer first).
            pool.releaseMemory()
            try pool.close()
        } catch {
            throw SQLiteStore.map(error, opening: path)
        }
    }

    /// Runs `body` in a write transaction, shared with the other writes waiting at that moment
    /// (group commit: one sync for many writes), each in its own savepoint. Returns after the commit.
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        defer { continuations.forgetAll() }
        return try await watch.measure { try await groupCommit.write(body) }
    }

    /// Runs `body` on one of the reader connections.
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await watch.measure { try await pool.read(body) }
    }

    /// A large write in a transaction of its own, not in a group commit's savepoint: inside a
    /// savepoint SQLite copies every page it changes to a statement journal first, which made an
    /// import of 100,000 sets write the database's size to a temporary file several times over.
    public func writeAlone<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        defer { continuations.forgetAll() }
        return try await pool.write(body)
    }

    /// Runs `body` on the writer in a transaction that is always rolled back: nothing it does
    /// reaches the file or its log, and no other connection sees it (`SQLiteStore.prepareToLog`).
    /// Not through the group commit, whose writes share a transaction that commits.
    func rehearse<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await pool.writeWithoutTransaction { db in
            var result: T?
            try db.inTransaction {
                result = try body(db)
                return .rollback
            }
            return result!
        }
    }

    /// A write that changes no set, exercise or weigh-in (a cache such as the progress rows), so
    /// the history's page positions stay valid.
    func writeKeepingPages<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await groupCommit.write(body)
    }

    /// Gives a new owner (a server account) its profile row and the base catalogue, inside the
    /// caller's transaction. The local owner got both from the first migration.
    public static func createOwner(_ owner: String, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO profile (user_id) VALUES (?)", arguments: [owner])
        for e in BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt) {
            try RowMapping.insert(e, owner: owner, db)
        }
    }

    /// Deletes every row of `owner`'s, in every table that has them (a server account deleted).
    /// Sets before exercises (they refer to them); the tallies the set triggers keep go after.
    public static func deleteOwner(_ owner: String, _ db: Database) throws {
        for table in ["exercise_record", "workout_set", "set_tally", "progress_day", "progress_zone", "exercise_alias", "body_weight", "exercise", "profile"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ?", arguments: [owner])
        }
    }
}
