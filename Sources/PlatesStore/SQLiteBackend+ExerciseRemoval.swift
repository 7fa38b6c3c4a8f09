import Foundation
import GRDB
import PlatesCore

/// Deleting, restoring and merging exercises (issue 18): each in one transaction, with the
/// records, progress rows and import aliases that depend on the exercise kept true.
extension SQLiteBackend {
    public func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        let owner = self.owner
        return try await write { db in
            let e = try Self.fetchExercise(db, owner: owner, id: id)
            let sets = try Self.setsOf(db, owner: owner, exerciseId: id)
            try ExerciseRemoval.checkDeletable(e, setCount: sets.count, withSets: withSets)
            try Self.removeExercise(db, owner: owner, id: id)
            return ExerciseRemoval(exercise: e, sets: sets)
        }
    }

    public func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) {
        let env = environment, owner = self.owner
        let valid = try removal.validated(now: env.now())
        try await write { db in
            let e = valid.exercise
            if try Self.exists(db, "exercise", owner: owner, id: e.id) {
                throw PlatesError.conflict("\(e.name) is already there (id \(e.id)): nothing to restore.")
            }
            try Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
            try RowMapping.insert(e, owner: owner, db)
            for set in valid.sets {
                if try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM workout_set WHERE id = ?"), arguments: [set.id]) == true {
                    throw PlatesError.conflict("That set is already stored (id \(set.id)): nothing to restore.")
                }
                try RowMapping.insert(set, owner: owner, db)
            }
            try Self.recomputeRecords(db, owner: owner, exerciseId: e.id)
            try Self.buildProgress(db, owner: owner, exerciseId: e.id, calendar: env.calendar)
        }
    }

    public func mergeExercise(id: String, into targetId: String) async throws(PlatesError) -> ExerciseMergeResult {
        let env = environment, owner = self.owner
        return try await write { db in
            let source = try Self.fetchExercise(db, owner: owner, id: id)
            let target = try Self.fetchExercise(db, owner: owner, id: targetId)
            let moved = try ExerciseMerge.movedSets(try Self.setsOf(db, owner: owner, exerciseId: id), from: source, into: target, now: env.now())
            for set in moved { try RowMapping.update(set, owner: owner, db) }
            try Self.removeExercise(db, owner: owner, id: id, aliasesTo: targetId)
            try db.execute(sql: "INSERT OR REPLACE INTO exercise_alias (user_id, name_key, exercise_id) VALUES (?, ?, ?)",
                           arguments: [owner, ExerciseMerge.aliasKey(for: source), targetId])
            try Self.recomputeRecords(db, owner: owner, exerciseId: targetId)
            try Self.buildProgress(db, owner: owner, exerciseId: targetId, calendar: env.calendar)
            return ExerciseMergeResult(exercise: target, movedSets: moved.count)
        }
    }

    static func setsOf(_ db: Database, owner: String, exerciseId: String) throws -> [WorkoutSet] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? ORDER BY date, created_at, id
            """), arguments: [owner, exerciseId]).map(RowMapping.set)
    }

    /// Deletes the exercise, its sets, records and progress rows; aliases to it move to
    /// `aliasesTo` (a merge) or go.
    private static func removeExercise(_ db: Database, owner: String, id: String, aliasesTo: String? = nil) throws {
        try db.execute(sql: "DELETE FROM workout_set WHERE user_id = ? AND exercise_id = ?", arguments: [owner, id])
        try db.execute(sql: "DELETE FROM exercise_record WHERE user_id = ? AND exercise_id = ?", arguments: [owner, id])
        try dropProgress(db, owner: owner, exerciseId: id)
        if let aliasesTo {
            try db.execute(sql: "UPDATE exercise_alias SET exercise_id = ? WHERE user_id = ? AND exercise_id = ?", arguments: [aliasesTo, owner, id])
        } else {
            try db.execute(sql: "DELETE FROM exercise_alias WHERE user_id = ? AND exercise_id = ?", arguments: [owner, id])
        }
        try db.execute(sql: "DELETE FROM exercise WHERE user_id = ? AND id = ?", arguments: [owner, id])
    }
}
