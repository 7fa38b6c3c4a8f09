import Foundation

/// What logging sets reads before it validates them: the exercises they name and the open
/// workout they may join (`PlatesService.logSets`).
public struct LogContext: Sendable {
    /// Each exercise named, by id.
    public var exercises: [String: Exercise]
    /// The newest workout not finished, when asked for.
    public var openWorkout: Workout?

    public init(exercises: [String: Exercise], openWorkout: Workout?) {
        self.exercises = exercises
        self.openWorkout = openWorkout
    }
}

extension PlatesStorage {
    /// Each read on its own, for a store whose reads cost no trip to another thread (the demo's)
    /// or that has no single-read form of it yet; SQLite's answers it in one read.
    public func logContext(exerciseIds: [String], workoutIds: [String], openWorkout: Bool) async throws(PlatesError) -> LogContext {
        var exercises: [String: Exercise] = [:]
        for id in exerciseIds where exercises[id] == nil { exercises[id] = try await exercise(id: id) }
        var checked: Set<String> = []
        for id in workoutIds where checked.insert(id).inserted { _ = try await workout(id: id) }
        return LogContext(exercises: exercises, openWorkout: openWorkout ? try await self.openWorkout() : nil)
    }
}
