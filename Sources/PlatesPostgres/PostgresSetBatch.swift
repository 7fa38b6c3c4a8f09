import Foundation
import PlatesCore
import PostgresNIO

/// Many sets written in one statement each way (an import): the sets as one JSON document
/// (`jsonb_to_recordset`), then the record holders they take as another. A statement per set
/// (`plates_log_set`, then its workout) made a 1,200-set file 2,400 round trips, each waiting
/// its turn on a loaded server: 70 s under the test suite on two cores, against 3 s alone.
enum PostgresSetBatch {
    /// A set's row as the statement reads it (keys in snake case, as the columns): nulls stay null.
    private struct Row: Encodable {
        var id: String
        var exerciseId: String
        var weight: Double?
        var weightUnit: String?
        var weightKg: Double?
        var reps: Int?
        var duration: Int?
        var distance: Double?
        var distanceUnit: String?
        var kind: String
        var rpe: Double?
        var date: Int64
        var notes: String?
        var createdAt: Int64
        var workoutId: String?

        init(_ s: WorkoutSet) {
            id = s.id
            exerciseId = s.exerciseId
            weight = s.weight
            weightUnit = s.weightUnit?.rawValue
            weightKg = s.weightKg
            reps = s.reps
            duration = s.duration
            distance = s.distance
            distanceUnit = s.distanceUnit?.rawValue
            kind = s.kind.rawValue
            rpe = s.rpe
            date = PostgresRows.millis(s.date)
            notes = s.notes
            createdAt = PostgresRows.millis(s.createdAt)
            workoutId = s.workoutId
        }
    }

    /// A record holder offered: it replaces the stored one only if it ranks better.
    private struct Holder: Encodable {
        var exerciseId: String
        var target: Int
        var setId: String
        var rank: [Int64]
    }

    /// Inserts `sets` (none stored yet) with their workouts.
    static func insert(_ sets: [WorkoutSet], owner: String, _ db: PostgresPool.Connection) async throws {
        guard !sets.isEmpty else { return }
        let rows = try json(sets.map(Row.init))
        try await db.query(
            """
            INSERT INTO workout_set (user_id, id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                     distance_unit, kind, rpe, date, notes, created_at, workout_id)
            SELECT \(owner), id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                   distance_unit, kind, rpe, date, notes, created_at, workout_id
            FROM jsonb_to_recordset(\(rows)::jsonb) AS x(
                id TEXT, exercise_id TEXT, weight DOUBLE PRECISION, weight_unit TEXT, weight_kg DOUBLE PRECISION, reps BIGINT,
                duration BIGINT, distance DOUBLE PRECISION, distance_unit TEXT, kind TEXT, rpe DOUBLE PRECISION, date BIGINT,
                notes TEXT, created_at BIGINT, workout_id TEXT)
            """)
    }

    /// Offers each target the best of `sets` reaches (the core's rank, then the lower id) against
    /// its holder, under the exercises' locks the caller holds: what `plates_log_set` and `offer`
    /// do a set at a time, in one statement.
    static func offerRecords(of sets: [WorkoutSet], exercises: [String: Exercise], owner: String, _ db: PostgresPool.Connection) async throws {
        var holders: [Holder] = []
        for (id, exerciseSets) in Dictionary(grouping: sets, by: \.exerciseId).sorted(by: { $0.key < $1.key }) {
            guard let exercise = exercises[id] else { continue }
            for (target, set) in ExerciseRecords.improved([:], by: exerciseSets, of: exercise).sorted(by: { $0.key.code < $1.key.code }) {
                let rank = ExerciseRecords.rank(set, for: target, bodyWeight: exercise.usesBodyWeight).sortKey
                holders.append(Holder(exerciseId: id, target: target.code, setId: set.id, rank: rank))
            }
        }
        guard !holders.isEmpty else { return }
        let rows = try json(holders)
        try await db.query(
            """
            INSERT INTO exercise_record AS r (user_id, exercise_id, target_reps, set_id, rank)
            SELECT \(owner), exercise_id, target, set_id, rank
            FROM jsonb_to_recordset(\(rows)::jsonb) AS x(exercise_id TEXT, target BIGINT, set_id TEXT, rank BIGINT[])
            ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE SET set_id = EXCLUDED.set_id, rank = EXCLUDED.rank
            WHERE r.rank > EXCLUDED.rank OR (r.rank = EXCLUDED.rank AND r.set_id COLLATE "C" > EXCLUDED.set_id)
            """)
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
