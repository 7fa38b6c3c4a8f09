import Foundation
import PlatesCore
import PostgresNIO

/// Personal records as rows, as in the SQLite store (SQLiteStore+Records). Logging offers a set to
/// the targets it reaches in the database (`plates_log_set`, migration data v4: an upsert guarded
/// by the core's rank against the committed holder, under the exercise's shared advisory lock);
/// edits and deletes of a holder hold that lock alone and recompute one exercise here.
extension PostgresStore {
    static func record(_ db: PostgresPool.Connection, owner: String, exerciseId: String, target: RecordTarget) async throws -> PersonalRecord? {
        try await fetchSets(
            db,
            """
            SELECT s.* FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = \(owner) AND r.exercise_id = \(exerciseId) AND r.target_reps = \(target.code)
            """
        ).first.map { PersonalRecord(target: target, set: $0) }
    }

    static func records(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws -> [PersonalRecord] {
        try await db.execute(Prepared.RecordHolders(owner: owner, exerciseId: exerciseId)).compactMap { $0 }
    }

    /// Offers a set of a timed or cardio exercise to one target, in the caller's transaction after
    /// `plates_log_set` took the exercise's shared lock: the same guarded upsert, with this target's
    /// rank. True when the set took the record.
    static func offer(_ db: PostgresPool.Connection, _ set: WorkoutSet, of exercise: Exercise, owner: String, target: RecordTarget) async throws -> Bool {
        let rank = ExerciseRecords.rank(set, for: target, bodyWeight: exercise.usesBodyWeight).sortKey
        return
            !(try await db.query(
                """
                INSERT INTO exercise_record AS r (user_id, exercise_id, target_reps, set_id, rank) VALUES (\(owner), \(exercise.id), \(target.code), \(set.id), \(rank))
                ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE SET set_id = EXCLUDED.set_id, rank = EXCLUDED.rank
                WHERE r.rank > EXCLUDED.rank OR (r.rank = EXCLUDED.rank AND r.set_id COLLATE "C" > EXCLUDED.set_id)
                RETURNING r.target_reps
                """
            ).isEmpty)
    }

    static func recomputeRecords(_ db: PostgresPool.Connection, owner: String, exerciseId: String) async throws {
        try await db.query("DELETE FROM exercise_record WHERE user_id = \(owner) AND exercise_id = \(exerciseId)")
        // Only a missing exercise means no records: any other error must undo the delete above.
        let exercise: Exercise
        do { exercise = try await fetchExercise(db, owner: owner, id: exerciseId) } catch PlatesError.notFound { return }
        guard exercise.exerciseType == .strength else {
            // As SQLite's: from the sets with a time or a distance (no index orders a pace).
            let sets = try await fetchSets(
                db,
                """
                SELECT * FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exerciseId) AND kind != 'warmup'
                AND (duration IS NOT NULL OR distance IS NOT NULL)
                """)
            for record in ExerciseRecords.records(in: sets, of: exercise) {
                try await saveHolder(db, owner: owner, exercise: exercise, target: record.target, set: record.set)
            }
            return
        }
        for (target, holder) in try await walkRecords(db, owner: owner, exercise: exercise) {
            try await saveHolder(db, owner: owner, exercise: exercise, target: .reps(target), set: holder)
        }
    }

    static func holdsRecord(_ db: PostgresPool.Connection, owner: String, setId: String) async throws -> Bool {
        !(try await db.query("SELECT 1 FROM exercise_record WHERE user_id = \(owner) AND set_id = \(setId) LIMIT 1").isEmpty)
    }

    /// Makes `set` the holder of `target` (after a recompute, under the exclusive lock).
    private static func saveHolder(_ db: PostgresPool.Connection, owner: String, exercise: Exercise, target: RecordTarget, set: WorkoutSet) async throws {
        let rank = ExerciseRecords.rank(set, for: target, bodyWeight: exercise.usesBodyWeight).sortKey
        try await db.query(
            """
            INSERT INTO exercise_record (user_id, exercise_id, target_reps, set_id, rank) VALUES (\(owner), \(exercise.id), \(target.code), \(set.id), \(rank))
            ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE SET set_id = EXCLUDED.set_id, rank = EXCLUDED.rank
            """)
    }

    /// Every rep target's holder from the sets themselves, as SQLite's `walkRecords`: the best
    /// set of each rep count (`set_by_exercise_reps`), then the core picks each target's.
    static func walkRecords(_ db: PostgresPool.Connection, owner: String, exercise: Exercise) async throws -> [Int: WorkoutSet] {
        let sql = """
            SELECT * FROM workout_set
            WHERE user_id = $1 AND exercise_id = $2 AND reps = $3 AND \(RecordRank.sqlCounts) AND weight_kg < $4
            ORDER BY \(RecordRank.sqlOrder(bodyWeight: exercise.usesBodyWeight, idCollation: "COLLATE \"C\"")) LIMIT 1
            """
        var best: [(reps: Int, set: WorkoutSet)] = []
        var reps = 0
        while let count = try await db.query(
            "SELECT MIN(reps) AS n FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exercise.id) AND reps > \(reps)"
        ).first.flatMap({ try $0["n"].decode(Int?.self) }) {
            reps = count
            let holder = try await RecordWalk.holder(target: count, bodyWeight: exercise.usesBodyWeight) { below in
                var binds = PostgresBindings.strings(owner, exercise.id)
                binds.append(count)
                binds.append(below)
                return try await fetchSets(db, PostgresQuery(unsafeSQL: sql, binds: binds)).first
            }
            if let holder { best.append((count, holder)) }
        }
        return RecordWalk.holders(fromBestOf: best, bodyWeight: exercise.usesBodyWeight)
    }
}

extension PostgresPool {
    /// Rebuilds the record rows that have no rank (kept before data v4 moved the rule to the
    /// core) and those of the exercises data v10 queued (timed and cardio), one exercise at a time
    /// under its exclusive lock. Nothing to do after the first run.
    public func rankRecords() async throws(PlatesError) {
        let unranked = try await transaction(readOnly: true) { db in
            try await db.query(
                """
                SELECT user_id, exercise_id FROM exercise_record WHERE rank IS NULL
                UNION SELECT user_id, exercise_id FROM record_rebuild
                """
            ).map { (try PostgresRows.value($0, "user_id", as: String.self), try PostgresRows.value($0, "exercise_id", as: String.self)) }
        }
        for (owner, exerciseId) in unranked {
            try await transaction { db in
                // The lock, as an edit takes it; a missing exercise leaves its rows to the recompute to delete.
                do {
                    _ = try await PostgresStore.fetchExercise(db, owner: owner, id: exerciseId, exclusive: true)
                } catch PlatesError.notFound {}
                try await PostgresStore.recomputeRecords(db, owner: owner, exerciseId: exerciseId)
                try await db.query("DELETE FROM record_rebuild WHERE user_id = \(owner) AND exercise_id = \(exerciseId)")
            }
        }
    }
}
