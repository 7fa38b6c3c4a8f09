/// What a set of an exercise records: weight × reps, a timed hold, or cardio distance/duration.
public enum ExerciseType: String, Codable, CaseIterable, Sendable, Hashable {
    case strength, timed, cardio
}
