import Foundation
import PlatesApp
import PlatesCore
import PlatesStore
import PlatesTestSupport
import TermUI
import Testing

/// Settings says where the local database's backups go and when the last was made, or why the
/// daily one failed (docs/backups.md); with no local database (demo, a server) it says nothing.
@Suite(.onTestThreads) struct BackupInfoTests {
    @Test func settingsSaysWhenAndWhere() async throws {
        let app = try await AppDriver(size: Size(width: 120, height: 40), backend: AppDriver.sharedDemo)
        await app.press(.char("5"))
        #expect(!app.contains("Backups"))
        let folder = "/home/lifter/.local/share/plates/backups"
        await app.send(.backupsChecked(BackupInfo(folder: folder, last: nil)))
        #expect(app.contains("Backups  none yet · \(folder)  daily; plates backup makes one now"), "\(app.text)")
        await app.send(.backupsChecked(BackupInfo(folder: folder, last: AppDriver.fixedDate("2026-11-21 07:05"))))
        #expect(app.contains("Backups  last 2026-11-21 07:05 · \(folder)"), "\(app.text)")
        let failure = "The daily backup to \(folder) failed: disk full."
        await app.send(.backupsChecked(BackupInfo(folder: folder, last: nil, failure: failure)))
        #expect(app.contains("Backups  The daily backup to"), "\(app.text)")
        // A folder name cannot steer the terminal.
        await app.send(.backupsChecked(BackupInfo(folder: "/tmp/\u{1B}]0;pwned\u{07}", last: nil)))
        #expect(!app.text.contains("\u{1B}") && !app.text.contains("\u{07}"))
    }

    /// Settings → Backups folder on the local database: enter, a folder, enter; the line says the
    /// new folder and the choice is kept beside the database. A relative path stays in the form
    /// with the reason; empty goes back to the default.
    @Test func theBackupsFolderIsChosenInSettings() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 120, height: 40), backend: backend)
        let fallback = SQLiteBackup.defaultFolder(forDatabase: path)
        await app.send(.backupsChecked(BackupInfo(folder: fallback, last: nil)))
        await app.press(.char("5"))
        #expect(app.contains("Backups folder"))
        // The row after the rest timer's alarm.
        await app.press(.char("G"), .char("k"))
        await app.press(.enter)
        #expect(app.contains("Daily backups go here"))
        await app.press(.ctrl("u"))
        await app.type("relative/path")
        await app.press(.enter)
        #expect(app.contains("is not a full path") && BackupFolder.chosen(forDatabase: path) == nil)
        let chosen = dir.appendingPathComponent("synced").path
        await app.press(.ctrl("u"))
        await app.type(chosen)
        await app.press(.enter)
        #expect(BackupFolder.chosen(forDatabase: path) == chosen && app.state.backups?.folder == chosen)
        #expect(app.contains("Backups  none yet · \(chosen)") && app.contains("Backups go to"))
        await app.press(.enter, .ctrl("u"), .enter)
        #expect(BackupFolder.chosen(forDatabase: path) == nil && app.state.backups?.folder == fallback)
        // A folder dragged into the terminal comes quoted or escaped (`DroppedPath`).
        let synced = dir.appendingPathComponent("My Sync (phone)").path
        try FileManager.default.createDirectory(atPath: synced, withIntermediateDirectories: true)
        await app.press(.enter, .ctrl("u"))
        let escaped = synced.replacingOccurrences(of: " ", with: "\\ ")
            .replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)")
        await app.send(.event(.paste(escaped)))
        await app.press(.enter)
        #expect(BackupFolder.chosen(forDatabase: path) == synced)
    }

    /// Settings → Restore a backup: the folder's backups with what each holds; enter backs the
    /// data up and puts the chosen backup back; the screens show the restored data.
    @Test func aBackupIsRestoredFromSettings() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: .fixed(AppDriver.now))
        let squat = try #require(try await backend.listExercises().first { $0.name == "Squat" })
        _ = try await backend.logSets([SetDraft(exerciseId: squat.id, weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now.addingTimeInterval(-3600))])
        let folder = dir.appendingPathComponent("backups").path
        _ = try SQLiteBackup.write(backend.store.database, toFolder: folder, now: Date().addingTimeInterval(-5), calendar: .plates())
        _ = try await backend.logSets([SetDraft(exerciseId: squat.id, weight: 140, weightUnit: .kg, reps: 1, date: AppDriver.now.addingTimeInterval(-60))])

        let app = try await AppDriver(size: Size(width: 120, height: 40), backend: backend)
        await app.send(.backupsChecked(BackupInfo(folder: folder, last: nil)))
        await app.press(.char("5"), .char("G"), .enter)
        #expect(app.contains("Restore a backup") && app.contains("1 set, 0 weigh-ins") && app.contains("backed up first"), "\(app.text)")
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.map(\.weight) == [100])
        #expect(app.contains("✓ Restored. The data as it was: plates-"))
        // The data as it was is the newest backup: restoring it undoes the restore.
        await app.press(.enter)
        #expect(app.contains("2 sets, 0 weigh-ins"))
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.map(\.weight) == [140, 100])
        await app.press(.char("1"))
        #expect(app.contains("140 kg"))
    }
}
