import Foundation
import GRDB
import PlatesCore

/// Versioned schema migrations. Each one runs once, in a transaction; never edit a shipped one:
/// add the next (at the end of `registerTrainingAndRecords`, or in a file of its own called after it).
enum Migrations {
    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        registerSetsAndOwners(&m)
        registerTrainingAndRecords(&m)
        return m
    }
}
