import Foundation
import GRDB
import PlatesCore

/// Rows ↔ models. Kept by hand (not Codable records) so the core stays free of GRDB.
enum RowMapping {
    static func exercise(_ row: Row) throws -> Exercise {
        Exercise(
            id: row["id"], name: row["name"],
            muscleGroup: try StoredEnum.value(row["muscle_group"], "muscle_group"),
            exerciseType: try StoredEnum.value(row["exercise_type"], "exercise_type"),
            defaultPRReps: row["default_pr_reps"], isBase: row["is_base"], usesBodyWeight: row["uses_body_weight"],
            pinnedNote: row["pinned_note"], createdAt: (row["created_at"] as Millis).date)
    }

    static func set(_ row: Row) throws -> WorkoutSet {
        var draft = SetDraft(exerciseId: row["exercise_id"], date: (row["date"] as Millis).date)
        draft.weight = row["weight"]
        draft.weightUnit = try StoredEnum.optional(row["weight_unit"], "weight_unit")
        draft.reps = row["reps"]
        draft.duration = row["duration"]
        draft.distance = row["distance"]
        draft.distanceUnit = try StoredEnum.optional(row["distance_unit"], "distance_unit")
        draft.kind = try StoredEnum.value(row["kind"], "kind")
        draft.rpe = row["rpe"]
        draft.notes = row["notes"]
        return WorkoutSet(id: row["id"], draft: draft, createdAt: (row["created_at"] as Millis).date)
    }

    static func bodyWeight(_ row: Row) throws -> BodyWeightEntry {
        BodyWeightEntry(id: row["id"], weight: row["weight"], unit: try StoredEnum.value(row["unit"], "unit"),
                        date: (row["date"] as Millis).date, notes: row["notes"])
    }

    static func insert(_ e: Exercise, owner: String, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO exercise (user_id, id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base,
                                  uses_body_weight, pinned_note, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [owner, e.id, e.name, Exercise.nameKey(e.name), e.muscleGroup.rawValue, e.exerciseType.rawValue,
                             e.defaultPRReps, e.isBase, e.usesBodyWeight, e.pinnedNote, Millis(e.createdAt)])
    }

    static func update(_ e: Exercise, owner: String, _ db: Database) throws {
        try db.cachedStatement(sql: """
            UPDATE exercise SET name = ?, name_key = ?, muscle_group = ?, exercise_type = ?, default_pr_reps = ?,
                                uses_body_weight = ?, pinned_note = ?
            WHERE user_id = ? AND id = ?
            """).execute(arguments: [e.name, Exercise.nameKey(e.name), e.muscleGroup.rawValue, e.exerciseType.rawValue,
                             e.defaultPRReps, e.usesBodyWeight, e.pinnedNote, owner, e.id])
    }

    static func setArguments(_ s: WorkoutSet, owner: String) -> StatementArguments {
        [owner, s.exerciseId, s.weight, s.weightUnit?.rawValue, s.weightKg, s.reps, s.duration, s.distance,
         s.distanceUnit?.rawValue, s.kind.rawValue, s.rpe, Millis(s.date), s.notes, Millis(s.createdAt), s.id]
    }

    static func insert(_ s: WorkoutSet, owner: String, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO workout_set (user_id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                     distance_unit, kind, rpe, date, notes, created_at, id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: setArguments(s, owner: owner))
    }

    static func update(_ s: WorkoutSet, owner: String, _ db: Database) throws {
        try db.cachedStatement(sql: """
            UPDATE workout_set SET user_id = ?, exercise_id = ?, weight = ?, weight_unit = ?, weight_kg = ?, reps = ?, duration = ?,
                                   distance = ?, distance_unit = ?, kind = ?, rpe = ?, date = ?, notes = ?, created_at = ?
            WHERE user_id = ?1 AND id = ?
            """).execute(arguments: setArguments(s, owner: owner))
    }
}
