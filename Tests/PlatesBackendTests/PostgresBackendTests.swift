import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import PostgresNIO
import Testing

@testable import PlatesPostgres

/// What only the PostgreSQL backend has: a server to reach, timeouts, migrations shared by
/// several servers. The contract suite runs on it through `BackendFactory.postgres`.
@Suite(.onTestThreads) struct PostgresBackendTests {
    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func theTestDatabaseAnswersAndIsMigratedOnce() async throws {
        let pool = try await TestPostgres.pool()
        try await pool.migrate(PostgresMigration.data)  // a second run changes nothing
        let rows = try await pool.query("SELECT COUNT(*) AS n FROM plates_migrations WHERE id = \(PostgresMigration.data[0].id)")
        #expect(try rows[0]["n"].decode(Int.self) == 1)
    }

    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func ownersNeverSeeEachOthersRows() async throws {
        let (pool, a) = try await TestPostgres.newOwner()
        let (_, b) = try await TestPostgres.newOwner()
        let alice = PostgresBackend(database: pool, owner: a, environment: Clock.environment)
        let bob = PostgresBackend(database: pool, owner: b, environment: Clock.environment)
        let bench = try await alice.exercise(named: "Bench Press")
        let logged = try await alice.log(bench, 100, 5, "2026-11-20 18:00")
        #expect(try await bob.listSets(SetQuery()).total == 0)
        await #expect(throws: PlatesError.notFound(what: "set", id: logged.id)) { try await bob.set(id: logged.id) }
        await #expect(throws: PlatesError.notFound(what: "set", id: logged.id)) { try await bob.deleteSet(id: logged.id) }
        #expect(try await bob.records(exerciseId: bench.id).isEmpty)
        #expect(try await alice.set(id: logged.id).weight == 100)
    }

    /// Two writers logging to one exercise at once keep its records right (row lock on the exercise).
    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func concurrentLogsKeepRecordsRight() async throws {
        let (pool, owner) = try await TestPostgres.newOwner()
        let backend = PostgresBackend(database: pool, owner: owner, environment: Clock.environment)
        let bench = try await backend.exercise(named: "Bench Press")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                group.addTask { _ = try await backend.log(bench, Double(60 + i), 1 + i % 10, "2026-11-20 18:00") }
            }
            try await group.waitForAll()
        }
        let all = try await backend.listSets(SetQuery(limit: 100)).items
        #expect(all.count == 40)
        #expect(try await backend.records(exerciseId: bench.id) == PersonalRecords.records(in: all))
    }

    @Test func aBadURLIsAClearError() async throws {
        #expect(throws: PlatesError.self) { try PostgresPool.Settings(url: "mysql://x@y/z") }
        let settings = try PostgresPool.Settings(url: "postgres://lifter:s3cret@db.example.com:6543/plates")
        #expect(settings.redacted == "postgres://lifter@db.example.com:6543/plates")
        #expect(settings.port == 6543 && settings.password == "s3cret" && settings.database == "plates")
        #expect(try PostgresPool.Settings(url: "postgres://u@h/d?search_path=p&sslmode=disable").parameters == ["search_path": "p"])
        #expect(throws: PlatesError.self) { try PostgresPool.Settings(url: "postgres://u@h/d?sslmode=require") }
        #expect(try PostgresPool.Settings(url: "postgres://u@h/d").connectTimeout == .seconds(5))
        #expect(try PostgresPool.Settings(url: "postgres://u@h/d?connect_timeout=30").connectTimeout == .seconds(30))
        for bad in ["0", "601", "2.5", "soon"] {
            #expect(throws: PlatesError.self) { try PostgresPool.Settings(url: "postgres://u@h/d?connect_timeout=\(bad)") }
        }
    }

    /// A server that accepts the connection and never answers: the pool gives up on time.
    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        var settings = try PostgresPool.Settings(url: "postgres://plates:pw@127.0.0.1:\(listener.port)/plates")
        settings.connectTimeout = .milliseconds(300)
        settings.queryTimeout = .milliseconds(300)
        let start = ContinuousClock.now
        do {
            _ = try await PostgresPool(settings: settings)
            Issue.record("connected to a server that never answers")
        } catch {
            #expect(error.message.contains("127.0.0.1:\(listener.port)"), "\(error.message)")
        }
        // Without the deadline this never returns; the bound is loose so a busy machine passes.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func nobodyListeningIsAClearError() async throws {
        var settings = try PostgresPool.Settings(url: "postgres://plates:pw@127.0.0.1:1/plates")
        settings.connectTimeout = .seconds(1)
        await #expect {
            _ = try await PostgresPool(settings: settings)
        } throws: { error in
            (error as? PlatesError)?.message.contains("127.0.0.1:1") == true
        }
    }

    /// What the server answered is the message, not a guess: a wrong password is named as one.
    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func aRefusedLogInSaysWhatTheServerSaid() async throws {
        var settings = try PostgresPool.Settings(url: try #require(TestPostgres.url))
        settings.password = "not-the-password"
        settings.connectTimeout = .seconds(2)
        await #expect {
            _ = try await PostgresPool(settings: settings)
        } throws: { error in
            (error as? PlatesError)?.message.contains("password authentication failed") == true
        }
    }

    /// The client's log of a failed connection, as postgres-nio wrote it when the server was full.
    @Test func theServersReasonIsTakenFromTheClientsLog() {
        let full = """
            PSQLError(code: server, serverInfo: [sqlState: 53300, file: proc.c, line: 360, message: sorry, too many clients \
            already, routine: InitProcess, localizedSeverity: FATAL, severity: FATAL])
            """
        #expect(ConnectionFailureLog.reason(in: full) == "sorry, too many clients already")
        let refused = "PSQLError(code: connectionError, underlying: Connection refused)"
        #expect(ConnectionFailureLog.reason(in: refused) == refused)
    }
}

