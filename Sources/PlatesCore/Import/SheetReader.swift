import Foundation

/// A training log kept in a spreadsheet, not an app's export: a row a set (or, with a `Sets`
/// column, as many sets as it says), columns found by the names people give them — `Date`,
/// `Exercise` (or `Lift`, `Movement`), `Weight` (`Load`, `Weight (lbs)`, `kg`), `Reps`, `Sets`,
/// `RPE`, `Unit`, `Distance`, `Duration`, `Set Type`, `Workout`, `Notes`. A weight may carry its
/// unit (`100kg`, `225 lbs`) or be body weight (`BW`, `BW+20`); a weight without one is in the
/// `Unit` column's, the header's (`Weight (lbs)`), else `unit`, and the report says so. Columns it
/// does not read are named in the report, with how many rows had a value in them.
enum SheetReader {
    /// The names each field goes by, lower case, as `ImportFormat.detect` and `read` look for them.
    /// German, Spanish, French, Italian and Portuguese sheets' names too (`Datum`, `Übung`, `Gewicht`, `Wdh`).
    static let dateNames = ["date", "day", "workout date", "date and time", "datetime", "datum", "fecha", "data"]
    static let exerciseNames = [
        "exercise", "exercise name", "lift", "movement", "übung", "uebung", "ejercicio", "exercice", "esercizio", "exercício", "exercicio",
    ]
    static let plainWeightNames = ["weight", "load", "gewicht", "peso", "poids", "carga"]
    static let repsNames = [
        "reps", "repetitions", "rep", "wdh", "wdh.", "wiederholungen", "repeticiones", "répétitions", "ripetizioni", "repetições", "repeticoes",
    ]
    static let valueNames =
        plainWeightNames + repsNames + ["distance", "duration", "weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)", "kg", "lbs", "lb"]

    static func read(_ text: String, unit: WeightUnit, calendar: Calendar) throws(ImportFailure) -> ImportFile {
        let sheet = try ImportSheet(text: text)
        func named(_ names: [String]) -> ImportSheet.Column? { names.lazy.compactMap { sheet.column($0) }.first }
        guard let date = named(dateNames) else { throw ImportFailure("This spreadsheet has no ‘Date’ column.") }
        guard let exercise = named(exerciseNames) else { throw ImportFailure("This spreadsheet has no ‘Exercise’ column.") }
        let weightKg = named(["weight (kg)", "weight (kgs)", "kg", "kgs"])
        let weightLb = named(["weight (lbs)", "weight (lb)", "lbs", "lb"])
        let weightPlain = named(plainWeightNames)
        let unitColumn = named(["unit", "units", "weight unit", "einheit", "unidad", "unité", "unita", "unidade"])
        let reps = named(repsNames)
        let sets = named(["sets", "sätze", "saetze", "series", "séries", "serie"])
        let rpe = named(["rpe"])
        let distance = named(["distance", "distance (km)", "distance (m)", "distance (mi)"])
        let distanceUnit = named(["distance unit"])
        let duration = named(["duration", "seconds", "duration (sec)", "duration (s)"])
        // Not `Type`: a sheet may mean the exercise's (strength, cardio) by it.
        let kind = named(["set type", "kind"])
        let workout = named(["workout", "workout name", "session", "routine"])
        let notes = named(["notes", "note", "comment", "comments", "notiz", "notizen", "kommentar", "notas", "nota", "remarques"])
        let read = [date, exercise, weightKg, weightLb, weightPlain, unitColumn, reps, sets, rpe, distance, distanceUnit, duration, kind, workout, notes]
        let readIndices = Set(read.compactMap { $0?.index })
        let parsers = ImportDates(["yyyy-MM-dd", "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss"], calendar: calendar)
        try parsers.learnOrder(sheet, date)

        var file = ImportFile(format: .sheet)
        var days = WorkoutSequence()
        var workouts = ImportedWorkouts()
        var nameKeys = NameKeys()
        var unread: [Int: Int] = [:]
        let values = [weightKg, weightLb, weightPlain, reps, distance, duration].compactMap { $0 }
        // A sheet often writes the day, and the exercise, on the first of its rows only.
        var dateAbove: ImportTime?
        var nameAbove: String?
        for row in sheet.table.rows {
            file.rows += 1
            for i in row.fields.indices where !readIndices.contains(i) && !ImportText.trimmed(row.fields[i]).isEmpty { unread[i, default: 0] += 1 }
            var name = row.text(exercise)
            guard values.contains(where: { !row.text($0).isEmpty }) else {
                // A row of the sheet's layout (a day's or an exercise's heading, a total, a lift
                // planned and not done) carries no set and makes no exercise; the rows under a
                // heading take its day and name.
                if !name.isEmpty { nameAbove = name }
                if let day = parsers.parse(row.text(date)) { dateAbove = day }
                file.notSets += 1
                continue
            }
            if name.isEmpty, let above = nameAbove {
                name = above
                file.adjustments["rows without an exercise given the one above them", default: 0] += 1
            }
            guard !name.isEmpty else { throw ImportFailure(line: row.line, column: exercise.name, "the exercise name is empty.") }
            let time: ImportTime
            if row.text(date).isEmpty, let above = dateAbove {
                time = above
                file.adjustments["rows without a date given the one above them", default: 0] += 1
            } else {
                time = try row.time(date, parsers)
            }
            dateAbove = time
            nameAbove = name
            // A day without a time of day: its sets from noon, a second apart, as FitNotes' days.
            let start = time.seconds.truncatingRemainder(dividingBy: 86_400) == 0 ? time.adding(12 * 3_600) : time
            let workoutName = row.text(workout)
            // Rows at one time (a day without times) take a second each after it, in file order.
            let key = "\(start.seconds)"
            let workoutKey = "\(time.startOfDay.seconds)\u{1F}" + workoutName
            var set = ImportedSet(line: row.line, exercise: nameKeys.shared(name), date: parsers.instant(start))
            set.columns["date"] = date.name
            if !workoutName.isEmpty {
                set.workout = try workouts.index(workoutKey, in: &file) { () throws(ImportFailure) in
                    var w = ImportedWorkout(line: row.line, name: workoutName, start: parsers.instant(start))
                    w.timeIdentity = start.identity
                    return w
                }
            }
            set.kind = try kindOf(row, kind)
            if try readWeight(row, into: &set, kg: weightKg, lb: weightLb, plain: weightPlain, unitColumn: unitColumn, unit: unit) {
                file.adjustments["weights without a unit read as \(unit.rawValue) (--unit, or “No unit means” in the import form, changes it)", default: 0] += 1
            }
            set.reps = try row.whole(reps)
            set.columns["reps"] = reps?.name
            set.duration = try row.seconds(duration)
            set.columns["duration"] = duration?.name
            if let d = try row.number(distance) {
                set.columns["distance"] = distance?.name
                // The header's unit, `Distance (m)`, when the row has none.
                let header = distance?.name.lowercased() ?? ""
                let headerUnit: DistanceUnit = header.contains("(m)") ? .m : header.contains("(mi") ? .mi : .km
                try set.setDistance(d, unit: row.text(distanceUnit), empty: headerUnit, row: row, column: distanceUnit, in: &file)
            }
            if let r = try row.number(rpe), r != 0 {
                set.rpe = r
                set.columns["rpe"] = rpe?.name
            }
            set.notes = ImportText.join([row.text(notes)])
            let count = try row.whole(sets) ?? 1
            guard count == 0 || Limits.setsAtOnce.contains(count) else {
                throw ImportFailure(line: row.line, column: sets?.name, "\(count) sets on one row: at most \(Limits.setsAtOnce.upperBound).")
            }
            if count == 0 {
                file.notSets += 1
                continue
            }
            for _ in 0..<count {
                let when = start.adding(Double(days.next(workout: key)))
                set.date = parsers.instant(when)
                set.timeIdentity = when.identity
                file.sets.append(set)
            }
        }
        for (i, rows) in unread.sorted(by: { $0.key < $1.key }) {
            file.adjustments["values of the column ‘\(sheet.table.header[i])’ not read (no field of Plates takes it)", default: 0] += rows
        }
        return file
    }

