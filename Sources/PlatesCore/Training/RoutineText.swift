import Foundation

/// A routine written as text, the way lifters write plans: `Squat 5x5 100kg warm-ups; Bench
/// Press 3x8-12; Barbell Curl 3x10 + Pushdown 3x12; Plank 3x60s; Rowing 10min`. Entries are separated by
/// `;` or line breaks (or a comma before an entry: `Row 3x8, Curl 3x10`), a superset joins its
/// exercises with ` + `; a time is read as the quick-log reads it, and a decimal comma as a point. Used by `plates routine add|edit` and the
/// TUI's routine form, and written back by `describe`.
public enum RoutineText {
    /// The plan the form and `plates routine --help` show as an example: every name in it is one
    /// exercise of the built-in catalogue (`Curl` alone is two: it did not read on a new file).
    public static let example = "Squat 5x5 100kg warm-ups; Bench Press 3x8-12; Barbell Curl 3x10 + Pushdown 3x12; Plank 3x60s"

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
        let entries = entryTexts(text, unit: unit).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
            let types: Set<ExerciseType> = e.reps != nil ? [.strength] : e.distance != nil ? [.cardio] : [.timed, .cardio]
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
            let d = NewExerciseGuess.draft(
                named: line.exerciseName,
                for: SetSpec(reps: line.entry.reps, duration: line.entry.duration, distance: line.entry.distance, distanceUnit: line.entry.distanceUnit))
            if !drafts.contains(where: { Exercise.nameKey($0.name) == Exercise.nameKey(d.name) }) { drafts.append(d) }
        }
        return drafts
    }

    /// The entries' texts: split at `;` and line breaks, and at a comma where what follows reads as
    /// an entry of its own (`Row 3x8, Curl 3x10`: lifters list with commas); elsewhere a comma is a
    /// pause inside one (`Squat 5x5, 100kg, warm-ups`), or a decimal comma (`102,5kg`: it was read
    /// as 102 then 5 kg, and 5 kg kept).
    static func entryTexts(_ text: String, unit: WeightUnit) -> [String] {
        let decimal = text.replacingOccurrences(of: #"(\d),(\d{1,2})(?!\d)"#, with: "$1.$2", options: .regularExpression)
        var out: [String] = []
        for piece in decimal.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            for (i, segment) in piece.components(separatedBy: ",").enumerated() {
                if i > 0, !startsAnEntry(segment, unit: unit) {
                    out[out.count - 1] += "," + segment
                } else {
                    out.append(segment)
                }
            }
        }
        return out
    }

    /// Whether `text` is a whole entry: a name first, then sets (each exercise of a superset).
    static func startsAnEntry(_ text: String, unit: WeightUnit) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.first?.isLetter == true else { return false }
        return t.components(separatedBy: " + ").allSatisfy { (try? parsePart($0.trimmingCharacters(in: .whitespaces), unit: unit)) != nil }
    }

    /// `Squat 5x5 100kg warm-ups` → the name and its planned sets.
    static func parsePart(_ raw: String, unit: WeightUnit) throws(PlatesError) -> Line {
        var text = raw.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "–", with: "-")
            .replacingOccurrences(of: "@", with: " ").replacingOccurrences(of: ",", with: " ")
        text = text.replacingOccurrences(of: #"(\d)\s*[xX*]\s*(\d)"#, with: "$1x$2", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(\d)\s*-\s*(\d)"#, with: "$1-$2", options: .regularExpression)
        text = text.replacingOccurrences(
            of: #"(\d)\s+(kg|lbs?|s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?|km|kilomet(?:er|re)s?|miles?|mi|meters?|metres?|m)\b"#, with: "$1$2",
            options: [.regularExpression, .caseInsensitive])
        let tokens = text.split(separator: " ").map(String.init)
        // `5x5`, `3x8-12`, `3x60s`, `3x1:00`, `1x30min`, `8x400m`; else a time or a distance alone
        // is one set (`Rowing 10min`), after the name's first word, so a name that starts with a
        // number (`21s Curl`) stays a name.
        let counted = tokens.firstIndex { t in
            let parts = t.lowercased().split(separator: "x", maxSplits: 1)
            return parts.count == 2 && parts[0].allSatisfy(\.isASCII) && Int(parts[0]) != nil
                && (String(parts[1]).range(of: #"^\d+(-\d+)?$"#, options: .regularExpression) != nil
                    || QuickLogParser.isTimeOrDistance(String(parts[1])))
        }
        guard let at = counted ?? tokens.indices.first(where: { $0 > 0 && QuickLogParser.isTimeOrDistance(tokens[$0].lowercased()) }) else {
            throw .validation("‘\(raw)’: write the sets as count×reps, e.g. ‘Squat 5x5’, ‘Curl 3x8-12’, ‘Plank 3x60s’ or ‘Rowing 10min’.", field: "entries")
        }
        let name = tokens[..<at].joined(separator: " ")
        guard !name.isEmpty else { throw .validation("‘\(raw)’: name the exercise before its sets.", field: "entries") }
        let spec = tokens[at].lowercased()
        let xs = counted == nil ? ["1", Substring(spec)] : spec.split(separator: "x", maxSplits: 1)
        guard let count = Int(xs[0]), (1...maxSets).contains(count) else {
            throw .validation("‘\(raw)’: between 1 and \(maxSets) sets.", field: "entries")
        }
        var entry = RoutineEntry(exerciseId: "", sets: count)
        let amount = String(xs[1])
        if QuickLogParser.isTimeOrDistance(amount) {
            try plan(amount, into: &entry, raw: raw)
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
            } else if entry.reps == nil, QuickLogParser.isTimeOrDistance(t) {
                // `Running 1x5km 25:00`: a distance and its time.
                try plan(t, into: &entry, raw: raw)
            } else if let w = weight(t, unit: unit) {
                if let first = entry.weight {
                    throw .validation(
                        "‘\(raw)’: two weights, \(NumberText.format(first)) \(entry.weightUnit?.rawValue ?? "") and \(token): an entry takes one (a decimal is written 102.5kg or 102,5kg).",
                        field: "entries")
                }
                guard w.value >= 0, w.unit.convert(w.value, to: .kg) <= Limits.maxSetWeightKg else {
                    throw .validation("‘\(raw)’: a weight from 0 to \(Int(Limits.maxSetWeightKg)) kg.", field: "entries")
                }
                entry.weight = w.value
                entry.weightUnit = w.unit
            } else if t.hasPrefix("bw") {
                // Lifters write `Pull-ups 3x8 bw`; a plan's weight on a body-weight exercise is the load added.
                throw .validation(
                    "‘\(raw)’: a body-weight exercise's plan needs no ‘bw’: ‘Pull-ups 3x8’ walks body weight (or last time's load), ‘Dips 3x8 20kg’ adds 20 kg.",
                    field: "entries")
            } else {
                throw .validation("‘\(raw)’: ‘\(token)’ is neither a weight (100kg) nor ‘warm-ups’.", field: "entries")
            }
        }
        return Line(exerciseName: name, entry: entry)
    }

    /// A planned time or distance in the quick-log's spelling (`60s`, `1:30`, `30min`, `1h`;
    /// `400m`, `5km`, `3.1mi`), into the entry; one of each at most.
    static func plan(_ amount: String, into entry: inout RoutineEntry, raw: String) throws(PlatesError) {
        guard let spec = try? QuickLogParser.parse(amount).spec else {
            throw .validation("‘\(raw)’: ‘\(amount)’ is not a time or a distance.", field: "entries")
        }
        if let distance = spec.distance {
            guard entry.distance == nil else { throw .validation("‘\(raw)’: one distance a set.", field: "entries") }
            let unit = spec.distanceUnit ?? .km
            guard distance >= Limits.smallestAmount, unit.convert(distance, to: .m) <= Limits.maxDistanceMetres else {
                throw .validation("‘\(raw)’: a distance up to 1000 km.", field: "entries")
            }
            entry.distance = distance
            entry.distanceUnit = unit
        } else {
            guard entry.duration == nil else { throw .validation("‘\(raw)’: one time a set.", field: "entries") }
            guard let seconds = spec.duration, Limits.duration.contains(seconds) else {
                throw .validation("‘\(raw)’: a hold lasts 1 s to 24 h.", field: "entries")
            }
            entry.duration = seconds
        }
    }

    /// `400 m`, `5 km` (spaced, as shown) or `400m`, `50meters` (as the grammar reads it back:
    /// `m` below 100 is minutes there).
    static func planned(distance: Double, _ unit: DistanceUnit, spaced: Bool) -> String {
        let number = NumberText.format(distance)
        if spaced { return number + " " + unit.rawValue }
        return number + (unit == .m && distance < 100 ? "meters" : unit.rawValue)
    }

    /// `60 s`, `90 s`, `30 min`, `2:30`: a planned time as the plan shows it.
    static func planned(_ seconds: Int, spaced: Bool) -> String {
        if seconds < 120 { return spaced ? "\(seconds) s" : "\(seconds)s" }
        if seconds % 60 == 0 { return spaced ? "\(seconds / 60) min" : "\(seconds / 60)min" }
        return DurationText.format(seconds)
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
        if e.reps == nil, e.duration != nil || e.distance != nil {
            let parts = [e.distance.map { planned(distance: $0, e.distanceUnit ?? .km, spaced: true) }, e.duration.map { planned($0, spaced: true) }]
            s = "\(e.sets)×" + parts.compactMap { $0 }.joined(separator: " · ")
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
        if e.reps == nil, e.duration != nil || e.distance != nil {
            let parts = [e.distance.map { planned(distance: $0, e.distanceUnit ?? .km, spaced: false) }, e.duration.map { planned($0, spaced: false) }]
            s += parts.compactMap { $0 }.joined(separator: " ")
        } else {
            s += "\(e.reps ?? 1)" + (e.repsMax.map { "-\($0)" } ?? "")
        }
        if let w = e.weight { s += " \(NumberText.format(w))\((e.weightUnit ?? .kg).rawValue)" }
        if e.warmUps { s += " warm-ups" }
        return s
    }
}
