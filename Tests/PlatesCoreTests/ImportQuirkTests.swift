import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// Issue 18: each quirk real exports carry, on a fixture made to have it
/// (`scripts/make-import-quirks.py` writes Tests/Fixtures/import/quirks), imports with the right
/// counts. All six real files tried were refused whole before.
@Suite(.onTestThreads) struct ImportQuirkTests {
    static let base = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    static func quirk(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/quirks/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func plan(_ text: String, zone: String = "UTC") throws -> (ImportBatch, ImportReport) {
        let calendar = Calendar.plates(timeZone: TimeZone(identifier: zone)!)
        let file = try ImportFile.read(text, format: nil, unit: .kg, calendar: calendar)
        return try ImportPlanner.plan(file, existing: base, defaultPRReps: 1, options: .init(scope: "test", now: now))
    }

    static func sets(_ batch: ImportBatch, _ name: String) -> [WorkoutSet] {
        let all = base + batch.exercises
        guard let id = all.first(where: { $0.name == name })?.id else { return [] }
        return batch.sets.filter { $0.exerciseId == id }
    }

    static func exercise(_ batch: ImportBatch, _ name: String) -> Exercise? { batch.exercises.first { $0.name == name } }

    @Test func blankAndZeroWeightsBesideLoadedSetsAreBodyWeightSets() throws {
        let (batch, report) = try Self.plan(try Self.quirk("strong-blank-and-zero-weights.csv"))
        #expect(report.rows == 7 && report.setsInFile == 6 && report.emptySets == 1)
        // Chin Up: created as a body-weight exercise; unloaded rows are BW, the belt set BW + 10 kg.
        let chin = try #require(Self.exercise(batch, "Chin Up"))
        #expect(chin.usesBodyWeight && chin.exerciseType == .strength)
        #expect(Self.sets(batch, "Chin Up").map(\.weight) == [0, 0, 10])
        #expect(Self.exercise(batch, "Dips")?.usesBodyWeight == true)  // matched? Dips is not in the base catalogue
        // Leg Press is the catalogue's, with a load: its 0 row goes to a body-weight sibling, never dropped.
        #expect(Self.sets(batch, "Leg Press").map(\.weight) == [100])
        #expect(Self.sets(batch, "Leg Press (body weight)").map(\.reps) == [15])
        #expect(Self.exercise(batch, "Leg Press (body weight)")?.usesBodyWeight == true)
        #expect(report.lines.contains { $0.contains("Adjusted: 1 row moved to an exercise of the type they fit") })
    }

    /// Excel on Windows saves CSV as Windows-1252: its quotes and dashes sit where Latin-1 has
    /// control characters, and were cleaned out of names and notes (‘Farmers Walk’).
    @Test func aFileSavedByExcelOnWindowsKeepsItsQuotesAndDashes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/quirks/fitnotes-windows-1252.csv")
        let text = try ImportBytes.decode(try Data(contentsOf: url), name: "the file")
        let (batch, report) = try Self.plan(text)
        #expect(report.created.sorted() == ["Curl – Hammer", "Farmer’s Walk"])
        #expect(Self.sets(batch, "Farmer’s Walk").first?.notes == "Grip “failed” at 30 m")
        #expect(Self.sets(batch, "Curl – Hammer").first?.notes == "Café après")
        #expect(report.adjustments.isEmpty, "\(report.adjustments)")
        // The five bytes Windows-1252 leaves undefined: Latin-1, as before.
        #expect(try ImportBytes.decode(Data([0x41, 0x81, 0xE9]), name: "f").unicodeScalars.map(\.value) == [0x41, 0x81, 0xE9])
    }

    @Test func oldFitNotesNamesWithUnquotedCommasAreJoinedBack() throws {
        let (batch, report) = try Self.plan(try Self.quirk("fitnotes-old-unquoted-commas.csv"))
        #expect(report.rows == 3 && report.setsInFile == 3)
        #expect(report.created.sorted() == ["BB Row, One Arm", "Curl, Hammer, Rope"])
        #expect(Self.sets(batch, "BB Row, One Arm").map(\.weight) == [40])
        #expect(Self.sets(batch, "Curl, Hammer, Rope").first?.reps == 12)
        #expect(Self.exercise(batch, "Curl, Hammer, Rope")?.muscleGroup == .biceps)
        #expect(report.adjustments["exercise names with unquoted commas joined back together"] == 2)
        // A row with too few fields is still a mistake, named with its line.
        #expect(throws: ImportFailure.self) { try Self.plan("Date,Exercise,Category,Weight (kgs),Reps\n2019-06-01,Squat,Legs\n") }
    }

