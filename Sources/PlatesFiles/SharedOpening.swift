import Foundation
import GRDB

extension DatabasePool {
    /// Opens a pool on a file other processes may be opening at the same moment (two `plates`
    /// started together on a new database, two servers on one file).
    ///
    /// Opening a pool switches the file to WAL. On a new file that switch reads the file, then
    /// asks for the write lock; when another process holds it, SQLite answers SQLITE_BUSY at once
    /// instead of waiting out the busy timeout (waiting while holding a read lock could deadlock).
    /// This tries again, with a little jitter, until `patience` has passed.
    public static func openAlongsideOtherProcesses(
        path: String, configuration: Configuration, patience: Duration = .seconds(10)
    ) throws -> DatabasePool {
        let deadline = ContinuousClock.now + patience
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: Double.random(in: 0.005...0.03))
            }
        }
    }
}
