import Foundation
import PlatesCore
import PlatesStore

/// The local database's daily backup (`AutoBackup`), run after `plates log` and beside the
/// full-screen interface: answers the failure to say, the first time it happens.
enum DailyBackup {
    /// Seconds the interface waits after starting before it backs up.
    static let delayInInterface: TimeInterval = 3

    static func run(_ backend: any PlatesBackend) -> String? {
        guard let local = backend as? SQLiteBackend else { return nil }
        let database = local.store.database
        let folder = SQLiteBackup.defaultFolder(forDatabase: database.path)
        guard case .failed(let message, new: true) = AutoBackup.run(database, folder: folder, now: Date(), calendar: .plates()) else { return nil }
        return message
    }
}
