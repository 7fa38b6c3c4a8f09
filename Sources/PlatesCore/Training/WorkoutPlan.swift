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

    /// The next planned set of `exercise` this workout has not done (its ordinal past the work
    /// sets logged), prefilled as the walk would; nil when the plan has none of it left.
    /// `plates log ohp` in a routine's workout logs that, not the last set anywhere.
    public func nextPrefill(of exercise: Exercise, lastSet: WorkoutSet?, inventory: PlateInventory) -> SetSpec? {
        let done = RoutinePlan.workSets(logged, of: exercise.id).count
        guard let step = steps.first(where: { $0.exerciseId == exercise.id && $0.ordinal > done }) else { return nil }
        let bar = BarbellGuess.isBarbell(exercise) ? (weight: inventory.bar, unit: inventory.unit) : nil
        return prefill(step, logged: logged, lastSet: lastSet, bar: bar)
    }
}

extension SetSpec {
    /// What was typed, with what it leaves out taken from `planned` (the plan's next set): a
    /// name alone is the planned set; a weight alone keeps the planned reps, reps alone the
    /// planned weight. A time or distance typed stands as typed.
    public func completed(by planned: SetSpec) -> SetSpec {
        if isEmpty { return planned }
        var spec = self
        let measured = duration != nil || distance != nil
        if weight == nil, !bodyWeight, !measured, planned.weight != nil {
            (spec.weight, spec.weightUnit) = (planned.weight, planned.weightUnit)
        }
        if reps == nil, !measured {
            if planned.reps != nil {
                spec.reps = planned.reps
            } else if weight == nil, !bodyWeight {
                (spec.duration, spec.distance, spec.distanceUnit) = (planned.duration, planned.distance, planned.distanceUnit)
            }
        }
        return spec
    }
}
