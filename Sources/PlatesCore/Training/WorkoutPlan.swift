import Foundation

/// What walking a routine in a workout needs (SPEC 8): the plan's steps, the workout's sets so
/// far, and the same routine's last workout's sets ("previous"), by exercise.
public struct WorkoutPlan: Codable, Hashable, Sendable {
    public var workout: Workout
    public var routine: Routine
    public var steps: [PlannedSet]
    /// This workout's sets, oldest first.
    public var logged: [WorkoutSet]
    /// The work sets of each exercise in the last other workout of this routine, oldest first.
    public var previous: [String: [WorkoutSet]]

    public init(workout: Workout, routine: Routine, steps: [PlannedSet], logged: [WorkoutSet], previous: [String: [WorkoutSet]]) {
        self.workout = workout
        self.routine = routine
        self.steps = steps
        self.logged = logged
        self.previous = previous
    }

    enum CodingKeys: String, CodingKey {
        case workout, routine, steps, logged, previous
    }

    /// The set a step was done as last time (the "previous" column).
    public func previousSet(_ step: PlannedSet) -> WorkoutSet? {
        let sets = previous[step.exerciseId] ?? []
        return sets.indices.contains(step.ordinal - 1) ? sets[step.ordinal - 1] : nil
    }

    /// The step's prefill (`RoutinePlan.prefill`) given the sets logged so far.
    public func prefill(_ step: PlannedSet, logged: [WorkoutSet], lastSet: WorkoutSet?, bar: (weight: Double, unit: WeightUnit)?) -> SetSpec {
        RoutinePlan.prefill(
            step, done: RoutinePlan.workSets(logged, of: step.exerciseId), previous: previous[step.exerciseId] ?? [],
            lastSet: lastSet, bar: bar)
    }
}
