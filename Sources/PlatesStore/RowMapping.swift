import Foundation
import GRDB
import GRDBSQLite
import PlatesCore

/// Rows ↔ models. Kept by hand (not Codable records) so the core stays free of GRDB.
///
/// Queries select the columns below, in this order, and rows are read by position: read by name,
/// GRDB lowercases the name and searches the row's columns on every read (a tenth of opening the
/// exercise list went there).
enum RowMapping {
    static let exerciseColumns = columns([
        "id", "name", "muscle_group", "exercise_type", "default_pr_reps", "is_base",
        "uses_body_weight", "pinned_note", "created_at", "rest_seconds",
    ])
    static let setColumnNames = [
        "id", "exercise_id", "date", "weight", "weight_unit", "reps", "duration", "distance",
        "distance_unit", "kind", "rpe", "notes", "created_at", "workout_id",
    ]
    static let setColumns = columns(setColumnNames)
    /// The set columns before workouts (migration v10), for migrations that read sets earlier.
    static let setColumnsBeforeWorkouts = columns(setColumnNames.dropLast() + ["NULL"])
    static let bodyWeightColumns = columns(["id", "weight", "unit", "date", "notes"])

    /// The set columns of a joined table: `s.id, s.exercise_id, …`.
    static func setColumns(of table: String) -> String { columns(setColumnNames.map { "\(table).\($0)" }) }

    static func columns(_ names: [String]) -> String { names.joined(separator: ", ") }

    static func exercise(_ row: Row) throws -> Exercise {
        Exercise(
            id: row[0], name: row[1],
            muscleGroup: try StoredEnum.value(row[2], "muscle_group"),
            exerciseType: try StoredEnum.value(row[3], "exercise_type"),
            defaultPRReps: row[4], isBase: row[5], usesBodyWeight: row[6],
            pinnedNote: row[7], restSeconds: row[9], createdAt: (row[8] as Millis).date)
    }

    /// A set from `setColumns`, starting at column `first` (after columns of another table).
    static func set(_ row: Row, from first: Int = 0) throws -> WorkoutSet {
        try set(ColumnReader(row: row), from: first)
    }

    static func set(_ row: Row) throws -> WorkoutSet { try set(row, from: 0) }

    static func set(_ c: ColumnReader, from first: Int) throws -> WorkoutSet {
        var shared = SharedStrings()
        return try set(c, from: first, sharing: &shared)
    }

    /// A set, its exercise id shared with the rows read before it through `shared`.
    static func set(_ c: ColumnReader, from first: Int, sharing shared: inout SharedStrings) throws -> WorkoutSet {
        var draft = SetDraft(exerciseId: c.string(first + 1, sharing: &shared), date: c.millis(first + 2))
        draft.weight = c.optionalDouble(first + 3)
        draft.weightUnit = try StoredEnum.optional(c.optionalString(first + 4), "weight_unit")
        draft.reps = c.optionalInt(first + 5)
        draft.duration = c.optionalInt(first + 6)
        draft.distance = c.optionalDouble(first + 7)
        draft.distanceUnit = try StoredEnum.optional(c.optionalString(first + 8), "distance_unit")
        draft.kind = try StoredEnum.value(c.string(first + 9), "kind")
        draft.rpe = c.optionalDouble(first + 10)
        draft.notes = c.optionalString(first + 11)
        draft.workoutId = c.optionalString(first + 13)
        return WorkoutSet(id: c.string(first), draft: draft, createdAt: c.millis(first + 12))
    }

    static func bodyWeight(_ row: Row) throws -> BodyWeightEntry {
        BodyWeightEntry(
            id: row[0], weight: row[1], unit: try StoredEnum.value(row[2], "unit"),
            date: (row[3] as Millis).date, notes: row[4])
    }

    static func insert(_ e: Exercise, owner: String, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO exercise (user_id, id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base,
                                      uses_body_weight, pinned_note, created_at, rest_seconds)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            owner, e.id, e.name, Exercise.nameKey(e.name), e.muscleGroup.rawValue, e.exerciseType.rawValue,
            e.defaultPRReps, e.isBase, e.usesBodyWeight, e.pinnedNote, Millis(e.createdAt), e.restSeconds,
        ])
    }

    static func update(_ e: Exercise, owner: String, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE exercise SET name = ?, name_key = ?, muscle_group = ?, exercise_type = ?, default_pr_reps = ?,
                                    uses_body_weight = ?, pinned_note = ?, rest_seconds = ?
                WHERE user_id = ? AND id = ?
                """
        ).execute(arguments: [
            e.name, Exercise.nameKey(e.name), e.muscleGroup.rawValue, e.exerciseType.rawValue,
            e.defaultPRReps, e.usesBodyWeight, e.pinnedNote, e.restSeconds, owner, e.id,
        ])
    }

    static let insertSetSQL = """
        INSERT INTO workout_set (user_id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                 distance_unit, kind, rpe, date, notes, created_at, workout_id, id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    static func insert(_ s: WorkoutSet, owner: String, _ db: Database) throws {
        try run(db.cachedStatement(sql: insertSetSQL), with: s, owner: owner)
    }

    static func update(_ s: WorkoutSet, owner: String, _ db: Database) throws {
        try run(
            db.cachedStatement(
                sql: """
                    UPDATE workout_set SET user_id = ?, exercise_id = ?, weight = ?, weight_unit = ?, weight_kg = ?, reps = ?, duration = ?,
                                           distance = ?, distance_unit = ?, kind = ?, rpe = ?, date = ?, notes = ?, created_at = ?,
                                           workout_id = ?
                    WHERE user_id = ?1 AND id = ?
                    """),
            with: s, owner: owner)
    }

    /// Runs `statement` (`insertSetSQL` or `update`'s, which take the same sixteen values in the
    /// same order) with `s`'s values bound straight onto it. Through `StatementArguments`, each set
    /// became an array of boxed values converted and copied again: 40 % of a 100,000-set import's
    /// inserting, beside SQLite's own work. The two statements are used only here, so their
    /// arguments are set once, as sixteen NULLs, and each run binds over them.
    static func run(_ statement: Statement, with s: WorkoutSet, owner: String) throws {
        if statement.arguments.isEmpty {
            statement.setUncheckedArguments(StatementArguments(Array(repeating: DatabaseValue.null, count: 16)))
        }
        let raw = statement.sqliteStatement
        // A statement that ran must be reset before it is bound again (its error, if it failed, was
        // thrown then).
        sqlite3_reset(raw)
        var code = SQLITE_OK
        func bind(_ value: some StatementBinding, _ index: CInt) {
            if code == SQLITE_OK { code = value.bind(to: raw, at: index) }
        }
        bind(owner, 1)
        bind(s.exerciseId, 2)
        bind(s.weight, 3)
        bind(s.weightUnit?.rawValue, 4)
        bind(s.weightKg, 5)
        bind(s.reps, 6)
        bind(s.duration, 7)
        bind(s.distance, 8)
        bind(s.distanceUnit?.rawValue, 9)
        bind(s.kind.rawValue, 10)
        bind(s.rpe, 11)
        bind(Millis(s.date).value, 12)
        bind(s.notes, 13)
        bind(Millis(s.createdAt).value, 14)
        bind(s.workoutId, 15)
        bind(s.id, 16)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "binding a set's values", sql: statement.sql)
        }
        try statement.execute()
    }
}
