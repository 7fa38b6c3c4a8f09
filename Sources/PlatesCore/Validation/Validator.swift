import Foundation

/// Checks drafts against SPEC 2 and returns them normalised (trimmed text, dates at millisecond
/// precision, units filled in). Every refusal says which field and why, in words a lifter can act on.
public enum Validator {
    // MARK: Exercises

    public static func name(_ raw: String) throws(PlatesError) -> String {
        let name = try TextRule.checked(raw, .exerciseName, field: "name")
        guard !name.isEmpty else { throw .validation("The exercise name is empty: type a name.", field: "name") }
        return name
    }

    public static func prReps(_ reps: Int) throws(PlatesError) -> Int {
        guard Limits.prReps.contains(reps) else {
            throw .validation("The PR rep target must be 1, 3, 5, 8 or 10 (got \(reps)).", field: "default_pr_reps")
        }
        return reps
    }

    public static func weeklyGoal(_ sessions: Int) throws(PlatesError) -> Int {
        guard Limits.weeklyGoal.contains(sessions) else {
            throw .validation(
                "The weekly goal must be from \(Limits.weeklyGoal.lowerBound) to \(Limits.weeklyGoal.upperBound) sessions (got \(sessions)).",
                field: "weekly_goal")
        }
        return sessions
    }

    public static func note(_ raw: String?, field: String = "notes") throws(PlatesError) -> String? {
        guard let raw else { return nil }
        let text = try TextRule.checked(raw, .note, field: field)
        return text.isEmpty ? nil : text
    }

    public static func exercise(_ draft: ExerciseDraft, defaultPRReps: Int) throws(PlatesError) -> ExerciseDraft {
        var d = draft
        d.name = try name(draft.name)
        d.defaultPRReps = try prReps(draft.defaultPRReps ?? defaultPRReps)
        d.pinnedNote = try note(draft.pinnedNote, field: "pinned_note")
        return d
    }

    public static func exercise(_ e: Exercise) throws(PlatesError) -> Exercise {
        var e = e
        e.name = try name(e.name)
        e.defaultPRReps = try prReps(e.defaultPRReps)
        e.pinnedNote = try note(e.pinnedNote, field: "pinned_note")
        if let rest = e.restSeconds { e.restSeconds = try RestTimeText.check(rest) }
        return e
    }

    // MARK: Sets