    /// Whether the weight was read in `unit` for want of one in the row or the header.
    static func readWeight(
        _ row: CSVTable.Row, into set: inout ImportedSet, kg: ImportSheet.Column?, lb: ImportSheet.Column?, plain: ImportSheet.Column?,
        unitColumn: ImportSheet.Column?, unit: WeightUnit
    ) throws(ImportFailure) -> Bool {
        let columns: [(ImportSheet.Column?, WeightUnit?)] = [(kg, .kg), (lb, .lb), (plain, nil)]
        guard let (column, headerUnit) = columns.first(where: { !row.text($0.0).isEmpty }), let plain = column else { return false }
        var text = row.text(plain).lowercased()
        set.columns["weight"] = plain.name
        // Body weight: `BW` alone, or with a load added (`BW+20`, `bw + 10 kg`).
        for word in ["bodyweight", "body weight", "bw"] where text.hasPrefix(word) {
            set.bodyWeight = true
            text = String(text.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return false }
            guard text.hasPrefix("+") else {
                throw ImportFailure(line: row.line, column: plain.name, "‘\(row.text(plain))’ is not a weight (BW, BW+20, 100, 100 kg).")
            }
            text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
            break
        }
        var given: WeightUnit?
        for (suffix, u) in [("kgs", WeightUnit.kg), ("kg", .kg), ("lbs", .lb), ("lb", .lb)] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            given = u
            break
        }
        let hasPoint = text.contains(".")
        guard let value = Double(hasPoint ? text : text.replacingOccurrences(of: ",", with: ".")), value.isFinite, value >= 0 else {
            throw ImportFailure(line: row.line, column: plain.name, "‘\(row.text(plain))’ is not a weight (BW, BW+20, 100, 100 kg).")
        }
        guard value < 1e6 else { throw ImportFailure(line: row.line, column: plain.name, "\(row.text(plain)) is far too large.") }
        set.weight = (value * 10_000).rounded() / 10_000
        if let given = given ?? headerUnit {
            set.weightUnit = given
            return false
        }
        let unitText = row.text(unitColumn)
        if !unitText.isEmpty {
            guard let u = WeightUnit(lenient: unitText) else {
                throw ImportFailure(line: row.line, column: unitColumn?.name, "‘\(unitText)’ is not a weight unit (kg or lb).")
            }
            set.weightUnit = u
            return false
        }
        set.weightUnit = unit
        return true
    }

    /// `W`, `warm-up`, `warmup`, `drop`, `failure`; empty or anything that names a work set is normal.
    static func kindOf(_ row: CSVTable.Row, _ column: ImportSheet.Column?) throws(ImportFailure) -> SetKind {
        let text = row.text(column).lowercased().filter(\.isLetter)
        switch text {
        case "", "normal", "work", "working", "workset", "n": return .normal
        case "w", "warmup", "warm": return .warmup
        case "d", "drop", "dropset": return .drop
        case "f", "failure", "tofailure": return .failure
        default:
            throw ImportFailure(line: row.line, column: column?.name, "‘\(row.text(column))’ is not a set type (warm-up, drop, failure or empty).")
        }
    }
}
