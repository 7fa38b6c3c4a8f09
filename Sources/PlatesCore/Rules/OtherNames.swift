import Foundation

/// The rules of another name a lifter gives an exercise (`addExerciseAlias`): kept as a name key,
/// as imports and merges keep theirs, and never an exercise's own name (own names win in the
/// matcher, so it would never be read).
public enum OtherNames {
    /// The name as it is kept; refused when empty, too long or holding a NUL.
    public static func key(_ name: String) throws(PlatesError) -> String {
        guard !Exercise.nameKey(name).isEmpty else { throw .validation("Type the other name.", field: "name") }
        return try ExerciseAlias.checkedKeys([name])[0]
    }

    /// What an exercise's form changes of its other names: those to give, those to drop.
    public struct Change: Hashable, Sendable {
        public var give: [String]
        public var drop: [String]

        public init(give: [String] = [], drop: [String] = []) {
            self.give = give
            self.drop = drop
        }

        public static let none = Change()
    }

    /// The names a form's text lists (`;` between them: a name may hold a comma), against the
    /// exercise's own `current` ones (keys).
    public static func change(from current: [String], to text: String) throws(PlatesError) -> Change {
        var listed: [String] = []
        for piece in text.split(separator: ";") where !Exercise.nameKey(String(piece)).isEmpty {
            let key = try key(String(piece))
            if !listed.contains(key) { listed.append(key) }
        }
        return Change(give: listed.filter { !current.contains($0) }, drop: current.filter { !listed.contains($0) })
    }

    /// No exercise answers to `key` as another name (dropped already, or an exercise's own name).
    public static func unknown(_ key: String) -> PlatesError {
        .notFound(what: "No exercise has ‘\(key)’ as another name.", id: "")
    }

    /// A name an exercise has as its own is not another name of anything.
    public static func checkFree(_ key: String, among exercises: [Exercise]) throws(PlatesError) {
        if let own = exercises.first(where: { Exercise.nameKey($0.name) == key }) {
            throw .conflict("‘\(key)’ is \(own.name)'s own name: it already logs there. Rename \(own.name) first to give its name to another.")
        }
    }
}
