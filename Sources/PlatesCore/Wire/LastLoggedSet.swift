/// What `GET /sets/last` answers: the set logged last, absent when there is none (as
/// `/workouts/current` answers the open workout).
public struct LastLoggedSet: Codable, Sendable, Hashable {
    public var set: WorkoutSet?

    public init(set: WorkoutSet?) { self.set = set }
}
