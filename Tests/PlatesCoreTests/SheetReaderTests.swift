import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// A log kept in a spreadsheet, no app's export (`SheetReader`): found moving in with one, the
/// most common log of all — `Date,Exercise,Weight,Reps` was refused whole ("not a Strong, Hevy,
/// FitNotes or Plates export").
@Suite(.onTestThreads) struct SheetReaderTests {
    static func plan(_ text: String, unit: WeightUnit = .kg) throws -> (ImportBatch, ImportReport) {
        let file = try ImportFile.read(text, format: nil, unit: unit, calendar: Calendar.plates(timeZone: TimeZone(identifier: "UTC")!))
        #expect(file.format == .sheet)
        return try ImportPlanner.plan(file, existing: ImportQuirkTests.base, defaultPRReps: 1, options: .init(scope: "test", now: ImportQuirkTests.now))
    }

    static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func anAmericanSheetInPoundsWithWorkoutsWarmUpsAndBodyWeight() throws {
        let (batch, report) = try Self.plan(try ImportQuirkTests.quirk("sheet-american-pounds.csv"))
        #expect(report.rows == 6 && report.setsInFile == 12 && batch.workouts.map(\.name) == ["Upper A", "Lower A", "Upper B"])
        let bench = ImportQuirkTests.sets(batch, "Bench Press")
        #expect(bench.map(\.kind) == [.warmup, .normal, .normal, .normal] && bench.map(\.weight) == [95, 185, 185, 185])
        #expect(bench.allSatisfy { $0.weightUnit == .lb } && bench.dropFirst().allSatisfy { $0.rpe == 8 })
        // The sets a row's `Sets` makes a second apart, in the order written.
        #expect(bench.map(\.date) == (0..<4).map { Self.date("2025-10-01T12:00:00Z").addingTimeInterval(Double($0)) })
        let row = try #require(ImportQuirkTests.exercise(batch, "Row, Barbell"))
        #expect(ImportQuirkTests.sets(batch, row.name).map(\.notes) == Array(repeating: "grip, wide", count: 3))
        // BW and BW+25: a body-weight exercise, the belt's 25 lb its load.
        let chin = try #require(ImportQuirkTests.exercise(batch, "Chin-ups"))
        #expect(chin.usesBodyWeight && ImportQuirkTests.sets(batch, "Chin-ups").map(\.weight) == [0, 0, 25])
        #expect(report.adjustments == ["values of the column ‘Tempo’ not read (no field of Plates takes it)": 1])
    }

    @Test func aGermanExcelSheetWithTheDayAndExerciseOnTheirFirstRowOnly() throws {
        let (batch, report) = try Self.plan(try ImportQuirkTests.quirk("sheet-german-excel.csv"))
        #expect(report.rows == 6 && report.setsInFile == 8 && report.notSets == 2)
        let squat = ImportQuirkTests.sets(batch, "Kniebeuge")
        #expect(squat.map(\.weight) == [102.5, 102.5] && squat.map(\.date) == [Self.date("2026-01-05T18:30:00Z"), Self.date("2026-01-05T18:30:01Z")])
        #expect(ImportQuirkTests.sets(batch, "Bankdrücken").map(\.notes) == ["schwer", "schwer", "schwer"])
        #expect(ImportQuirkTests.exercise(batch, "Klimmzüge")?.usesBodyWeight == true)
        #expect(ImportQuirkTests.sets(batch, "Klimmzüge").allSatisfy { $0.date >= Self.date("2026-01-07T12:00:00Z") && $0.reps == 6 })
        // A row of totals makes no exercise.
        #expect(!batch.exercises.contains { $0.name == "Gesamt" || $0.name == "Summe" })
        #expect(report.adjustments["rows without a date given the one above them"] == 2)
        #expect(report.adjustments["rows without an exercise given the one above them"] == 1)
    }

