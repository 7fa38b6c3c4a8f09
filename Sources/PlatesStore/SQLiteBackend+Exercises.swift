import Foundation
import GRDB
import PlatesCore

extension SQLiteBackend {
    public func listExercises() async throws(PlatesError) -> [Exercise] {
        let owner = self.owner
        return try await read { db in
            try Row.fetchAll(db.cachedStatement(sql: "SELECT \(RowMapping.exerciseColumns) FROM exercise WHERE user_id = ? ORDER BY name_key, id"), arguments: [owner]).map(RowMapping.exercise)
        }
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        let owner = self.owner
        return try await read { db in try Self.fetchExercise(db, owner: owner, id: id) }
    }

    public func createExercise(_ draft: ExerciseDraft) async throws(PlatesError) -> Exercise {
        let id = environment.makeID(), now = environment.now().roundedToMilliseconds, owner = self.owner
        return try await write { db in
            let defaultReps = try Int.fetchOne(db.cachedStatement(sql: "SELECT default_pr_reps FROM profile WHERE user_id = ?"), arguments: [owner]) ?? 1
            let d = try Validator.exercise(draft, defaultPRReps: defaultReps)
            try Self.checkNameFree(db, owner: owner, name: d.name, exceptId: nil)
            let e = Exercise(id: id, name: d.name, muscleGroup: d.muscleGroup, exerciseType: d.exerciseType,
                             defaultPRReps: d.defaultPRReps ?? defaultReps, isBase: false,
                             usesBodyWeight: d.usesBodyWeight, pinnedNote: d.pinnedNote, createdAt: now)
            try RowMapping.insert(e, owner: owner, db)
            return e
        }
    }

    public func updateExercise(id: String, _ patch: ExercisePatch) async throws(PlatesError) -> Exercise {
        let owner = self.owner
        return try await write { db in
            let current = try Self.fetchExercise(db, owner: owner, id: id)
            let updated = try Validator.exercise(patch.applied(to: current))
            if updated.exerciseType != current.exerciseType,
               try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM workout_set WHERE user_id = ? AND exercise_id = ?"), arguments: [owner, id])! > 0 {
                throw PlatesError.conflict("\(current.name) has logged sets, so its type can't change.")
            }
            try Self.checkNameFree(db, owner: owner, name: updated.name, exceptId: id)
            try RowMapping.update(updated, owner: owner, db)
            // Body-weight exercises rank ties by reps: the holders may change.
            if updated.usesBodyWeight != current.usesBodyWeight { try Self.recomputeRecords(db, owner: owner, exerciseId: id) }
            return updated
        }
    }

    static func checkNameFree(_ db: Database, owner: String, name: String, exceptId: String?) throws {
        let other = try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE user_id = ? AND name_key = ? AND id IS NOT ?",
                                        arguments: [owner, Exercise.nameKey(name), exceptId])
        if let other { throw PlatesError.conflict("An exercise named ‘\(other)’ already exists.") }
    }
}
