/// One row of the exercise list: the exercise and its stats columns.
public struct ExerciseSummary: Codable, Hashable, Sendable, Identifiable {
    public var exercise: Exercise
    public var lastSet: WorkoutSet?
    public var lastSessionTopSet: WorkoutSet?
    /// The record the list shows (`ExerciseRecords.currentTarget`): for `defaultPRReps`, the longest hold or the longest distance.
    public var currentRecord: PersonalRecord?

    public var id: String { exercise.id }

    enum CodingKeys: String, CodingKey {
        case exercise
        case lastSet = "last_set"
        case lastSessionTopSet = "last_session_top_set"
        case currentRecord = "current_record"
    }

    public init(exercise: Exercise, lastSet: WorkoutSet?, lastSessionTopSet: WorkoutSet?, currentRecord: PersonalRecord?) {
        self.exercise = exercise
        self.lastSet = lastSet
        self.lastSessionTopSet = lastSessionTopSet
        self.currentRecord = currentRecord
    }
}
