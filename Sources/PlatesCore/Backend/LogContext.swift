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

    /// What to read: the exercises `exerciseIds` name and the workouts `workoutIds` name (an
    /// unknown one: `.notFound`), and with `openWorkout` the newest workout not finished.
    public struct Request: Sendable {
        public var exerciseIds: [String]
        public var workoutIds: [String]
        public var openWorkout: Bool

        public init(exerciseIds: [String], workoutIds: [String], openWorkout: Bool) {
            self.exerciseIds = exerciseIds
            self.workoutIds = workoutIds
            self.openWorkout = openWorkout
        }
    }
}

extension PlatesStorage {
    /// The context read, then the sets inserted, each on its own: for a store whose reads cost no
    /// trip to another thread (the demo's) or that has no single-transaction form of it yet.
    /// SQLite's does both in one transaction on its writer.
    public func logSets(
        _ request: LogContext.Request, receipt: WriteReceipt<LogResult>?,
        make: @escaping @Sendable (LogContext) throws(PlatesError) -> [WorkoutSet]
    ) async throws(PlatesError) -> LogResult {
        let sets = try make(try await logContext(request))
        let records = try await insertSets(sets, receipt: receipt?.composed { LogResult(sets: sets, newRecords: $0) })
        return LogResult(sets: sets, newRecords: records)
    }

    /// Each read on its own.
    func logContext(_ request: LogContext.Request) async throws(PlatesError) -> LogContext {
        var exercises: [String: Exercise] = [:]
        for id in request.exerciseIds where exercises[id] == nil { exercises[id] = try await exercise(id: id) }
        var checked: Set<String> = []
        for id in request.workoutIds where checked.insert(id).inserted { _ = try await workout(id: id) }
        return LogContext(exercises: exercises, openWorkout: request.openWorkout ? try await self.openWorkout() : nil)
    }
}
