import Foundation

/// What Settings says of the local database's backups: where they go, when the last was made,
/// and a failure of the daily one. The executable finds it (the app knows no files) and posts it.
public struct BackupInfo: Equatable, Sendable {
    public var folder: String
    public var last: Date?
    public var failure: String?

    public init(folder: String, last: Date?, failure: String? = nil) {
        self.folder = folder
        self.last = last
        self.failure = failure
    }
}