    /// The same file planned under three zones gives the same ids (the instants differ).
    @Test func idsDoNotDependOnTheMachinesTimeZone() throws {
        for name in ["strong-dst-gaps.csv", "fitnotes-dst-days.csv", "strong-blank-and-zero-weights.csv"] {
            let text = try Self.quirk(name)
            let (utc, _) = try Self.plan(text)
            for zone in ["Europe/Berlin", "America/Santiago", "Asia/Kolkata"] {
                let (other, _) = try Self.plan(text, zone: zone)
                #expect(other.sets.map(\.id) == utc.sets.map(\.id), "\(name) in \(zone)")
            }
        }
    }

    @Test func timesTheZoneSkipsMoveForwardPastTheGap() throws {
        let (berlin, report) = try Self.plan(try Self.quirk("strong-dst-gaps.csv"), zone: "Europe/Berlin")
        #expect(report.setsInFile == 5)
        let f = ISO8601DateFormatter()
        // 02:30 does not exist on 2025-03-30 in Berlin: 03:30 CEST (01:30 UTC); the second set a second later.
        #expect(Self.sets(berlin, "Squat").map { f.string(from: $0.date) } == ["2025-03-30T01:30:00Z", "2025-03-30T01:30:01Z"])
        // 02:30 on 2025-10-26 happens twice: the first (CEST, 00:30 UTC).
        #expect(Self.sets(berlin, "Deadlift").map { f.string(from: $0.date) } == ["2025-10-26T00:30:00Z"])
        let (santiago, _) = try Self.plan(try Self.quirk("strong-dst-gaps.csv"), zone: "America/Santiago")
        // Midnight does not exist on 2025-09-07 in Santiago: 01:00 (-03), 04:00 UTC; 00:30 → 01:30.
        #expect(Self.sets(santiago, "Bench Press").map { f.string(from: $0.date) } == ["2025-09-07T04:00:00Z", "2025-09-07T04:30:00Z"])
        let (days, dayReport) = try Self.plan(try Self.quirk("fitnotes-dst-days.csv"), zone: "America/Santiago")
        #expect(dayReport.setsInFile == 2 && Self.sets(days, "Squat").count == 2)
        #expect(Self.sets(days, "Squat").map { f.string(from: $0.date) } == ["2025-09-07T15:00:00Z", "2025-03-30T15:00:00Z"])
    }

    @Test func rowsOfAnotherTypeAreImportedUnderASiblingAndSkipsHaveTheirReason() throws {
        let (batch, report) = try Self.plan(try Self.quirk("strong-rows-of-another-type.csv"))
        #expect(report.rows == 4 && report.setsInFile == 3)
        #expect(Self.sets(batch, "Plank").map(\.duration) == [60])
        let strength = try #require(Self.exercise(batch, "Plank (strength)"))
        #expect(strength.exerciseType == .strength && !strength.usesBodyWeight && strength.muscleGroup == .core)
        #expect(Self.sets(batch, "Plank (strength)").map(\.reps) == [10, 12])
        #expect(report.skipped == ["set rows with 0 reps": 1])
        #expect(report.lines.contains("Skipped: 1 set rows with 0 reps"))
        #expect(report.created == ["Plank (strength)"])
    }

