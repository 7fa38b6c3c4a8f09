import ArgumentParser
import Foundation
import PlatesCore
import PlatesDemo
import PlatesFiles
import PlatesHTTP
import PlatesStore

/// Options every command takes: which backend, and the display unit.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The SQLite database to use.", valueName: "path"))
    var db: String?

    @Flag(name: .long, help: "Use demo data (in memory; nothing is saved).")
    var demo = false

    @Option(name: .long, help: ArgumentHelp("Use the account on this Plates server (log in first: plates login --server URL).", valueName: "url"))
    var server: String?

    @Option(name: .long, help: ArgumentHelp("Show weights in kg or lb (and read unitless weights in it).", valueName: "kg|lb"))
    var unit: WeightUnit?

    @Option(
        name: .customLong("backup-dir"),
        help: ArgumentHelp("Write this run's backups here (default: the folder chosen in Settings, else backups/ beside the database).", valueName: "folder"))
    var backupDir: String?

    /// The options as plain values.
    var choice: BackendChoice { BackendChoice(db: db, demo: demo, server: server, unit: unit, backupDir: backupDir) }

    /// Refuses contradictory options.
    func validated() throws -> BackendChoice { try choice.validated() }

    /// `plates` and the `--db`/`--server` given, for a command printed to be run next (the command
    /// line has no undo: what puts a change back).
    var again: String {
        (["plates"] + [db.map { "--db " + Output.shellQuoted($0) }, server.map { "--server " + Output.shellQuoted($0) }].compactMap { $0 })
            .joined(separator: " ")
    }
}

/// Which backend to open, and the display unit: what `GlobalOptions` parses, or what the
/// full-screen interface's fast start reads without ArgumentParser (`FastStart`).
struct BackendChoice: Sendable, Equatable {
    var db: String?
    var demo = false
    var server: String?
    var unit: WeightUnit?
    /// `--backup-dir`: where this run's backups go.
    var backupDir: String?

    /// Refuses contradictory options.
    func validated() throws -> BackendChoice {
        if [demo, db != nil, server != nil].filter({ $0 }).count > 1 { throw ValidationError("Choose one of --demo, --db and --server.") }
        return self
    }

    /// Whether a command writes: only a writer may create the database a `--db` path names. One
    /// that changes what a new file cannot hold (a set, a workout, a routine of the user's) is
    /// not such a writer: on a missing file it is a mistyped path, as for a read. (The built-in
    /// exercises are in every new file: renaming one may be a first command.)
    enum Access: Sendable { case reads, writes, changes }

    /// Opens the chosen backend: --demo, --db, --server, else the server you logged in to
    /// (`plates login` writes credentials.json; `plates logout` removes it), else the local file.
    /// A `--db` file that does not exist is created only by a command that writes, and only in a
    /// folder that exists: a mistyped path creates nothing. The default location's folders are
    /// created on first use.
    func openBackend(environment: PlatesEnvironment, access: Access = .writes) throws(PlatesError) -> any PlatesBackend {
        if demo { return try DemoBackend(seed: .fixtures, environment: environment) }
        let file = CredentialsFile(path: CredentialsFile.defaultPath())
        if let server {
            let url = try HTTPTransport.serverURL(server)
            guard let credentials = try file.load(), try HTTPTransport.serverURL(credentials.server) == url else {
                throw .unauthorized("Not logged in to \(url.absoluteString): run `plates login --server \(url.absoluteString)` first.")
            }
            return try GlobalOptions.http(credentials, file: file, environment: environment)
        }
        if db == nil, let credentials = try file.load() {
            return try GlobalOptions.http(credentials, file: file, environment: environment)
        }
        let path = db.map { ($0 as NSString).expandingTildeInPath } ?? DatabaseLocation.defaultPath()
        if db != nil { try Self.checkGivenPath(path, access: access) }
        return try SQLiteBackend(path: path, environment: environment)
    }

    static func checkGivenPath(_ path: String, access: Access) throws(PlatesError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .validation("\(path) is a folder: --db takes a database file, like \(path)/plates.sqlite.", field: "db") }
            return
        }
        guard access == .writes else {
            throw .validation(
                "No database at \(path): check the path (nothing was created; a command that writes, such as plates log, creates it).", field: "db")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw .validation("No folder \(folder) for the database: check the path, or create the folder first (nothing was created).", field: "db")
        }
    }
}

extension GlobalOptions {
    /// The HTTP backend with its offline outbox.
    static func http(_ credentials: Credentials, file: CredentialsFile, environment: PlatesEnvironment) throws(PlatesError) -> HTTPBackend {
        let outbox = try Outbox(path: Outbox.path(for: credentials))
        return try HTTPBackend(credentials: credentials, file: file, environment: environment, outbox: outbox)
    }
}

extension WeightUnit: ExpressibleByArgument {
    public init?(argument: String) { self.init(lenient: argument) }
}