    @Test func weightsWithoutAUnitAreInTheUnitGivenAndSaidSo() throws {
        let (batch, report) = try Self.plan(try ImportQuirkTests.quirk("sheet-plain-unitless.csv"), unit: .lb)
        let deadlift = ImportQuirkTests.sets(batch, "Deadlift")
        #expect(deadlift.map(\.weight) == [140, 150] && deadlift.allSatisfy { $0.weightUnit == .lb })
        #expect(deadlift.map(\.date) == [Self.date("2026-03-29T07:10:00Z"), Self.date("2026-03-29T07:20:00Z")])
        #expect(report.adjustments.keys.contains { $0.hasPrefix("weights without a unit read as lb") })
        // A unit in the cell, or in a Unit column, is the row's.
        let (given, said) = try Self.plan("Date,Exercise,Weight,Unit,Reps\n2026-03-29,Squat,100 kg,,5\n2026-03-30,Squat,225,lbs,5\n", unit: .lb)
        #expect(ImportQuirkTests.sets(given, "Squat").map(\.weightUnit) == [.kg, .lb] && said.adjustments.isEmpty)
    }

    /// A run's distance in the header's unit, or the row's; a time as h:mm:ss or seconds.
    @Test func distancesAndTimes() throws {
        let text =
            "Date,Exercise,Distance (m),Distance Unit,Duration\n2026-03-29,Running,5000,,25:00\n2026-03-30,Running,3.1,mi,1500\n2026-03-31,Running,300,yd,\n"
        let (batch, report) = try Self.plan(text)
        let runs = ImportQuirkTests.sets(batch, "Running")
        #expect(runs.map(\.distance) == [5000, 3.1, 274.32] && runs.map(\.distanceUnit) == [.m, .mi, .m] && runs.map(\.duration) == [1500, 1500, nil])
        #expect(report.adjustments == ["distances in yards converted to metres": 1])
    }

    /// A runner's log: `Time` is how long each run took (one of them, 22:40, a clock could show
    /// too), and each distance carries its unit in the cell. Before, ‘5 km’ refused the file
    /// ("is not a number") and the times were not read.
    @Test func aRunnersTimeColumnIsEachRunsDuration() throws {
        let (batch, report) = try Self.plan(try ImportQuirkTests.quirk("sheet-runner-times.csv"))
        let runs = ImportQuirkTests.sets(batch, "Running")
        #expect(runs.map(\.distance) == [5, 10, 3.1, 21.1] && runs.map(\.distanceUnit) == [.km, .km, .mi, .km])
        #expect(runs.map(\.duration) == [1530, 3130, 1360, 6300])
        #expect(ImportQuirkTests.sets(batch, "Rowing").map(\.duration) == [450])
        #expect(report.adjustments == ["values of the column ‘Time’ read as its set's duration (name the column ‘Time of day’ if they are not)": 5])
        // A time with its units; minutes in a `Minutes` column.
        let (units, _) = try Self.plan("Date,Exercise,Distance,Duration\n2026-02-01,Running,5,25 min\n2026-02-02,Running,10,1 h 5 min\n")
        #expect(ImportQuirkTests.sets(units, "Running").map(\.duration) == [1500, 3900])
        let (minutes, _) = try Self.plan("Date,Exercise,Distance,Minutes\n2026-02-01,Running,5,25.5\n")
        #expect(ImportQuirkTests.sets(minutes, "Running").map(\.duration) == [1530])
    }

    /// A German runner's sheet (`Datum;Übung;Distanz;Zeit`, decimal commas beside the unit) was
    /// taken for no sheet at all: its value columns had only English names.
    @Test func aGermanRunnersSheetIsReadWithItsOwnNames() throws {
        let (batch, report) = try Self.plan("Datum;Übung;Distanz;Zeit\n01.02.2026;Laufen;5,0 km;25:30\n03.02.2026;Laufen;10,5 km;55:10\n")
        let laufen = try #require(ImportQuirkTests.exercise(batch, "Laufen"))
        #expect(laufen.exerciseType == .cardio && laufen.muscleGroup == .cardio)
        let runs = ImportQuirkTests.sets(batch, "Laufen")
        #expect(runs.map(\.distance) == [5, 10.5] && runs.map(\.duration) == [1530, 3310])
        #expect(report.adjustments.keys.contains { $0.hasPrefix("values of the column ‘Zeit’ read as its set's duration") })
    }

