import Foundation

/// Strong's CSV export, both shapes: classic (`Date,Workout Name,Duration,Exercise Name,Set Order,
/// Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`, the weight in the user's unit, which
/// the file does not say) and 2025 (`;`-separated, quoted, `Weight (kg)`, `Distance (meters)`,
/// `Duration (sec)`, a `Workout #`).
enum StrongReader {
    static func read(_ text: String, unit: WeightUnit, calendar: Calendar) throws(ImportFailure) -> ImportFile {
        let sheet = try ImportSheet(text: text)
        let date = try sheet.require("Date", format: "Strong")
        let exercise = try sheet.require("Exercise Name", format: "Strong")
        let order = try sheet.require("Set Order", format: "Strong")
        let workoutName = sheet.column("Workout Name")
        let workoutNumber = sheet.column("Workout #")
        let weightKg = sheet.column("Weight (kg)")
        let weightLb = sheet.column("Weight (lbs)", "Weight (lb)")
        let weightPlain = sheet.column("Weight")
        let reps = sheet.column("Reps")
        let seconds = sheet.column("Seconds")
        let metres = sheet.column("Distance (meters)", "Distance (m)")
        let km = sheet.column("Distance (km)")
        let miles = sheet.column("Distance (miles)", "Distance (mi)")
        let plainDistance = sheet.column("Distance")
        let notes = sheet.column("Notes")
        let workoutNotes = sheet.column("Workout Notes")
        let durationText = sheet.column("Duration")
        let durationSeconds = sheet.column("Duration (sec)", "Duration (seconds)")
        let rpe = sheet.column("RPE")
        let parsers = ImportDates(["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd"], calendar: calendar)
        try parsers.learnOrder(sheet, date)

        var file = ImportFile(format: .strong)
        var workouts = WorkoutSequence()
        var named = ImportedWorkouts()
        var nameKeys = NameKeys()
        // One allocation for all the sets: grown by appending, the array's copies and spare
        // capacity were a third of a 100,000-set import's memory.
        file.sets.reserveCapacity(sheet.table.rows.count)
        for row in sheet.table.rows {
            file.rows += 1
            let orderText = row.text(order)
            let kind: SetKind
            switch orderText.uppercased() {
            case "REST TIMER", "":
                file.notSets += 1
                continue
            case "W": kind = .warmup
            case "D": kind = .drop
            case "F": kind = .failure
            default:
                guard Int(orderText) != nil else {
                    throw ImportFailure(line: row.line, column: order.name, "‘\(orderText)’ is not a set number, W, D, F or Rest Timer.")
                }
                kind = .normal
            }
            let name = row.text(exercise)
            guard !name.isEmpty else { throw ImportFailure(line: row.line, column: exercise.name, "the exercise name is empty.") }
            let start = try row.time(date, parsers)
            let workout = row.text(date) + "\u{1F}" + row.text(workoutNumber) + "\u{1F}" + row.text(workoutName)
            let when = start.adding(Double(workouts.next(workout: workout)))
            var set = ImportedSet(line: row.line, exercise: nameKeys.shared(name), date: parsers.instant(when))
            set.timeIdentity = when.identity
            set.columns["date"] = date.name
            set.kind = kind
            set.workout = try named.index(workout, in: &file) { () throws(ImportFailure) in
                var w = ImportedWorkout(line: row.line, name: row.text(workoutName).isEmpty ? "Workout" : row.text(workoutName), start: parsers.instant(start))
                w.timeIdentity = start.identity
                let length = ImportDuration.seconds(row.text(durationSeconds)) ?? ImportDuration.seconds(row.text(durationText))
                if let length { w.finish = w.start.addingTimeInterval(Double(length)) }
                return w
            }
            if let i = set.workout, file.workouts[i].notes == nil { file.workouts[i].notes = ImportText.join([row.text(workoutNotes)]) }
            if try set.readWeight(row, from: [(weightKg, .kg), (weightLb, .lb), (weightPlain, unit)]) == 2 {
                file.countUnitlessWeight(unit)
            }
            set.reps = try row.whole(reps)
            set.columns["reps"] = reps?.name
            set.duration = try row.whole(seconds)
            set.columns["duration"] = seconds?.name
            // Classic exports write a unitless distance in the user's unit, like the weight.
            try set.readDistance(row, from: [(metres, .m), (km, .km), (miles, .mi), (plainDistance, unit == .lb ? .mi : .km)])
            // RPE 0 or empty means none.
            if let r = try row.number(rpe), r != 0 {
                set.rpe = r
                set.columns["rpe"] = rpe?.name
            }
            set.notes = ImportText.join([row.text(notes)])
            file.sets.append(set)
        }
        return file
    }
}

/// Sets of one workout share its start time in the apps' exports; Plates gives each a second of
/// its own after the start, in file order, so history keeps the order they were done in.
struct WorkoutSequence {
    private var counts: [String: Int] = [:]
    private var seenExercises: Set<String> = []

    /// The next set's place in `workout`: 0 for its first.
    mutating func next(workout: String) -> Int {
        func taking(_ n: inout Int) -> Int {
            defer { n += 1 }
            return n
        }
        return taking(&counts[workout, default: 0])  // one look-up, not one to read and one to write
    }

    /// Whether this is the first set of `exercise` in `workout` (asked once a set).
    mutating func isFirst(of exercise: String, in workout: String) -> Bool {
        seenExercises.insert(workout + "\u{1E}" + exercise).inserted
    }
}

enum ImportText {
    /// Non-empty parts joined by a blank line, or nil.
    static func join(_ parts: [String]) -> String? {
        var kept: [String] = []
        for part in parts where !part.isEmpty {
            let trimmed = trimmed(part)
            if !trimmed.isEmpty { kept.append(trimmed) }
        }
        return kept.isEmpty ? nil : kept.joined(separator: "\n\n")
    }

    /// `text` without white space at its ends. Most fields have none: a byte check at both ends
    /// skips Foundation's trimming (a third of a large import's time once, and a twentieth again
    /// when the notes of every row went through it).
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        func plain(_ b: UInt8) -> Bool { b > 0x20 && b < 0x7F }
        guard !plain(first) || !plain(last) else { return text }
        guard text.first?.isWhitespace == true || text.last?.isWhitespace == true else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
