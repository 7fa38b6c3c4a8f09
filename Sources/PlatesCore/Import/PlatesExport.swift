import Foundation

/// Everything of one account, as `plates export` writes it and `plates import` reads it back
/// (docs/export-format.md): JSON, or one CSV table whose `record_type` column says what each row is.
public struct PlatesExport: Codable, Sendable, Equatable {
    public static let formatName = "plates-export"
    public static let currentVersion = 1

    public var format = PlatesExport.formatName
    public var version = PlatesExport.currentVersion
    public var exportedAt: Date
    public var profile: Profile
    public var exercises: [Exercise]
    /// Oldest first.
    public var sets: [WorkoutSet]
    /// Oldest first.
    public var bodyWeight: [BodyWeightEntry]
    /// Oldest first. Exports before workouts have none.
    public var workouts: [Workout]
    /// The user's own routines (the shipped ones come with every plates).
    public var routines: [Routine]
    /// The other names exercises answer to (a name merged away, an import's mapping), by name.
    /// Exports before them have none.
    public var aliases: [ExerciseAlias]

    public init(
        exportedAt: Date, profile: Profile, exercises: [Exercise], sets: [WorkoutSet], bodyWeight: [BodyWeightEntry],
        workouts: [Workout] = [], routines: [Routine] = [], aliases: [ExerciseAlias] = []
    ) {
        self.exportedAt = exportedAt
        self.profile = profile
        self.exercises = exercises
        self.sets = sets
        self.bodyWeight = bodyWeight
        self.workouts = workouts
        self.routines = routines
        self.aliases = aliases
    }

    enum CodingKeys: String, CodingKey {
        case format, version, profile, exercises, sets, workouts, routines, aliases
        case exportedAt = "exported_at"
        case bodyWeight = "body_weight"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        version = try c.decode(Int.self, forKey: .version)
        exportedAt = try c.decode(Date.self, forKey: .exportedAt)
        profile = try c.decode(Profile.self, forKey: .profile)
        exercises = try c.decode([Exercise].self, forKey: .exercises)
        sets = try c.decode([WorkoutSet].self, forKey: .sets)
        bodyWeight = try c.decode([BodyWeightEntry].self, forKey: .bodyWeight)
        workouts = try c.decodeIfPresent([Workout].self, forKey: .workouts) ?? []
        routines = try c.decodeIfPresent([Routine].self, forKey: .routines) ?? []
        aliases = try c.decodeIfPresent([ExerciseAlias].self, forKey: .aliases) ?? []
    }

    public func json() throws(PlatesError) -> String { try WireCoding.string(self, pretty: true) }

    // MARK: CSV

    public static let csvColumns = [
        "record_type", "id", "exercise", "exercise_id", "muscle_group", "exercise_type", "default_pr_reps", "is_base",
        "uses_body_weight", "date", "weight", "weight_unit", "reps", "duration", "distance", "distance_unit", "kind", "rpe",
        "notes", "created_at", "unit", "goal_weight", "goal_weight_unit", "bar_kg", "plates_kg", "bar_lb", "plates_lb",
        "rest_seconds", "rest_alert", "workout_id", "name", "started_at", "finished_at", "routine_id", "entries",
        "weekly_goal",
    ]

    public func csv() -> String {
        var out = Self.csvColumns.joined(separator: ",") + "\n"
        func row(_ values: [String: String]) {
            out += Self.csvColumns.map { CSVText.quote(values[$0] ?? "") }.joined(separator: ",") + "\n"
        }
        row([
            "record_type": "profile", "unit": profile.unit.rawValue, "goal_weight": CSVText.number(profile.goalWeight),
            "goal_weight_unit": profile.goalWeightUnit?.rawValue ?? "", "default_pr_reps": String(profile.defaultPRReps),
            "bar_kg": CSVText.number(profile.barKg), "plates_kg": profile.platesKg ?? "", "bar_lb": CSVText.number(profile.barLb),
            "plates_lb": profile.platesLb ?? "", "rest_alert": profile.restAlert?.rawValue ?? "",
            "weekly_goal": profile.weeklyGoal.map(String.init) ?? "",
        ])
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        for e in exercises {
            row([
                "record_type": "exercise", "id": e.id, "exercise": e.name, "muscle_group": e.muscleGroup.rawValue,
                "exercise_type": e.exerciseType.rawValue, "default_pr_reps": String(e.defaultPRReps), "is_base": String(e.isBase),
                "uses_body_weight": String(e.usesBodyWeight), "notes": e.pinnedNote ?? "", "created_at": WireDates.format(e.createdAt),
                "rest_seconds": e.restSeconds.map(String.init) ?? "",
            ])
        }
        for s in sets {
            row([
                "record_type": "set", "id": s.id, "exercise": names[s.exerciseId] ?? "", "exercise_id": s.exerciseId,
                "date": WireDates.format(s.date), "weight": CSVText.number(s.weight), "weight_unit": s.weightUnit?.rawValue ?? "",
                "reps": s.reps.map(String.init) ?? "", "duration": s.duration.map(String.init) ?? "",
                "distance": CSVText.number(s.distance), "distance_unit": s.distanceUnit?.rawValue ?? "", "kind": s.kind.rawValue,
                "rpe": CSVText.number(s.rpe), "notes": s.notes ?? "", "created_at": WireDates.format(s.createdAt),
                "workout_id": s.workoutId ?? "",
            ])
        }
        for w in workouts {
            row([
                "record_type": "workout", "id": w.id, "name": w.name, "notes": w.notes ?? "", "started_at": WireDates.format(w.startedAt),
                "finished_at": w.finishedAt.map(WireDates.format) ?? "", "routine_id": w.routineId ?? "",
                "created_at": WireDates.format(w.createdAt),
            ])
        }
        for r in routines {
            row([
                "record_type": "routine", "id": r.id, "name": r.name, "notes": r.notes ?? "", "entries": RoutineEntry.storedJSON(r.entries),
                "created_at": WireDates.format(r.createdAt),
            ])
        }
        for b in bodyWeight {
            row([
                "record_type": "body_weight", "id": b.id, "date": WireDates.format(b.date), "weight": CSVText.number(b.weight),
                "weight_unit": b.unit.rawValue, "notes": b.notes ?? "",
            ])
        }
        for a in aliases {
            row(["record_type": "alias", "name": a.name, "exercise": names[a.exerciseId] ?? "", "exercise_id": a.exerciseId])
        }
        return out
    }
}

enum CSVText {
    /// Quoted when it holds a comma, quote, line break or surrounding space.
    static func quote(_ field: String) -> String {
        let needs =
            field.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || field.first?.isWhitespace == true || field.last?.isWhitespace == true
        return needs ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }

    /// The shortest text that reads back as the same Double (`100`, `102.5`, `0.1`).
    static func number(_ value: Double?) -> String {
        guard let value else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
