import Foundation
import PlatesTestSupport
import Testing

/// `plates import` and `plates export` as a user runs them: the real binary, real files.
@Suite(.onTestThreads) struct ImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import")

    /// Each format into a fresh database: the report's counts match the file and the database.
    @Test(arguments: [
        ("strong-classic.csv", "Strong file · 11 rows", "Sets: 10 in the file, 10 imported", 10),
        ("strong-2025.csv", "Strong file · 8 rows", "Sets: 6 in the file, 6 imported", 6),
        ("hevy.csv", "Hevy file · 7 rows", "Sets: 7 in the file, 7 imported", 7),
        ("hevy-imperial.csv", "Hevy file · 2 rows", "Sets: 2 in the file, 2 imported", 2),
        ("fitnotes.csv", "FitNotes file · 6 rows", "Sets: 6 in the file, 6 imported", 6),
        ("fitnotes-old.csv", "FitNotes file · 2 rows", "Sets: 2 in the file, 2 imported", 2),
    ])
    func eachFormatImportsWithAReportThatMatchesTheFile(file: String, title: String, sets: String, count: Int) async throws {
        let db = PlatesProcess.tempDatabase()
        let run = try await PlatesProcess.run(["--db", db, "import", Self.fixtures.appendingPathComponent(file).path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(title) && run.stdout.contains(sets), "\(run.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "\(count)")
        let again = try await PlatesProcess.run(["--db", db, "import", Self.fixtures.appendingPathComponent(file).path])
        #expect(again.stdout.contains("0 imported, \(count) already there"), "\(again.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "\(count)")
    }

    /// An import has no undo: a Strong file in pounds imported as kg (its default) stayed in every
    /// set, and importing it again with `--unit lb` added nothing (the ids come from the file).
    /// The database is backed up before an import writes, and the command that puts it back is
    /// printed; not before the same file again (its backup would take the first one's place),
    /// nor into a database with no sets yet, nor on a dry run.
    @Test func anImportBacksTheDatabaseUpFirstAndSaysHowToUndoIt() async throws {
        let db = PlatesProcess.tempDatabase()
        let file = Self.fixtures.appendingPathComponent("strong-classic.csv").path
        let fresh = try await PlatesProcess.run(["--db", PlatesProcess.tempDatabase(), "import", file])
        #expect(fresh.status == 0 && !fresh.stdout.contains("Backed up"), "\(fresh.stdout)")
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5", "--date", "2026-11-01"]).status == 0)
        #expect(!(try await PlatesProcess.run(["--db", db, "import", "--dry-run", file])).stdout.contains("Backed up"))

        let run = try await PlatesProcess.run(["--db", db, "import", file])
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("Backed up") }, "\(run.stdout)\(run.stderr)")
        #expect(line.hasPrefix("Backed up the database first. To undo the import: plates --db '\(db)' restore '"), "\(run.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "11")
        let again = try await PlatesProcess.run(["--db", db, "import", file])
        #expect(again.status == 0 && !again.stdout.contains("Backed up"), "\(again.stdout)")

        // The printed command puts the database back as it was before the import.
        let undo = try await PlatesProcess.runPrinted(run.stdout, after: "Backed up the database first. To undo the import: ", stdin: "y")
        #expect(undo.status == 0, "\(undo.stdout)\(undo.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "1")
    }

    /// Issue 18: every quirk file imports with the real binary, and importing it again, then under
    /// TZ=Europe/Berlin and TZ=America/Santiago, adds 0 sets. UTF-16 files read like UTF-8 ones.
    @Test(arguments: [
        ("strong-blank-and-zero-weights.csv", 6), ("fitnotes-old-unquoted-commas.csv", 3), ("strong-dst-gaps.csv", 5),
        ("fitnotes-dst-days.csv", 2), ("strong-rows-of-another-type.csv", 3), ("strong-utf16le-bom.csv", 1), ("strong-utf16le-no-bom.csv", 1),
        ("fitnotes-windows-1252.csv", 2), ("fitnotes-resaved-german-excel.csv", 3), ("strong-resaved-american-excel.csv", 3),
        ("fitnotes-resaved-british-dates.csv", 6), ("fitnotes-excel-sep-line-and-empty-rows.csv", 2), ("sheet-american-pounds.csv", 12),
        ("sheet-german-excel.csv", 8), ("sheet-plain-unitless.csv", 3), ("sheet-runner-times.csv", 5), ("sheet-times-of-day.csv", 4),
    ])
    func quirkFilesImportOnceWhateverTheTimeZone(file: String, count: Int) async throws {
        let db = PlatesProcess.tempDatabase()
        let path = Self.fixtures.appendingPathComponent("quirks/\(file)").path
        let first = try await PlatesProcess.run(["--db", db, "import", path], environment: ["TZ": "America/New_York"])
        #expect(first.status == 0 && first.stdout.contains("Sets: \(count) in the file, \(count) imported"), "\(first.stdout)\(first.stderr)")
        for zone in ["America/New_York", "Europe/Berlin", "America/Santiago"] {
            let again = try await PlatesProcess.run(["--db", db, "import", path], environment: ["TZ": zone])
            #expect(again.stdout.contains("0 imported, \(count) already there"), "\(zone): \(again.stdout)\(again.stderr)")
        }
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "\(count)")
        if file.contains("utf16") {
            #expect(try PlatesProcess.sqlite(db, "SELECT notes FROM workout_set") == "Müller's bar")
        }
        if file.contains("1252") {
            // Excel's curly quotes and dashes were control characters, and cleaned away.
            #expect(
                try PlatesProcess.sqlite(db, "SELECT e.name, s.notes FROM workout_set s JOIN exercise e ON e.id = s.exercise_id ORDER BY e.name")
                    == "Curl – Hammer|Café après\nFarmer’s Walk|Grip “failed” at 30 m")
        }
    }

    /// Issue 18, item 7: `--map` reads a name as one of your exercises, the dry run shows the plan,
    /// and the next import of a file with that name remembers it.
    @Test func aMappingIsShownInTheDryRunAndRememberedByTheDatabase() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("plates.sqlite").path
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        try (header + "2025-01-06 18:00:00,A,1h,Zercher Squat,1,80,8,0,0,,,\n2025-01-06 18:00:00,A,1h,Squat (Barbell),1,140,5,0,0,,,\n")
            .write(toFile: dir.appendingPathComponent("a.csv").path, atomically: true, encoding: .utf8)
        try (header + "2025-01-13 18:00:00,A,1h,Zercher Squat,1,85,8,0,0,,,\n")
            .write(toFile: dir.appendingPathComponent("b.csv").path, atomically: true, encoding: .utf8)
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "add", "80"]).status == 0)
        let plan = try await PlatesProcess.run(["--db", db, "import", "--dry-run", "--map", "Zercher Squat=Squat", dir.appendingPathComponent("a.csv").path])
        #expect(plan.stdout.contains("Name: Zercher Squat → Squat (your mapping, kept for the next import)"), "\(plan.stdout)")
        #expect(plan.stdout.contains("Name: Squat (Barbell) → Squat (Strong's name for it)"))
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM exercise_alias") == "0")  // a dry run keeps nothing
        #expect(try await PlatesProcess.run(["--db", db, "import", "--map", "Zercher Squat=Squat", dir.appendingPathComponent("a.csv").path]).status == 0)
        let next = try await PlatesProcess.run(["--db", db, "import", dir.appendingPathComponent("b.csv").path])
        #expect(next.stdout.contains("Name: Zercher Squat → Squat (your mapping from an earlier import)"), "\(next.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set s JOIN exercise e ON e.id = s.exercise_id WHERE e.name = 'Squat'") == "3")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM exercise WHERE name LIKE '%Zercher%'") == "0")
        let bad = try await PlatesProcess.run(["--db", db, "import", "--map", "Zercher Squat", dir.appendingPathComponent("b.csv").path])
        #expect(bad.status == 1 && bad.stderr.contains("is not a mapping"))
    }

    @Test func exportReimportsIntoAFreshDatabaseWithIdenticalSets() async throws {
        let a = PlatesProcess.tempDatabase()
        for file in ["strong-classic.csv", "hevy.csv", "fitnotes.csv"] {
            #expect(try await PlatesProcess.run(["--db", a, "import", Self.fixtures.appendingPathComponent(file).path]).status == 0)
        }
        let dir = (a as NSString).deletingLastPathComponent
        for format in ["json", "csv"] {
            let out = "\(dir)/export.\(format)"
            let export = try await PlatesProcess.run(["--db", a, "export", "--format", format, "--output", out])
            #expect(export.status == 0 && export.stderr.contains("Exported 23 sets"), "\(export.stderr)")
            let b = PlatesProcess.tempDatabase()
            let imported = try await PlatesProcess.run(["--db", b, "import", out])
            #expect(
                imported.status == 0 && imported.stdout.contains("Plates file") && imported.stdout.contains("23 imported"),
                "\(imported.stdout)\(imported.stderr)")
            let columns = "id, exercise_id, weight, weight_unit, reps, duration, distance, distance_unit, kind, rpe, date, notes, created_at"
            let original = try PlatesProcess.sqlite(a, "SELECT \(columns) FROM workout_set ORDER BY id")
            #expect(try PlatesProcess.sqlite(b, "SELECT \(columns) FROM workout_set ORDER BY id") == original)
            #expect(try PlatesProcess.sqlite(b, "SELECT * FROM exercise ORDER BY id") == (try PlatesProcess.sqlite(a, "SELECT * FROM exercise ORDER BY id")))
        }
        // To standard output, as JSON by default.
        let json = try await PlatesProcess.run(["--db", a, "export"])
        #expect(json.stdout.hasPrefix("{") && json.stdout.contains("\"format\" : \"plates-export\""))
    }

    @Test func brokenFilesFailClearlyAndChangeNothing() async throws {
        let db = PlatesProcess.tempDatabase()
        let dir = (db as NSString).deletingLastPathComponent
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
        let header = "Date,Exercise,Category,Weight,Weight Unit,Reps\n"
        let cases: [(String, Data, String)] = [
            ("bad-date.csv", Data((header + "2024-01-05,Squat,Legs,100,kgs,5\nyesterday,Squat,Legs,100,kgs,5\n").utf8), "line 3, column ‘Date’"),
            ("unit.csv", Data((header + "2024-01-05,Squat,Legs,100,stone,5\n").utf8), "column ‘Weight Unit’: ‘stone’ is not a weight unit"),
            ("columns.csv", Data((header + "2024-01-05,Squat,Legs,100\n").utf8), "line 2: 4 fields, but the header has 6"),
            ("garbage.bin", Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0xFF, 0x00]), "is not a text file"),
            ("empty.csv", Data(), "The file is empty"),
        ]
        for (name, bytes, message) in cases {
            let path = "\(dir)/\(name)"
            try bytes.write(to: URL(fileURLWithPath: path))
            let run = try await PlatesProcess.run(["--db", db, "import", path])
            #expect(run.status == 1 && run.stderr.hasPrefix("plates: ") && run.stderr.contains(message), "\(name): \(run.stderr)")
            #expect(run.stderr.contains("Nothing was imported"), "\(name): \(run.stderr)")
        }
        let missing = try await PlatesProcess.run(["--db", db, "import", "\(dir)/nope.csv"])
        #expect(missing.status == 1 && missing.stderr.contains("no such file"))
        // A device never ends: refused at once, not read until memory runs out (issue 7).
        let device = try await PlatesProcess.run(["--db", db, "import", "/dev/zero"])
        #expect(device.status == 1 && device.stderr.contains("not a regular file"), "\(device.stderr)")
        let folder = try await PlatesProcess.run(["--db", db, "import", dir])
        #expect(folder.status == 1 && folder.stderr.contains("it is a folder"), "\(folder.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "1")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM exercise") == "21")
        let format = try await PlatesProcess.run(["--db", db, "import", "--format", "endomondo", "\(dir)/unit.csv"])
        #expect(format.status != 0)
    }

    @Test func aDryRunWritesNothing() async throws {
        let db = PlatesProcess.tempDatabase()
        let file = Self.fixtures.appendingPathComponent("hevy.csv").path
        // A dry run only reads: on a database that does not exist yet it creates none.
        let missing = try await PlatesProcess.run(["--db", db, "import", "--dry-run", file])
        #expect(missing.status == 1 && missing.stderr.contains("No database at") && !FileManager.default.fileExists(atPath: db))
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "add", "80"]).status == 0)
        let run = try await PlatesProcess.run(["--db", db, "import", "--dry-run", file])
        #expect(run.status == 0 && run.stdout.contains("dry run: nothing was written"), "\(run.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "0")
    }
}
