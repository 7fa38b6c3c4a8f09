import Foundation

/// The records of an exercise of any type (SPEC 3, 9): weight records through `PersonalRecords`;
/// timed holds and cardio with the weight records' tie and warm-up rules:
/// warm-ups never count; on an equal measure the earlier set holds it (date, then creation, then
/// id). Each target ranks its candidates with a `RecordRank` whose first field is the measure, so
/// a store compares ranks without knowing the rule (PostgreSQL's guarded upsert, as for weights).
public enum ExerciseRecords {
    /// Times a weighted hold is ranked at: the heaviest added weight held at least this long.
    public static let holdSeconds = [30, 60, 120]
    public static let halfMarathon = 21_097
    public static let marathon = 42_195
    /// A distance within 1 % short of a standard one reaches it: 3.1 mi is a 5 km run (4,989 m),
    /// and so is a watch's 4.98 km.
    static let reachTolerance = 0.99

    /// The distances an exercise's pace records are kept for, from its name: an erg's 500 m to
    /// 10 km, a ride's 10 to 100 km, a swim's 100 to 1,500 m, otherwise a run's 1 km to marathon.
    public static func standardDistances(for exercise: Exercise) -> [Int] {
        switch CardioKind(exercise) {
        case .erg: [500, 1000, 2000, 5000, 10_000]
        case .ride: [10_000, 20_000, 40_000, 100_000]
        case .swim: [100, 400, 1500]
        case .run: [1000, 5000, 10_000, halfMarathon, marathon]
        }
    }

    /// The targets a set of `exercise` may hold, before comparing it with their holders.
    public static func targets(reachedBy set: WorkoutSet, of exercise: Exercise) -> [RecordTarget] {
        guard set.kind != .warmup else { return [] }
        let duration = set.duration ?? 0
        switch exercise.exerciseType {
        case .strength:
            return PersonalRecords.targets(reachedBy: set).map(RecordTarget.reps)
        case .timed:
            guard duration > 0 else { return [] }
            var targets: [RecordTarget] = [.longestHold]
            if (set.weightKg ?? 0) > 0 { targets += holdSeconds.filter { duration >= $0 }.map { .heaviestHold(seconds: $0) } }
            return targets
        case .cardio:
            let metres = set.distanceMetres ?? 0
            var targets: [RecordTarget] = []
            if metres > 0 { targets.append(.longestDistance) }
            if duration > 0 { targets.append(.longestDuration) }
            if metres > 0, duration > 0 {
                targets += standardDistances(for: exercise).filter { metres >= Double($0) * reachTolerance }.map { .fastest(metres: $0) }
            }
            return targets
        }
    }

    /// Where a set stands for a target, best first. Weight targets keep `PersonalRecords.rank`;
    /// the others put their measure first: minus the seconds or millimetres (longer first), the
    /// added load in milligrams then minus the seconds (heavier, then longer), the pace in
    /// milliseconds per kilometre (faster first).
    public static func rank(_ set: WorkoutSet, for target: RecordTarget, bodyWeight: Bool) -> RecordRank {
        let date = set.date.unixMilliseconds
        let created = set.createdAt.unixMilliseconds
        let seconds = Int64(set.duration ?? 0)
        let metres = set.distanceMetres ?? 0
        switch target {
        case .reps:
            return PersonalRecords.rank(set, bodyWeight: bodyWeight)
        case .longestHold, .longestDuration:
            return RecordRank(load: -seconds, reps: 0, date: date, createdAt: created)
        case .heaviestHold:
            return RecordRank(load: -RecordRank.milligrams(set.weightKg ?? 0), reps: -seconds, date: date, createdAt: created)
        case .longestDistance:
            return RecordRank(load: -Int64((metres * 1000).rounded()), reps: 0, date: date, createdAt: created)
        case .fastest:
            let pace = metres > 0 ? Int64((Double(seconds) * 1_000_000 / metres).rounded()) : .max
            return RecordRank(load: pace, reps: 0, date: date, createdAt: created)
        }
    }

