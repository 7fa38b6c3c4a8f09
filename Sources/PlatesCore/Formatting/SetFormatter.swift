import Foundation

/// Formats weights and sets for people (the command line and the TUI's view models share it).
/// A value entered in the display unit shows exactly as entered; others are converted and rounded
/// to 0.1. Body-weight exercises show `BW` and `BW + 20 lb`.
public struct SetFormatter: Sendable {
    public var unit: WeightUnit
    /// `x` instead of `×` and `-` instead of `·`, for terminals without UTF-8.
    public var ascii: Bool

    public init(unit: WeightUnit, ascii: Bool = false) {
        self.unit = unit
        self.ascii = ascii
    }

    /// The number in the display unit, without the unit: `102.5`, `220.5`.
    public func number(_ value: Double, _ entered: WeightUnit) -> String {
        entered == unit ? NumberText.format(value) : NumberText.format(entered.convert(value, to: unit), decimals: 1)
    }

    /// `102.5 kg`, or converted: `226 lb`.
    public func weight(_ value: Double, _ entered: WeightUnit) -> String {
        "\(number(value, entered)) \(unit.rawValue)"
    }

    /// A computed weight (a body-weight card, a change, a goal the stats converted): in the display
    /// unit, one decimal at most, like every converted value (`190 lb`, `−8.6 lb`).
    public func computed(_ value: Double, _ unit: WeightUnit) -> String {
        "\(NumberText.format(unit.convert(value, to: self.unit), decimals: 1)) \(self.unit.rawValue)"
    }

    /// A weight already in kilograms (volume, comparisons), in the display unit.
    public func kilograms(_ kg: Double, decimals: Int = 1) -> String {
        "\(NumberText.format(WeightUnit.kg.convert(kg, to: unit), decimals: decimals)) \(unit.rawValue)"
    }

    /// The load of a set: `100 kg`, `BW`, `BW + 20 lb`, `BW − 15 kg` (assisted), `+10 kg` (a
    /// weighted hold), or nil.
    public func load(_ set: WorkoutSet, bodyWeight: Bool) -> String? {
        let added = set.weight.map { weight(abs($0), set.weightUnit ?? unit) }
        if bodyWeight && set.reps != nil {
            guard let w = set.weight, w != 0, let added else { return "BW" }
            return w > 0 ? "BW + \(added)" : "BW \(ascii ? "-" : "−") \(added)"
        }
        guard let added else { return nil }
        return set.reps == nil ? "+\(added)" : added
    }

    /// Sets logged at once that differ only in their reps (`100x5,5,4`): `100 kg × 5, 5, 4`; or
    /// only in their times (`60s,45s,40s`): `1:00, 45 s, 40 s`. Nil when they differ in more, or
    /// not at all (`3 × 100 kg × 5` says those).
    public func describe(run sets: [WorkoutSet], bodyWeight: Bool) -> String? {
        if let first = sets.first, first.reps == nil, first.duration != nil, Set(sets.map(\.duration)).count > 1 {
            func rest(_ s: WorkoutSet) -> SetDraft {
                var d = s.draft
                (d.duration, d.date) = (nil, first.date)
                return d
            }
            guard sets.allSatisfy({ rest($0) == rest(first) && $0.duration != nil }) else { return nil }
            // The first set's words with its time given as all of theirs (the time is written
            // after the load and the distance: the last place it shows).
            let text = describe(first, bodyWeight: bodyWeight)
            guard let at = text.range(of: DurationText.format(first.duration!), options: .backwards) else { return nil }
            return text.replacingCharacters(in: at, with: sets.map { DurationText.format($0.duration!) }.joined(separator: ", "))
        }
        guard let first = sets.first, Set(sets.map(\.reps)).count > 1, first.reps != nil else { return nil }
        func rest(_ s: WorkoutSet) -> SetDraft {
            var d = s.draft
            (d.reps, d.date) = (nil, first.date)
            return d
        }
        guard sets.allSatisfy({ rest($0) == rest(first) && $0.reps != nil }) else { return nil }
        return describe(first, bodyWeight: bodyWeight, reps: sets.map { String($0.reps!) }.joined(separator: ", "))
    }

    /// The sets of one log, as its toast and its undo say them: `3 × 100 kg × 5`, `3 sets: 100 kg
    /// × 5, 5, 4`, `warm-ups 20×10, 55×5, 85×3 kg`, else each set.
    public func describe(logged sets: [WorkoutSet], bodyWeight: Bool) -> String {
        guard let first = sets.first else { return "" }
        let alike = sets.allSatisfy {
            $0.draft.weight == first.weight && $0.reps == first.reps && $0.duration == first.duration && $0.distance == first.distance
                && $0.kind == first.kind
        }
        if alike { return (sets.count > 1 ? "\(sets.count) × " : "") + describe(first, bodyWeight: bodyWeight) }
        // `100x5,5,4`, `60s,45s`: the reps or times falling, the load the same.
        if let run = describe(run: sets, bodyWeight: bodyWeight) { return "\(sets.count) sets: " + run }
        if sets.allSatisfy({ $0.kind == .warmup && $0.weightUnit == first.weightUnit }), let entered = first.weightUnit {
            return "warm-ups " + sets.map { "\(number($0.weight ?? 0, entered))×\($0.reps ?? 0)" }.joined(separator: ", ") + " \(unit.rawValue)"
        }
        return sets.map { describe($0, bodyWeight: bodyWeight) }.joined(separator: ", ")
    }

