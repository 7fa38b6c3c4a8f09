import Foundation
import PlatesCore
import PostgresNIO

/// Deleting, restoring, merging exercises and taking a merge back, as `PlatesService` decided them. Each holds the advisory
/// lock of every exercise it changes, like edits of sets. A merged exercise's name becomes an
/// import alias of the one it went into.
extension PostgresStore {
    public func deleteExercise(id: String, setCount: Int, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let e = try await Self.fetchExercise(db, owner: owner, id: id, exclusive: true)
            if try await Self.setCount(db, owner: owner, exerciseId: id) != setCount { throw PlatesError.changedMeanwhile(e.name) }
            try await Self.removeExercise(db, owner: owner, id: id)
        }
    }

    public func restoreExercise(_ e: Exercise, sets: [WorkoutSet], aliases: [String], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try await Self.insertAgain(db, owner: owner, e)
            for set in sets {
                if try await Self.setIdTaken(db, owner: owner, set.id) { throw PlatesError.setAlreadyStored(set.id) }
                _ = try await db.execute(Prepared.LogSet(owner: owner, set: set, bodyWeight: e.usesBodyWeight))
            }
            for key in aliases {
                try await db.query(
                    "INSERT INTO exercise_alias (user_id, name_key, exercise_id) VALUES (\(owner), \(key), \(e.id)) ON CONFLICT DO NOTHING")
            }
            try await Self.recomputeRecords(db, owner: owner, exerciseId: e.id)
        }
    }

    public func mergeExercise(
        source: Exercise, into target: Exercise, moved: [WorkoutSet], routines: [Routine], aliasKey: String,
        receipt: WriteReceipt<Void>?
    ) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            for lock in Set([source.id, target.id]).sorted() { _ = try await Self.fetchExercise(db, owner: owner, id: lock, exclusive: true) }
            if try await Self.setCount(db, owner: owner, exerciseId: source.id) != moved.count { throw PlatesError.changedMeanwhile(source.name) }
            for set in moved { try await PostgresRows.update(set, owner: owner, db) }
            for r in routines {
                try await db.query("UPDATE routine SET entries = \(RoutineEntry.storedJSON(r.entries)) WHERE user_id = \(owner) AND id = \(r.id)")
            }
            try await Self.removeExercise(db, owner: owner, id: source.id, aliasesTo: target.id)
            try await db.query(
                """
                INSERT INTO exercise_alias (user_id, name_key, exercise_id) VALUES (\(owner), \(aliasKey), \(target.id))
                ON CONFLICT (user_id, name_key) DO UPDATE SET exercise_id = EXCLUDED.exercise_id
                """)
            try await Self.recomputeRecords(db, owner: owner, exerciseId: target.id)
        }
    }

    public func unmergeExercise(
        _ source: Exercise, from target: Exercise, setIds: [String], routines: [MergedRoutine], aliases: [String], aliasKey: String,
        receipt: WriteReceipt<Void>?
    ) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try await Self.fetchExercise(db, owner: owner, id: target.id, exclusive: true)
            try await Self.insertAgain(db, owner: owner, source)
            for start in stride(from: 0, to: setIds.count, by: 1_000) {
                let chunk = Array(setIds[start..<min(setIds.count, start + 1_000)])
                let moved = try await db.query(
                    """
                    UPDATE workout_set SET exercise_id = \(source.id)
                    WHERE user_id = \(owner) AND id = ANY(\(chunk)::TEXT[]) AND exercise_id = \(target.id) RETURNING id
                    """)
                if moved.count != chunk.count { throw PlatesError.changedMeanwhile(target.name) }
            }
            for r in routines {
                try await db.query(
                    """
                    UPDATE routine SET entries = \(RoutineEntry.storedJSON(r.before))
                    WHERE user_id = \(owner) AND id = \(r.id) AND entries = \(RoutineEntry.storedJSON(r.after))
                    """)
            }
            try await db.query("DELETE FROM exercise_alias WHERE user_id = \(owner) AND name_key = \(aliasKey) AND exercise_id = \(target.id)")
            for key in aliases {
                try await db.query(
                    """
                    INSERT INTO exercise_alias (user_id, name_key, exercise_id) VALUES (\(owner), \(key), \(source.id))
                    ON CONFLICT (user_id, name_key) DO UPDATE SET exercise_id = EXCLUDED.exercise_id WHERE exercise_alias.exercise_id = \(target.id)
                    """)
            }
            try await Self.recomputeRecords(db, owner: owner, exerciseId: target.id)
            try await Self.recomputeRecords(db, owner: owner, exerciseId: source.id)
        }
    }

    /// An exercise taken away, put back with its id and locked: refused when it or its name is
    /// there again.
    private static func insertAgain(_ db: PostgresPool.Connection, owner: String, _ e: Exercise) async throws {
        if try await exists(db, "exercise", owner: owner, id: e.id) { throw PlatesError.exerciseAlreadyThere(e) }
        try await checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
        try await PostgresRows.insert(e, owner: owner, db)
        _ = try await fetchExercise(db, owner: owner, id: e.id, exclusive: true)
    }

    static func setIdTaken(_ db: PostgresPool.Connection, owner: String, _ id: String) async throws -> Bool {
        !(try await db.query("SELECT 1 FROM workout_set WHERE user_id = \(owner) AND id = \(id)").isEmpty)
    }

    static func setsOf(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> [WorkoutSet] {
        try await fetchSets(db, "SELECT * FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exerciseId) ORDER BY date, created_at, id")
    }

    /// Deletes the exercise, its sets and records; aliases to it move to `aliasesTo` (a merge) or go.
    private static func removeExercise(_ db: PostgresPool.Connection, owner: String, id: String, aliasesTo: String? = nil) async throws {
        try await db.query("DELETE FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(id)")
        try await db.query("DELETE FROM exercise_record WHERE user_id = \(owner) AND exercise_id = \(id)")
        if let aliasesTo {
            try await db.query("UPDATE exercise_alias SET exercise_id = \(aliasesTo) WHERE user_id = \(owner) AND exercise_id = \(id)")
        } else {
            try await db.query("DELETE FROM exercise_alias WHERE user_id = \(owner) AND exercise_id = \(id)")
        }
        try await db.query("DELETE FROM exercise WHERE user_id = \(owner) AND id = \(id)")
    }
}
