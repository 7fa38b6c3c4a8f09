import Foundation

/// Hevy's CSV export: `title,start_time,end_time,description,exercise_title,superset_id,
/// exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe`
/// (`weight_lbs` and `distance_miles` in imperial exports). Dates are formatted for the phone's
/// locale (`15 Sep 2025, 07:48`, `May 15, 2026, 7:26 PM`); exercise notes are repeated on every set
/// with a literal `\n`.
enum HevyReader {
    static func read(_ text: String, calendar: Calendar) throws(ImportFailure) -> ImportFile {
        let sheet = try ImportSheet(text: text)
        let title = sheet.column("title")
        let start = try sheet.require("start_time", format: "Hevy")
        let exercise = try sheet.require("exercise_title", format: "Hevy")
        let type = sheet.column("set_type")
        let kg = sheet.column("weight_kg")
        let lb = sheet.column("weight_lbs", "weight_lb")
        let reps = sheet.column("reps")
        let seconds = sheet.column("duration_seconds")
        let km = sheet.column("distance_km")
        let miles = sheet.column("distance_miles")
        let metres = sheet.column("distance_meters")
        let rpe = sheet.column("rpe")
        let notes = sheet.column("exercise_notes")
        let description = sheet.column("description")
        let end = sheet.column("end_time")
        let parsers = ImportDates(
            [
                "d MMM yyyy, HH:mm", "d MMM yyyy, H:mm", "MMM d, yyyy, h:mm a", "MMM d, yyyy h:mm a", "d MMM yyyy HH:mm",
                "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd HH:mm",
            ], calendar: calendar)
        try parsers.learnOrder(sheet, start)

        var file = ImportFile(format: .hevy)
        var workouts = WorkoutSequence()
        var named = ImportedWorkouts()
        var nameKeys = NameKeys()
        // One allocation for all the sets: grown by appending, the array's copies and spare
        // capacity were a third of a 100,000-set import's memory.
        file.sets.reserveCapacity(sheet.table.rows.count)
        for row in sheet.table.rows {
            file.rows += 1
            let name = row.text(exercise)
            guard !name.isEmpty else { throw ImportFailure(line: row.line, column: exercise.name, "the exercise name is empty.") }
            let began = try row.time(start, parsers)
            let workout = row.text(start) + "\u{1F}" + row.text(title)
            let when = began.adding(Double(workouts.next(workout: workout)))
            let firstOfExercise = workouts.isFirst(of: nameKeys.key(name), in: workout)
            var set = ImportedSet(line: row.line, exercise: nameKeys.shared(name), date: parsers.instant(when))
            set.timeIdentity = when.identity
            set.columns["date"] = start.name
            set.workout = try named.index(workout, in: &file) { () throws(ImportFailure) in
                var w = ImportedWorkout(line: row.line, name: row.text(title).isEmpty ? "Workout" : row.text(title), start: parsers.instant(began))
                w.timeIdentity = began.identity
                w.notes = ImportText.join([row.text(description).replacingOccurrences(of: "\\n", with: "\n")])
                // An end before the start (a clock changed mid-workout) is no length.
                if let end, !row.text(end).isEmpty, case let finish = parsers.instant(try row.time(end, parsers)), finish >= w.start {
                    w.finish = finish
                }
                return w
            }
            switch row.text(type).lowercased() {
            case "", "normal": set.kind = .normal
            case "warmup", "warm_up", "warm-up": set.kind = .warmup
            case "dropset", "drop_set", "drop": set.kind = .drop
            case "failure": set.kind = .failure
            default:
                throw ImportFailure(line: row.line, column: type?.name, "‘\(row.text(type))’ is not a set type (warmup, normal, failure, dropset).")
            }
            try set.readWeight(row, from: [(kg, .kg), (lb, .lb)])
            set.reps = try row.whole(reps)
            set.columns["reps"] = reps?.name
            set.duration = try row.whole(seconds)
            set.columns["duration"] = seconds?.name
            try set.readDistance(row, from: [(km, .km), (miles, .mi), (metres, .m)])
            if let r = try row.number(rpe), r != 0 {
                set.rpe = r
                set.columns["rpe"] = rpe?.name
            }
            // Notes are repeated on every set: keep them once, on the exercise's first set. The
            // description is the workout's.
            if firstOfExercise { set.notes = ImportText.join([row.text(notes).replacingOccurrences(of: "\\n", with: "\n")]) }
            file.sets.append(set)
        }
        return file
    }
}
