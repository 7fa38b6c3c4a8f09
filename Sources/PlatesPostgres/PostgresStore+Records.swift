import Foundation
import PlatesCore
import PostgresNIO

/// Personal records as rows, as in the SQLite store (SQLiteBackend+Records). Logging offers a set
/// to each target in the database (`plates_log_set`, migration data v2: an upsert guarded against
/// the committed holder, under the exercise's shared advisory lock); edits and deletes of a holder
/// hold that lock alone and recompute one exercise here.
extension PostgresStore {
    static func record(_ db: PostgresPool.Connection, owner: String, exerciseId: String, target: Int) async throws -> PersonalRecord? {
        try await fetchSets(
            db,
            """
            SELECT s.* FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = \(owner) AND r.exercise_id = \(exerciseId) AND r.target_reps = \(target)
            """
        ).first.map { PersonalRecord(targetReps: target, set: $0) }
    }

    static func records(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> [PersonalRecord] {
        try await db.execute(Prepared.RecordHolders(owner: owner, exerciseId: exerciseId))
    }

    static func recomputeRecords(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws {
        try await db.query("DELETE FROM exercise_record WHERE user_id = \(owner) AND exercise_id = \(exerciseId)")
        // Only a missing exercise means no records: any other error must undo the delete above.
        let exercise: Exercise
        do { exercise = try await fetchExercise(db, owner: owner, id: exerciseId) } catch PlatesError.notFound { return }
        for target in Limits.prReps {
            if let holder = try await walkRecord(db, owner: owner, exercise: exercise, target: target) {
                try await saveHolder(db, owner: owner, exerciseId: exerciseId, target: target, set: holder)
            }
        }
    }

    static func holdsRecord(_ db: PostgresPool.Connection, owner: String, setId: String) async throws -> Bool {
        !(try await db.query("SELECT 1 FROM exercise_record WHERE user_id = \(owner) AND set_id = \(setId) LIMIT 1").isEmpty)
    }

    /// Makes `set` the holder of `target` (after a recompute, under the exclusive lock).
    private static func saveHolder(_ db: PostgresPool.Connection, owner: String, exerciseId: String, target: Int, set: WorkoutSet) async throws {
        try await db.query(
            """
            INSERT INTO exercise_record (user_id, exercise_id, target_reps, set_id, weight_kg, reps, date, created_at)
            VALUES (\(owner), \(exerciseId), \(target), \(set.id), \(set.weightKg ?? 0), \(set.reps ?? 0),
                    \(PostgresRows.millis(set.date)), \(PostgresRows.millis(set.createdAt)))
            ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE
            SET set_id = EXCLUDED.set_id, weight_kg = EXCLUDED.weight_kg, reps = EXCLUDED.reps, date = EXCLUDED.date, created_at = EXCLUDED.created_at
            """)
    }

    /// The holder for one target from the sets themselves (`PersonalRecords.isBetter`'s order).
    static func walkRecord(_ db: PostgresPool.Connection, owner: String, exercise: Exercise, target: Int) async throws -> WorkoutSet? {
        let order = exercise.usesBodyWeight ? "weight_kg DESC, reps DESC, date ASC" : "weight_kg DESC, date ASC"
        var binds = PostgresBindings()
        binds.append(owner)
        binds.append(exercise.id)
        binds.append(target)
        return try await fetchSets(
            db,
            PostgresQuery(
                unsafeSQL: """
                    SELECT * FROM workout_set
                    WHERE user_id = $1 AND exercise_id = $2 AND kind != 'warmup' AND reps >= $3 AND weight_kg IS NOT NULL
                    ORDER BY \(order), created_at ASC, id ASC LIMIT 1
                    """, binds: binds)
        ).first
    }
}
