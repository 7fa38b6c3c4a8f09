import Foundation

/// Turns a parsed entry into set drafts for one exercise, filling what was left out from the
/// exercise's last set: `bench` alone repeats it, `bench 105` keeps its reps, `bench x6` its weight.
public enum QuickLogResolver {
    /// - Parameters:
    ///   - lastSet: the exercise's most recent set, if any.
    ///   - preferredUnit: the profile's unit, which a weight typed without a unit is in (it
    ///     used to follow the last set's unit, so `100x5` after a `225lbx5` logged 100 lb). A weight
    ///     taken from the last set keeps that set's unit with it.
    ///   - planned: in a routine's workout, the plan's next set of the exercise
    ///     (`WorkoutPlan.nextPrefill`): what the line leaves out comes from it, not from the last
    ///     set (`ohp` alone is the planned set, `ohp 42.5` keeps the planned reps). A body-weight
    ///     exercise's number alone is its reps before the plan fills in the rest (`dips 8`: 8
    ///     reps, not BW + 8 kg × the planned 10).
    public static func drafts(
        for spec: SetSpec, exercise: Exercise, lastSet: WorkoutSet?, preferredUnit: WeightUnit,
        date: Date, notes: String? = nil, planned: SetSpec? = nil
    ) throws(PlatesError) -> [SetDraft] {
        var draft = SetDraft(exerciseId: exercise.id, kind: spec.kind, rpe: spec.rpe, date: date, notes: notes)
        var spec = repsOfBodyWeight(spec, exercise: exercise)
        try refuseNumberAloneOnHold(spec, exercise: exercise, preferredUnit: preferredUnit)
        if let planned { spec = spec.completed(by: planned) }
        let unit = spec.weightUnit ?? preferredUnit
        if spec.bodyWeight && !exercise.usesBodyWeight {
            throw .validation("\(exercise.name) is not a body-weight exercise: type a weight, like 100x5.", field: "weight")
        }
        if spec.isEmpty {
            guard let last = lastSet else {
                throw .validation("No earlier set of \(exercise.name) to repeat: type one, like \(example(for: exercise)).", field: "entry")
            }
            draft.weight = last.weight
            draft.weightUnit = last.weightUnit
            draft.reps = last.reps
            draft.duration = last.duration
            draft.distance = last.distance
            draft.distanceUnit = last.distanceUnit
        } else {
            switch exercise.exerciseType {
            case .strength where spec.duration == nil && spec.distance == nil:
                draft.weightUnit = unit
                if spec.bodyWeight {
                    draft.weight = spec.weight ?? 0
                } else if let w = spec.weight {
                    draft.weight = w
                } else if spec.reps != nil || spec.rpe != nil || spec.kind != .normal {
                    // Reps alone keep the last set's load; a body-weight exercise's first set is
                    // the body alone (`pull-ups x8`).
                    draft.weight = lastSet?.weight ?? (exercise.usesBodyWeight && lastSet == nil ? 0 : nil)
                    draft.weightUnit = lastSet?.weightUnit ?? preferredUnit
                }
                draft.reps = spec.reps ?? lastSet?.reps
                if draft.weight == nil || draft.reps == nil {
                    let missing = draft.weight == nil ? "weight" : "reps"
                    throw .validation(
                        "No \(missing) given, and there is no earlier set of \(exercise.name) to take it from: type \(example(for: exercise)).", field: missing)
                }
            default:
                draft.weight = spec.bodyWeight ? (spec.weight ?? 0) : spec.weight
                draft.weightUnit = draft.weight == nil ? nil : unit
                draft.reps = spec.reps
                draft.duration = spec.duration
                draft.distance = spec.distance
                draft.distanceUnit = spec.distanceUnit
                if exercise.exerciseType == .timed, draft.duration == nil, draft.reps == nil, draft.distance == nil {
                    draft.duration = lastSet?.duration
                }
            }
        }
        // `100x5x3`: three sets, a millisecond apart so their order is the order typed;
        // `100x5,5,4`: each with its own reps; `60s,45s,40s` its own time.
        return (0..<spec.count).map { i in
            var d = draft
            d.date = date.addingTimeInterval(Double(i) / 1000)
            if let each = spec.repsEach, i < each.count { d.reps = each[i] }
            if let each = spec.durationsEach, i < each.count { d.duration = each[i] }
            return d
        }
    }