    /// Whether `a` holds `target` over `b`: the better rank, then the lower id.
    public static func isBetter(_ a: WorkoutSet, than b: WorkoutSet, for target: RecordTarget, bodyWeight: Bool) -> Bool {
        let ra = rank(a, for: target, bodyWeight: bodyWeight)
        let rb = rank(b, for: target, bodyWeight: bodyWeight)
        return ra != rb ? ra < rb : a.id < b.id
    }

    /// Which holders change when `newSets` join sets whose holders are `holders`: the changed
    /// targets with their new holder. What a store keeping one row per record runs on each log.
    public static func improved(_ holders: [RecordTarget: WorkoutSet], by newSets: [WorkoutSet], of exercise: Exercise) -> [RecordTarget: WorkoutSet] {
        var best = holders
        var changed: [RecordTarget: WorkoutSet] = [:]
        for set in newSets {
            for target in targets(reachedBy: set, of: exercise) {
                if let current = best[target], !isBetter(set, than: current, for: target, bodyWeight: exercise.usesBodyWeight) { continue }
                best[target] = set
                changed[target] = set
            }
        }
        return changed
    }

    /// Every record of `exercise` among `sets`, in target order.
    public static func records(in sets: [WorkoutSet], of exercise: Exercise) -> [PersonalRecord] {
        // Weight records in the one pass that ranks each set once (the demo reads them per render).
        if exercise.exerciseType == .strength { return PersonalRecords.records(in: sets, bodyWeight: exercise.usesBodyWeight) }
        return improved([:], by: sets, of: exercise).sorted { $0.key < $1.key }.map { PersonalRecord(target: $0.key, set: $0.value) }
    }

    /// The record `ExerciseRecords.currentTarget` names, alone: the exercise list's column.
    public static func currentRecord(in sets: [WorkoutSet], of exercise: Exercise) -> PersonalRecord? {
        guard exercise.exerciseType != .strength else {
            return PersonalRecords.record(for: exercise.defaultPRReps, in: sets, bodyWeight: exercise.usesBodyWeight)
        }
        return records(in: sets, of: exercise).first { $0.target == currentTarget(of: exercise) }
    }

    /// The records that `newSets` now hold: what to announce after a log.
    public static func newRecords(after newSets: [WorkoutSet], in allSets: [WorkoutSet], of exercise: Exercise) -> [PersonalRecord] {
        let ids = Set(newSets.map(\.id))
        return records(in: allSets, of: exercise).filter { ids.contains($0.set.id) }
    }

    /// The record the exercise list shows as its current one: the PR for the exercise's own rep
    /// target, the longest hold, or the longest distance.
    public static func currentTarget(of exercise: Exercise) -> RecordTarget {
        switch exercise.exerciseType {
        case .strength: return .reps(exercise.defaultPRReps)
        case .timed: return .longestHold
        case .cardio: return .longestDistance
        }
    }

    /// Whether an edit of an exercise changes how its sets rank or which targets they reach: the
    /// body-weight flag (ties by reps), the type, or for cardio a name with other standard distances.
    public static func editChangesRecords(from old: Exercise, to new: Exercise) -> Bool {
        old.usesBodyWeight != new.usesBodyWeight || old.exerciseType != new.exerciseType
            || (new.exerciseType == .cardio && standardDistances(for: old) != standardDistances(for: new))
    }

    /// The pace of a set in seconds per kilometre, or per mile when `unit` is miles.
    public static func pace(_ set: WorkoutSet, per unit: DistanceUnit) -> Double? {
        guard let metres = set.distanceMetres, metres > 0, let seconds = set.duration, seconds > 0 else { return nil }
        return Double(seconds) / metres * (unit == .mi ? DistanceUnit.mi.metres : 1000)
    }
}