    @Test func everyRefusedRowIsListedWithItsColumn() {
        let text = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2025-01-06 18:00:00,A,1h,Squat,1,100,5,0,0,,,11
            2025-01-06 18:00:00,A,1h,Squat,2,100,5,0,0,,,
            2025-01-06 18:00:00,A,1h,Squat,3,99999,5,0,0,,,
            """
        #expect {
            _ = try Self.plan(text)
        } throws: { error in
            let d = (error as? ImportFailure)?.description ?? ""
            return d.hasPrefix("2 rows cannot be imported") && d.contains("line 2, column ‘RPE’") && d.contains("line 4, column ‘Weight’")
        }
    }

    /// Workout lengths as Strong writes them, and what is no length.
    @Test func workoutLengthsReadAsTheAppsWriteThem() {
        let cases: [(String, Int?)] = [
            ("1h 11m", 4260), ("45m", 2700), ("2h", 7200), ("58s", 58), ("1h 5m 3s", 3903), ("1h5m", 3900), ("3600", 3600),
            ("3600.0", 3600), ("", nil), ("  ", nil), ("abc", nil), ("-5", nil), ("1x", nil), ("h", nil), ("5", 5),
        ]
        for (text, seconds) in cases { #expect(ImportDuration.seconds(text) == seconds, "‘\(text)’") }
    }

    /// A Strong workout without a name or a length, two workouts on one day told apart by their
    /// number, and a Hevy workout whose end is before its start (a phone's clock changed): named
    /// "Workout", ended at the last set, kept apart, and no negative length.
    @Test func workoutsWithoutNamesOrLengthsStillArrive() throws {
        let strong = """
            "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"Workout Notes"
            "1";"2025-03-01 09:00:00";"";"";"Squat (Barbell)";"1";"100";"5";""
            "1";"2025-03-01 09:00:00";"";"";"Squat (Barbell)";"2";"100";"5";"late note"
            "2";"2025-03-01 09:00:00";"Arms";"0";"Bicep Curl (Dumbbell)";"1";"12";"10";""
            """
        let (batch, _) = try Self.plan(strong, zone: "UTC")
        #expect(batch.workouts.map(\.name) == ["Workout", "Arms"])
        let first = batch.workouts[0]
        #expect(first.notes == "late note" && first.finishedAt == first.startedAt.addingTimeInterval(1))
        #expect(batch.workouts[1].finishedAt == batch.workouts[1].startedAt)
        #expect(Set(batch.sets.compactMap(\.workoutId)).count == 2)

        let hevy = """
            "title","start_time","end_time","description","exercise_title","set_index","set_type","weight_kg","reps"
            "Late","15 Sep 2025, 23:48","15 Sep 2025, 00:50","","Bench Press (Barbell)",0,"normal",90,5
            """
        let (late, _) = try Self.plan(hevy, zone: "UTC")
        let w = try #require(late.workouts.first)
        #expect(w.name == "Late" && w.finishedAt == w.startedAt && w.notes == nil)
    }
}

/// Issue 18, item 7: names that do not map to the catalogue split records and history.
@Suite(.onTestThreads) struct ImportNameTests {
    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2025-01-06 18:00:00,A,1h,Bench Press (Barbell),1,100,5,0,0,,,
        2025-01-06 18:00:00,A,1h,Squat (Barbell),1,140,5,0,0,,,
        2025-01-06 18:00:00,A,1h,Flat Barbell Bench Press,1,102.5,3,0,0,,,
        2025-01-06 18:00:00,A,1h,Zercher Squat,1,80,8,0,0,,,
        """

    static func plan(mappings: [String: String] = [:], remembered: [String: String] = [:]) throws -> (ImportBatch, ImportReport) {
        let file = try ImportFile.read(strong, format: nil, unit: .kg, calendar: .plates(timeZone: TimeZone(identifier: "UTC")!))
        let keyed = Dictionary(mappings.map { (Exercise.nameKey($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        return try ImportPlanner.plan(
            file, existing: ImportQuirkTests.base, defaultPRReps: 1,
            options: .init(scope: "t", now: ImportQuirkTests.now, mappings: keyed, remembered: remembered))
    }

    @Test func theAppsStandardNamesAreReadAsTheCatalogues() throws {
        let (batch, report) = try Self.plan()
        #expect(ImportQuirkTests.sets(batch, "Bench Press").map(\.weight) == [100, 102.5])
        #expect(ImportQuirkTests.sets(batch, "Squat").map(\.weight) == [140])
        #expect(report.created == ["Zercher Squat"])
        #expect(report.lines.contains("Name: Squat (Barbell) → Squat (Strong's name for it)"))
        #expect(report.lines.contains { $0.contains("--map \"NAME=EXERCISE\"") })  // a dry run says how to map
        // Every standard name points at a catalogue exercise.
        let names = Set(ImportQuirkTests.base.map(\.name))
        #expect(ExerciseAliases.standard.values.allSatisfy(names.contains))
        #expect(ExerciseAliases.standard.count >= 80)
    }

    @Test func aMappingIsUsedAndKeptAndNewKeepsANameApart() throws {
        let (batch, report) = try Self.plan(mappings: ["zercher squat": "Squat", "Flat Barbell Bench Press": "new"])
        #expect(ImportQuirkTests.sets(batch, "Squat").map(\.weight) == [140, 80])
        #expect(report.created == ["Flat Barbell Bench Press"])
        let squat = try #require(ImportQuirkTests.base.first { $0.name == "Squat" })
        #expect(batch.aliases == [Exercise.nameKey("Zercher Squat"): squat.id])
        #expect(report.lines.contains("Name: Zercher Squat → Squat (your mapping, kept for the next import)"))
        // The next import remembers it.
        let (again, againReport) = try Self.plan(remembered: batch.aliases)
        #expect(ImportQuirkTests.sets(again, "Squat").map(\.weight) == [140, 80])
        #expect(againReport.lines.contains("Name: Zercher Squat → Squat (your mapping from an earlier import)"))
        // A mapping to an exercise you do not have stops the import, naming it.
        #expect(throws: ImportFailure.self) { try Self.plan(mappings: ["Zercher Squat": "Zercher"]) }
        #expect(throws: PlatesError.self) { try ExerciseAliases.parseMapping("Zercher Squat") }
        #expect(try ExerciseAliases.parseMapping(" Flat Barbell Bench Press = Bench Press ") == ("Flat Barbell Bench Press", "Bench Press"))
    }
}
