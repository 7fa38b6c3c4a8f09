import Foundation

/// A typed load far above anything the lifter has lifted on the exercise: `bench 1000x5` after
/// sets of 100 logged a 1,000 kg bench and a record for it; or its reps and weight the other way
/// round (`squat 5x100`, 5 kg × 100 reps). Such a set is asked about before it is
/// logged (the TUI's second enter, the shell's question or `--yes`), never refused outright: a
/// lifter's first heavy single after light sets is theirs to log.
public enum UnusualLoad {
    /// Five times the heaviest known set or more, and at least 20 kg more: a digit typed twice
    /// (100 → 1000, 60 → 600, 2.5 → 25) is ten times; a new lifter's work set after the empty bar
    /// (20 → 60 kg, which twice asked about in the 5×5's first walk) and a light dumbbell's jump
    /// (5 → 12 kg) are not asked about.
    public static let factor = 5.0
    public static let marginKilograms = 20.0

    /// The question to ask before logging `drafts`, or nil when their loads are in line with
    /// `known`: the exercise's sets at hand (its last set, its record, its last session's top
    /// set). Warm-ups are no measure (the bar before a work set); a body-weight exercise's added
    /// load, a hold's or a run's are not checked.
    public static func question(_ drafts: [SetDraft], exercise: Exercise, known: [WorkoutSet?], unit: WeightUnit) -> String? {
        guard exercise.exerciseType == .strength, !exercise.usesBodyWeight else { return nil }
        if let swapped = repsFirst(drafts, known: known, unit: unit) { return swapped }
        // A set that reads reps first (5 kg × 100) is no measure either: correcting it to
        // 100x5 was asked "20 times the heaviest Squat logged (5 kg × 100): a typo?".
        let heaviest = known.compactMap { $0 }.filter { $0.kind != .warmup && kilograms($0.draft) != nil && !readsRepsFirst($0.draft) }
            .max { kilograms($0.draft)! < kilograms($1.draft)! }
        guard let heaviest, let reference = kilograms(heaviest.draft), reference > 0,
            let typed = drafts.max(by: { (kilograms($0) ?? 0) < (kilograms($1) ?? 0) }), let load = kilograms(typed),
            load >= reference * factor, load - reference >= marginKilograms
        else { return nil }
        let entered = typed.weightUnit ?? unit
        let was = SetFormatter(unit: unit).describe(heaviest, bodyWeight: false)
        let times = NumberText.format((load / reference * 10).rounded(.down) / 10, decimals: 1)
        return "\(SetFormatter(unit: entered).weight(typed.weight ?? 0, entered)) is \(times) times the heaviest \(exercise.name) logged (\(was)): a typo?"
    }

    /// More reps than this with a load whose number could be a set's reps reads as written the
    /// other way round: `squat 5x100` (reps first, as some write it) was logged as 5 kg × 100
    /// reps, and a record of it.
    public static let manyReps = 30

    /// The question for a set of more than `manyReps` reps at a light whole load that would be
    /// its reps (`5x100`), unless the lifter has logged such long sets of the exercise before.
    static func repsFirst(_ drafts: [SetDraft], known: [WorkoutSet?], unit: WeightUnit) -> String? {
        guard !known.contains(where: { ($0?.reps ?? 0) > manyReps }),
            let typed = drafts.first(where: readsRepsFirst), let weight = typed.weight, let reps = typed.reps
        else { return nil }
        let entered = typed.weightUnit ?? unit
        let f = SetFormatter(unit: entered)
        let asTyped = f.weight(weight, entered) + " × \(reps)"
        let swapped = f.weight(Double(reps), entered) + " × \(Int(weight))"
        return "\(asTyped) is \(reps) reps: did you mean \(swapped)? The weight comes first: \(NumberText.format(Double(reps)))x\(Int(weight))."
    }

    /// More than `manyReps` reps at a whole load of at most `manyReps`: `5x100`.
    static func readsRepsFirst(_ d: SetDraft) -> Bool {
        guard let w = d.weight, let reps = d.reps, reps > manyReps, w > 0, w == w.rounded() else { return false }
        return Int(w) <= manyReps
    }

    static func kilograms(_ d: SetDraft) -> Double? {
        d.weight.map { (d.weightUnit ?? .kg).convert($0, to: .kg) }
    }
}
