import Foundation

/// One backup in a backups folder, and what it holds (Settings → Restore a backup).
public struct BackupFile: Equatable, Sendable {
    public var path: String
    /// When it was made (its name).
    public var made: Date
    public var sets: Int
    public var customExercises: Int
    public var bodyWeight: Int
    public var lastSet: Date?

    public init(path: String, made: Date, sets: Int, customExercises: Int, bodyWeight: Int, lastSet: Date?) {
        self.path = path
        self.made = made
        self.sets = sets
        self.customExercises = customExercises
        self.bodyWeight = bodyWeight
        self.lastSet = lastSet
    }
}

/// A backend whose backups can be put back from the interface: the local SQLite database
/// (docs/backups.md). The same steps as `plates restore`: the database is backed up first.
public protocol BackupRestoring: Sendable {
    /// The backups in `folder`, newest first; one that does not open is left out.
    func backups(in folder: String, calendar: Calendar) -> [BackupFile]
    /// Backs the database up into `folder`, then replaces it with the backup at `path` (brought up
    /// to date when an older Plates made it); answers the backup made first.
    func restore(_ path: String, backingUpInto folder: String, calendar: Calendar) throws(PlatesError) -> String
    /// Backs the database up into `folder` (nil: where its backups go) before a write that has no
    /// undo (an import); answers the backup, or nil while it holds no sets (nothing to lose).
    func backUpFirst(into folder: String?, calendar: Calendar) async throws(PlatesError) -> String?
}
