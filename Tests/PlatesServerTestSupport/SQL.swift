import GRDB

/// Runs SQL on a database file and prints the rows the way the sqlite3 shell does
/// (columns joined by `|`, rows by newlines), so tests read like a user's shell session.
public enum SQL {
    public static func run(_ path: String, _ sql: String) throws -> String {
        let queue = try DatabaseQueue(path: path)
        return try queue.writeWithoutTransaction { db in
            try Row.fetchAll(db, sql: sql).map { row in
                row.databaseValues.map { $0.isNull ? "" : ($0.storage.value.map { "\($0)" } ?? "") }.joined(separator: "|")
            }.joined(separator: "\n")
        }
    }
}
