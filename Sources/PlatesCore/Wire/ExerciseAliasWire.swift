import Foundation

/// One of the other names an exercise answers to (`PlatesBackend.exerciseAliases`), as
/// `GET /exercise-aliases` lists them: a name merged away, or a file's name an import mapped.
public struct ExerciseAlias: Codable, Hashable, Sendable {
    /// The name's key (`Exercise.nameKey`: trimmed, case folded), as it is kept.
    public var name: String
    public var exerciseId: String

    public init(name: String, exerciseId: String) {
        self.name = name
        self.exerciseId = exerciseId
    }

    enum CodingKeys: String, CodingKey {
        case name
        case exerciseId = "exercise_id"
    }

    /// The backend's map as the route lists it: by name, so an answer reads the same each time.
    public static func list(_ aliases: [String: String]) -> [ExerciseAlias] {
        aliases.map { ExerciseAlias(name: $0.key, exerciseId: $0.value) }.sorted { $0.name < $1.name }
    }

    /// Each exercise's other names, by name: exercise id → name keys.
    public static func byExercise(_ aliases: [String: String]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for (key, id) in aliases.sorted(by: { $0.key < $1.key }) { names[id, default: []].append(key) }
        return names
    }

    /// One exercise's other names, by name.
    public static func names(of exerciseId: String, in aliases: [String: String]) -> [String] {
        aliases.filter { $0.value == exerciseId }.keys.sorted()
    }

    /// The route's list as the backend answers it (a name listed twice: the last one).
    public static func map(_ list: [ExerciseAlias]) -> [String: String] {
        Dictionary(list.map { ($0.name, $0.exerciseId) }, uniquingKeysWith: { _, last in last })
    }
}
