import Foundation
import GRDB
import PlatesCore

extension SQLiteBackend: ImportingBackend {
    public func importBatch(_ batch: ImportBatch) async throws(PlatesError) -> ImportApplied {
        let env = environment, owner = self.owner
        return try await write { db in
            var applied = ImportApplied()
            for e in batch.exercises {
                if try Self.exists(db, "exercise", owner: owner, id: e.id) { continue }
                try Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
                try RowMapping.insert(e, owner: owner, db)
                applied.exercisesCreated += 1
            }
            var exercises: [String: Exercise] = [:], touched: Set<String> = []
            let now = env.now()
            for set in batch.sets {
                if try Self.exists(db, "workout_set", owner: owner, id: set.id) { applied.setsAlreadyThere += 1; continue }
                let exercise = try exercises[set.exerciseId] ?? Self.fetchExercise(db, owner: owner, id: set.exerciseId)
                exercises[set.exerciseId] = exercise
                let valid = try Validator.set(set.draft, for: exercise, now: now)
                try RowMapping.insert(WorkoutSet(id: set.id, draft: valid, createdAt: set.createdAt), owner: owner, db)
                touched.insert(set.exerciseId)
                applied.setsAdded += 1
            }
            for id in touched.sorted() { try Self.recomputeRecords(db, owner: owner, exerciseId: id) }
            for entry in batch.bodyWeight {
                if try Self.exists(db, "body_weight", owner: owner, id: entry.id) { applied.bodyWeightAlreadyThere += 1; continue }
                let valid = try Validator.bodyWeight(entry.draft, now: now)
                try db.execute(sql: "INSERT INTO body_weight (user_id, id, weight, unit, date, notes) VALUES (?, ?, ?, ?, ?, ?)",
                               arguments: [owner, entry.id, valid.weight, valid.unit.rawValue, Millis(valid.date), valid.notes])
                applied.bodyWeightAdded += 1
            }
            if let patch = batch.profile {
                let p = try Validator.profile(try Self.profile(db, owner: owner), applying: patch)
                try db.execute(sql: "UPDATE profile SET unit = ?, goal_weight = ?, goal_weight_unit = ?, default_pr_reps = ? WHERE user_id = ?",
                               arguments: [p.unit.rawValue, p.goalWeight, p.goalWeightUnit?.rawValue, p.defaultPRReps, owner])
            }
            return applied
        }
    }

    static func exists(_ db: Database, _ table: String, owner: String, id: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE user_id = ? AND id = ?)", arguments: [owner, id]) ?? false
    }
}
