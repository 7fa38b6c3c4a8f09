import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesStore
import PlatesTestSupport
import TermUI
import Testing

/// Settings → Import a file: the form, the importer run off the UI path with its progress, the
/// report, and what a failure leaves (the form as typed, nothing written).
@Suite(.onTestThreads) struct ImportScreenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import")
    static let hevy = fixtures.appendingPathComponent("hevy.csv").path

    /// Settings, the import row, enter.
    /// Settings, the third row (from the top, wherever the cursor was left).
    private static func openForm(_ driver: AppDriver) async {
        await driver.press(.char("5"), .char("k"), .char("k"), .char("k"), .char("k"), .char("k"), .char("k"), .char("j"), .char("j"), .enter)
    }

    private static func form(_ driver: AppDriver) -> FormState? {
        if case .form(let f)? = driver.state.modal { return f }
        return nil
    }

    private static func report(_ driver: AppDriver) -> ReportState? {
        if case .report(let r)? = driver.state.modal { return r }
        return nil
    }

    @Test func theSettingsRowOpensTheFormWithTheProfileUnit() async throws {
        let driver = try await AppDriver(backend: AppDriver.sharedDemo)
        await driver.press(.char("5"))
        #expect(driver.contains("Import a file") && driver.contains("Strong, Hevy, FitNotes, Plates or a spreadsheet"))
        await driver.press(.char("j"), .char("j"), .enter)
        let f = try #require(Self.form(driver))
        #expect(f.purpose == .importFile && f.focused == 0)
        #expect(f.fields.map(\.label) == ["File", "Format", "No unit means", "Mode", "Map names"])
        #expect(f.fields[1].text == "from its header" && f.fields[2].text == driver.state.unit.rawValue && f.fields[3].text == "import")
        #expect(f.intro?.contains("a sheet with Date, Exercise, Weight and Reps") == true && driver.contains("~/Downloads/strong.csv"))
        // ←/→ on the other rows still change values; the import row has nothing to step back to.
        await driver.press(.escape, .left)
        #expect(driver.state.modal == nil)
    }

    /// Issue 18, item 7: the form maps a file's name onto one of yours, as `--map` does, and the
    /// mapping is kept for the next import; a mapping that does not parse stays in the form.
    @Test func theFormMapsNamesLikeMap() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let driver = try await AppDriver(backend: backend)
        let dips = try #require(try await backend.listExercises().first { $0.name == "Dips" })
        let before = try await backend.listSets(SetQuery(exerciseId: dips.id, limit: 1)).total
        await Self.openForm(driver)
        await driver.type(Self.hevy)
        await driver.press(.tab, .tab, .tab, .tab)
        await driver.type("Triceps Dip")
        await driver.press(.enter)
        #expect(Self.form(driver)?.error?.contains("is not a mapping") == true)
        await driver.type("=dips")
        await driver.press(.enter)
        #expect(driver.effects.contains(.importFile(ImportChoice(path: Self.hevy, mappings: ["Triceps Dip": "dips"]))))
        #expect(try await !backend.listExercises().contains { $0.name == "Triceps Dip" })
        #expect(try await backend.listSets(SetQuery(exerciseId: dips.id, limit: 1)).total > before)
        #expect(try await backend.exerciseAliases()[Exercise.nameKey("Triceps Dip")] == dips.id)
    }

    /// A file dragged into a terminal is pasted as the shell would want it: its spaces escaped
    /// (GNOME Terminal, iTerm2, Terminal.app), in single quotes (Konsole, Windows Terminal), or as
    /// a `file://` address with %-escapes. The form read it as the path itself: "Cannot read
    /// /tmp/…/My\ Files/hevy\ export.csv: no such file".
    @Test(arguments: [
        #"DIR/My\ Files/hevy\ export\ \(1\).csv"#, "'DIR/My Files/hevy export (1).csv'", "\"DIR/My Files/hevy export (1).csv\"",
        "file://DIR/My%20Files/hevy%20export%20(1).csv",
    ])
    func aDroppedFileIsReadAsTheTerminalPastesIt(pasted: String) async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-drop-\(UUID().uuidString)")
        let folder = dir.appendingPathComponent("My Files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.hevy, toPath: folder.appendingPathComponent("hevy export (1).csv").path)
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let driver = try await AppDriver(backend: backend)
        await Self.openForm(driver)
        await driver.send(.event(.paste(pasted.replacingOccurrences(of: "DIR", with: dir.path))))
        await driver.press(.enter)
        #expect(Self.form(driver)?.error == nil)
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == 7)
    }

    /// A path that exists as typed is read as typed, backslashes and quotes included.
    @Test func aPathThatExistsAsTypedIsNotUnquoted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-drop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let odd = dir.appendingPathComponent(#"it's a\ file.csv"#).path
        try "x".write(toFile: odd, atomically: true, encoding: .utf8)
        #expect(DroppedPath.resolve(odd) == odd)
        #expect(DroppedPath.resolve("'\(dir.path)/nothing here.csv'") == "'\(dir.path)/nothing here.csv'")
        #expect(DroppedPath.readings(#"~/a\ b.csv"#).contains(NSString(string: "~/a b.csv").expandingTildeInPath))
        #expect(DroppedPath.readings("file://localhost/tmp/a%20b.csv").contains("/tmp/a b.csv"))
    }

    @Test func anEmptyPathIsAMistakeInTheForm() async throws {
        let driver = try await AppDriver(backend: AppDriver.sharedDemo)
        await Self.openForm(driver)
        await driver.press(.enter)
        let f = try #require(Self.form(driver))
        #expect(f.error?.contains("Type the path of the exported file") == true && !f.saving)
        #expect(!driver.effects.contains { if case .importFile = $0 { return true } else { return false } })
    }

    @Test func anImportWritesShowsItsProgressAndTheReport() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let driver = try await AppDriver(backend: backend)
        let before = try await backend.listSets(SetQuery(limit: 1)).total
        await Self.openForm(driver)
        await driver.type(Self.hevy)
        await driver.press(.enter)

        #expect(driver.effects.contains(.importFile(ImportChoice(path: Self.hevy, format: nil, unit: .kg, dryRun: false))))
        #expect(
            driver.progress == [
                .importProgress(.reading), .importProgress(.checking(rows: 7)),
                .importProgress(.writing(sets: 7, done: 0)), .importProgress(.writing(sets: 7, done: 7)),
            ])
        let report = try #require(Self.report(driver))
        #expect(report.title == "Import done")
        #expect(report.lines.contains("Sets: 7 in the file, 7 imported"))
        #expect(report.lines.contains { $0.contains("guessed: Triceps Dip → Triceps") })
        #expect(driver.contains("Import done") && driver.contains("Sets: 7 in the file, 7 imported"))
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before + 7)
        // The lists that show sets reloaded: the new exercises are in the exercise list.
        #expect(driver.state.summaries.value?.contains { $0.exercise.name == "Triceps Dip" } == true)

        await driver.press(.escape)
        #expect(driver.state.modal == nil)

        // The same file again adds nothing.
        await Self.openForm(driver)
        await driver.type(Self.hevy)
        await driver.press(.enter)
        #expect(Self.report(driver)?.lines.contains("Sets: 7 in the file, 0 imported, 7 already there") == true)
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before + 7)
    }

    /// On the local database an import backs it up first (it has no undo), into the folder
    /// Settings shows, and the report says where and how to put it back.
    @Test func anImportIntoTheLocalDatabaseBacksItUpFirst() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let backend = try await SQLiteBackend.open(path: dir.appendingPathComponent("plates.sqlite").path, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now.addingTimeInterval(-3_600))])
        let driver = try await AppDriver(backend: backend)
        let folder = dir.appendingPathComponent("chosen").path
        await driver.send(.backupsChecked(BackupInfo(folder: folder, last: nil)))
        await Self.openForm(driver)
        await driver.type(Self.hevy)
        await driver.press(.enter)
        let report = try #require(Self.report(driver))
        let line = try #require(report.lines.last)
        #expect(line.hasPrefix("Backed up the database first: \(folder)/plates-") && line.hasSuffix(" (Settings → Restore a backup puts it back)."), "\(line)")
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(backups.count == 1)
        #expect(try SQLiteRestore.summary(of: folder + "/" + backups[0]).sets == 1)
    }

    @Test func aDryRunChecksWithoutWriting() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let driver = try await AppDriver(backend: backend)
        let before = try await backend.listSets(SetQuery(limit: 1)).total
        await Self.openForm(driver)
        await driver.type(Self.fixtures.appendingPathComponent("strong-classic.csv").path)
        await driver.press(.tab, .right, .tab, .tab, .right)  // Format: Strong; Mode: check only
        await driver.press(.enter)
        let choice = driver.effects.compactMap { if case .importFile(let c, _) = $0 { return c } else { return nil } }.first
        #expect(choice?.format == .strong && choice?.dryRun == true)
        let report = try #require(Self.report(driver))
        #expect(report.title == "Import check · nothing written")
        #expect(report.lines.first?.contains("dry run: nothing was written") == true)
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before)
        #expect(driver.state.toast == nil)
    }

    @Test(arguments: [
        ("missing", "no such file"),
        ("folder", "it is a folder"),
        ("binary", "is not a text file"),
        ("bad-date", "Nothing was imported. line 2"),
    ])
    func aFileThatCannotBeImportedKeepsTheFormAndWritesNothing(_ kind: String, _ message: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plates-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path: String
        switch kind {
        case "missing": path = folder.appendingPathComponent("nope.csv").path
        case "folder": path = folder.path
        case "binary":
            path = folder.appendingPathComponent("photo.csv").path
            try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01]).write(to: URL(fileURLWithPath: path))
        default:
            path = folder.appendingPathComponent("bad.csv").path
            try """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            yesterday-ish,Push,1h,Bench Press,1,100,5,0,0,,,
            """.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let driver = try await AppDriver(backend: backend)
        let before = try await backend.listSets(SetQuery(limit: 1)).total
        await Self.openForm(driver)
        await driver.type(path)
        await driver.press(.enter)
        let f = try #require(Self.form(driver), "the form stays open")
        #expect(f.error?.contains(message) == true, "\(f.error ?? "no error")")
        #expect(f.fields[0].text == path && !f.saving && f.keys == nil)
        #expect(driver.contains(String((f.error ?? "-").prefix(12))), "the error shows in the form")
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before)
    }

    /// While a large file is written, the form shows the phase and a bar.
    @Test func theFormShowsTheWritingPhaseAsABar() async throws {
        let driver = try await AppDriver(backend: AppDriver.sharedDemo)
        await Self.openForm(driver)
        guard case .form(var f)? = driver.state.modal else {
            Issue.record("no form")
            return
        }
        f.saving = true
        driver.state.modal = .form(f)
        await driver.send(.importProgress(.checking(rows: 50_000)))
        #expect(driver.contains("Checking 50,000 rows…") && !driver.contains("%"))
        await driver.send(.importProgress(.writing(sets: 50_000, done: 31_000)))
        #expect(driver.contains("Writing 50,000 sets in one transaction…"))
        #expect(driver.contains("██████") && driver.contains(" 62%"))
        // A failure clears the bar and keeps the form.
        await driver.send(.saveFailed(.validation("Nothing was imported. line 7, column ‘Weight’: not a number")))
        #expect(Self.form(driver)?.progress == nil && Self.form(driver)?.keys == nil && !driver.contains("62%"))
        #expect(driver.contains("line 7, column ‘Weight’"))
    }

    @Test func aBackendThatCannotImportSaysWhereImportWorks() async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now))
        let driver = try await AppDriver(backend: backend)
        await Self.openForm(driver)
        await driver.type(Self.hevy)
        await driver.press(.enter)
        #expect(Self.form(driver)?.error?.contains("imports into a local database or a server account") == true)
    }

    @Test func theReportScrollsAndCloses() async throws {
        let driver = try await AppDriver(size: Size(width: 60, height: 12), backend: AppDriver.sharedDemo)
        let lines = (1...30).map { "line \($0)" }
        driver.state.modal = .report(ReportState(title: "Import done", lines: lines))
        #expect(driver.contains("line 1 ") && !driver.contains("line 9 ") && driver.contains("↓ more"))
        await driver.press(.char("j"), .char("j"))
        #expect(Self.report(driver)?.top == 2 && driver.contains("line 3 ") && !driver.contains("line 2 "))
        await driver.press(.char("G"))
        #expect(driver.contains("line 30") && !driver.contains("↓ more"))
        await driver.press(.char("j"))
        #expect(driver.contains("line 30"), "scrolling stops at the end")
        await driver.press(.char("g"), .char("k"))
        #expect(Self.report(driver)?.top == 0)
        await driver.press(.enter)
        #expect(driver.state.modal == nil)
    }
}
