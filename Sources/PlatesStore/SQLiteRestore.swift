import Foundation
import GRDB
import PlatesCore

/// Putting a backup back (docs/backups.md): what a Plates database file holds, and copying one
/// into the open database with SQLite's online backup the other way round, so other processes
/// with the database open see the restored data instead of a file swapped under them.
public enum SQLiteRestore {
    /// What a database holds, to compare before replacing one with the other.
    public struct Summary: Sendable, Equatable {
        public var sets: Int
        public var exercises: Int
        /// Exercises made by the user (not the built-in catalogue).
        public var customExercises: Int
        public var bodyWeight: Int
        public var firstSet: Date?
        public var lastSet: Date?
    }

    /// Reads `path` read-only: checked as a backup is, and refused when a newer Plates made it.
    public static func summary(of path: String) throws(PlatesError) -> Summary {
        _ = try SQLiteBackup.check(path)
        do {
            let queue = try SQLiteBackup.openReadOnly(path)
            defer { try? queue.close() }
            return try queue.read { db throws -> Summary in
                let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
                let known = Set(Migrations.migrator.migrations)
                if let unknown = applied.first(where: { !known.contains($0) }) {
                    throw PlatesError.validation("\(path) was made by a newer Plates (its database has ‘\(unknown)’): update Plates to restore it.")
                }
                func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
                let first = try Int64.fetchOne(db, sql: "SELECT MIN(date) FROM workout_set")
                let last = try Int64.fetchOne(db, sql: "SELECT MAX(date) FROM workout_set")
                return Summary(
                    sets: try count("SELECT COUNT(*) FROM workout_set"), exercises: try count("SELECT COUNT(*) FROM exercise"),
                    customExercises: try count("SELECT COUNT(*) FROM exercise WHERE is_base = 0"),
                    bodyWeight: try count("SELECT COUNT(*) FROM body_weight"),
                    firstSet: first.map { Date(timeIntervalSince1970: Double($0) / 1000) },
                    lastSet: last.map { Date(timeIntervalSince1970: Double($0) / 1000) })
            }
        } catch let error as PlatesError {
            throw error
        } catch {
            throw .decoding("\(path) is not a Plates database: \(error)")
        }
    }

    /// `plates restore` and Settings → Restore a backup: checks `file`, backs `database` up into
    /// `folder` first (nil: no backup, for a database with nothing in it yet), then copies `file`
    /// in and migrates it. `file` is read from a copy of its own: the backup made first may rotate
    /// it away (today's earlier backup gives way to today's newest).
    public static func replace(
        _ database: SQLiteDatabase, with file: String, backingUpInto folder: String?, now: Date, calendar: Calendar
    ) throws(PlatesError) -> SQLiteBackup.Made? {
        _ = try summary(of: file)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("plates-restoring-\(UUID().uuidString).sqlite").path
        do {
            try FileManager.default.copyItem(atPath: file, toPath: copy)
        } catch {
            throw .internal("cannot read \(file) to restore it: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let first = try folder.map { f throws(PlatesError) in try SQLiteBackup.write(database, toFolder: f, now: now, calendar: calendar) }
        try restore(copy, into: database)
        // Opened again: a backup from an older Plates is migrated, as any database is.
        _ = try SQLiteDatabase(path: database.path, connections: .local)
        return first
    }

    /// Copies `file` over everything in `database`, in one step. Open the database again after
    /// it (`SQLiteDatabase(path:)`): that migrates a backup an older Plates made.
    public static func restore(_ file: String, into database: SQLiteDatabase) throws(PlatesError) {
        do {
            let source = try SQLiteBackup.openReadOnly(file)
            defer { try? source.close() }
            try source.backup(to: database.pool)
        } catch {
            throw .internal("restoring \(file) into \(database.path) failed: \(error)")
        }
    }
}
