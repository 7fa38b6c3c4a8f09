import Foundation
import GRDB

extension DatabaseMigrator {
    /// Migrates a file other processes may be migrating at the same moment (two `plates` started
    /// together on a new database or outbox, two servers on one file).
    ///
    /// GRDB reads which migrations have run before it takes the write lock, so two processes can
    /// both start the same migration. The loser's transaction rolls back, with "table … already
    /// exists" or SQLITE_BUSY. When the other process has made progress meanwhile (or the file
    /// was busy), this tries again and finds the work done. Any other failure is thrown at once.
    public func migrateAlongsideOtherProcesses(_ writer: any DatabaseWriter) throws {
        // Nearly every open finds the file up to date: one read on the writer's connection says so
        // (the reads below would open a reader connection first, and parse the schema on it). Any
        // doubt (a new file another process is migrating: "no such table") goes the careful way.
        if (try? writer.writeWithoutTransaction({ try hasCompletedMigrations($0) })) == true { return }
        for attempt in 1...Self.sharedAttempts {
            let before = (try? writer.read { try appliedIdentifiers($0) }) ?? []
            do {
                try migrate(writer)
                return
            } catch {
                let busy = (error as? DatabaseError)?.resultCode == .SQLITE_BUSY
                let after = (try? writer.read { try appliedIdentifiers($0) }) ?? before
                guard attempt < Self.sharedAttempts, busy || after != before else { throw error }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    static let sharedAttempts = 50
}
