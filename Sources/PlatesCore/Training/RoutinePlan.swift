import Foundation

/// One planned set of a routine, in the order the plan is walked.
public struct PlannedSet: Codable, Hashable, Sendable {
    public var exerciseId: String
    public var entry: RoutineEntry
    /// Which of the routine's planned work sets of this exercise it is (1-based, over every
    /// entry of the exercise): the "same set" of last time.
    public var ordinal: Int
    /// Its number within its entry, and the entry's count (`set 2 of 5`).
    public var number: Int
    /// Added during the workout (a set more than planned).
    public var isExtra = false

    public init(exerciseId: String, entry: RoutineEntry, ordinal: Int, number: Int, isExtra: Bool = false) {
        self.exerciseId = exerciseId
        self.entry = entry
        self.ordinal = ordinal
        self.number = number
        self.isExtra = isExtra
    }

    enum CodingKeys: String, CodingKey {
        case entry, ordinal, number
        case exerciseId = "exercise_id"
        case isExtra = "is_extra"
    }
}

/// Walking a routine (SPEC 8): its planned sets in order, where a workout is in them, and each
/// set prefilled from the plan and from what was done last time.
public enum RoutinePlan {
    /// The planned sets, in order. A superset's entries alternate (A1 B1 A2 B2 …); entries whose
    /// exercise is gone (`exercises` lacks it) are left out, and each is walked as it fits its
    /// exercise now (`RoutineEntry.fitting`).
    public static func steps(_ routine: Routine, exercises: [String: Exercise]) -> [PlannedSet] {
        var out: [PlannedSet] = []
        var ordinals: [String: Int] = [:]
        let entries = routine.entries.compactMap { e in exercises[e.exerciseId].map { e.fitting($0) } }
        var i = 0
        while i < entries.count {
            var run = [entries[i]]
            while let g = entries[i].group, i + 1 < entries.count, entries[i + 1].group == g {
                i += 1
                run.append(entries[i])
            }
            let rounds = run.map(\.sets).max() ?? 0
            for n in 0..<rounds {
                for e in run where n < e.sets {
                    ordinals[e.exerciseId, default: 0] += 1
                    out.append(PlannedSet(exerciseId: e.exerciseId, entry: e, ordinal: ordinals[e.exerciseId]!, number: n + 1))
                }
            }
            i += 1
        }
        return out
    }

    /// The first planned set not yet done: a set is done when the workout holds at least its
    /// ordinal's count of work sets (warm-ups aside) of its exercise. Nil: the plan is done.
    public static func position(_ steps: [PlannedSet], logged: [WorkoutSet], from start: Int = 0) -> Int? {
        var counts: [String: Int] = [:]
        for s in logged where s.kind != .warmup { counts[s.exerciseId, default: 0] += 1 }
        return steps.indices.first { $0 >= start && counts[steps[$0].exerciseId, default: 0] < steps[$0].ordinal }
    }

    /// What a planned set is prefilled with. `done`: this workout's work sets of the exercise,
    /// oldest first; `previous`: the same exercise's work sets in the last workout of the same
    /// routine, oldest first; `lastSet`: the exercise's newest set anywhere; `bar`: the empty bar
    /// for a barbell lift (in the profile's unit), the first weight of a lifter new to it.
    public static func prefill(
        _ step: PlannedSet, done: [WorkoutSet], previous: [WorkoutSet], lastSet: WorkoutSet?,
        bar: (weight: Double, unit: WeightUnit)?
    ) -> SetSpec {
        let e = step.entry
        let same = previous.indices.contains(step.ordinal - 1) ? previous[step.ordinal - 1] : previous.last
        var spec = SetSpec()
        if let w = e.weight {
            spec.weight = w
            spec.weightUnit = e.weightUnit
        } else if let source = [done.last, same, lastSet?.kind == .warmup ? nil : lastSet].compactMap({ $0 }).first(where: { $0.weight != nil }) {
            spec.weight = source.weight
            spec.weightUnit = source.weightUnit
        } else if let bar, e.duration == nil {
            spec.weight = bar.weight
            spec.weightUnit = bar.unit
        }
        if let low = e.reps {
            if let max = e.repsMax, let r = same?.reps, (low...max).contains(r) { spec.reps = r } else { spec.reps = low }
        } else if e.duration != nil || e.distance != nil {
            spec.duration = e.duration
            spec.distance = e.distance
            spec.distanceUnit = e.distance == nil ? nil : e.distanceUnit
        } else if let source = [done.last, same, lastSet?.kind == .warmup ? nil : lastSet].compactMap({ $0 })
            .first(where: { $0.reps != nil || $0.duration != nil || $0.distance != nil })
        {
            // A plan whose reps or time no longer apply (`RoutineEntry.fitting`): as done today,
            // then last time.
            spec.reps = source.reps
            spec.duration = source.duration
            spec.distance = source.distance
            spec.distanceUnit = source.distance == nil ? nil : source.distanceUnit
        }
        return spec
    }

    /// The same exercise's work sets of a workout, oldest first.
    public static func workSets(_ sets: [WorkoutSet], of exerciseId: String) -> [WorkoutSet] {
        sets.filter { $0.exerciseId == exerciseId && $0.kind != .warmup }.sorted { SessionRules.isNewer($1, than: $0) }
    }
}
