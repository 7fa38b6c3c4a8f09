import Foundation

/// The base catalogue (SPEC 2): present for every user from the first run, with stable ids so
/// every backend, export and import agree on them. Source: Resources/catalogue.json.
public enum BaseCatalogue {
    /// An exercise as the catalogue and the demo fixture write it (the JSON's own key names).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public struct Entry: Decodable, Sendable {
        public var id: String
        public var name: String
        public var muscle_group: MuscleGroup
        public var exercise_type: ExerciseType
        public var uses_body_weight: Bool
        public var default_pr_reps: Int

        public func exercise(isBase: Bool, createdAt: Date) -> Exercise {
            Exercise(
                id: id, name: name, muscleGroup: muscle_group, exerciseType: exercise_type, defaultPRReps: default_pr_reps,
                isBase: isBase, usesBodyWeight: uses_body_weight, createdAt: createdAt)
        }
    }

    /// The embedded JSON, as shipped in Resources/catalogue.json.
    public static var json: String { EmbeddedCatalogue.text }

    /// The catalogue's exercises, created at `createdAt`.
    public static func exercises(createdAt: Date) -> [Exercise] {
        // The embedded JSON is checked by a test; failing to decode it is a build defect.
        let entries = try! JSONDecoder().decode([Entry].self, from: Data(json.utf8))
        return entries.map { $0.exercise(isBase: true, createdAt: createdAt) }
    }

    /// The fixed creation date of base exercises (2024-01-01T00:00:00Z), so every backend agrees.
    public static let createdAt = Date(timeIntervalSince1970: 1_704_067_200)
}
