import Foundation
import GRDB
import PlatesCore
import PlatesFiles

/// A consistent copy of a Plates database (docs/backups.md): SQLite's online backup, correct while the
/// TUI or another `plates` writes; the copy is checked (`integrity_check`, its rows counted)
/// before it takes its name, so a backup that exists is one that opens. Then the folder is
/// rotated (`BackupRotation`).
public enum SQLiteBackup {
    /// A backup written and checked.
    public struct Made: Sendable, Equatable {
        public var path: String
        public var sets: Int
        public var exercises: Int
        public var bodyWeight: Int
        public var bytes: Int
        /// Older backups the rotation removed.
        public var removed: [String]
    }

    /// Backs `database` up into `folder` (created 0700 if missing), named for `now`.
    public static func write(_ database: SQLiteDatabase, toFolder folder: String, now: Date, calendar: Calendar) throws(PlatesError) -> Made {
        let name = BackupRotation.fileName(for: now, calendar: calendar)
        let path = (folder as NSString).appendingPathComponent(name)
        // A name of its own: several `plates` started together may each make today's backup.
        let partial = path + "." + UUID().uuidString.prefix(8).lowercased() + ".partial"
        do {
            try PrivateFiles.createFolders(folder)
            try PrivateFiles.createFileIfMissing(partial)
        } catch {
            throw .validation("\(error)", field: "folder")
        }
        do {
            let copy = try DatabaseQueue(path: partial)
            try database.pool.backup(to: copy)
            // One file, not a file and its WAL: a backup is copied about by hand and by sync tools.
            try copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
            var made = try check(partial)
            // rename(2): a second backup in the same second replaces the first at once (both are
            // whole copies); a reader never sees a missing or half file under the name.
            guard rename(partial, path) == 0 else {
                throw PlatesError.internal("cannot name the backup \(path): \(String(cString: strerror(errno)))")
            }
            made.path = path
            made.removed = rotate(folder, calendar: calendar)
            return made
        } catch let error as PlatesError {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw .internal("the backup to \(path) failed: \(error)")
        }
    }

    /// Opens a backup read-only and checks it: SQLite's integrity check, then what it holds.
    public static func check(_ path: String) throws(PlatesError) -> Made {
        do {
            let queue = try openReadOnly(path)
            defer { try? queue.close() }
            return try queue.read { db throws -> Made in
                let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard integrity == ["ok"] else {
                    throw PlatesError.decoding("\(path) is damaged: \(integrity.prefix(3).joined(separator: "; "))")
                }
                func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
                let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                return Made(
                    path: path, sets: try count("workout_set"), exercises: try count("exercise"), bodyWeight: try count("body_weight"),
                    bytes: bytes, removed: [])
            }
        } catch let error as PlatesError {
            throw error
        } catch {
            throw .decoding("\(path) is not a Plates database: \(error)")
        }
    }

    /// A database file opened read-only: a backup, or one to restore.
    static func openReadOnly(_ path: String) throws -> DatabaseQueue {
        var config = Configuration()
        config.readonly = true
        return try DatabaseQueue(path: path, configuration: config)
    }

    /// Removes the backups the rotation does not keep; answers their names. A copy left half
    /// written an hour ago (the process was killed) goes too.
    static func rotate(_ folder: String, calendar: Calendar) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".partial") && isBackupsPartial(name, calendar: calendar) {
            let path = (folder as NSString).appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
            if let modified, modified < Date().addingTimeInterval(-3600) { try? FileManager.default.removeItem(atPath: path) }
        }
        let keep = BackupRotation.keep(names, calendar: calendar)
        let gone = names.filter { BackupRotation.date(ofFileName: $0, calendar: calendar) != nil && !keep.contains($0) }.sorted()
        for name in gone { try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name)) }
        return gone
    }

    /// `plates-….sqlite.1a2b3c4d.partial`: a copy being written (or left by a killed process).
    static func isBackupsPartial(_ name: String, calendar: Calendar) -> Bool {
        guard let end = name.range(of: ".sqlite.") else { return false }
        return BackupRotation.date(ofFileName: String(name[..<end.upperBound].dropLast()), calendar: calendar) != nil
    }

    /// Where backups go by default: `backups/` beside the database (for the default database,
    /// `$XDG_DATA_HOME/plates/backups/`), so two databases' backups never mix.
    public static func defaultFolder(forDatabase path: String) -> String {
        ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
    }
}
