import Foundation
import GRDB
import PlatesCore

/// The embedded default backend: the service over one SQLite file.
public typealias SQLiteBackend = PlatesService<SQLiteStore>

extension PlatesService where Store == SQLiteStore {
    /// Opens (creating directories and the file as needed) and migrates the database at `path`.
    public convenience init(path: String, environment: PlatesEnvironment = PlatesEnvironment()) throws(PlatesError) {
        self.init(store: try SQLiteStore(path: path, environment: environment))
    }

    /// One owner's view of an open database.
    public convenience init(database: SQLiteDatabase, owner: String, environment: PlatesEnvironment = PlatesEnvironment()) {
        self.init(store: SQLiteStore(database: database, owner: owner, environment: environment))
    }

    /// `init(path:environment:)` from async code: the opening blocks (`SQLiteDatabase.open`).
    public static func open(path: String, environment: PlatesEnvironment = PlatesEnvironment()) async throws(PlatesError) -> SQLiteBackend {
        SQLiteBackend(database: try await SQLiteDatabase.open(path: path, connections: .local), owner: SQLiteStore.localOwner, environment: environment)
    }
}

/// The embedded default store: one SQLite file. Every write is one transaction; a write call
/// returns only after its commit. Every query is scoped to `owner`: the local app's owner is
/// `""`, the server's are account ids, so one file can hold many users.
public final class SQLiteStore: PlatesStorage {
    public let database: SQLiteDatabase
    public var pool: DatabasePool { database.pool }
    public let environment: PlatesEnvironment
    public let owner: String
    public let path: String

    public var kind: BackendKind { .sqlite(path: path) }

    /// The owner of a local database: the one person using it.
    public static let localOwner = ""

    /// Opens (creating directories and the file as needed) and migrates the database at `path`.
    public convenience init(path: String, environment: PlatesEnvironment = PlatesEnvironment()) throws(PlatesError) {
        self.init(database: try SQLiteDatabase(path: path, connections: .local), owner: Self.localOwner, environment: environment)
    }

    /// One owner's view of an open database.
    public init(database: SQLiteDatabase, owner: String, environment: PlatesEnvironment = PlatesEnvironment()) {
        self.database = database
        self.path = database.path
        self.owner = owner
        self.environment = environment
    }

    // MARK: Database access, with every error mapped to PlatesError

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw Self.map(error, opening: database.path)
        }
    }

    /// One transaction; with the server's `receipt`, the answer to its result is stored in it.
    /// `alone`: a write of many rows, one statement each (a merge, an exercise put back), in a
    /// transaction of its own. In the group commit's savepoint each such statement (the tally's
    /// triggers open a statement journal) cost a walk of the journal the savepoint had grown so
    /// far: a merge of 11,400 sets took 60 s.
    func write<T: Sendable>(
        _ receipt: WriteReceipt<T>? = nil, alone: Bool = false,
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(PlatesError) -> T {
        let run: @Sendable (Database) throws -> T = { db in
            let result = try body(db)
            if let receipt { try Self.store(try receipt.answer(to: result), of: receipt.key, db) }
            return result
        }
        do {
            return try await alone ? database.writeAlone(run) : database.write(run)
        } catch {
            throw Self.map(error, opening: database.path)
        }
    }

    /// The server's idempotency answer, in the write's transaction (the table is the server's).
    private static func store(_ answer: ReplayAnswer, of key: IdempotencyKey, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO idempotency_key (account_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [key.account, key.key, key.requestHash, answer.status, answer.body, key.at])
    }

    public static func map(_ error: any Error, opening path: String?) -> PlatesError {
        if let e = error as? PlatesError { return e }
        guard let db = error as? DatabaseError else { return .internal("\(error)") }
        let detail = db.message ?? "\(db.resultCode)"
        let file = path ?? "the database"
        let full = PlatesError.internal("the disk holding \(file) is full, nothing was saved: free some space and try again")
        switch db.resultCode {
        case .SQLITE_FULL: return full
        case .SQLITE_IOERR:
            // A full disk often shows as a failed write or a failed resize of the -wal/-shm files.
            if let path, DiskSpace.isNearlyFull(holding: path) { return full }
            return .internal("cannot read or write \(file) (\(detail)): check the disk, then try again")
        case .SQLITE_READONLY: return .internal("\(file) is read-only, nothing was saved: check its permissions and those of its folder")
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return .internal("\(file) is damaged or not a Plates database (\(detail)); keep a copy and restore from an export")
        case .SQLITE_CANTOPEN:
            if let path, DiskSpace.isReadOnly(holding: path) {
                return .internal(
                    "\(file) is on a read-only disk: Plates needs to write beside it (its -wal and -shm files). Copy it to a writable folder, or remount the disk read-write"
                )
            }
            return .internal("cannot open \(file): \(detail); check that its folder exists and that you may write in it")
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .internal("the database stayed busy in another plates process: try again")
        case .SQLITE_CONSTRAINT: return .conflict("that would break the data's rules: \(detail)")
        default: return .internal("database error: \(detail)")
        }
    }

    // MARK: Shared lookups (inside a transaction)

    static func fetchExercise(_ db: Database, owner: String, id: String) throws -> Exercise {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(RowMapping.exerciseColumns) FROM exercise WHERE user_id = ? AND id = ?"), arguments: [owner, id])
        else {
            throw PlatesError.notFound(what: "exercise", id: id)
        }
        return try RowMapping.exercise(row)
    }

    static func fetchSets(_ db: Database, _ sql: String, _ arguments: StatementArguments = []) throws -> [WorkoutSet] {
        let statement = try db.cachedStatement(sql: sql)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var sets: [WorkoutSet] = []
        var shared = SharedStrings()
        while let row = try rows.next() {
            sets.append(try RowMapping.set(ColumnReader(row: row, statement: statement.sqliteStatement), from: 0, sharing: &shared))
        }
        return sets
    }

    static func profileUnit(_ db: Database, owner: String) throws -> WeightUnit {
        let raw = try String.fetchOne(db.cachedStatement(sql: "SELECT unit FROM profile WHERE user_id = ?"), arguments: [owner]) ?? "kg"
        return WeightUnit(rawValue: raw) ?? .kg
    }
}
