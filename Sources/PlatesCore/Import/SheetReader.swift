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
    /// A body-weight log's weight (`BodyWeightSheet`), beside the plain names when no exercise is named.
    static let bodyWeightNames = [
        "body weight", "bodyweight", "body weight (kg)", "body weight (lbs)", "body weight (lb)", "bw", "körpergewicht", "koerpergewicht",
        "peso corporal", "poids corporel", "peso corporeo",
    ]
    static let repsNames = [
        "reps", "repetitions", "rep", "wdh", "wdh.", "wiederholungen", "repeticiones", "répétitions", "ripetizioni", "repetições", "repeticoes",
    ]
    static let distanceNames = [
        "distance", "distance (km)", "distance (m)", "distance (mi)", "distanz", "strecke", "distancia", "distanza", "distância",
    ]
    static let durationNames = [
        "duration", "seconds", "duration (sec)", "duration (s)", "dauer", "duración", "duracion", "durée", "duree", "durata", "duração", "duracao",
    ]
    static let unitNames = ["unit", "units", "weight unit", "einheit", "unidad", "unité", "unita", "unidade"]
    static let notesNames = ["notes", "note", "comment", "comments", "notiz", "notizen", "kommentar", "notas", "nota", "remarques"]
    static let valueNames =
        plainWeightNames + repsNames + distanceNames + durationNames + SheetTime.eitherNames
        + ["weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)", "kg", "lbs", "lb"]

    /// A sheet's dates: ISO days with or without a time, else a spreadsheet's own formats (`learnOrder`).
    static func dates(_ calendar: Calendar) -> ImportDates {
        ImportDates(["yyyy-MM-dd", "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss"], calendar: calendar)
    }

    static func read(_ text: String, unit: WeightUnit, calendar: Calendar) throws(ImportFailure) -> ImportFile {
        let sheet = try ImportSheet(text: text)
        func named(_ names: [String]) -> ImportSheet.Column? { names.lazy.compactMap { sheet.column($0) }.first }
        guard let date = named(dateNames) else { throw ImportFailure("This spreadsheet has no ‘Date’ column.") }
        guard let exercise = named(exerciseNames) else {
            // No exercise, but a weight: a body-weight log.
            if let weight = named(bodyWeightNames) ?? named(["weight (kg)", "weight (kgs)", "kg", "weight (lbs)", "weight (lb)", "lbs", "lb"])
                ?? named(plainWeightNames)
            {
                return try BodyWeightSheet.read(sheet, date: date, weight: weight, unit: unit, calendar: calendar)
            }
            throw ImportFailure("This spreadsheet has no ‘Exercise’ column.")
        }
        let weightKg = named(["weight (kg)", "weight (kgs)", "kg", "kgs"])
        let weightLb = named(["weight (lbs)", "weight (lb)", "lbs", "lb"])
        let weightPlain = named(plainWeightNames)
        let unitColumn = named(unitNames)
        let reps = named(repsNames)
        let sets = named(["sets", "sätze", "saetze", "series", "séries", "serie"])
        let rpe = named(["rpe"])
        let distance = named(distanceNames)
        let distanceUnit = named(["distance unit"])
        let duration = named(durationNames)
        let minutes = named(["duration (min)", "minutes", "duration (minutes)", "time (min)"])
        // `Time`: the time of day or how long the set took (`SheetTime`).
        let clock = named(SheetTime.clockNames)
        let either = named(SheetTime.eitherNames)
        let time = clock ?? either
        let timeMeans = try time.map { c throws(ImportFailure) in
            try SheetTime.meaning(of: c, in: sheet, reps: reps, hasDuration: duration != nil || minutes != nil, alwaysClock: clock != nil)
        }
        // Not `Type`: a sheet may mean the exercise's (strength, cardio) by it.
        let kind = named(["set type", "kind"])
        let workout = named(["workout", "workout name", "session", "routine"])
        let notes = named(notesNames)
        let read = [
            date, exercise, weightKg, weightLb, weightPlain, unitColumn, reps, sets, rpe, distance, distanceUnit, duration, minutes, time, kind,
            workout, notes,
        ]
        let readIndices = Set(read.compactMap { $0?.index })
        let parsers = SheetReader.dates(calendar)
        try parsers.learnOrder(sheet, date)

        var file = ImportFile(format: .sheet)
        var days = WorkoutSequence()
        var workouts = ImportedWorkouts()
        var nameKeys = NameKeys()
        var unread: [Int: Int] = [:]
        let values = [weightKg, weightLb, weightPlain, reps, distance, duration, minutes, timeMeans == .duration ? time : nil].compactMap { $0 }
        if let time, let timeMeans, sheet.table.rows.contains(where: { !$0.text(time).isEmpty }) {
            let how = timeMeans == .timeOfDay ? "the time of day of its set" : "its set's duration (name the column ‘Time of day’ if they are not)"
            file.adjustments["values of the column ‘\(time.name)’ read as \(how)", default: 0] +=
                sheet.table.rows.count { !$0.text(time).isEmpty }
        }
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
            let day: ImportTime
            if row.text(date).isEmpty, let above = dateAbove {
                day = above
                file.adjustments["rows without a date given the one above them", default: 0] += 1
            } else {
                day = try row.time(date, parsers)
            }
            dateAbove = day
            nameAbove = name
            let dayOnly = day.seconds.truncatingRemainder(dividingBy: 86_400) == 0
            // The `Time` column's time of day, unless the date has one already; a day without
            // either: its sets from noon, a second apart, as FitNotes' days.
            let start: ImportTime
            if dayOnly, timeMeans == .timeOfDay, let time, let clock = SheetTime.clock(row.text(time)) {
                start = day.adding(Double(clock.seconds))
            } else {
                start = dayOnly ? day.adding(12 * 3_600) : day
            }
            let workoutName = row.text(workout)
            // Rows at one time (a day without times) take a second each after it, in file order.
            let key = "\(start.seconds)"
            let workoutKey = "\(day.startOfDay.seconds)\u{1F}" + workoutName
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
                file.countUnitlessWeight(unit)
            }
            set.reps = try row.whole(reps)
            set.columns["reps"] = reps?.name
            let durationColumn = [duration, minutes, timeMeans == .duration ? time : nil].first { !row.text($0).isEmpty } ?? duration
            set.duration = try Self.seconds(row, durationColumn, minutes: durationColumn != nil && durationColumn?.index == minutes?.index)
            set.columns["duration"] = durationColumn?.name
            try Self.readDistance(row, distance, unitColumn: distanceUnit, into: &set, &file)
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
        file.countUnread(unread, header: sheet.table.header)
        return file
    }

    /// A duration: `25:30`, `1:05:00`, seconds (`1500`, minutes in a `Minutes` column), or with
    /// its units (`25 min`, `1 h 5 min`, `45 s`: the quick-log grammar's).
    static func seconds(_ row: CSVTable.Row, _ column: ImportSheet.Column?, minutes: Bool) throws(ImportFailure) -> Int? {
        let text = row.text(column)
        guard text.contains(where: \.isLetter) else {
            guard minutes, let value = try row.number(column) else { return try row.seconds(column) }
            guard value >= 0, value <= Double(Limits.duration.upperBound) / 60 else {
                throw ImportFailure(line: row.line, column: column?.name, "\(text) minutes is not a time of one set.")
            }
            return Int((value * 60).rounded())
        }
        let spec = try? QuickLogParser.parse(text.filter { !$0.isWhitespace }).spec
        guard let spec, let seconds = spec.duration, spec.distance == nil, spec.weight == nil, spec.reps == nil, spec.count == 1 else {
            throw ImportFailure(line: row.line, column: column?.name, "‘\(text)’ is not a time (25:30, 1500 seconds, 25 min).")
        }
        return seconds
    }

    /// A distance: a number in the row's `Distance Unit`, the header's (`Distance (m)`) or km, or
    /// with its own unit (`5 km`, `3.1 mi`, `400 m`, `5k`).
    static func readDistance(
        _ row: CSVTable.Row, _ column: ImportSheet.Column?, unitColumn: ImportSheet.Column?, into set: inout ImportedSet, _ file: inout ImportFile
    ) throws(ImportFailure) {
        let text = row.text(column)
        guard !text.isEmpty, let column else { return }
        set.columns["distance"] = column.name
        let header = column.name.lowercased()
        let headerUnit: DistanceUnit = header.contains("(m)") ? .m : header.contains("(mi") ? .mi : .km
        guard let letter = text.firstIndex(where: \.isLetter) else {
            guard let d = try row.number(column) else { return }
            return try set.setDistance(d, unit: row.text(unitColumn), empty: headerUnit, row: row, column: unitColumn, in: &file)
        }
        let number = text[..<letter].trimmingCharacters(in: .whitespaces)
        guard let d = NumberText.parse(number), d >= 0, d < 1e6 else {
            throw ImportFailure(line: row.line, column: column.name, "‘\(text)’ is not a distance (5, 5 km, 400 m, 3.1 mi).")
        }
        try set.setDistance(d, unit: String(text[letter...]).trimmingCharacters(in: .whitespaces), empty: headerUnit, row: row, column: column, in: &file)
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