    /// `100 kg × 5 @8 (warm-up)`, `BW + 20 lb × 8`, `+10 kg · 45 s`, `5 km · 25:00`.
    public func describe(_ set: WorkoutSet, bodyWeight: Bool) -> String { describe(set, bodyWeight: bodyWeight, reps: nil) }

    private func describe(_ set: WorkoutSet, bodyWeight: Bool, reps shown: String?) -> String {
        let times = ascii ? "x" : "×"
        let dot = ascii ? "-" : "·"
        var parts: [String] = []
        if let reps = set.reps {
            parts.append("\(load(set, bodyWeight: bodyWeight) ?? "?") \(times) \(shown ?? String(reps))")
        } else {
            if let l = load(set, bodyWeight: bodyWeight) { parts.append(l) }
            if let d = distance(set) { parts.append(d) }
            if let s = set.duration { parts.append(DurationText.format(s)) }
        }
        var text = parts.joined(separator: " \(dot) ")
        if let rpe = set.rpe { text += " @\(NumberText.format(rpe))" }
        switch set.kind {
        case .normal: break
        case .warmup: text += " (warm-up)"
        case .drop: text += " (drop)"
        case .failure: text += " (failure)"
        }
        return text
    }

    /// `5RM 100 kg × 5 · e1RM 116.7 kg`, `fastest 5 km 10 km · 48:20 · 4:50 /km`.
    public func describe(_ record: PersonalRecord, of exercise: Exercise) -> String {
        "\(record.target.label) " + describeRecords(of: record.set, [record], of: exercise, withTargets: false)
    }

    /// One line for the records one set holds: `100 kg × 5 · 1RM, 3RM, 5RM · e1RM 116.7 kg`,
    /// `5 km · 24:10 · longest distance, fastest 1 km, fastest 5 km · 4:50 /km`.
    public func describeRecords(of set: WorkoutSet, _ records: [PersonalRecord], of exercise: Exercise, withTargets: Bool = true) -> String {
        let dot = ascii ? "-" : "·"
        let bodyWeight = exercise.usesBodyWeight
        var text = describe(set, bodyWeight: bodyWeight)
        if withTargets { text += " \(dot) " + RecordTarget.phrase(records.map(\.target), ascii: ascii) }
        if let e1rm = oneRepMax(set, bodyWeight: bodyWeight) { text += " \(dot) e1RM \(e1rm)" }
        if records.contains(where: { if case .fastest = $0.target { true } else { false } }), let pace = pace(set, of: exercise) { text += " \(dot) \(pace)" }
        return text
    }

    /// The figure a record is the best of: `100 kg × 5`, `1:23` (a hold), `+10 kg · 45 s` (a
    /// heaviest hold), `10 km`, `48:20`, `4:50 /km`.
    public func measure(_ record: PersonalRecord, of exercise: Exercise) -> String {
        let set = record.set
        let bodyWeight = exercise.usesBodyWeight
        switch record.target {
        case .reps, .heaviestHold: return describe(set, bodyWeight: bodyWeight)
        case .longestHold, .longestDuration: return set.duration.map(DurationText.format) ?? ""
        case .longestDistance: return distance(set) ?? ""
        case .fastest: return pace(set, of: exercise) ?? ""
        }
    }

    /// `5 km`, `3.1 mi`, as entered.
    public func distance(_ set: WorkoutSet) -> String? {
        set.distance.map { "\(NumberText.format($0)) \((set.distanceUnit ?? .km).rawValue)" }
    }

    /// A cardio set's pace as its sport says it (`PaceStyle`), in miles when it was entered in
    /// miles: `4:50 /km`, `1:52.5 /500m`, `32.4 km/h`.
    public func pace(_ set: WorkoutSet, of exercise: Exercise) -> String? {
        ExerciseRecords.pace(set, per: .km).map { PaceStyle(exercise, miles: set.distanceUnit == .mi).text(secondsPerKm: $0) }
    }

    /// The Epley estimate of a set, rounded to 0.1 in the display unit (nil for body-weight sets
    /// and for sets of more than 12 reps, where the formula means nothing).
    public func oneRepMax(_ set: WorkoutSet, bodyWeight: Bool) -> String? {
        guard !bodyWeight, let w = set.weight, w > 0, let reps = set.reps, OneRepMax.meaningfulReps.contains(reps) else { return nil }
        let e = (set.weightUnit ?? unit).convert(OneRepMax.epley(weight: w, reps: reps), to: unit)
        return "\(NumberText.format(e, decimals: 1)) \(unit.rawValue)"
    }
}
