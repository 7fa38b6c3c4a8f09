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

    /// The longest other name a restore or an undone merge gives back.
    static let keyLength = 1000

    /// Other names sent back by a restore or an undone merge, as keys, each once. Not held to a
    /// name's rules: an import's mapping keeps a file's name as it was, and an undo must not fail
    /// on one.
    public static func checkedKeys(_ names: [String]) throws(PlatesError) -> [String] {
        var keys: [String] = []
        for name in names {
            let key = Exercise.nameKey(name)
            guard !key.isEmpty, key.count <= keyLength, !key.contains("\u{0}") else {
                throw .validation("An exercise's other name must be 1 to \(keyLength) characters.", field: "aliases")
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The route's list as the backend answers it (a name listed twice: the last one).
    public static func map(_ list: [ExerciseAlias]) -> [String: String] {
        Dictionary(list.map { ($0.name, $0.exerciseId) }, uniquingKeysWith: { _, last in last })
    }
}
