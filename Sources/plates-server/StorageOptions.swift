import ArgumentParser
import Foundation
import PlatesFiles
import PlatesServer
import PlatesStore

/// Where the server's data lives: options `plates-server` and `plates-server admin` share.
struct StorageOptions: ParsableArguments {
    @Option(help: "The SQLite file (created if absent). Default: $XDG_DATA_HOME/plates/server.sqlite.")
    var db: String?

    @Option(
        help: ArgumentHelp(
            """
            SQLite only: full syncs every commit to disk before answering; normal answers sooner (about a third more \
            sets a second) but a power cut can lose the last commits (never corrupts the file).
            """, valueName: "full|normal"))
    var sqliteSync: SQLiteDatabase.Durability = .full

    @Option(
        help: ArgumentHelp(
            "A PostgreSQL database instead of SQLite: postgres://USER:PASSWORD@HOST:PORT/DATABASE (also $DATABASE_URL).",
            valueName: "url"))
    var postgres: String?

    @Option(help: "Connections to PostgreSQL this server may open (about twice the database's cores).")
    var postgresConnections = 6

    func validate() throws {
        guard db == nil || postgres == nil else { throw ValidationError("Give --db (SQLite) or --postgres, not both.") }
        guard (1...500).contains(postgresConnections) else { throw ValidationError("--postgres-connections must be from 1 to 500.") }
    }

    /// --postgres, else $DATABASE_URL (without --db), else the SQLite file.
    func location() -> StorageLocation {
        if let url = postgres ?? (db == nil ? ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 } : nil) {
            return .postgres(url: url, connections: postgresConnections)
        }
        return .sqlite(path: db ?? DatabaseLocation.dataDirectory() + "/server.sqlite", durability: sqliteSync)
    }
}
