import Foundation
import PlatesApp
import PlatesCore
import PlatesStore
import PlatesTestSupport
import TermUI
import Testing

/// Settings → Import a file → Mode "take back its import" (`ImportUndo`, as `plates import
/// --undo`): the first enter lists what would go in the form, the second removes it, after a
/// backup; what the lifter logged stays.
@Suite(.onTestThreads) struct ImportUndoScreenTests {
    static let hevy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import/hevy.csv").path

    @Test func theFirstEnterListsAndTheSecondRemoves() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-undo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let backend = try await SQLiteBackend.open(path: dir.appendingPathComponent("plates.sqlite").path, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now.addingTimeInterval(-3_600))])
        _ = try await Importer.run(
            Importer.Request(text: try String(contentsOfFile: Self.hevy, encoding: .utf8)), into: backend, environment: .fixed(AppDriver.now))
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == 8)

        let driver = try await AppDriver(backend: backend)
        await driver.send(.backupsChecked(BackupInfo(folder: dir.appendingPathComponent("backups").path, last: nil)))
        await driver.press(.char("5"), .char("k"), .char("k"), .char("k"), .char("k"), .char("k"), .char("k"), .char("j"), .char("j"), .enter)
        await driver.type(Self.hevy)
        await driver.press(.tab, .tab, .tab, .right, .right)
        guard case .form(let f)? = driver.state.modal else {
            Issue.record("no form")
            return
        }
        #expect(f.fields[3].text == "take back its import")
        await driver.press(.enter)
        guard case .form(let listed)? = driver.state.modal else {
            Issue.record("the form closed: \(driver.text)")
            return
        }
        #expect(listed.error?.contains("To remove: 7 sets of the 7 the file gives") == true, "\(listed.error ?? "")")
        #expect(listed.error?.hasSuffix("Enter again removes them; esc keeps everything.") == true)
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == 8, "the list removes nothing")

        await driver.press(.enter)
        guard case .report(let report)? = driver.state.modal else {
            Issue.record("no report: \(driver.text)")
            return
        }
        #expect(report.title == "Import taken back" && report.lines.contains("Removed: 7 sets of the 7 the file gives"), "\(report.lines)")
        #expect(report.lines.last?.hasPrefix("Backed up the database first: ") == true)
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == 1)
    }

    @Test func aFileWithNothingHereSaysSoAndAsksNothing() async throws {
        let driver = try await AppDriver(
            backend: try await SQLiteBackend.open(
                path: FileManager.default.temporaryDirectory.appendingPathComponent("plates-undo-\(UUID().uuidString).sqlite").path,
                environment: .fixed(AppDriver.now)))
        await driver.press(.char("5"), .char("k"), .char("k"), .char("k"), .char("k"), .char("k"), .char("k"), .char("j"), .char("j"), .enter)
        await driver.type(Self.hevy)
        await driver.press(.tab, .tab, .tab, .right, .right, .enter)
        guard case .form(let f)? = driver.state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(f.error?.hasPrefix("Nothing of it is here") == true && f.undoListed == nil, "\(f.error ?? "")")
        // A mapping with the undo is refused: the file alone says what the import added.
        await driver.press(.tab)
        await driver.type("Row=new")
        await driver.press(.enter)
        guard case .form(let mapped)? = driver.state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(mapped.error == "Taking an import back finds what it added by the file alone: leave Map names empty.")
    }
}
