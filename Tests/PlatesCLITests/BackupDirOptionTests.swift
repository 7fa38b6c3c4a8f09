import Foundation
import PlatesTestSupport
import Testing

/// Issue 25, item 1: `--backup-dir` sends a run's backups (the daily one after `plates log`, and
/// `plates backup`) to a folder of the user's, not `backups/` beside the database.
@Suite(.onTestThreads) struct BackupDirOptionTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plates-chosen-\(UUID().uuidString)").path
    }

    static func backups(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".sqlite") }
    }

    @Test func theDailyBackupAndPlatesBackupGoWhereTheyAreTold() async throws {
        let db = PlatesProcess.tempDatabase()
        let once = Self.folder()
        let log = try await PlatesProcess.run(["--db", db, "--backup-dir", once, "log", "squat 100x5"])
        #expect(log.status == 0, "\(log.stderr)")
        let beside = ((db as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
        #expect(Self.backups(in: once).count == 1 && Self.backups(in: beside).isEmpty)

        let chosen = Self.folder()
        let backup = try await PlatesProcess.run(["--db", db, "--backup-dir", chosen, "backup"])
        #expect(backup.status == 0 && backup.stdout.contains(" to \(chosen)/plates-"), "\(backup.stdout)\(backup.stderr)")
        #expect(Self.backups(in: chosen).count == 1)
    }
}
