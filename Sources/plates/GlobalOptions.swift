import ArgumentParser
import Foundation
import PlatesCore
import PlatesDemo
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

    /// The options as plain values.
    var choice: BackendChoice { BackendChoice(db: db, demo: demo, server: server, unit: unit) }

    /// Refuses contradictory options.
    func validated() throws -> BackendChoice { try choice.validated() }
}

/// Which backend to open, and the display unit: what `GlobalOptions` parses, or what the
/// full-screen interface's fast start reads without ArgumentParser (`FastStart`).
struct BackendChoice: Sendable, Equatable {
    var db: String?
    var demo = false
    var server: String?
    var unit: WeightUnit?

    /// Refuses contradictory options.
    func validated() throws -> BackendChoice {
        if [demo, db != nil, server != nil].filter({ $0 }).count > 1 { throw ValidationError("Choose one of --demo, --db and --server.") }
        return self
    }

    /// Opens the chosen backend: --demo, --db, --server, else the server you logged in to
    /// (`plates login` writes credentials.json; `plates logout` removes it), else the local file.
    func openBackend(environment: PlatesEnvironment) throws(PlatesError) -> any PlatesBackend {
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
        return try SQLiteBackend(path: path, environment: environment)
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
