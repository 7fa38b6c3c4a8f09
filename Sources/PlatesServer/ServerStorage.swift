import Foundation
import GRDB
import PlatesCore
import PlatesPostgres
import PlatesStore

/// Where the server keeps its data: one SQLite file (the zero-set-up default) or a PostgreSQL
/// database that several server instances share.
public enum StorageLocation: Sendable, Hashable {
    case sqlite(path: String, durability: SQLiteDatabase.Durability = .full)
    /// `postgres://USER:PASSWORD@HOST:PORT/DATABASE`, with at most `connections` open.
    case postgres(url: String, connections: Int = 6)
}

/// What a route handler needs of a backend beyond the protocol: one entry to merge a PATCH into,
/// and each write with the receipt of its Idempotency-Key (nil without one).
protocol ServerBackend: TrainingBackend {
    func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry

    func createExercise(_ draft: ExerciseDraft, receipt: WriteReceipt<Exercise>?) async throws(PlatesError) -> Exercise
    func updateExercise(id: String, _ patch: ExercisePatch, receipt: WriteReceipt<Exercise>?) async throws(PlatesError) -> Exercise
    func deleteExercise(id: String, withSets: Bool, receipt: WriteReceipt<ExerciseRemoval>?) async throws(PlatesError) -> ExerciseRemoval
    func restoreExercise(_ removal: ExerciseRemoval, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func mergeExercise(
        id: String, into targetId: String,
        receipt: WriteReceipt<ExerciseMergeResult>?
    ) async throws(PlatesError) -> ExerciseMergeResult
    func unmergeExercise(_ merge: ExerciseMergeResult, receipt: WriteReceipt<ExerciseMergeResult>?) async throws(PlatesError) -> ExerciseMergeResult
    func addExerciseAlias(_ name: String, exerciseId: String, receipt: WriteReceipt<ExerciseAlias>?) async throws(PlatesError) -> ExerciseAlias
    func deleteExerciseAlias(_ name: String, receipt: WriteReceipt<ExerciseAlias>?) async throws(PlatesError) -> ExerciseAlias
    func logSets(_ drafts: [SetDraft], receipt: WriteReceipt<LogResult>?) async throws(PlatesError) -> LogResult
    func updateSet(id: String, _ draft: SetDraft, receipt: WriteReceipt<WorkoutSet>?) async throws(PlatesError) -> WorkoutSet
    func deleteSet(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func addBodyWeight(_ draft: BodyWeightDraft, receipt: WriteReceipt<BodyWeightEntry>?) async throws(PlatesError) -> BodyWeightEntry
    func updateBodyWeight(
        id: String, _ draft: BodyWeightDraft,
        receipt: WriteReceipt<BodyWeightEntry>?
    ) async throws(PlatesError) -> BodyWeightEntry
    func deleteBodyWeight(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func updateProfile(_ patch: ProfilePatch, receipt: WriteReceipt<Profile>?) async throws(PlatesError) -> Profile

    func startWorkout(_ draft: WorkoutDraft, receipt: WriteReceipt<Workout>?) async throws(PlatesError) -> Workout
    func finishWorkout(id: String, receipt: WriteReceipt<Workout>?) async throws(PlatesError) -> Workout
    func updateWorkout(id: String, _ patch: WorkoutPatch, receipt: WriteReceipt<Workout>?) async throws(PlatesError) -> Workout
    func deleteWorkout(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func moveSets(ids: [String], toWorkout: String?, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func createRoutine(_ draft: RoutineDraft, receipt: WriteReceipt<Routine>?) async throws(PlatesError) -> Routine
    func updateRoutine(id: String, _ draft: RoutineDraft, receipt: WriteReceipt<Routine>?) async throws(PlatesError) -> Routine
    func deleteRoutine(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
}

extension PlatesService: ServerBackend {}

/// An open, migrated storage: training data per account plus the account tables.
enum ServerStorage: Sendable {
    case sqlite(SQLiteDatabase)
    case postgres(PostgresPool)

    static func open(_ location: StorageLocation) async throws(PlatesError) -> ServerStorage {
        switch location {
        case .sqlite(let path, let durability):
            return .sqlite(try await SQLiteDatabase.open(path: path, durability: durability))
        case .postgres(let url, let connections):
            var settings = try PostgresPool.Settings(url: url)
            settings.maximumConnections = connections
            let database = try await PostgresPool(settings: settings)
            do {
                try await database.migrate(PostgresMigration.data + PostgresAccountRecords.migrations)
                try await database.rankRecords()
            } catch {
                database.close()
                throw error
            }
            return .postgres(database)
        }
    }

    func accountRecords() throws(PlatesError) -> any AccountRecords {
        switch self {
        case .sqlite(let database): return try SQLiteAccountRecords(database: database)
        case .postgres(let database): return PostgresAccountRecords(database: database)
        }
    }

    /// Personal API tokens and webhooks (their tables are migrated with the accounts').
    func automationRecords() -> any AutomationRecords {
        switch self {
        case .sqlite(let database): return SQLiteAutomationRecords(database: database)
        case .postgres(let database): return PostgresAutomationRecords(database: database)
        }
    }

    /// One account's data; "today" follows `environment`'s calendar.
    func backend(owner: String, environment: PlatesEnvironment) -> any ServerBackend {
        switch self {
        case .sqlite(let database): return SQLiteBackend(database: database, owner: owner, environment: environment)
        case .postgres(let database): return PostgresBackend(database: database, owner: owner, environment: environment)
        }
    }

    /// Reports every call to the database to `metrics`.
    func observe(with metrics: ServerMetrics) {
        switch self {
        case .sqlite(let database):
            // The readers, and the one writer their group commits share.
            database.watch.observe(with: metrics.storage("sqlite", maximumConnections: database.pool.configuration.maximumReaderCount + 1))
        case .postgres(let database):
            database.watch.observe(with: metrics.storage("postgresql", maximumConnections: database.settings.maximumConnections))
        }
    }

    /// One trivial query: whether the storage answers (`/healthz`).
    func ping() async throws(PlatesError) {
        switch self {
        case .sqlite(let database):
            do { _ = try await database.read { db in try Int.fetchOne(db, sql: "SELECT 1") } } catch {
                throw SQLiteStore.map(error, opening: nil)
            }
        case .postgres(let database):
            _ = try await database.query("SELECT 1")
        }
    }

    /// For the start-up line and logs: never a password.
    var description: String {
        switch self {
        case .sqlite(let database): return database.path + (database.durability == .full ? "" : ", sqlite-sync \(database.durability.rawValue)")
        case .postgres(let database): return database.settings.redacted
        }
    }

    /// At shutdown: a SQLite file is left whole on its own, its WAL copied in
    /// (`SQLiteDatabase.close`); a failure loses nothing (the next open reads the WAL).
    func close() {
        switch self {
        case .sqlite(let database): try? database.close()
        case .postgres(let database): database.close()
        }
    }
}