    /// `dips 8`, `pull-ups 10`: on a body-weight exercise a number alone is the reps — it was
    /// read as 8 kg added, with the last set's reps (BW + 8 kg × 8). A load on top is typed as
    /// one: `+10`, `10kg`, `bw+10`, `10x8`.
    public static func repsOfBodyWeight(_ spec: SetSpec, exercise: Exercise) -> SetSpec {
        guard exercise.usesBodyWeight, exercise.exerciseType == .strength, spec.bareNumber, spec.reps == nil, let n = spec.weight,
            n == n.rounded(), Limits.reps.contains(Int(n)), spec.duration == nil, spec.distance == nil
        else { return spec }
        var reps = spec
        (reps.weight, reps.reps, reps.bareNumber) = (nil, Int(n), false)
        return reps
    }

    /// `plank 90`: a number alone on a hold was a new load on the last hold's time (+90 kg for
    /// 1:00, and a record for it), where a first plank refused it. Lifters mean seconds (`90`)
    /// as often as minutes (`2`), so neither is guessed: the message gives both writings.
    static func refuseNumberAloneOnHold(_ spec: SetSpec, exercise: Exercise, preferredUnit: WeightUnit) throws(PlatesError) {
        guard exercise.exerciseType == .timed, spec.bareNumber, spec.duration == nil, spec.distance == nil, let n = spec.weight
        else { return }
        let t = Validator.shown(n)
        throw .validation(
            "‘\(t)’ on a hold: a time takes its unit (\(t)s, \(t)min), a load a + or its unit (+\(t), \(t)\(preferredUnit.rawValue)).",
            field: "duration")
    }

    /// A logged set with new values typed in the grammar (`82.5x8@9`): the TUI's edit form and
    /// `plates set edit`. What the text leaves out comes from the set; its date and notes stay.
    /// An exercise's name first moves the set to that exercise (one of `exercises`, read as the
    /// quick-log reads names): `ohp` alone keeps its values, `ohp 40x10` gives new ones — a set
    /// logged to the wrong exercise, found later in history.
    public static func edited(
        _ set: WorkoutSet, text: String, exercise: Exercise, exercises: [Exercise] = [], aliases: [String: String] = [:],
        preferredUnit: WeightUnit
    ) throws(PlatesError) -> SetDraft {
        let entry = try QuickLogParser.parse(text.isEmpty ? " " : text)
        var target = exercise
        if let name = entry.exerciseQuery {
            guard !exercises.isEmpty else { throw .validation("‘\(name)’ is not a set: type it like 100x5.", field: "set") }
            target = try ExerciseMatcher.match(name, in: exercises, aliases: aliases)
        }
        guard entry.spec.count == 1 else { throw .validation("Edit one set at a time: drop the ×\(entry.spec.count).", field: "set") }
        var draft = try drafts(for: entry.spec, exercise: target, lastSet: set, preferredUnit: preferredUnit, date: set.date, notes: set.notes)[0]
        // A name alone moves the set as it is: a warm-up stays one, its RPE stays.
        (draft.kind, draft.rpe) = entry.spec.isEmpty ? (set.kind, set.rpe) : (entry.spec.kind, draft.rpe)
        return draft
    }

    /// An example entry for the exercise's type, for messages.
    public static func example(for exercise: Exercise) -> String {
        switch exercise.exerciseType {
        case .strength: return exercise.usesBodyWeight ? "bw x 8 or bw+20x8" : "100x5"
        case .timed: return "60s or 1:30"
        case .cardio: return "5km 25:00"
        }
    }

    /// The quick-log form's line of examples: only what logs for this exercise's type (a hold
    /// refuses `100x5x3`).
    public static func examples(for exercise: Exercise) -> String {
        switch exercise.exerciseType {
        case .strength where exercise.usesBodyWeight: return "bw x 8 or bw+20x8 · bwx8x3 · @8 RPE · bw-15x8 assisted"
        case .strength: return "100x5 · 100x5x3 · @8 RPE · w60x10 warm-up"
        case .timed: return "60s or 1:30 · +10kg 45s · 60sx3 · w30s warm-up"
        case .cardio: return "5km 25:00 · 30min · 400mx8 (8 sets) · @7 RPE"
        }
    }
}
