import Foundation
import PlatesCore
import PostgresNIO

/// Deleting, restoring and merging exercises (the rules: `ExerciseMerge`). Each holds the advisory
/// lock of every exercise it changes, like edits of sets. PostgreSQL keeps no import aliases:
/// imports run on local databases only.
extension PostgresBackend {
    public func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        let owner = self.owner
        return try await write { db in
            let e = try await Self.fetchExercise(db, owner: owner, id: id, exclusive: true)
            let sets = try await Self.setsOf(db, owner: owner, exerciseId: id)
            try ExerciseRemoval.checkDeletable(e, setCount: sets.count, withSets: withSets)
            try await Self.removeExercise(db, owner: owner, id: id)
            return ExerciseRemoval(exercise: e, sets: sets)
        }
    }

    public func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) {
        let owner = self.owner
        let valid = try removal.validated(now: environment.now())
        try await write { db in
            let e = valid.exercise
            if !(try await db.query("SELECT 1 FROM exercise WHERE user_id = \(owner) AND id = \(e.id)").isEmpty) {
                throw PlatesError.conflict("\(e.name) is already there (id \(e.id)): nothing to restore.")
            }
            try await Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
            try await PostgresRows.insert(e, owner: owner, db)
            _ = try await Self.fetchExercise(db, owner: owner, id: e.id, exclusive: true)
            for set in valid.sets {
                if !(try await db.query("SELECT 1 FROM workout_set WHERE user_id = \(owner) AND id = \(set.id)").isEmpty) {
                    throw PlatesError.conflict("That set is already stored (id \(set.id)): nothing to restore.")
                }
                _ = try await db.execute(Prepared.LogSet(owner: owner, set: set, bodyWeight: e.usesBodyWeight))
            }
            try await Self.recomputeRecords(db, owner: owner, exerciseId: e.id)
        }
    }

    public func mergeExercise(id: String, into targetId: String) async throws(PlatesError) -> ExerciseMergeResult {
        let env = environment, owner = self.owner
        return try await write { db in
            for lock in Set([id, targetId]).sorted() { _ = try await Self.fetchExercise(db, owner: owner, id: lock, exclusive: true) }
            let source = try await Self.fetchExercise(db, owner: owner, id: id)
            let target = try await Self.fetchExercise(db, owner: owner, id: targetId)
            let moved = try ExerciseMerge.movedSets(try await Self.setsOf(db, owner: owner, exerciseId: id), from: source, into: target, now: env.now())
            for set in moved { try await PostgresRows.update(set, owner: owner, db) }
            try await Self.removeExercise(db, owner: owner, id: id)
            try await Self.recomputeRecords(db, owner: owner, exerciseId: targetId)
            return ExerciseMergeResult(exercise: target, movedSets: moved.count)
        }
    }

    static func setsOf(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> [WorkoutSet] {
        try await fetchSets(db, "SELECT * FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exerciseId) ORDER BY date, created_at, id")
    }

    private static func removeExercise(_ db: PostgresPool.Connection, owner: String, id: String) async throws {
        try await db.query("DELETE FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(id)")
        try await db.query("DELETE FROM exercise_record WHERE user_id = \(owner) AND exercise_id = \(id)")
        try await db.query("DELETE FROM exercise WHERE user_id = \(owner) AND id = \(id)")
    }
}
