import Foundation
import PlatesTestSupport
import PlatesCore
import PlatesStore
import Testing

/// What only the SQLite backend has: a file, migrations, two processes on one database.
@Suite struct SQLiteBackendTests {
    @Test func theDefaultLocationFollowsXDG() {
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]) == "/x/data/plates/plates.sqlite")
        #expect(DatabaseLocation.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/plates/plates.sqlite")
        // A relative XDG_DATA_HOME is invalid by the spec and ignored.
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/a"]) == "/home/a/.local/share/plates/plates.sqlite")
    }

    @Test func openingCreatesTheFoldersAndSeedsTheCatalogueOnce() async throws {
        let path = TempDirectory.make().appendingPathComponent("deep/er/plates.sqlite").path
        let first = try SQLiteBackend(path: path, environment: Clock.environment)
        let bench = try await first.exercise(named: "Bench Press")
        try await first.log(bench, 100, 5, "2026-11-20 18:00")
        let again = try SQLiteBackend(path: path, environment: Clock.environment)
        #expect(try await again.listExercises().count == 21)
        #expect(try await again.allSets().count == 1)
        #expect(try Self.sqlite(path, "PRAGMA journal_mode") == "wal")
        #expect(try Self.sqlite(path, "SELECT COUNT(*) FROM grdb_migrations") == "1")
    }

    @Test func aDamagedFileIsAClearError() throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteBackend(path: path, environment: Clock.environment)
        } throws: { e in (e as? PlatesError)?.message.contains("damaged or not a Plates database") ?? false }
    }

    @Test func twoConnectionsWriteAtOnceWithoutLosingAnything() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let a = try SQLiteBackend(path: path, environment: Clock.environment)
        let b = try SQLiteBackend(path: path, environment: Clock.environment)
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

    @Test func recordsUseTheIndexes() throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        _ = try SQLiteBackend(path: path, environment: Clock.environment)
        let plan = try Self.sqlite(path, """
            EXPLAIN QUERY PLAN SELECT * FROM workout_set WHERE exercise_id = 'x' AND kind != 'warmup' AND reps >= 5
            AND weight_kg IS NOT NULL ORDER BY weight_kg DESC, reps DESC, date ASC, created_at ASC, id ASC LIMIT 1
            """)
        #expect(plan.contains("USING INDEX set_by_exercise"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE FOR ORDER BY"), "\(plan)")
        let history = try Self.sqlite(path, "EXPLAIN QUERY PLAN SELECT * FROM workout_set ORDER BY date DESC LIMIT 50")
        #expect(history.contains("set_by_date"), "\(history)")
    }

    static func sqlite(_ path: String, _ sql: String) throws -> String { try SQL.run(path, sql) }
}
