import Foundation

/// The base catalogue (SPEC 2): present for every user from the first run, with stable ids so
/// every backend, export and import agree on them. Source: Resources/catalogue.json.
public enum BaseCatalogue {
    struct Item: Decodable {
        var id: String
        var name: String
        var muscle_group: MuscleGroup
        var exercise_type: ExerciseType
        var uses_body_weight: Bool
        var default_pr_reps: Int
    }

    /// The embedded JSON, as shipped in Resources/catalogue.json.
    public static var json: String { EmbeddedCatalogue.text }

    /// The catalogue's exercises, created at `createdAt`.
    public static func exercises(createdAt: Date) -> [Exercise] {
        // The embedded JSON is checked by a test; failing to decode it is a build defect.
        let items = try! JSONDecoder().decode([Item].self, from: Data(json.utf8))
        return items.map {
            Exercise(id: $0.id, name: $0.name, muscleGroup: $0.muscle_group, exerciseType: $0.exercise_type,
                     defaultPRReps: $0.default_pr_reps, isBase: true, usesBodyWeight: $0.uses_body_weight,
                     createdAt: createdAt)
        }
    }

    /// The fixed creation date of base exercises (2024-01-01T00:00:00Z), so every backend agrees.
    public static let createdAt = Date(timeIntervalSince1970: 1_704_067_200)
}
