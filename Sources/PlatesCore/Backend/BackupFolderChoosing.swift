import Foundation

/// A backend whose backups go to a folder the user chooses (Settings → Backups folder): the local
/// SQLite database (docs/backups.md). A server account and the demo have none.
public protocol BackupFolderChoosing: Sendable {
    /// Keeps `folder` (nil: the default, `backups/` beside the database) after checking it can hold
    /// backups; answers where backups now go and when the newest there was made.
    func chooseBackupFolder(_ folder: String?, calendar: Calendar) throws(PlatesError) -> (folder: String, last: Date?)
}
