import Foundation

/// A routine written as text, the way lifters write plans: `Squat 5x5 100kg warm-ups; Bench
/// Press 3x8-12; Curl 3x10 + Pushdown 3x12; Plank 3x60s`. Entries are separated by `;` or line
/// breaks, a superset joins its exercises with ` + `. Used by `plates routine add|edit` and the
/// TUI's routine form, and written back by `describe`.
public enum RoutineText {
    /// One entry as read, its exercise still a name.
    public struct Line: Hashable, Sendable {
        public var exerciseName: String
        public var entry: RoutineEntry
    }

    public static let maxEntries = 40
    public static let maxSets = 20

    /// Every entry of `text`, exercise names unresolved; `unit` for a weight typed without one.
    public static func parse(_ text: String, unit: WeightUnit) throws(PlatesError) -> [Line] {
        var lines: [Line] = []
        var group = 0
        let entries = text.split(whereSeparator: { $0 == ";" || $0 == "\n" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !entries.isEmpty else { throw .validation("The plan is empty: write e.g. ‘Squat 5x5 100kg; Bench Press 3x8-12’.", field: "entries") }
        for entry in entries {
            let parts = entry.components(separatedBy: " + ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let superset = parts.count > 1
            if superset { group += 1 }
            for part in parts {
                var line = try parsePart(part, unit: unit)
                if superset { line.entry.group = group }
                lines.append(line)
            }
        }
        guard lines.count <= maxEntries else { throw .validation("A routine holds at most \(maxEntries) exercises.", field: "entries") }
        return lines
    }

    /// The entries of `text` with each exercise name matched among `exercises` (the command
    /// line's `plates routine add` and the TUI's routine form). `Row 5x5` is the barbell row, not
    /// the rowing machine: reps mean a strength exercise, a time a hold or cardio.
    public static func entries(
        _ text: String, exercises: [Exercise], aliases: [String: String], unit: WeightUnit
    ) throws(PlatesError) -> [RoutineEntry] {
        try parse(text, unit: unit).map { line throws(PlatesError) in
            var e = line.entry
            let types: Set<ExerciseType> = e.reps != nil ? [.strength] : [.timed, .cardio]
            e.exerciseId = try ExerciseMatcher.match(line.exerciseName, in: exercises, aliases: aliases, preferring: .init(types: types)).id
            return e
        }
    }

    /// The exercises the plan names that nothing answers to (`ExerciseMatcher.isUnknown`), each
    /// once, as the quick-log would add them (`NewExerciseGuess`: the group from the name, the
    /// type from the planned sets); empty when the plan does not read.
    public static func newExercises(_ plan: String, exercises: [Exercise], aliases: [String: String], unit: WeightUnit) -> [ExerciseDraft] {
        guard let lines = try? RoutineText.parse(plan, unit: unit) else { return [] }
        var drafts: [ExerciseDraft] = []
        for line in lines where ExerciseMatcher.isUnknown(line.exerciseName, in: exercises, aliases: aliases) {
            let d = NewExerciseGuess.draft(named: line.exerciseName, for: SetSpec(reps: line.entry.reps, duration: line.entry.duration))
            if !drafts.contains(where: { Exercise.nameKey($0.name) == Exercise.nameKey(d.name) }) { drafts.append(d) }
        }
        return drafts
    }

    /// `Squat 5x5 100kg warm-ups` → the name and its planned sets.
    static func parsePart(_ raw: String, unit: WeightUnit) throws(PlatesError) -> Line {
        var text = raw.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "–", with: "-")
            .replacingOccurrences(of: "@", with: " ").replacingOccurrences(of: ",", with: " ")
        text = text.replacingOccurrences(of: #"(\d)\s*[xX*]\s*(\d)"#, with: "$1x$2", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(\d)\s*-\s*(\d)"#, with: "$1-$2", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(\d)\s+(kg|lbs?|s|sec|secs)\b"#, with: "$1$2", options: [.regularExpression, .caseInsensitive])
        let tokens = text.split(separator: " ").map(String.init)
        guard let at = tokens.firstIndex(where: { $0.range(of: #"^\d+x\d+(-\d+)?(s|sec|secs)?$"#, options: [.regularExpression, .caseInsensitive]) != nil })
        else {
            throw .validation("‘\(raw)’: write the sets as count×reps, e.g. ‘Squat 5x5’, ‘Curl 3x8-12’ or ‘Plank 3x60s’.", field: "entries")
        }
        let name = tokens[..<at].joined(separator: " ")
        guard !name.isEmpty else { throw .validation("‘\(raw)’: name the exercise before its sets.", field: "entries") }
        let spec = tokens[at].lowercased()
        let xs = spec.split(separator: "x", maxSplits: 1)
        guard let count = Int(xs[0]), (1...maxSets).contains(count) else {
            throw .validation("‘\(raw)’: between 1 and \(maxSets) sets.", field: "entries")
        }
        var entry = RoutineEntry(exerciseId: "", sets: count)
        var amount = String(xs[1])
        if let s = amount.firstIndex(where: { $0 == "s" }) {
            amount = String(amount[..<s])
            guard let seconds = Int(amount), Limits.duration.contains(seconds) else {
                throw .validation("‘\(raw)’: a hold lasts 1 s to 24 h.", field: "entries")
            }
            entry.duration = seconds
        } else {
            let range = amount.split(separator: "-").compactMap { Int($0) }
            guard let low = range.first, Limits.loadedReps.contains(low), range.count <= 2 else {
                throw .validation("‘\(raw)’: reps from 1 to \(Limits.loadedReps.upperBound).", field: "entries")
            }
            entry.reps = low
            if range.count == 2 {
                guard range[1] > low, Limits.loadedReps.contains(range[1]) else {
                    throw .validation("‘\(raw)’: a rep range goes up, e.g. 8-12.", field: "entries")
                }
                entry.repsMax = range[1]
            }
        }
        for token in tokens[(at + 1)...] {
            let t = token.lowercased()
            if ["warm-up", "warm-ups", "warmup", "warmups", "wu", "+warm-ups"].contains(t) {
                entry.warmUps = true
            } else if let w = weight(t, unit: unit) {
                guard w.value >= 0, w.unit.convert(w.value, to: .kg) <= Limits.maxSetWeightKg else {
                    throw .validation("‘\(raw)’: a weight from 0 to \(Int(Limits.maxSetWeightKg)) kg.", field: "entries")
                }
                entry.weight = w.value
                entry.weightUnit = w.unit
            } else {
                throw .validation("‘\(raw)’: ‘\(token)’ is neither a weight (100kg) nor ‘warm-ups’.", field: "entries")
            }
        }
        return Line(exerciseName: name, entry: entry)
    }

    static func weight(_ t: String, unit: WeightUnit) -> (value: Double, unit: WeightUnit)? {
        var number = t
        var u = unit
        for (suffix, su) in [("kg", WeightUnit.kg), ("lbs", .lb), ("lb", .lb)] where t.hasSuffix(suffix) {
            number = String(t.dropLast(suffix.count))
            u = su
            break
        }
        guard let v = Double(number), v.isFinite else { return nil }
        return (v, u)
    }

    /// `5×5 @ 100 kg, warm-ups`, `3×8–12`, `3×60 s`; `3 sets` for a plan walked by its count
    /// (`RoutineEntry.fitting`).
    public static func describe(_ e: RoutineEntry) -> String {
        var s: String
        if let d = e.duration, e.reps == nil {
            s = "\(e.sets)×\(d) s"
        } else if let reps = e.reps {
            s = "\(e.sets)×\(reps)" + (e.repsMax.map { "–\($0)" } ?? "")
        } else {
            s = e.sets == 1 ? "1 set" : "\(e.sets) sets"
        }
        if let w = e.weight { s += " @ \(NumberText.format(w)) \((e.weightUnit ?? .kg).rawValue)" }
        if e.warmUps { s += ", warm-ups" }
        return s
    }

    /// The whole routine in the grammar `parse` reads (supersets joined with ` + `).
    public static func describe(_ r: Routine, names: [String: String]) -> String {
        var out: [String] = []
        var i = 0
        while i < r.entries.count {
            var run = [r.entries[i]]
            while let g = r.entries[i].group, i + 1 < r.entries.count, r.entries[i + 1].group == g {
                i += 1
                run.append(r.entries[i])
            }
            out.append(run.map { entry in "\(names[entry.exerciseId] ?? "?") \(writable(entry))" }.joined(separator: " + "))
            i += 1
        }
        return out.joined(separator: "; ")
    }

    /// `5x5 100kg warm-ups`: `describe` in the grammar's plain spelling.
    static func writable(_ e: RoutineEntry) -> String {
        var s = "\(e.sets)x"
        if let d = e.duration, e.reps == nil { s += "\(d)s" } else { s += "\(e.reps ?? 1)" + (e.repsMax.map { "-\($0)" } ?? "") }
        if let w = e.weight { s += " \(NumberText.format(w))\((e.weightUnit ?? .kg).rawValue)" }
        if e.warmUps { s += " warm-ups" }
        return s
    }
}
