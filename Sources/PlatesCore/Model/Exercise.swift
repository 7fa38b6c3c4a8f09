import Foundation

/// An exercise of the user's list: one of the base catalogue or a custom one.
public struct Exercise: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var muscleGroup: MuscleGroup
    public var exerciseType: ExerciseType
    /// The rep target of the exercise's "current PR": 1, 3, 5, 8 or 10.
    public var defaultPRReps: Int
    public var isBase: Bool
    public var usesBodyWeight: Bool
    public var pinnedNote: String?
    /// Seconds of rest after a set (the rest timer); 0: no timer; nil: `RestDefaults`' default.
    public var restSeconds: Int?
    public var createdAt: Date

    public init(
        id: String, name: String, muscleGroup: MuscleGroup, exerciseType: ExerciseType = .strength,
        defaultPRReps: Int = 1, isBase: Bool = false, usesBodyWeight: Bool = false,
        pinnedNote: String? = nil, restSeconds: Int? = nil, createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.muscleGroup = muscleGroup
        self.exerciseType = exerciseType
        self.defaultPRReps = defaultPRReps
        self.isBase = isBase
        self.usesBodyWeight = usesBodyWeight
        self.pinnedNote = pinnedNote
        self.restSeconds = restSeconds
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey {
        case id, name
        case muscleGroup = "muscle_group"
        case exerciseType = "exercise_type"
        case defaultPRReps = "default_pr_reps"
        case isBase = "is_base"
        case usesBodyWeight = "uses_body_weight"
        case pinnedNote = "pinned_note"
        case restSeconds = "rest_seconds"
        case createdAt = "created_at"
    }

    /// The key that makes names unique per user: trimmed and case-folded.
    public static func nameKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
