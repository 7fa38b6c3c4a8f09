import Foundation
import PlatesCore
import PostgresNIO

/// The service on PostgreSQL, for a server that outgrows one machine.
public typealias PostgresBackend = PlatesService<PostgresStore>

extension PlatesService where Store == PostgresStore {
    public convenience init(database: PostgresPool, owner: String, environment: PlatesEnvironment = PlatesEnvironment()) {
        self.init(store: PostgresStore(database: database, owner: owner, environment: environment))
    }
}

/// A store on PostgreSQL: the same schema and queries as the SQLite store (every query scoped to
/// `owner`, records kept as rows on write), so the service over it passes the same contract
/// suite. Every write is one transaction.
public final class PostgresStore: PlatesStorage {
    let database: PostgresPool
    public let environment: PlatesEnvironment
    public let owner: String

    public var kind: BackendKind { .postgres(url: database.settings.redacted) }

    public init(database: PostgresPool, owner: String, environment: PlatesEnvironment = PlatesEnvironment()) {
        self.database = database
        self.owner = owner
        self.environment = environment
    }

    /// A consistent snapshot for the queries of one read (as SQLite's readers have).
    func read<T: Sendable>(_ body: @escaping @Sendable (PostgresPool.Connection) async throws -> T) async throws(PlatesError) -> T {
        try await database.transaction(readOnly: true, body)
    }

    /// One transaction; with the server's `receipt`, the answer to its result is stored in it.
    func write<T: Sendable>(
        _ receipt: WriteReceipt<T>? = nil, limit: Duration? = nil,
        _ body: @escaping @Sendable (PostgresPool.Connection) async throws -> T
    ) async throws(PlatesError) -> T {
        return try await database.transaction(limit: limit) { db in
            let result = try await body(db)
            if let receipt {
                let answer = try receipt.answer(to: result)
                let key = receipt.key
                // The table is the server's (PlatesServer's account migrations).
                try await db.query(
                    """
                    INSERT INTO idempotency_key (account_id, key, request_hash, status, body, created_at)
                    VALUES (\(key.account), \(key.key), \(key.requestHash), \(answer.status),
                            \(ByteBuffer(bytes: answer.body)), \(key.at))
                    ON CONFLICT (account_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status,
                        body = EXCLUDED.body, created_at = EXCLUDED.created_at
                    """)
            }
            return result
        }
    }

    // MARK: Exercises

    public func exercises() async throws(PlatesError) -> [Exercise] {
        let owner = self.owner
        return try await read { db in
            try await db.query("SELECT * FROM exercise WHERE user_id = \(owner) ORDER BY name_key, id").map(PostgresRows.exercise)
        }
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        guard let exercise = try await database.execute(Prepared.Exercise(owner: owner, id: id)).first else {
            throw .notFound(what: "exercise", id: id)
        }
        return exercise
    }

    public func insertExercise(_ e: Exercise, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try await Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
            try await PostgresRows.insert(e, owner: owner, db)
        }
    }

    public func updateExercise(_ updated: Exercise, whileSetCount: Int?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let current = try await Self.fetchExercise(db, owner: owner, id: updated.id, exclusive: true)
            if let whileSetCount, try await Self.setCount(db, owner: owner, exerciseId: updated.id) != whileSetCount {
                throw PlatesError.changedMeanwhile(current.name)
            }
            try await Self.checkNameFree(db, owner: owner, name: updated.name, exceptId: updated.id)
            try await PostgresRows.update(updated, owner: owner, db)
            if ExerciseRecords.editChangesRecords(from: current, to: updated) { try await Self.recomputeRecords(db, owner: owner, exerciseId: updated.id) }
        }
    }

    public func setCount(exerciseId: String) async throws(PlatesError) -> Int {
        let owner = self.owner
        return try await read { db in try await Self.setCount(db, owner: owner, exerciseId: exerciseId) }
    }

    public func sets(exerciseId: String) async throws(PlatesError) -> [WorkoutSet] {
        let owner = self.owner
        return try await read { db in try await Self.setsOf(db, owner: owner, exerciseId: exerciseId) }
    }

    // MARK: Shared lookups (inside a transaction)

    /// Edits and deletes of an exercise's sets, which may recompute its records, hold its advisory
    /// lock alone; logs (`plates_log_set`) share it.
    static func fetchExercise(_ db: PostgresPool.Connection, owner: String, id: String, exclusive: Bool = false) async throws -> Exercise {
        let rows =
            exclusive
            ? try await db.query(
                """
                SELECT *, pg_advisory_xact_lock(hashtext(user_id || '/' || id)) FROM exercise WHERE user_id = \(owner) AND id = \(id)
                """)
            : try await db.query("SELECT * FROM exercise WHERE user_id = \(owner) AND id = \(id)")
        guard let row = rows.first else { throw PlatesError.notFound(what: "exercise", id: id) }
        return try PostgresRows.exercise(row)
    }

    static func setCount(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> Int {
        try await db.query("SELECT COUNT(*) AS n FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exerciseId)")
            .first.map { try PostgresRows.value($0, "n", as: Int.self) } ?? 0
    }

    static func checkNameFree(_ db: PostgresPool.Connection, owner: String, name: String, exceptId: String?) async throws {
        let other = try await db.query(
            """
            SELECT name FROM exercise WHERE user_id = \(owner) AND name_key = \(Exercise.nameKey(name)) AND id IS DISTINCT FROM \(exceptId)
            """
        ).first
        if let other { throw PlatesError.nameTaken(by: try PostgresRows.value(other, "name", as: String.self)) }
    }

    static func profileUnit(_ db: PostgresPool.Connection, owner: String) async throws -> WeightUnit {
        let raw = try await db.query("SELECT unit FROM profile WHERE user_id = \(owner)").first.map { try PostgresRows.value($0, "unit", as: String.self) }
        return WeightUnit(rawValue: raw ?? "kg") ?? .kg
    }

    static func fetchSets(_ db: PostgresPool.Connection, _ query: PostgresQuery) async throws -> [WorkoutSet] {
        try await db.query(query).map(PostgresRows.set)
    }
}
