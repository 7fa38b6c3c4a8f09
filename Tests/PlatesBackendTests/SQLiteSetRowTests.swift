import Foundation
import GRDB
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesStore

/// A set's values are bound straight onto the insert and update statements (`RowMapping.run`),
/// not through GRDB's arguments: every column must hold what was given, a value left out must
/// be NULL and not the previous set's, and a failed statement must not spoil the next.
@Suite(.onTestThreads) struct SQLiteSetRowTests {
    static func newDatabase() throws -> (SQLiteDatabase, String) {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        return (try SQLiteDatabase(path: path), path)
    }

    static let columns =
        "SELECT user_id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance, distance_unit, kind, rpe, date, notes, created_at, workout_id FROM workout_set"

    /// Every column given, in pounds, with a note the terminal can hold (accents, emoji, a quote).
    static func full(_ exerciseId: String) -> WorkoutSet {
        var draft = SetDraft(
            exerciseId: exerciseId, weight: 225.5, weightUnit: .lb, reps: 5, kind: .drop, rpe: 8.5,
            date: Date(timeIntervalSince1970: 1_732_000_000.125), notes: "Genou droit 🦵 « ok », it's fine")
        draft.duration = 45
        draft.distance = 0.4
        draft.distanceUnit = .mi
        draft.workoutId = "workout-1"
        return WorkoutSet(id: "set-full", draft: draft, createdAt: Date(timeIntervalSince1970: 1_732_000_100.5))
    }

    @Test func everyColumnHoldsWhatWasGivenAndOnlyThat() async throws {
        let (database, path) = try Self.newDatabase()
        let bench = try await database.read { db in try String.fetchOne(db, sql: "SELECT id FROM exercise WHERE name = 'Bench Press'") }!
        let full = Self.full(bench)
        // Nothing but what a set must have: the one after `full` on the same statement.
        let bare = WorkoutSet(
            id: "set-bare", draft: SetDraft(exerciseId: bench, date: Date(timeIntervalSince1970: 1_732_000_200)),
            createdAt: Date(timeIntervalSince1970: 1_732_000_200))
        try await database.writeAlone { db in
            try RowMapping.insert(full, owner: "", db)
            try RowMapping.insert(bare, owner: "", db)
        }
        let weightKg = try #require(full.weightKg)
        #expect(
            try SQL.run(path, Self.columns + " WHERE id = 'set-full'")
                == "|\(bench)|225.5|lb|\(weightKg)|5|45|0.4|mi|drop|8.5|1732000000125|Genou droit 🦵 « ok », it's fine|1732000100500|workout-1")
        #expect(try SQL.run(path, Self.columns + " WHERE id = 'set-bare'") == "|\(bench)||||||||normal||1732000200000||1732000200000|")
        let read = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(RowMapping.setColumns) FROM workout_set ORDER BY id").map { try RowMapping.set($0) }
        }
        #expect(read == [bare, full])

        // An update writes every column too, a value taken away included.
        var changed = full
        changed.notes = nil
        changed.rpe = nil
        changed.workoutId = nil
        changed.reps = 3
        try await database.writeAlone { [changed] db in try RowMapping.update(changed, owner: "", db) }
        #expect(
            try SQL.run(path, Self.columns + " WHERE id = 'set-full'")
                == "|\(bench)|225.5|lb|\(weightKg)|3|45|0.4|mi|drop||1732000000125||1732000100500|")
    }

    /// A set whose insert fails (its id is taken) throws, and the statement, reset, then writes
    /// the next set with that set's values.
    @Test func aFailedInsertLeavesTheStatementReady() async throws {
        let (database, path) = try Self.newDatabase()
        let bench = try await database.read { db in try String.fetchOne(db, sql: "SELECT id FROM exercise WHERE name = 'Bench Press'") }!
        let full = Self.full(bench)
        try await database.writeAlone { db in try RowMapping.insert(full, owner: "", db) }
        var again = full
        again.notes = "again"
        await #expect(throws: DatabaseError.self) {
            try await database.writeAlone { [again] db in try RowMapping.insert(again, owner: "", db) }
        }
        let next = WorkoutSet(id: "set-next", draft: SetDraft(exerciseId: bench, reps: 12, date: full.date), createdAt: full.createdAt)
        try await database.writeAlone { db in try RowMapping.insert(next, owner: "", db) }
        #expect(
            try SQL.run(path, "SELECT id, reps, notes, weight FROM workout_set ORDER BY id")
                == "set-full|5|Genou droit 🦵 « ok », it's fine|225.5\nset-next|12||")
    }
}
