import Foundation

/// An exercise taken away with its sets: what `deleteExercise` answers, so the session can put
/// both back exactly (`restoreExercise`, the TUI's undo).
public struct ExerciseRemoval: Codable, Hashable, Sendable {
    public var exercise: Exercise
    public var sets: [WorkoutSet]
    /// The other names it answered to (name keys, `PlatesBackend.exerciseAliases`): they log to
    /// it, so an undo puts them back too. Removals from before them have none.
    public var aliases: [String]

    public init(exercise: Exercise, sets: [WorkoutSet], aliases: [String] = []) {
        self.exercise = exercise
        self.sets = sets
        self.aliases = aliases
    }

    enum CodingKeys: String, CodingKey {
        case exercise, sets, aliases
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try c.decode(Exercise.self, forKey: .exercise)
        sets = try c.decode([WorkoutSet].self, forKey: .sets)
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
    }

    /// An exercise with sets goes only with them (the TUI asks first, saying how many).
    public static func checkDeletable(_ exercise: Exercise, setCount: Int, withSets: Bool) throws(PlatesError) {
        guard setCount > 0, !withSets else { return }
        throw .conflict(
            """
            \(exercise.name) has \(setCount) logged set\(setCount == 1 ? "" : "s"): delete them with it (the TUI asks; \
            plates exercise delete --with-sets), or merge it into another exercise.
            """)
    }

    /// The removal checked as a restore's input: ids well formed, the exercise valid, every set
    /// its own and valid for it (as stored: ids and `created_at` kept).
    public func validated(now: Date) throws(PlatesError) -> ExerciseRemoval {
        _ = try Validator.restoredID(exercise.id)
        let e = try Validator.exercise(exercise)
        var valid: [WorkoutSet] = []
        for set in sets {
            _ = try Validator.restoredID(set.id)
            guard set.exerciseId == e.id else { throw .validation("A restored set must belong to the restored exercise.", field: "sets") }
            valid.append(WorkoutSet(id: set.id, draft: try Validator.set(set.draft, for: e, now: now), createdAt: set.createdAt))
        }
        return ExerciseRemoval(exercise: e, sets: valid, aliases: try ExerciseAlias.checkedKeys(aliases))
    }
}
