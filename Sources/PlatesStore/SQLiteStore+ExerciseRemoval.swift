import Foundation
import GRDB
import PlatesCore

/// Deleting, restoring, merging exercises and taking a merge back: each in one transaction, with the
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
        try await write(receipt, alone: true) { db in
            try Self.insertAgain(db, owner: owner, e)
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
        try await write(receipt, alone: true) { db in
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

    public func unmergeExercise(
        _ source: Exercise, from target: Exercise, setIds: [String], routines: [MergedRoutine], aliases: [String], aliasKey: String,
        receipt: WriteReceipt<Void>?
    ) async throws(PlatesError) {
        let env = environment
        let owner = self.owner
        try await write(receipt, alone: true) { db in
            _ = try Self.fetchExercise(db, owner: owner, id: target.id)
            try Self.insertAgain(db, owner: owner, source)
            let move = try db.cachedStatement(sql: "UPDATE workout_set SET exercise_id = ? WHERE user_id = ? AND id = ? AND exercise_id = ?")
            for id in setIds {
                try move.execute(arguments: [source.id, owner, id, target.id])
                if db.changesCount != 1 { throw PlatesError.changedMeanwhile(target.name) }
            }
            let putBack = try db.cachedStatement(sql: "UPDATE routine SET entries = ? WHERE user_id = ? AND id = ? AND entries = ?")
            for r in routines {
                try putBack.execute(arguments: [RoutineEntry.storedJSON(r.before), owner, r.id, RoutineEntry.storedJSON(r.after)])
            }
            try db.execute(
                sql: "DELETE FROM exercise_alias WHERE user_id = ? AND name_key = ? AND exercise_id = ?", arguments: [owner, aliasKey, target.id])
            for key in aliases {
                try db.execute(
                    sql: """
                        INSERT INTO exercise_alias (user_id, name_key, exercise_id) VALUES (?, ?, ?)
                        ON CONFLICT (user_id, name_key) DO UPDATE SET exercise_id = excluded.exercise_id WHERE exercise_alias.exercise_id = ?
                        """, arguments: [owner, key, source.id, target.id])
            }
            for id in [target.id, source.id] {
                try Self.recomputeRecords(db, owner: owner, exerciseId: id)
                try Self.buildProgress(db, owner: owner, exerciseId: id, calendar: env.calendar)
            }
        }
    }

    /// An exercise taken away, put back with its id: refused when it or its name is there again.
    private static func insertAgain(_ db: Database, owner: String, _ e: Exercise) throws {
        if try exists(db, "exercise", owner: owner, id: e.id) { throw PlatesError.exerciseAlreadyThere(e) }
        try checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
        try RowMapping.insert(e, owner: owner, db)
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
