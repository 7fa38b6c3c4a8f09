import Foundation
import PlatesCore
import PostgresNIO

/// Personal records as rows, as in the SQLite store (SQLiteBackend+Records): logging compares
/// the new sets with at most five holders; edits and deletes of a holder recompute one exercise.
/// Logs share the exercise's row lock and guard each record change; edits and deletes hold it alone.
extension PostgresBackend {
    static func record(_ db: PostgresPool.Connection, owner: String, exerciseId: String, target: Int) async throws -> PersonalRecord? {
        try await fetchSets(db, """
            SELECT s.* FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = \(owner) AND r.exercise_id = \(exerciseId) AND r.target_reps = \(target)
            """).first.map { PersonalRecord(targetReps: target, set: $0) }
    }

    static func records(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> [PersonalRecord] {
        try await db.execute(Prepared.RecordHolders(owner: owner, exerciseId: exerciseId))
    }

    /// Offers freshly inserted sets to the exercise's records and answers the records they took.
    /// Logs do not lock each other out: each change is an upsert whose guard re-checks, against the
    /// holder committed at that moment, that the new set is better (`PersonalRecords.isBetter`), so
    /// two logs racing for one record leave the better set holding it.
    static func offerRecords(_ db: PostgresPool.Connection, owner: String, exercise: Exercise, sets: [WorkoutSet]) async throws -> [PersonalRecord] {
        let holders = Dictionary(uniqueKeysWithValues: try await records(db, owner: owner, exerciseId: exercise.id).map { ($0.targetReps, $0.set) })
        let changed = PersonalRecords.improved(holders, by: sets, bodyWeight: exercise.usesBodyWeight)
        var taken: [PersonalRecord] = []
        for (target, set) in changed.sorted(by: { $0.key < $1.key }) where try await saveHolder(db, owner: owner, exercise: exercise, target: target, set: set, guarded: true) {
            taken.append(PersonalRecord(targetReps: target, set: set))
        }
        return taken
    }

    static func recomputeRecords(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws {
        try await db.query("DELETE FROM exercise_record WHERE user_id = \(owner) AND exercise_id = \(exerciseId)")
        guard let exercise = try? await fetchExercise(db, owner: owner, id: exerciseId) else { return }
        for target in Limits.prReps {
            if let holder = try await walkRecord(db, owner: owner, exercise: exercise, target: target) {
                try await saveHolder(db, owner: owner, exercise: exercise, target: target, set: holder, guarded: false)
            }
        }
    }

    static func holdsRecord(_ db: PostgresPool.Connection, owner: String, setId: String) async throws -> Bool {
        !(try await db.query("SELECT 1 FROM exercise_record WHERE user_id = \(owner) AND set_id = \(setId) LIMIT 1").isEmpty)
    }

    /// Makes `set` the holder of `target`; `guarded`: only if it is better than the holder committed
    /// at that moment (the ON CONFLICT branch sees the latest row, the WHERE compares with it).
    /// Answers whether it now holds the record.
    @discardableResult
    private static func saveHolder(_ db: PostgresPool.Connection, owner: String, exercise: Exercise, target: Int, set: WorkoutSet,
                                   guarded: Bool) async throws -> Bool {
        let w = set.weightKg ?? 0, reps = set.reps ?? 0, date = PostgresRows.millis(set.date), created = PostgresRows.millis(set.createdAt)
        let bw = exercise.usesBodyWeight
        return !(try await db.query("""
            INSERT INTO exercise_record AS r (user_id, exercise_id, target_reps, set_id, weight_kg, reps, date, created_at)
            VALUES (\(owner), \(exercise.id), \(target), \(set.id), \(w), \(reps), \(date), \(created))
            ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE
            SET set_id = EXCLUDED.set_id, weight_kg = EXCLUDED.weight_kg, reps = EXCLUDED.reps, date = EXCLUDED.date, created_at = EXCLUDED.created_at
            WHERE NOT \(guarded) OR NOT (
                r.weight_kg > \(w) + 1e-9
                OR (abs(r.weight_kg - \(w)) <= 1e-9 AND \(bw) AND r.reps > \(reps))
                OR (abs(r.weight_kg - \(w)) <= 1e-9 AND NOT (\(bw) AND r.reps <> \(reps)) AND (
                    r.date < \(date) OR (r.date = \(date) AND (r.created_at < \(created)
                    OR (r.created_at = \(created) AND r.set_id COLLATE "C" <= \(set.id)))))))
            RETURNING set_id
            """).isEmpty)
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
