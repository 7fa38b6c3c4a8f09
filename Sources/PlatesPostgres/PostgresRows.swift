import Foundation
import PlatesCore
import PostgresNIO

/// Rows ↔ models for PostgreSQL, by hand (the core stays free of PostgresNIO). Timestamps are
/// BIGINT Unix milliseconds, read back into the same `Date` the SQLite store builds.
enum PostgresRows {
    static func millis(_ date: Date) -> Int64 { date.unixMilliseconds }
    static func date(_ millis: Int64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    static func value<T: PostgresDecodable>(_ row: PostgresRandomAccessRow, _ column: String, as: T.Type = T.self) throws -> T {
        guard row.contains(column) else { throw PlatesError.decoding("PostgreSQL answered without the column \(column)") }
        return try row[column].decode(T.self)
    }

    static func exercise(_ row: PostgresRandomAccessRow) throws -> Exercise {
        Exercise(
            id: try value(row, "id"), name: try value(row, "name"),
            muscleGroup: try StoredEnum.value(try value(row, "muscle_group"), "muscle_group"),
            exerciseType: try StoredEnum.value(try value(row, "exercise_type"), "exercise_type"),
            defaultPRReps: try value(row, "default_pr_reps", as: Int.self), isBase: try value(row, "is_base"),
            usesBodyWeight: try value(row, "uses_body_weight"), pinnedNote: try value(row, "pinned_note"),
            restSeconds: try value(row, "rest_seconds", as: Int?.self), createdAt: date(try value(row, "created_at")))
    }

    static func set(_ row: PostgresRandomAccessRow) throws -> WorkoutSet {
        var draft = SetDraft(exerciseId: try value(row, "exercise_id"), date: date(try value(row, "date")))
        draft.weight = try value(row, "weight")
        draft.weightUnit = try StoredEnum.optional(try value(row, "weight_unit"), "weight_unit")
        draft.reps = try value(row, "reps", as: Int?.self)
        draft.duration = try value(row, "duration", as: Int?.self)
        draft.distance = try value(row, "distance")
        draft.distanceUnit = try StoredEnum.optional(try value(row, "distance_unit"), "distance_unit")
        draft.kind = try StoredEnum.value(try value(row, "kind"), "kind")
        draft.rpe = try value(row, "rpe")
        draft.notes = try value(row, "notes")
        draft.workoutId = try value(row, "workout_id")
        return WorkoutSet(id: try value(row, "id"), draft: draft, createdAt: date(try value(row, "created_at")))
    }

    static func bodyWeight(_ row: PostgresRandomAccessRow) throws -> BodyWeightEntry {
        BodyWeightEntry(
            id: try value(row, "id"), weight: try value(row, "weight"), unit: try StoredEnum.value(try value(row, "unit"), "unit"),
            date: date(try value(row, "date")), notes: try value(row, "notes"))
    }

    static func insert(_ e: Exercise, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            INSERT INTO exercise (user_id, id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base,
                                  uses_body_weight, pinned_note, created_at, rest_seconds)
            VALUES (\(owner), \(e.id), \(e.name), \(Exercise.nameKey(e.name)), \(e.muscleGroup.rawValue), \(e.exerciseType.rawValue),
                    \(e.defaultPRReps), \(e.isBase), \(e.usesBodyWeight), \(e.pinnedNote), \(millis(e.createdAt)), \(e.restSeconds))
            """)
    }

    static func update(_ e: Exercise, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            UPDATE exercise SET name = \(e.name), name_key = \(Exercise.nameKey(e.name)), muscle_group = \(e.muscleGroup.rawValue),
                exercise_type = \(e.exerciseType.rawValue), default_pr_reps = \(e.defaultPRReps),
                uses_body_weight = \(e.usesBodyWeight), pinned_note = \(e.pinnedNote), rest_seconds = \(e.restSeconds)
            WHERE user_id = \(owner) AND id = \(e.id)
            """)
    }

    static func update(_ s: WorkoutSet, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            UPDATE workout_set SET exercise_id = \(s.exerciseId), weight = \(s.weight), weight_unit = \(s.weightUnit?.rawValue),
                weight_kg = \(s.weightKg), reps = \(s.reps), duration = \(s.duration),
                distance = \(s.distance), distance_unit = \(s.distanceUnit?.rawValue), kind = \(s.kind.rawValue), rpe = \(s.rpe),
                date = \(millis(s.date)), notes = \(s.notes), created_at = \(millis(s.createdAt)), workout_id = \(s.workoutId)
            WHERE user_id = \(owner) AND id = \(s.id)
            """)
    }
}
