import Foundation

/// FitNotes' CSV export: `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,
/// Time,Comment` (older: `Weight (kgs)` or `Weight (lbs)` and no `Weight Unit`). The unit is per
/// row, `Category` is the muscle group, and there is no time of day: a day's sets start at noon.
enum FitNotesReader {
    static func read(_ text: String, calendar: Calendar) throws(ImportFailure) -> ImportFile {
        let sheet = try ImportSheet(text: text, widening: "Exercise")
        let date = try sheet.require("Date", format: "FitNotes")
        let exercise = try sheet.require("Exercise", format: "FitNotes")
        let category = sheet.column("Category")
        let weight = sheet.column("Weight", "Weight (kgs)", "Weight (kg)", "Weight (lbs)", "Weight (lb)")
        let weightUnit = sheet.column("Weight Unit")
        let headerUnit: WeightUnit = (weight?.name.lowercased().contains("lb") ?? false) ? .lb : .kg
        let reps = sheet.column("Reps")
        let distance = sheet.column("Distance")
        let distanceUnit = sheet.column("Distance Unit")
        let time = sheet.column("Time")
        let comment = sheet.column("Comment", "Comments", "Notes")
        let parsers = ImportDates(["yyyy-MM-dd", "yyyy-MM-dd HH:mm:ss"], calendar: calendar)
        try parsers.learnOrder(sheet, date)

        var file = ImportFile(format: .fitnotes)
        if sheet.rejoined > 0 { file.adjustments["exercise names with unquoted commas joined back together", default: 0] += sheet.rejoined }
        var days = WorkoutSequence()
        var nameKeys = NameKeys()
        // One allocation for all the sets: grown by appending, the array's copies and spare
        // capacity were a third of a 100,000-set import's memory.
        file.sets.reserveCapacity(sheet.table.rows.count)
        for row in sheet.table.rows {
            file.rows += 1
            let name = row.text(exercise)
            guard !name.isEmpty else { throw ImportFailure(line: row.line, column: exercise.name, "the exercise name is empty.") }
            let noon = try row.time(date, parsers).startOfDay.adding(12 * 3_600)
            let when = noon.adding(Double(days.next(workout: row.text(date))))
            var set = ImportedSet(line: row.line, exercise: nameKeys.shared(name), date: parsers.instant(when))
            set.timeIdentity = when.identity
            set.columns["date"] = date.name
            set.muscleGroup = MuscleGroupGuess.fromCategory(row.text(category))
            if let w = try row.number(weight) {
                set.weight = w
                set.columns["weight"] = weight?.name
                let unitText = row.text(weightUnit)
                if unitText.isEmpty {
                    set.weightUnit = headerUnit
                } else {
                    guard let unit = WeightUnit(lenient: unitText) else {
                        throw ImportFailure(line: row.line, column: weightUnit?.name, "‘\(unitText)’ is not a weight unit (kgs or lbs).")
                    }
                    set.weightUnit = unit
                }
            }
            set.reps = try row.whole(reps)
            set.columns["reps"] = reps?.name
            if let d = try row.number(distance), d != 0 {
                set.columns["distance"] = distance?.name
                try set.setDistance(d, unit: row.text(distanceUnit), empty: .km, row: row, column: distanceUnit, in: &file)
            }
            if let t = try row.seconds(time), t != 0 {
                set.duration = t
                set.columns["duration"] = time?.name
            }
            set.notes = ImportText.join([row.text(comment)])
            file.sets.append(set)
        }
        return file
    }
}
