import Foundation
import Logging
import PlatesCore
import PlatesHTTP
import PlatesServer

/// A real `plates-server` (the same `PlatesServerApp` the binary runs) listening on 127.0.0.1 on
/// a free port, inside the test process: one per clock, started on first use, serving until the
/// tests end. Cheap bcrypt and no per-token limit, so the suites can sign up and hammer freely.
public actor TestServer {
    public static let shared = TestServer()
    private var running: [String: URL] = [:]

    /// 127.0.0.1, a free port, cheap bcrypt, no per-token limit.
    /// Hundreds of tests sign up from one address: the sign-up limit is `SignUpLimitTests`' own.
    public static var testConfiguration: ServerConfiguration {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, bcryptCost: 4, tokenRate: 0)
        configuration.signupsPerAddress = 1_000_000
        return configuration
    }

    /// The base URL of a server whose clock is `now` (nil: the real clock), on `storage`.
    public func url(now: Date? = nil, storage: TestStorage = .sqlite) async throws -> URL {
        let key = (now.map { WireDates.format($0) } ?? "live") + " \(storage)"
        if let url = running[key] { return url }
        let configuration = Self.testConfiguration
        let clock: @Sendable () -> Date
        if let now { clock = { now } } else { clock = { Date() } }
        let url = try await Self.start(configuration: configuration, now: clock, storage: storage)
        running[key] = url
        return url
    }

    /// A server of its own (not shared): a configuration, a clock and a logger a test controls.
    public static func start(
        configuration: ServerConfiguration, logger: Logger? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, storage: TestStorage = .sqlite
    ) async throws -> URL {
        var quiet = Logger(label: "test-server")
        quiet.logLevel = .critical
        let app = try await PlatesServerApp(storage: storage.location(), configuration: configuration, logger: logger ?? quiet, now: now)
        return try await serve(app)
    }

    /// A server of its own on a database of its own: a new SQLite file, or a new PostgreSQL schema
    /// (for a test that must not meet the other servers' rows: they deliver each other's
    /// webhooks on a shared database, as several servers of one deployment do).
    public static func startAlone(configuration: ServerConfiguration, storage: TestStorage) async throws -> URL {
        switch storage {
        case .sqlite: return try await start(configuration: configuration, storage: .sqlite)
        case .postgres:
            let scratch = try await TestPostgres.scratchSchema("alone")
            var quiet = Logger(label: "test-server")
            quiet.logLevel = .critical
            let app = try await PlatesServerApp(storage: .postgres(url: scratch.url), configuration: configuration, logger: quiet)
            return try await serve(app)
        }
    }

    private static func serve(_ app: PlatesServerApp) async throws -> URL {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        Task.detached { try await app.run(handleSignals: false) { port in continuation.yield(port) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw PlatesError.network("the test server did not start") }
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    /// A new account on the server at `url`, logged in.
    public static func newAccount(_ url: URL) async throws -> Credentials {
        try await HTTPBackend.logIn(
            server: url.absoluteString, email: "lifter-\(UUID().uuidString.prefix(8))@example.com",
            password: "correct horse", signUp: true)
    }
}