    /// The id of a set stored again (undo, redo, `POST /sets/restore`): ids Plates makes are UUIDs
    /// and UUID-shaped hashes, so 1–100 letters, digits and `-_.:` (schemathesis sent a NUL, which
    /// PostgreSQL refuses with a 500).
    public static func restoredID(_ id: String) throws(PlatesError) -> String {
        let allowed = id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.:".unicodeScalars.contains($0))
        }
        guard (1...100).contains(id.count), allowed else {
            throw .validation("A set's id is 1 to 100 letters, digits, -, _, . or : (got ‘\(id.prefix(40))’).", field: "id")
        }
        return id
    }

    /// Checks that the set's fields match the exercise's type and are in range.
    public static func set(_ draft: SetDraft, for exercise: Exercise, now: Date) throws(PlatesError) -> SetDraft {
        var d = draft
        d.notes = try note(draft.notes)
        d.date = try date(draft.date, now: now)
        if let rpe = draft.rpe {
            guard rpe.isFinite, Limits.rpe.contains(rpe), (rpe * 2).rounded() == rpe * 2 else {
                throw .validation("RPE must be between 1 and 10 in steps of 0.5 (got \(NumberText.format(rpe))).", field: "rpe")
            }
        }
        switch exercise.exerciseType {
        case .strength:
            guard draft.duration == nil, draft.distance == nil else {
                throw .validation("\(exercise.name) is a strength exercise: log weight × reps, like 100x5.", field: "duration")
            }
            guard let weight = draft.weight else {
                throw .validation("The weight is missing: log weight × reps, like 100x5\(exercise.usesBodyWeight ? " or bw x 8" : "").", field: "weight")
            }
            guard let reps = draft.reps else { throw .validation("The reps are missing: log weight × reps, like 100x5.", field: "reps") }
            d.weightUnit = draft.weightUnit ?? .kg
            try checkLoad(
                weight, unit: d.weightUnit!, allowZero: exercise.usesBodyWeight, exercise: exercise,
                allowAssistance: exercise.usesBodyWeight)
            try checkReps(reps, loaded: weight > 0)
        case .timed:
            guard draft.reps == nil, draft.distance == nil else {
                throw .validation("\(exercise.name) is a timed hold: log a time like 60s or 1:30.", field: "reps")
            }
            guard let duration = draft.duration else {
                throw .validation("The time is missing: log a hold like 60s, 1:30 or +10kg 45s.", field: "duration")
            }
            try checkDuration(duration)
            if let weight = draft.weight {
                d.weightUnit = draft.weightUnit ?? .kg
                try checkLoad(weight, unit: d.weightUnit!, allowZero: true, exercise: exercise)
            } else {
                d.weightUnit = nil
            }
        case .cardio:
            guard draft.weight == nil, draft.reps == nil else {
                throw .validation("\(exercise.name) is cardio: log a distance and/or a time, like 5km 25:00.", field: "weight")
            }
            guard draft.distance != nil || draft.duration != nil else {
                throw .validation("Log a distance and/or a time for \(exercise.name), like 5km 25:00 or 30min.", field: "distance")
            }
            if let duration = draft.duration { try checkDuration(duration) }
            if let distance = draft.distance {
                let unit = draft.distanceUnit ?? .km
                d.distanceUnit = unit
                guard distance.isFinite, distance >= Limits.smallestAmount - 1e-12, unit.convert(distance, to: .m) <= Limits.maxDistanceMetres else {
                    throw .validation(
                        "The distance must be at least \(NumberText.format(Limits.smallestAmount)) \(unit.rawValue) and at most 1000 km (got \(shown(distance)) \(unit.rawValue)).",
                        field: "distance")
                }
            } else {
                d.distanceUnit = nil
            }
        }
        return d
    }

    /// `allowAssistance`: a body-weight exercise's set may take load off (an assisted pull-up,
    /// `bw-15x8`), stored as a negative added load (docs/DECISIONS.md).
    static func checkLoad(
        _ weight: Double, unit: WeightUnit, allowZero: Bool, exercise: Exercise,
        allowAssistance: Bool = false
    ) throws(PlatesError) {
        let maxInUnit = WeightUnit.kg.convert(Limits.maxSetWeightKg, to: unit)
        guard weight.isFinite, weight >= 0 || allowAssistance else {
            throw .validation(
                "The weight must be a number of 0 or more (got \(NumberText.format(weight))); only a body-weight exercise takes assistance (bw-15x8).",
                field: "weight")
        }
        guard abs(weight) <= maxInUnit + 1e-9 else {
            throw .validation(
                "\(NumberText.format(weight)) \(unit.rawValue) is more than the \(NumberText.format(maxInUnit, decimals: 0)) \(unit.rawValue) a set can hold: check the number.",
                field: "weight")
        }
        guard weight == 0 || abs(weight) >= Limits.smallestAmount - 1e-12 else {
            throw .validation(
                "A load is 0 or at least \(NumberText.format(Limits.smallestAmount)) \(unit.rawValue): \(shown(weight)) \(unit.rawValue) is too small to show.",
                field: "weight")
        }
        guard weight > 0 || allowZero else {
            throw .validation("A weight of 0 is only for body-weight exercises; \(exercise.name) needs a load.", field: "weight")
        }
    }

    /// A number as the message quotes it: three decimals, or all its digits when those show 0.
    static func shown(_ value: Double) -> String {
        let text = NumberText.format(value)
        return value != 0 && (text == "0" || text == "-0") ? "\(value)" : text
    }

    static func checkReps(_ reps: Int, loaded: Bool = false) throws(PlatesError) {
        if loaded, reps > Limits.loadedReps.upperBound {
            throw .validation(
                "\(reps) reps with a load is more than the \(Limits.loadedReps.upperBound) a set can hold: check the number (weight × reps, like 100x5).",
                field: "reps")
        }
        guard Limits.reps.contains(reps) else {
            throw .validation("Reps must be between 1 and \(Limits.reps.upperBound) (got \(reps)).", field: "reps")
        }
    }

    static func checkDuration(_ seconds: Int) throws(PlatesError) {
        guard Limits.duration.contains(seconds) else {
            throw .validation("The time must be between 1 second and 24 hours (got \(seconds) s).", field: "duration")
        }
    }

    /// Refuses dates before 1900 or more than a day ahead of `now`; rounds to milliseconds (the
    /// precision of storage and the wire), so what is stored reads back equal.
    public static func date(_ date: Date, now: Date) throws(PlatesError) -> Date {
        let t = date.timeIntervalSince1970
        guard t.isFinite, t >= Limits.earliestDate else {
            throw .validation("The date is before 1900: check it.", field: "date")
        }
        guard t <= now.timeIntervalSince1970 + Limits.futureSlack else {
            throw .validation("The date is in the future: log what you have done.", field: "date")
        }
        return date.roundedToMilliseconds
    }

    // MARK: Body weight and profile

    public static func bodyWeight(_ draft: BodyWeightDraft, now: Date) throws(PlatesError) -> BodyWeightDraft {
        var d = draft
        try checkBodyWeight(draft.weight, unit: draft.unit, field: "weight")
        d.date = try date(draft.date, now: now)
        d.notes = try note(draft.notes)
        return d
    }

    public static func checkBodyWeight(_ weight: Double, unit: WeightUnit, field: String) throws(PlatesError) {
        let low = WeightUnit.kg.convert(Limits.bodyWeightKg.lowerBound, to: unit)
        let high = WeightUnit.kg.convert(Limits.bodyWeightKg.upperBound, to: unit)
        guard weight.isFinite, weight >= low - 1e-9, weight <= high + 1e-9 else {
            throw .validation(
                "A body weight must be between \(NumberText.format(low, decimals: 0)) and \(NumberText.format(high, decimals: 0)) \(unit.rawValue) (got \(NumberText.format(weight)) \(unit.rawValue)).",
                field: field)
        }
    }

    public static func profile(_ profile: Profile, applying patch: ProfilePatch) throws(PlatesError) -> Profile {
        var p = profile
        if let unit = patch.unit { p.unit = unit }
        if let reps = patch.defaultPRReps { p.defaultPRReps = try prReps(reps) }
        if let alert = patch.restAlert { p.restAlert = alert == .bell ? nil : alert }
        if let goal = patch.weeklyGoal { p.weeklyGoal = try weeklyGoal(goal) == WeekStreak.defaultGoal ? nil : goal }
        for unit in WeightUnit.allCases {
            let (bar, plates) = unit == .kg ? (patch.barKg, patch.platesKg) : (patch.barLb, patch.platesLb)
            if case .absent = bar, case .absent = plates { continue }
            var inventory = p.inventory(unit)
            switch bar {
            case .absent: break
            case .null: inventory.bar = PlateInventory.standard(unit).bar
            case .value(let weight):
                try PlateInventory.checkBar(weight, field: "bar_\(unit.rawValue)")
                inventory.bar = weight
            }
            switch plates {
            case .absent: break
            case .null: inventory.plates = PlateInventory.standard(unit).plates
            case .value(let text): inventory.plates = try PlateInventory.parsePlates(text, field: "plates_\(unit.rawValue)")
            }
            p.setInventory(PlateInventory(unit: unit, bar: inventory.bar, plates: inventory.plates))
        }
        if patch.clearGoal {
            p.goalWeight = nil
            p.goalWeightUnit = nil
        } else if let goal = patch.goalWeight {
            let unit = patch.goalWeightUnit ?? p.unit
            try checkBodyWeight(goal, unit: unit, field: "goal_weight")
            p.goalWeight = goal
            p.goalWeightUnit = unit
        }
        return p
    }

    public static func page(skip: Int, limit: Int) throws(PlatesError) {
        guard skip >= 0 else { throw .validation("skip must be 0 or more (got \(skip)).", field: "skip") }
        guard Limits.pageLimit.contains(limit) else {
            throw .validation("limit must be between 1 and 100 (got \(limit)).", field: "limit")
        }
    }
}
