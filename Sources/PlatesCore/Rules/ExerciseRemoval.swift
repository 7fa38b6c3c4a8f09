import Foundation

/// An exercise taken away with its sets: what `deleteExercise` answers, so the session can put
/// both back exactly (`restoreExercise`, the TUI's undo).
public struct ExerciseRemoval: Codable, Hashable, Sendable {
    public var exercise: Exercise
    public var sets: [WorkoutSet]

    public init(exercise: Exercise, sets: [WorkoutSet]) {
        self.exercise = exercise
        self.sets = sets
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
        return ExerciseRemoval(exercise: e, sets: valid)
    }
}