extension PostgresBackendTests {

    /// Several servers starting together on one new database: each migration runs once.
    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func serversStartingTogetherMigrateOnce() async throws {
        let (admin, schema, url) = try await TestPostgres.scratchSchema("race")
        defer { Task { _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE")) } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let pool = try await PostgresPool(settings: try PostgresPool.Settings(url: url))
                    try await pool.migrate(PostgresMigration.data)
                    pool.close()
                }
            }
            try await group.waitForAll()
        }
        let rows = try await admin.query(PostgresQuery(unsafeSQL: "SELECT COUNT(*) AS n FROM \(schema).plates_migrations"))
        #expect(try rows[0]["n"].decode(Int.self) == PostgresMigration.data.count)
    }
}

extension PostgresBackendTests {
    /// A database whose records were kept by the SQL rule (before data v4) is upgraded: its holders
    /// are rebuilt by the core's rule, and logging compares with the rebuilt ranks.
    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func recordsKeptBeforeTheRankMoveAreRebuilt() async throws {
        let (admin, schema, url) = try await TestPostgres.scratchSchema("upgrade")
        defer { Task { _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE")) } }
        let pool = try await PostgresPool(settings: try PostgresPool.Settings(url: url))
        defer { pool.close() }
        let v3 = PostgresMigration.data.prefix { !$0.id.hasPrefix("data v4") }
        #expect(v3.count < PostgresMigration.data.count)
        try await pool.migrate(Array(v3))
        let owner = "upgraded"
        // The owner as v3 made it, in v3's columns (today's `createOwner` writes today's).
        let bench = try #require(BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).first { $0.name == "Bench Press" })
        try await pool.transaction { db in
            try await db.query("INSERT INTO profile (user_id) VALUES (\(owner))")
            try await db.query(
                """
                INSERT INTO exercise (user_id, id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base, uses_body_weight, created_at)
                VALUES (\(owner), \(bench.id), \(bench.name), \(Exercise.nameKey(bench.name)), 'Chest', 'strength', 1, true, false, 0)
                """)
        }
        // As the v3 function kept them: 10 lb (4.535923700000001 kg), logged later, held the
        // record over the same load typed in kg, because SQL compared floats within 1e-9 of each
        // other only on log, not on a rebuild.
        try await pool.transaction { db in
            for (id, weight, unit, kg, day) in [("typed", 4.5359237, "kg", 4.5359237, 1), ("pounds", 10.0, "lb", 10 * 0.45359237, 2)] {
                let date = Int64(Clock.date("2026-11-0\(day) 18:00").timeIntervalSince1970 * 1000)
                try await db.query(
                    """
                    INSERT INTO workout_set (user_id, id, exercise_id, weight, weight_unit, weight_kg, reps, kind, date, created_at)
                    VALUES (\(owner), \(id), \(bench.id), \(weight), \(unit), \(kg), 5, 'normal', \(date), \(date))
                    """)
            }
            for target in [1, 3, 5] {
                try await db.query(
                    """
                    INSERT INTO exercise_record (user_id, exercise_id, target_reps, set_id, weight_kg, reps, date, created_at)
                    VALUES (\(owner), \(bench.id), \(target), 'pounds', \(10 * 0.45359237), 5, 0, 0)
                    """)
            }
        }
        try await pool.migrate(PostgresMigration.data)
        try await pool.rankRecords()
        let unranked = try await pool.query("SELECT COUNT(*) AS n FROM exercise_record WHERE rank IS NULL")
        #expect(try unranked[0]["n"].decode(Int.self) == 0)
        let backend = PostgresBackend(database: pool, owner: owner, environment: Clock.environment)
        #expect(try await backend.records(exerciseId: bench.id).five.map(\.set.id) == ["typed", "typed", "typed"])
        let heavier = try await backend.logSets([
            SetDraft(exerciseId: bench.id, weight: 5, weightUnit: .kg, reps: 3, date: Clock.date("2026-11-03 18:00"))
        ])
        #expect(heavier.newRecords.map(\.targetReps) == [1, 2, 3])
        #expect(try await backend.records(exerciseId: bench.id).five.map(\.set.id) == [heavier.sets[0].id, heavier.sets[0].id, "typed"])
    }

    /// A database from before timed and cardio records: data v10 queues their exercises and the
    /// opener's `rankRecords()` builds them, once.
    @Test(.enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absentMessage)))
    func holdRecordsAreBuiltForSetsKeptBefore() async throws {
        let (admin, schema, url) = try await TestPostgres.scratchSchema("measures")
        defer { Task { _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE")) } }
        let pool = try await PostgresPool(settings: try PostgresPool.Settings(url: url))
        defer { pool.close() }
        try await pool.migrate(Array(PostgresMigration.data.prefix { !$0.id.hasPrefix("data v10") }))
        let owner = "before-v10"
        try await pool.transaction { db in try await PostgresPool.createOwner(owner, db) }
        let plank = try #require(BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).first { $0.name == "Plank" })
        try await pool.transaction { db in
            for (id, seconds, kind) in [("p1", 60, "normal"), ("p2", 45, "normal"), ("p3", 120, "warmup")] {
                try await db.query(
                    """
                    INSERT INTO workout_set (user_id, id, exercise_id, duration, kind, date, created_at)
                    VALUES (\(owner), \(id), \(plank.id), \(seconds), \(kind), 1763740800000, 1763740800000)
                    """)
            }
        }
        try await pool.migrate(PostgresMigration.data)
        try await pool.rankRecords()
        let backend = PostgresBackend(database: pool, owner: owner, environment: Clock.environment)
        #expect(try await backend.records(exerciseId: plank.id).map(\.set.id) == ["p1"])
        let queued = try await pool.query("SELECT COUNT(*) AS n FROM record_rebuild")
        #expect(try queued[0]["n"].decode(Int.self) == 0)
        // The next log compares with the rebuilt holder's rank.
        let longer = try await backend.logSets([SetDraft(exerciseId: plank.id, duration: 61, date: Clock.date("2026-11-03 18:00"))])
        #expect(longer.newRecords.map(\.target) == [.longestHold])
    }
}
