import Foundation
import PlatesCore

/// The daily backup (docs/backups.md): when Plates starts or logs, today's backup is made if the folder
/// has none from today yet. It never stops what the user was doing, and a failure is said once:
/// it is noted beside the database (`plates.sqlite.backup-failure`, with its words), so it is not
/// said again at every start until a backup has worked, which removes the note.
public enum AutoBackup {
    public enum Outcome: Equatable, Sendable {
        case notDue
        case made(SQLiteBackup.Made)
        /// `new`: not said before (say it).
        case failed(String, new: Bool)
    }

    /// Whether `folder` lacks a backup from today (local day of `calendar`).
    public static func isDue(folder: String, now: Date, calendar: Calendar) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return !names.contains { name in
            BackupRotation.date(ofFileName: name, calendar: calendar).map { calendar.isDate($0, inSameDayAs: now) } ?? false
        }
    }

    /// When the newest backup in `folder` was made.
    public static func last(in folder: String, calendar: Calendar) -> Date? {
        BackupRotation.newest((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [], calendar: calendar)
    }

    /// Today's backup of `database` into `folder`, if due.
    public static func run(_ database: SQLiteDatabase, folder: String, now: Date, calendar: Calendar) -> Outcome {
        guard isDue(folder: folder, now: now, calendar: calendar) else { return .notDue }
        let marker = database.path + ".backup-failure"
        do {
            let made = try SQLiteBackup.write(database, toFolder: folder, now: now, calendar: calendar)
            try? FileManager.default.removeItem(atPath: marker)
            return .made(made)
        } catch {
            let reason = error.message.hasSuffix(".") ? error.message : error.message + "."
            let message = "The daily backup to \(folder) failed: \(reason) Logging goes on; plates backup tries again."
            let said = FileManager.default.fileExists(atPath: marker)
            try? message.write(toFile: marker, atomically: true, encoding: .utf8)
            return .failed(message, new: !said)
        }
    }
}
