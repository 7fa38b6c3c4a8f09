import Synchronization

/// Whether the daily backup beside the interface or the quit has the database: the quit closes
/// the file (`LocalDatabase.close`) only when no backup is running, and a backup does not start
/// on a closed file (it would fail, and say so at the next start).
final class BackupTurn: Sendable {
    private enum Phase { case waiting, running, ended, quit }
    private let phase = Mutex(Phase.waiting)

    /// The backup may start: the interface has not quit.
    func begin() -> Bool {
        phase.withLock { phase in
            guard phase == .waiting else { return false }
            phase = .running
            return true
        }
    }

    func end() { phase.withLock { $0 = .ended } }

    /// At quit: true when no backup is running, and none will start. A running one is left to
    /// the exit, as a `plates` killed mid-backup is: its `.partial` copy is removed later
    /// (docs/backups.md); the WAL stays beside the file until the next close.
    func quit() -> Bool {
        phase.withLock { phase in
            guard phase != .running else { return false }
            phase = .quit
            return true
        }
    }
}
