import Foundation
import PlatesApp
import PlatesCore
import PlatesStore

/// The local database's daily backup (`AutoBackup`), run after `plates log` and beside the
/// full-screen interface, which it also tells what the backups folder holds.
enum DailyBackup {
    /// Seconds the interface waits after starting before it backs up.
    static let delayInInterface: TimeInterval = 3

    /// The failure to say, the first time it happens.
    static func run(_ backend: any PlatesBackend, override: String?) -> String? {
        guard let local = backend as? SQLiteBackend, case .failed(let message, new: true) = outcome(local, override: override) else { return nil }
        return message
    }

    /// Beside the interface: what the folder holds at once, then the daily backup (after the
    /// first screens), its outcome in Settings and a new failure in the status line. Answers the
    /// turn the quit takes from it (nil when the backend is not a local file).
    static func runBesideInterface(_ backend: any PlatesBackend, override: String?, post: @escaping @Sendable (Action) -> Void) -> BackupTurn? {
        guard let local = backend as? SQLiteBackend else { return nil }
        let folder = folder(local, override: override)
        let calendar = Calendar.plates()
        let turn = BackupTurn()
        let thread = Thread {
            post(.backupsChecked(BackupInfo(folder: folder, last: AutoBackup.last(in: folder, calendar: calendar))))
            Thread.sleep(forTimeInterval: delayInInterface)
            guard turn.begin() else { return }
            defer { turn.end() }
            switch outcome(local, override: override) {
            case .notDue: return
            case .made(let made):
                let last = BackupRotation.date(ofFileName: (made.path as NSString).lastPathComponent, calendar: calendar)
                post(.backupsChecked(BackupInfo(folder: folder, last: last)))
            case .failed(let message, let new):
                post(.backupsChecked(BackupInfo(folder: folder, last: AutoBackup.last(in: folder, calendar: calendar), failure: message)))
                if new { post(.notice(message)) }
            }
        }
        thread.start()
        return turn
    }

    /// `--backup-dir`, else the folder chosen in Settings, else `backups/` beside the database.
    static func folder(_ local: SQLiteBackend, override: String?) -> String {
        BackupFolder.folder(forDatabase: local.store.database.path, override: override)
    }

    static func outcome(_ local: SQLiteBackend, override: String?) -> AutoBackup.Outcome {
        AutoBackup.run(local.store.database, folder: folder(local, override: override), now: Date(), calendar: .plates())
    }
}
