import Foundation
import GRDB
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesStore

/// While the quick log is open, SQLite's store rehearses a log on its writer in a transaction it
/// rolls back (`SQLiteStore.prepareToLog`): the rehearsal must run every step of a real log and
/// leave nothing behind, on disk or in what another connection sees.
@Suite(.onTestThreads) struct SQLiteLogRehearsalTests {
    /// Every table a log writes, row by row.
    static func tables(_ path: String) throws -> [String] {
        try ["workout_set", "exercise_record", "progress_day", "progress_zone", "set_tally", "workout"].map {
            try SQL.run(path, "SELECT * FROM \($0) ORDER BY 1, 2, 3")
        }
    }

    static func walSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? -1
    }

    @Test func theRehearsalRunsALogOfTheLastExerciseAndKeepsNothing() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await backend.exercise(named: "Bench Press")
        let squat = try await backend.exercise(named: "Squat")
        try await backend.log(bench, 100, 5, "2026-11-20 18:00")
        try await backend.log(squat, 140, 3, "2026-11-21 11:00")
        // The progress rows are built in the background on first need: built now (and waited
        // for), so the rehearsal writes today's row as a log would.
        _ = try await backend.progress(exerciseId: squat.id, minReps: 1)
        try await SQLiteProgressDaysTests.waitUntilBuilt(backend, [squat.id], zone: SQLiteProgressDaysTests.utc)
        let other = try DatabaseQueue(path: path)
        let version = try await other.read { try Int.fetchOne($0, sql: "PRAGMA data_version") }
        let before = try Self.tables(path)
        let wal = try Self.walSize(path)
        let records = try await backend.records(exerciseId: squat.id)

        let rehearsed = try await backend.store.rehearseLog()
        // It ran the whole log: its set, of the exercise logged last, took that exercise's records.
        #expect(!rehearsed.isEmpty)
        #expect(rehearsed.allSatisfy { $0.set.id == "rehearsal" && $0.set.exerciseId == squat.id })

        #expect(try Self.tables(path) == before)
        #expect(try Self.walSize(path) == wal)
        #expect(try await other.read { try Int.fetchOne($0, sql: "PRAGMA data_version") } == version)
        #expect(try await backend.records(exerciseId: squat.id) == records)
        #expect(try await backend.allSets().count == 2)
        // The next real log is the writer's first commit after it, and takes its record.
        let logged = try await backend.logSets([SetDraft(exerciseId: squat.id, weight: 150, weightUnit: .kg, reps: 3, date: Clock.date("2026-11-21 11:30"))])
        #expect(logged.newRecords.map(\.targetReps).contains(3))
        #expect(try await backend.allSets().count == 3)
    }

    @Test func aFileWithoutSetsRehearsesWithAnExerciseAndOneWithoutExercisesDoesNothing() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let before = try Self.tables(path)
        #expect(try await !backend.store.rehearseLog().isEmpty)
        #expect(try Self.tables(path) == before)
        _ = try SQL.run(path, "DELETE FROM exercise")
        #expect(try await backend.store.rehearseLog().isEmpty)
        await backend.prepareToLog()
        #expect(try Self.tables(path) == before)
    }
}
