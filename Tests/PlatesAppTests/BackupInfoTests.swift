import Foundation
import PlatesApp
import PlatesCore
import TermUI
import Testing

/// Settings says where the local database's backups go and when the last was made, or why the
/// daily one failed (docs/backups.md); with no local database (demo, a server) it says nothing.
@Suite struct BackupInfoTests {
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
}
