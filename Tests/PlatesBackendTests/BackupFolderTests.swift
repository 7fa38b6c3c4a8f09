import Foundation
import PlatesCore
import PlatesDemo
import PlatesStore
import PlatesTestSupport
import Testing

/// Issue 25, item 1: the backups folder chosen in Settings — kept beside the database, checked
/// (a full path to a folder Plates can create and write), `--backup-dir` winning for one run, and
/// blank going back to `backups/` beside the database.
@Suite(.onTestThreads) struct BackupFolderTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plates-chosen-\(UUID().uuidString)").path
    }

    @Test func aChosenFolderIsKeptCheckedAndGivenBack() throws {
        let db = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let fallback = SQLiteBackup.defaultFolder(forDatabase: db)
        #expect(BackupFolder.folder(forDatabase: db) == fallback)
        let chosen = Self.folder() + "/nested/backups"
        #expect(try BackupFolder.choose(chosen + "/", forDatabase: db) == chosen)
        #expect(BackupFolder.chosen(forDatabase: db) == chosen && BackupFolder.folder(forDatabase: db) == chosen)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: chosen, isDirectory: &isFolder) && isFolder.boolValue)
        // --backup-dir wins for one run; `~` is the home folder.
        #expect(BackupFolder.folder(forDatabase: db, override: "/tmp/elsewhere") == "/tmp/elsewhere")
        #expect(BackupFolder.folder(forDatabase: db, override: "~/b") == NSHomeDirectory() + "/b")

        // Refused, and the choice stays as it was.
        let file = Self.folder() + ".txt"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        for bad in ["relative/folder", file, "/proc/plates-cannot-be-here"] {
            #expect(throws: PlatesError.self, "\(bad)") { _ = try BackupFolder.choose(bad, forDatabase: db) }
        }
        #expect(BackupFolder.chosen(forDatabase: db) == chosen)
        // Blank: back to the default.
        #expect(try BackupFolder.choose("  ", forDatabase: db) == fallback && BackupFolder.chosen(forDatabase: db) == nil)
    }

    /// Settings' way in: the local backend chooses, and answers the newest backup there.
    @Test func theLocalBackendChoosesAndSaysTheLastBackup() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let chosen = Self.folder()
        let first = try backend.chooseBackupFolder(chosen, calendar: Clock.calendar)
        #expect(first.folder == chosen && first.last == nil)
        _ = try SQLiteBackup.write(backend.store.database, toFolder: chosen, now: Clock.now, calendar: Clock.calendar)
        #expect(try backend.chooseBackupFolder(chosen, calendar: Clock.calendar).last == Clock.now)
        // The demo keeps no files: it has no backups folder to choose.
        let demo: any PlatesBackend = try DemoBackend(seed: .empty, environment: Clock.environment)
        #expect(!(demo is any BackupFolderChoosing))
    }

    /// Settings → Restore a backup: the folder's backups newest first with what each holds; a
    /// restore backs the database up first and puts the chosen one back — also today's earlier
    /// backup, which the backup made first rotates away (it was read from a copy).
    @Test func todaysEarlierBackupRestoresThoughTheFirstBackupRotatesItAway() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: .fixed(Date()))
        let squat = try #require(try await backend.listExercises().first { $0.name == "Squat" })
        _ = try await backend.logSets([SetDraft(exerciseId: squat.id, weight: 100, weightUnit: .kg, reps: 5, date: Date().addingTimeInterval(-60))])
        let folder = Self.folder()
        let calendar = Calendar.plates()
        let earlier = try SQLiteBackup.write(backend.store.database, toFolder: folder, now: Date().addingTimeInterval(-2), calendar: calendar)
        _ = try await backend.logSets([SetDraft(exerciseId: squat.id, weight: 105, weightUnit: .kg, reps: 5, date: Date().addingTimeInterval(-30))])
        let listed = backend.backups(in: folder, calendar: calendar)
        #expect(listed.map(\.path) == [earlier.path] && listed[0].sets == 1)

        let first = try backend.restore(earlier.path, backingUpInto: folder, calendar: calendar)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.map(\.weight) == [100])
        // The database as it was (2 sets) is the folder's one backup of today now.
        #expect(backend.backups(in: folder, calendar: calendar).map(\.sets) == [2] && first.hasPrefix(folder))
        // A file that is not a backup changes nothing.
        let junk = folder + "/plates-2020-01-01-000000.sqlite"
        try "not a database".write(toFile: junk, atomically: true, encoding: .utf8)
        #expect(throws: PlatesError.self) { _ = try backend.restore(junk, backingUpInto: folder, calendar: calendar) }
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 1)
    }
}
