import Foundation
import GRDB
import PlatesCore

/// Personal records as rows (`exercise_record`, migration v4): one per exercise and target
/// (`RecordTarget.code`: rep targets, and since v12 the timed and cardio kinds), naming the set
/// that holds it. Logging compares the new sets with the current holders
/// (`ExerciseRecords.improved`), so neither logging nor reading a record looks at the exercise's
/// history; editing or deleting a holder, or changing how an exercise ranks, recomputes that
/// exercise's rows: weight targets by walking its weight index (a few seeks per target), timed and
/// cardio ones from the exercise's sets that have a time or a distance (rare, and no index orders
/// a pace).
extension SQLiteStore {
    /// The record for one target, or nil when no set reaches it.
    static func record(_ db: Database, owner: String, exerciseId: String, target: RecordTarget) throws -> PersonalRecord? {
        try fetchSets(
            db,
            """
            SELECT \(RowMapping.setColumns(of: "s")) FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = ? AND r.exercise_id = ? AND r.target_reps = ?
            """, [owner, exerciseId, target.code]
        ).first.map { PersonalRecord(target: target, set: $0) }
    }

    /// Every record of the exercise in target order (1, 3, 5, 8 and 10 reps; or the timed or
    /// cardio kinds); targets no set reaches are left out, and codes a newer version wrote.
    /// With `setSince`, only the holders set since then.
    static func records(_ db: Database, owner: String, exerciseId: String, setSince: Date? = nil) throws -> [PersonalRecord] {
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT r.target_reps, \(RowMapping.setColumns(of: "s")) FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
                    WHERE r.user_id = ? AND r.exercise_id = ? AND s.date >= ? ORDER BY r.target_reps
                    """), arguments: [owner, exerciseId, Millis(setSince ?? .distantPast)])
        return try rows.compactMap { row in
            try RecordTarget(code: row[0]).map { PersonalRecord(target: $0, set: try RowMapping.set(row, from: 1)) }
        }
    }

    /// Offers freshly inserted sets of one exercise to its records; answers the records they took.
    static func offerRecords(_ db: Database, owner: String, exercise: Exercise, sets: [WorkoutSet]) throws -> [PersonalRecord] {
        let holders = Dictionary(uniqueKeysWithValues: try records(db, owner: owner, exerciseId: exercise.id).map { ($0.target, $0.set) })
        let changed = ExerciseRecords.improved(holders, by: sets, of: exercise)
        for (target, set) in changed {
            try saveHolder(db, owner: owner, exerciseId: exercise.id, target: target, setId: set.id)
        }
        return changed.sorted { $0.key < $1.key }.map { PersonalRecord(target: $0.key, set: $0.value) }
    }

    /// Rebuilds one exercise's record rows from its sets.
    static func recomputeRecords(_ db: Database, owner: String, exerciseId: String) throws {
        // Only a missing exercise means no records: any other error (a row this version cannot
        // read, a failing disk) must fail the write, not commit an empty cache.
        let exercise: Exercise
        do {
            exercise = try fetchExercise(db, owner: owner, id: exerciseId)
        } catch PlatesError.notFound {
            try db.cachedStatement(sql: "DELETE FROM exercise_record WHERE user_id = ? AND exercise_id = ?").execute(arguments: [owner, exerciseId])
            return
        }
        try recomputeRecords(db, owner: owner, exercise: exercise)
    }

    /// The same for an exercise the caller read (a migration reads it with the columns of its time).
    static func recomputeRecords(_ db: Database, owner: String, exercise: Exercise, setColumns: String = RowMapping.setColumns) throws {
        let exerciseId = exercise.id
        try db.cachedStatement(sql: "DELETE FROM exercise_record WHERE user_id = ? AND exercise_id = ?").execute(arguments: [owner, exerciseId])
        guard exercise.exerciseType == .strength else {
            let sets = try fetchSets(
                db,
                """
                SELECT \(setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? AND kind != 'warmup'
                AND (duration IS NOT NULL OR distance IS NOT NULL)
                """, [owner, exerciseId])
            for record in ExerciseRecords.records(in: sets, of: exercise) {
                try saveHolder(db, owner: owner, exerciseId: exerciseId, target: record.target, setId: record.set.id)
            }
            return
        }
        for (target, holder) in try walkRecords(db, owner: owner, exercise: exercise, setColumns: setColumns) {
            try saveHolder(db, owner: owner, exerciseId: exerciseId, target: .reps(target), setId: holder.id)
        }
    }

    static func holdsRecord(_ db: Database, owner: String, setId: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM exercise_record WHERE user_id = ? AND set_id = ? LIMIT 1"), arguments: [owner, setId]) ?? false
    }

    private static func saveHolder(_ db: Database, owner: String, exerciseId: String, target: RecordTarget, setId: String) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO exercise_record (user_id, exercise_id, target_reps, set_id) VALUES (?, ?, ?, ?)
                """
        ).execute(arguments: [owner, exerciseId, target.code, setId])
    }

    /// Every rep target's holder from the sets themselves: for each rep count the exercise has
    /// (`set_by_exercise_reps`, one seek to the next count), the best set of exactly that count,
    /// walking its weights heaviest first until the core's walk stops; then the core picks each
    /// target's best among the counts that reach it (`RecordWalk.holders(fromBestOf:)`).
    static func walkRecords(
        _ db: Database, owner: String, exercise: Exercise, setColumns: String = RowMapping.setColumns
    ) throws -> [Int: WorkoutSet] {
        let nextCount = try db.cachedStatement(sql: "SELECT MIN(reps) FROM workout_set WHERE user_id = ? AND exercise_id = ? AND reps > ?")
        let seek = try db.cachedStatement(
            sql: """
                SELECT \(setColumns) FROM workout_set
                WHERE user_id = ? AND exercise_id = ? AND reps = ? AND \(RecordRank.sqlCounts) AND weight_kg < ?
                ORDER BY \(RecordRank.sqlOrder(bodyWeight: exercise.usesBodyWeight)) LIMIT 1
                """)
        var best: [(reps: Int, set: WorkoutSet)] = []
        var reps = 0
        while let count = try Int.fetchOne(nextCount, arguments: [owner, exercise.id, reps]) {
            reps = count
            let holder = try RecordWalk.holder(target: count, bodyWeight: exercise.usesBodyWeight) { below in
                try Row.fetchOne(seek, arguments: [owner, exercise.id, count, below]).map(RowMapping.set)
            }
            if let holder { best.append((count, holder)) }
        }
        return RecordWalk.holders(fromBestOf: best, bodyWeight: exercise.usesBodyWeight)
    }
}