    /// A body-weight log kept in a sheet (`Datum;Uhrzeit;Körpergewicht;Notiz`) was refused: "no
    /// ‘Exercise’ column". Each row with a weight is a weigh-in, at its time of day (02:30 on
    /// the night Berlin's clocks skip lands past the gap), its id the same whatever the zone.
    @Test func aBodyWeightLogIsReadAsWeighIns() throws {
        let text = try ImportQuirkTests.quirk("sheet-body-weight-german.csv")
        #expect(ImportFormat.detect(text) == .sheet && ImportFormat.detect("Date,Weight\n") == .sheet)
        let (batch, report) = try Self.plan(text)
        #expect(batch.sets.isEmpty && batch.bodyWeight.map(\.weight) == [82.5, 82.1, 81.4] && batch.bodyWeight.allSatisfy { $0.unit == .kg })
        #expect(batch.bodyWeight.map(\.date).first == Self.date("2026-01-01T07:30:00Z") && batch.bodyWeight.first?.notes == "nach Weihnachten")
        #expect(report.adjustments["rows without a weight (no weigh-in)"] == 1)
        #expect(report.adjustments.keys.contains { $0.hasPrefix("weights without a unit read as kg") })
        #expect(!report.lines.contains { $0.hasPrefix("Sets:") } && report.lines.contains("Body weight: 3 in the file"))
        let berlin = try ImportFile.read(text, format: nil, unit: .kg, calendar: Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!))
        #expect(berlin.weighIns.last?.date == Self.date("2026-03-29T01:30:00Z"), "03:30 CEST, past the gap")
        let (again, _) = try ImportPlanner.plan(
            berlin, existing: ImportQuirkTests.base, defaultPRReps: 1, options: .init(scope: "test", now: ImportQuirkTests.now))
        #expect(again.bodyWeight.map(\.id) == batch.bodyWeight.map(\.id))
        // Pounds in the header; a weight that is not one names its line.
        let (pounds, _) = try Self.plan("Date,Body Weight (lbs)\n2026-01-01,181.5\n")
        #expect(pounds.bodyWeight.map(\.unit) == [.lb] && pounds.bodyWeight.map(\.weight) == [181.5])
        let failure = #expect(throws: ImportFailure.self) { try Self.plan("Date,Weight\n2026-01-01,heavy\n") }
        #expect(failure?.description == "line 2, column ‘Weight’: ‘heavy’ is not a weight (BW, BW+20, 100, 100 kg).")
    }

    /// A lifter's log: `Time` beside rows with reps is the time of day each set was done, in
    /// 24 h or 12 h; it was not read, and every set of a day stood at noon.
    @Test func aLiftersTimeColumnIsTheTimeOfDay() throws {
        let text = try ImportQuirkTests.quirk("sheet-times-of-day.csv")
        let (batch, report) = try Self.plan(text)
        #expect(ImportQuirkTests.sets(batch, "Squat").map(\.date) == [Self.date("2026-03-07T18:30:00Z"), Self.date("2026-03-07T18:35:00Z")])
        #expect(ImportQuirkTests.sets(batch, "Bench Press").map(\.date) == [Self.date("2026-03-08T02:30:00Z"), Self.date("2026-03-14T07:05:00Z")])
        #expect(report.adjustments == ["values of the column ‘Time’ read as the time of day of its set": 4])
        // In New York 02:30 on 8 March is not on the clock (spring forward): 03:30 EDT, past the gap.
        let file = try ImportFile.read(text, format: nil, unit: .kg, calendar: Calendar.plates(timeZone: TimeZone(identifier: "America/New_York")!))
        #expect(file.sets.map(\.date).contains(Self.date("2026-03-08T07:30:00Z")))
    }

    /// A column holding both is refused with the names that settle it; a value that is no time of
    /// day beside a `Duration` column, or in a `Time of day` column, names its line.
    @Test(arguments: [
        (
            "Date,Time,Exercise,Weight,Reps,Distance\n2026-11-07,18:30,Squat,100,5,\n2026-11-07,25:10,Running,,,5\n",
            "line 3, column ‘Time’: this column holds times of day (‘18:30’, line 2) and durations (‘25:10’): name it ‘Time of day’ or ‘Duration’, or split it in two."
        ),
        (
            "Date,Time,Exercise,Distance,Duration\n2026-11-07,52:10,Running,5,25:00\n",
            "line 2, column ‘Time’: ‘52:10’ is not a time of day (like 18:30 or 6:30 PM)."
        ),
        (
            "Date,Exercise,Distance,Duration\n2026-11-07,Running,5 parsecs,25:00\n",
            "line 2, column ‘Distance’: ‘parsecs’ is not a distance unit (m, km, mi, ft)."
        ),
        ("Date,Exercise,Distance,Duration\n2026-11-07,Running,5,25 km\n", "line 2, column ‘Duration’: ‘25 km’ is not a time (25:30, 1500 seconds, 25 min)."),
    ])
    func aTimeItCannotPlaceIsRefusedWithItsLine(text: String, message: String) {
        let failure = #expect(throws: ImportFailure.self) { try Self.plan(text) }
        #expect(failure?.description == message, "\(String(describing: failure))")
    }

    @Test(arguments: [
        ("Date,Exercise,Weight,Reps\n2026-03-29,Squat,abc,5\n", "line 2, column ‘Weight’: ‘abc’ is not a weight (BW, BW+20, 100, 100 kg)."),
        ("Date,Exercise,Weight,Reps\n2026-03-29,Dips,BW-5,5\n", "line 2, column ‘Weight’: ‘BW-5’ is not a weight (BW, BW+20, 100, 100 kg)."),
        ("Date,Exercise,Sets,Weight,Reps\n2026-03-29,Squat,25,100,5\n", "line 2, column ‘Sets’: 25 sets on one row: at most 20."),
        ("Date,Exercise,Weight,Reps\n2026-03-29,,100,5\n", "line 2, column ‘Exercise’: the exercise name is empty."),
        ("Date,Exercise,Weight,Reps\n,Squat,100,5\n", "line 2, column ‘Date’: the date is missing."),
        (
            "Date,Exercise,Set Type,Weight,Reps\n2026-03-29,Squat,heavy,100,5\n",
            "line 2, column ‘Set Type’: ‘heavy’ is not a set type (warm-up, drop, failure or empty)."
        ),
    ])
    func aRowItCannotReadNamesItsLineAndColumn(text: String, message: String) {
        let failure = #expect(throws: ImportFailure.self) { try Self.plan(text) }
        #expect(failure?.description == message, "\(String(describing: failure))")
    }

    /// A `Type` column may be the exercise's (strength, cardio): it is named as not read, and
    /// the sheet is imported.
    @Test func aTypeColumnIsNotTakenForTheSetsKind() throws {
        let (batch, report) = try Self.plan("Date,Exercise,Type,Weight,Reps\n2026-03-29,Squat,Strength,100,5\n")
        #expect(ImportQuirkTests.sets(batch, "Squat").map(\.kind) == [.normal])
        #expect(report.adjustments["values of the column ‘Type’ not read (no field of Plates takes it)"] == 1)
    }

    @Test func aSheetIsKnownByItsColumnsAndAnAppsExportStaysItsOwn() {
        #expect(ImportFormat.detect("Date,Exercise,Weight,Reps\n") == .sheet)
        #expect(ImportFormat.detect("datum;übung;gewicht;wdh\n") == .sheet)
        #expect(ImportFormat.detect("Day,Lift,Load\n") == .sheet)
        #expect(ImportFormat.detect("Date,Exercise,Category,Weight,Weight Unit,Reps\n") == .fitnotes)
        #expect(ImportFormat.detect("Date,Notes\n") == nil)
        #expect(ImportFormat.detect("Date,Exercise\n") == nil)
    }
}
