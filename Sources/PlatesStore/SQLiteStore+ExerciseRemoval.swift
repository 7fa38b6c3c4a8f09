import Foundation
import GRDB
import PlatesCore

/// Deleting, restoring and merging exercises: each in one transaction, with the
/// records, progress rows and import aliases that depend on the exercise kept true.
extension SQLiteStore {
    public func deleteExercise(id: String, setCount: Int, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let e = try Self.fetchExercise(db, owner: owner, id: id)
            if try Self.setCount(db, owner: owner, exerciseId: id) != setCount { throw PlatesError.changedMeanwhile(e.name) }
            try Self.removeExercise(db, owner: owner, id: id)
        }
    }

    public func restoreExercise(_ e: Exercise, sets: [WorkoutSet], aliases: [String], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let env = environment
        let owner = self.owner
        try await write(receipt) { db in
            if try Self.exists(db, "exercise", owner: owner, id: e.id) {
                throw PlatesError.conflict("\(e.name) is already there (id \(e.id)): nothing to restore.")
            }
            try Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
            try RowMapping.insert(e, owner: owner, db)
            for set in sets {
                if try Self.setIdTaken(db, set.id) { throw PlatesError.setAlreadyStored(set.id) }
                try RowMapping.insert(set, owner: owner, db)
            }
            for key in aliases {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO exercise_alias (user_id, name_key, exercise_id) VALUES (?, ?, ?)", arguments: [owner, key, e.id])
            }
            try Self.recomputeRecords(db, owner: owner, exerciseId: e.id)
            try Self.buildProgress(db, owner: owner, exerciseId: e.id, calendar: env.calendar)
        }
    }

    public func mergeExercise(
        source: Exercise, into target: Exercise, moved: [WorkoutSet], routines: [Routine], aliasKey: String,
        receipt: WriteReceipt<Void>?
    ) async throws(PlatesError) {
        let env = environment
        let owner = self.owner
        try await write(receipt) { db in
            _ = try Self.fetchExercise(db, owner: owner, id: target.id)
            _ = try Self.fetchExercise(db, owner: owner, id: source.id)
            if try Self.setCount(db, owner: owner, exerciseId: source.id) != moved.count { throw PlatesError.changedMeanwhile(source.name) }
            for set in moved { try RowMapping.update(set, owner: owner, db) }
            for r in routines {
                try db.cachedStatement(sql: "UPDATE routine SET entries = ? WHERE user_id = ? AND id = ?")
                    .execute(arguments: [RoutineEntry.storedJSON(r.entries), owner, r.id])
            }
            try Self.removeExercise(db, owner: owner, id: source.id, aliasesTo: target.id)
            try db.execute(
                sql: "INSERT OR REPLACE INTO exercise_alias (user_id, name_key, exercise_id) VALUES (?, ?, ?)",
                arguments: [owner, aliasKey, target.id])
            try Self.recomputeRecords(db, owner: owner, exerciseId: target.id)
            try Self.buildProgress(db, owner: owner, exerciseId: target.id, calendar: env.calendar)
        }
    }

    /// Set ids are unique across owners (the table's key).
    static func setIdTaken(_ db: Database, _ id: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM workout_set WHERE id = ?"), arguments: [id]) == true
    }

    static func setsOf(_ db: Database, owner: String, exerciseId: String) throws -> [WorkoutSet] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? ORDER BY date, created_at, id
                    """), arguments: [owner, exerciseId]
        ).map(RowMapping.set)
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
