import Foundation
import GRDB
import PlatesCore
import PlatesFiles
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesStore

/// What only the SQLite backend has: a file, migrations, two processes on one database.
@Suite(.onTestThreads) struct SQLiteBackendTests {
    /// Issue 19, item 16: the interface polls this; only another connection's commit counts.
    @Test func changesByAnotherProcessAreNoticedAndOwnWritesAreNot() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let mine = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let other = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await mine.exercise(named: "Bench Press")
        #expect(await mine.changedElsewhere() == false)  // the first call takes note
        try await mine.log(bench, 100, 5, "2026-11-20 18:00")
        #expect(await mine.changedElsewhere() == false)
        try await other.log(bench, 105, 5, "2026-11-21 09:00")
        #expect(await mine.changedElsewhere() == true)
        #expect(await mine.changedElsewhere() == false)
    }

    /// Issue 20, item 3: recomputing records deleted the record rows and then read the exercise
    /// with `try?`, so any error committed an empty record cache. Now only "no such exercise"
    /// means no records, and another error undoes the whole write.
    @Test func anUnreadableExerciseUndoesTheWriteInsteadOfEmptyingItsRecords() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await backend.exercise(named: "Bench Press")
        let holder = try await backend.log(bench, 100, 5, "2026-11-19 18:00")
        try await backend.log(bench, 90, 5, "2026-11-20 18:00")
        _ = try SQL.run(path, "UPDATE exercise SET muscle_group = 'Nonsense' WHERE id = '\(bench.id)'")
        await expectPlatesError({ if case .decoding = $0 { return true } else { return false } }) {
            try await backend.deleteSet(id: holder.id)
        }
        _ = try SQL.run(path, "UPDATE exercise SET muscle_group = 'Chest' WHERE id = '\(bench.id)'")
        #expect(try await backend.allSets().count == 2)
        #expect(try SQL.run(path, "SELECT COUNT(*) FROM exercise_record WHERE set_id = '\(holder.id)'") != "0")
    }

    @Test func theDefaultLocationFollowsXDG() {
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]) == "/x/data/plates/plates.sqlite")
        #expect(DatabaseLocation.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/plates/plates.sqlite")
        // A relative XDG_DATA_HOME is invalid by the spec and ignored.
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/a"]) == "/home/a/.local/share/plates/plates.sqlite")
        #expect(DatabaseLocation.configDirectory(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"]) == "/x/config/plates")
        #expect(DatabaseLocation.configDirectory(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/a"]) == "/home/a/.config/plates")
    }

    @Test func openingCreatesTheFoldersAndSeedsTheCatalogueOnce() async throws {
        let path = TempDirectory.make().appendingPathComponent("deep/er/plates.sqlite").path
        let first = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await first.exercise(named: "Bench Press")
        try await first.log(bench, 100, 5, "2026-11-20 18:00")
        let again = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        #expect(try await again.listExercises().count == 21)
        #expect(try await again.allSets().count == 1)
        #expect(try Self.sqlite(path, "PRAGMA journal_mode") == "wal")
        #expect(try Self.sqlite(path, "SELECT COUNT(*) FROM grdb_migrations") == "16")
    }

    /// Commits survive a power cut: the writer runs with synchronous = FULL (2), even though
    /// switching to WAL sets NORMAL (1). A server may choose NORMAL (`--sqlite-sync normal`).
    @Test func theWriterSyncsEveryCommit() async throws {
        let database = try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path)
        #expect(try await database.pool.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") } == 2)
        let normal = try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, durability: .normal)
        #expect(try await normal.pool.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") } == 1)
    }

    /// One person's file keeps two readers with a 128 KiB page cache each and a writer with 512 KiB
    /// (memory stays flat from 5k to 1M sets, docs/performance.md); a server's keeps GRDB's five
    /// readers and SQLite's default cache.
    @Test func aLocalFileReadsThroughTwoSmallCachesAndAServersThroughFive() async throws {
        let local = try await SQLiteBackend.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, environment: Clock.environment)
        #expect(local.store.pool.configuration.maximumReaderCount == 2)
        // Both readers, as far as a test can ask for them: two reads held open at once.
        let bothReaders = try await withThrowingTaskGroup(of: Int?.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    try await local.store.pool.read { db in
                        // Held a moment, so the other read takes the second reader.
                        Thread.sleep(forTimeInterval: 0.05)
                        return try Int.fetchOne(db, sql: "PRAGMA cache_size")
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bothReaders == [-128, -128])
        #expect(try await local.store.pool.write { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -512)
        let server = try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path)
        #expect(server.pool.configuration.maximumReaderCount == 5)
        #expect(try await server.pool.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -2000)
    }

    /// Another process holds the write lock of a new file while this one opens it (two terminals
    /// started together). Switching to WAL then answers SQLITE_BUSY at once, without waiting:
    /// opening must wait for the lock instead of failing with "the database stayed busy".
    @Test func openingANewFileWaitsWhileAnotherConnectionWrites() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        var holderConfig = Configuration()
        holderConfig.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: path, configuration: holderConfig)
        try await holder.writeWithoutTransaction { try $0.execute(sql: "CREATE TABLE other (id INTEGER); BEGIN IMMEDIATE; INSERT INTO other VALUES (1)") }
        #expect(throws: DatabaseError.self) { _ = try DatabasePool(path: path, configuration: Configuration()) }
        // The lock is let go from a thread of its own: a task would wait for a thread of the
        // concurrency pool, and on a loaded machine the open's 10 s of patience ran out first
        // (CI, beside a build).
        let released = DispatchSemaphore(value: 0)
        Thread {
            Thread.sleep(forTimeInterval: 0.3)
            try? holder.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
            released.signal()
        }.start()
        let database = try await SQLiteDatabase.open(path: path)
        released.wait()
        #expect(try await database.pool.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM other") } == 1)
        #expect(try Self.sqlite(path, "PRAGMA journal_mode") == "wal")
    }

    @Test func aDamagedFileIsAClearError() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
        await #expect {
            _ = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        } throws: { e in (e as? PlatesError)?.message.contains("damaged or not a Plates database") ?? false }
    }

    @Test func twoConnectionsWriteAtOnceWithoutLosingAnything() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let a = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let b = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await a.exercise(named: "Bench Press")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (backend, weight) in [(a, 100.0), (b, 50.0)] {
                group.addTask {
                    for i in 0..<100 {
                        let d = SetDraft(exerciseId: bench.id, weight: weight, weightUnit: .kg, reps: 1 + i % 10, date: Clock.now)
                        _ = try await backend.logSets([d])
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await a.listSets(SetQuery(limit: 1)).total == 200)
        #expect(try await b.listSets(SetQuery(limit: 1)).total == 200)
    }

    @Test func recordsUseTheIndexes() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        _ = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        // A rebuild walks each rep count: the next count and that count's heaviest sets are seeks.
        let counts = try Self.sqlite(path, "EXPLAIN QUERY PLAN SELECT MIN(reps) FROM workout_set WHERE user_id = '' AND exercise_id = 'x' AND reps > 5")
        #expect(counts.contains("set_by_exercise_reps"), "\(counts)")
        let ofACount = try Self.sqlite(
            path,
            """
            EXPLAIN QUERY PLAN SELECT * FROM workout_set WHERE user_id = '' AND exercise_id = 'x' AND reps = 12 AND kind != 'warmup'
            AND weight_kg IS NOT NULL AND reps IS NOT NULL AND weight_kg < 100 ORDER BY weight_kg DESC, date ASC, created_at ASC, id ASC LIMIT 1
            """)
        #expect(ofACount.contains("USING INDEX set_by_exercise_reps") && !ofACount.contains("TEMP B-TREE"), "\(ofACount)")
        let history = try Self.sqlite(path, "EXPLAIN QUERY PLAN SELECT * FROM workout_set WHERE user_id = '' ORDER BY date DESC LIMIT 50")
        #expect(history.contains("set_by_date"), "\(history)")
        // The set logged last (`plates set edit last`): two seeks of the creation index, not a walk
        // of every set (270 ms at 1M sets).
        let latest = try Self.sqlite(path, "EXPLAIN QUERY PLAN " + SQLiteStore.latestCreation.replacingOccurrences(of: "?", with: "''"))
        #expect(latest.contains("COVERING INDEX set_by_creation (user_id=?)"), "\(latest)")
        let loggedAt = try Self.sqlite(path, "EXPLAIN QUERY PLAN " + SQLiteStore.loggedAt.replacingOccurrences(of: "?", with: "0"))
        #expect(loggedAt.contains("USING INDEX set_by_creation (user_id=? AND created_at=?)"), "\(loggedAt)")
    }

    @Test func aVersionOneFileKeepsItsDataAfterTheOwnerMigration() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: "v1: exercises, sets, body weight, profile")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO workout_set (id, exercise_id, weight, weight_unit, weight_kg, reps, kind, date, created_at)
                    VALUES ('s1', 'b45e0000-0000-4000-8000-000000000001', 100, 'kg', 100, 5, 'normal', 1763740800000, 1763740800000);
                    INSERT INTO body_weight (id, weight, unit, date) VALUES ('w1', 82.5, 'kg', 1763740800000);
                    UPDATE profile SET unit = 'lb', goal_weight = 80, goal_weight_unit = 'kg';
                    """)
        }
        try queue.close()
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        #expect(try await backend.set(id: "s1").weight == 100)
        // Migration v4 filled the record rows from the sets already there.
        #expect(try await backend.records(exerciseId: "b45e0000-0000-4000-8000-000000000001").map(\.set.id) == ["s1", "s1", "s1", "s1", "s1"])
        #expect(try await backend.listBodyWeight(skip: 0, limit: 10).items.map(\.id) == ["w1"])
        #expect(try await backend.profile().unit == .lb)
        #expect(try await backend.listExercises().count == 21)
        #expect(try Self.sqlite(path, "PRAGMA foreign_key_check") == "")
    }

    /// A file from before timed and cardio records: migration v12 builds them from its sets.
    @Test func aVersionElevenFileGainsItsHoldAndCardioRecords() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: "v11: workout and routine ids per owner")
        let catalogue = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)
        let plank = try #require(catalogue.first { $0.name == "Plank" }).id
        let running = try #require(catalogue.first { $0.name == "Running" }).id
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO workout_set (id, exercise_id, duration, kind, date, created_at) VALUES
                        ('p1', ?, 60, 'normal', 1763740800000, 1763740800000), ('p2', ?, 90, 'warmup', 1763740900000, 1763740900000);
                    INSERT INTO workout_set (id, exercise_id, duration, distance, distance_unit, kind, date, created_at)
                        VALUES ('r1', ?, 1500, 5, 'km', 'normal', 1763740800000, 1763740800000);
                    """, arguments: [plank, plank, running])
        }
        try queue.close()
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        #expect(try await backend.records(exerciseId: plank).map(\.target) == [.longestHold])
        #expect(try await backend.records(exerciseId: plank).map(\.set.id) == ["p1"])
        #expect(
            try await backend.records(exerciseId: running).map(\.target) == [
                .longestDistance, .longestDuration, .fastest(metres: 1000), .fastest(metres: 5000),
            ])
    }

    @Test func ownersShareAFileButNeverSeeEachOthersRows() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let database = try await SQLiteDatabase.open(path: path)
        try await database.pool.write { db in
            try SQLiteDatabase.createOwner("alice", db)
            try SQLiteDatabase.createOwner("bob", db)
        }
        let alice = SQLiteBackend(database: database, owner: "alice", environment: Clock.environment)
        let bob = SQLiteBackend(database: database, owner: "bob", environment: Clock.environment)
        let bench = try await alice.exercise(named: "Bench Press")
        let logged = try await alice.log(bench, 100, 5, "2026-11-20 18:00")
        _ = try await alice.createExercise(ExerciseDraft(name: "Zercher Squat", muscleGroup: .legs))
        // The same name is free for another owner; base exercises keep their shared ids.
        _ = try await bob.createExercise(ExerciseDraft(name: "Zercher Squat", muscleGroup: .legs))
        #expect(try await bob.listSets(SetQuery()).total == 0)
        await #expect(throws: PlatesError.notFound(what: "set", id: logged.id)) { try await bob.set(id: logged.id) }
        await #expect(throws: PlatesError.notFound(what: "set", id: logged.id)) { try await bob.deleteSet(id: logged.id) }
        #expect(try await bob.records(exerciseId: bench.id).isEmpty)
        #expect(try await bob.dashboard().recentRecords.isEmpty)
        #expect(try await alice.set(id: logged.id).weight == 100)
        #expect(try await SQLiteBackend(path: path, environment: Clock.environment).listSets(SetQuery()).total == 0)
    }

    static func sqlite(_ path: String, _ sql: String) throws -> String { try SQL.run(path, sql) }
}
