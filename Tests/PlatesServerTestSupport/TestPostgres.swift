import Foundation
import PlatesCore
import PlatesPostgres
import PlatesServer
import PostgresNIO

/// The PostgreSQL database the tests may use: `PLATES_TEST_POSTGRES_URL`, which `.ci/run` sets
/// after starting a throwaway cluster (`scripts/postgres-cluster.sh`). Without it the PostgreSQL
/// cases are skipped, and the skip says why.
public enum TestPostgres {
    /// With a connect timeout of 30 s: the parallel tests can keep both cores busy long enough
    /// for a new pool's first log-in to pass the 5 s a server gives it.
    public static let url: String? = ProcessInfo.processInfo.environment["PLATES_TEST_POSTGRES_URL"]
        .flatMap { $0.isEmpty ? nil : $0 + ($0.contains("?") ? "&" : "?") + "connect_timeout=30" }

    public static let absentMessage = """
        PostgreSQL is absent: set PLATES_TEST_POSTGRES_URL (e.g. from `scripts/postgres-cluster.sh start /tmp/plates-pg`) \
        to run the contract suite and the API tests on PostgreSQL too
        """

    /// The migrated database, opened once per test process.
    public static func pool() async throws -> PostgresPool {
        try await Shared.instance.pool()
    }

    /// A new owner with the base catalogue and a profile: what a fresh local database holds.
    public static func newOwner() async throws -> (PostgresPool, String) {
        let pool = try await pool()
        let owner = "test-\(UUID().uuidString.lowercased())"
        try await pool.transaction { db in try await PostgresPool.createOwner(owner, db) }
        return (pool, owner)
    }

    /// A schema of its own in the test database, and the URL that works in it: for a test whose
    /// writes or clock must not meet the other tests' rows. Drop it with `drop(_:)`.
    public static func scratchSchema(_ prefix: String) async throws -> (admin: PostgresPool, schema: String, url: String) {
        let admin = try await pool()
        let schema = "\(prefix)_\(UUID().uuidString.prefix(8).lowercased())"
        try await admin.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)"))
        guard let url else { throw PlatesError.internal("PLATES_TEST_POSTGRES_URL is not set") }
        return (admin, schema, url + (url.contains("?") ? "&" : "?") + "search_path=\(schema)")
    }

    private actor Shared {
        static let instance = Shared()
        private var opening: Task<PostgresPool, any Error>?

        /// One opening, however many tests ask at once (the actor is reentrant across awaits).
        func pool() async throws -> PostgresPool {
            if let opening { return try await opening.value }
            let task = Task<PostgresPool, any Error> {
                guard let url = TestPostgres.url else { throw PlatesError.internal("PLATES_TEST_POSTGRES_URL is not set") }
                let pool = try await PostgresPool(settings: try PostgresPool.Settings(url: url))
                try await pool.migrate(PostgresMigration.data)
                try await pool.rankRecords()
                return pool
            }
            opening = task
            do {
                return try await task.value
            } catch {
                // A failed opening fails the tests waiting for it, not every later one.
                if opening == task { opening = nil }
                throw error
            }
        }
    }
}

/// The server storages the API tests run against: SQLite always, PostgreSQL when it is there.
public enum TestStorage: String, Sendable, CaseIterable, CustomStringConvertible {
    case sqlite = "SQLite"
    case postgres = "PostgreSQL"

    public var description: String { rawValue }

    public static var available: [TestStorage] { TestPostgres.url == nil ? [.sqlite] : [.sqlite, .postgres] }

    /// A location of its own: a new SQLite file, or the shared PostgreSQL database.
    public func location() -> StorageLocation {
        switch self {
        case .sqlite:
            return .sqlite(path: FileManager.default.temporaryDirectory.appendingPathComponent("plates-server-\(UUID().uuidString).sqlite").path)
        case .postgres:
            return .postgres(url: TestPostgres.url ?? "")
        }
    }
}
