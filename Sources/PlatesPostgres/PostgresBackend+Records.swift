import Foundation
import PlatesCore
import PostgresNIO

/// Personal records as rows, as in the SQLite store (SQLiteBackend+Records): logging compares
/// the new sets with at most five holders; edits and deletes of a holder recompute one exercise.
/// Writers hold the exercise's row lock, so two servers logging to one exercise stay in step.
extension PostgresBackend {
    static func record(_ db: PostgresPool.Connection, owner: String, exerciseId: String, target: Int) async throws -> PersonalRecord? {
        try await fetchSets(db, """
            SELECT s.* FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = \(owner) AND r.exercise_id = \(exerciseId) AND r.target_reps = \(target)
            """).first.map { PersonalRecord(targetReps: target, set: $0) }
    }

    static func records(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> [PersonalRecord] {
        try await db.query("""
            SELECT r.target_reps, s.* FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = \(owner) AND r.exercise_id = \(exerciseId) ORDER BY r.target_reps
            """).map { PersonalRecord(targetReps: try PostgresRows.value($0, "target_reps"), set: try PostgresRows.set($0)) }
    }

    static func offerRecords(_ db: PostgresPool.Connection, owner: String, exercise: Exercise, sets: [WorkoutSet]) async throws -> [PersonalRecord] {
        let holders = Dictionary(uniqueKeysWithValues: try await records(db, owner: owner, exerciseId: exercise.id).map { ($0.targetReps, $0.set) })
        let changed = PersonalRecords.improved(holders, by: sets, bodyWeight: exercise.usesBodyWeight)
        for (target, set) in changed {
            try await saveHolder(db, owner: owner, exerciseId: exercise.id, target: target, setId: set.id)
        }
        return changed.sorted { $0.key < $1.key }.map { PersonalRecord(targetReps: $0.key, set: $0.value) }
    }

    static func recomputeRecords(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws {
        try await db.query("DELETE FROM exercise_record WHERE user_id = \(owner) AND exercise_id = \(exerciseId)")
        guard let exercise = try? await fetchExercise(db, owner: owner, id: exerciseId) else { return }
        for target in Limits.prReps {
            if let holder = try await walkRecord(db, owner: owner, exercise: exercise, target: target) {
                try await saveHolder(db, owner: owner, exerciseId: exerciseId, target: target, setId: holder.id)
            }
        }
    }

    static func holdsRecord(_ db: PostgresPool.Connection, owner: String, setId: String) async throws -> Bool {
        !(try await db.query("SELECT 1 FROM exercise_record WHERE user_id = \(owner) AND set_id = \(setId) LIMIT 1").isEmpty)
    }

    private static func saveHolder(_ db: PostgresPool.Connection, owner: String, exerciseId: String, target: Int, setId: String) async throws {
        try await db.query("""
            INSERT INTO exercise_record (user_id, exercise_id, target_reps, set_id) VALUES (\(owner), \(exerciseId), \(target), \(setId))
            ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE SET set_id = EXCLUDED.set_id
            """)
    }

    /// The holder for one target from the sets themselves (`PersonalRecords.isBetter`'s order).
    static func walkRecord(_ db: PostgresPool.Connection, owner: String, exercise: Exercise, target: Int) async throws -> WorkoutSet? {
        let order = exercise.usesBodyWeight ? "weight_kg DESC, reps DESC, date ASC" : "weight_kg DESC, date ASC"
        var binds = PostgresBindings()
        binds.append(owner)
        binds.append(exercise.id)
        binds.append(target)
        return try await fetchSets(db, PostgresQuery(unsafeSQL: """
            SELECT * FROM workout_set
            WHERE user_id = $1 AND exercise_id = $2 AND kind != 'warmup' AND reps >= $3 AND weight_kg IS NOT NULL
            ORDER BY \(order), created_at ASC, id ASC LIMIT 1
            """, binds: binds)).first
    }
}
