import Foundation
import Logging
import NIOCore
import NIOPosix
import PlatesCore
import PostgresNIO
import Synchronization

/// A pool of connections to one PostgreSQL database, with the timeouts a server needs: connecting
/// gives up after `connectTimeout`, every statement after `queryTimeout` (both on the server, with
/// `statement_timeout`, and here, because a server that stops answering never says so). Several
/// `plates-server` instances can share the database: nothing lives in this object but the pool.
public final class PostgresPool: Sendable {
    public struct Settings: Sendable {
        public var host: String
        public var port: Int
        public var user: String
        public var password: String?
        public var database: String
        public var connectTimeout: Duration = .seconds(5)
        public var queryTimeout: Duration = .seconds(10)
        /// Per server. More than about twice the database's cores only adds contention: on this
        /// 2-core machine 6 gave the same throughput as 20 with half the p99 (docs/performance.md).
        public var maximumConnections = 6
        /// Server settings from the URL's query (`?search_path=plates` puts the tables in a schema).
        public var parameters: [String: String] = [:]

        /// Reads `postgres://user:password@host:port/database` (also `postgresql://`).
        public init(url: String) throws(PlatesError) {
            guard let parts = URLComponents(string: url), ["postgres", "postgresql"].contains(parts.scheme ?? ""),
                let host = parts.host, !host.isEmpty
            else {
                throw .validation("Give the PostgreSQL database as postgres://USER:PASSWORD@HOST:PORT/DATABASE.", field: "postgres")
            }
            self.host = host
            self.port = parts.port ?? 5432
            self.user = parts.user.flatMap { $0.removingPercentEncoding } ?? "postgres"
            self.password = parts.password.flatMap { $0.removingPercentEncoding }
            let name = String(parts.path.drop { $0 == "/" })
            self.database = name.isEmpty ? self.user : name
            for item in parts.queryItems ?? [] {
                guard let value = item.value else { continue }
                switch item.name {
                case "search_path", "application_name": parameters[item.name] = value
                case "sslmode" where value == "disable": break
                case "connect_timeout":
                    // Seconds, as libpq reads it.
                    guard let seconds = Int(value), (1...600).contains(seconds) else {
                        throw .validation("connect_timeout in the PostgreSQL URL is whole seconds, 1–600, not \(value).", field: "postgres")
                    }
                    connectTimeout = .seconds(seconds)
                default:
                    throw .validation(
                        "The PostgreSQL URL may carry search_path, application_name, connect_timeout and sslmode=disable, not \(item.name)=\(value).",
                        field: "postgres")
                }
            }
        }

        /// What logs and messages may show: never the password.
        public var redacted: String { "postgres://\(user)@\(host):\(port)/\(database)" }
    }

    public let settings: Settings
    let client: PostgresClient
    /// The server's metrics watch every query and transaction.
    public let watch = StorageWatch()
    private let runner: Task<Void, Never>
    static let logger = Logger(label: "plates-postgres")

    /// Starts the pool and checks the server answers (within the connect timeout).
    public init(settings: Settings) async throws(PlatesError) {
        self.settings = settings
        var configuration = PostgresClient.Configuration(
            host: settings.host, port: settings.port, username: settings.user,
            password: settings.password, database: settings.database, tls: .disable)
        configuration.options.connectTimeout = settings.connectTimeout
        configuration.options.maximumConnections = settings.maximumConnections
        let millis = settings.queryTimeout.components.seconds * 1000 + settings.queryTimeout.components.attoseconds / 1_000_000_000_000_000
        configuration.options.additionalStartupParameters =
            [("statement_timeout", "\(millis)")] + settings.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let failures = ConnectionFailureLog()
        let client = PostgresClient(configuration: configuration, backgroundLogger: failures.logger)
        self.client = client
        self.runner = Task { await client.run() }
        do {
            // The pool retries a refused connection for a long while: give the first one the
            // connect timeout (and a second for the log-in), then say what is wrong.
            _ = try await bounded(
                settings.connectTimeout + .seconds(1),
                expired: { settings, limit in
                    .internal(
                        "cannot reach the PostgreSQL server at \(settings.redacted) within \(limit): "
                            + (failures.lastReason.map { "the last attempt failed: \($0)." }
                                ?? "is it running, and are the address, user and password right?"))
                }
            ) { [client] in
                try await client.query("SELECT 1", logger: Self.logger).collect()
            }
        } catch {
            runner.cancel()
            throw error
        }
    }

    /// Stops the pool (the server calls this after its last request).
    public func close() {
        runner.cancel()
    }

    // MARK: Queries, each bounded by the query timeout

    /// Runs one statement and collects its rows.
    @discardableResult
    public func query(_ query: PostgresQuery) async throws(PlatesError) -> [PostgresRandomAccessRow] {
        try await bounded { [client] in
            try await client.query(query, logger: Self.logger).collect().map { $0.makeRandomAccess() }
        }
    }

    /// Runs `body` in one transaction (committed when it returns, rolled back when it throws).
    /// `readOnly`: one snapshot for all its queries, no writes.
    /// `limit`: the whole transaction's (by default the query and connect timeouts together).
    public func transaction<T: Sendable>(
        readOnly: Bool = false, limit: Duration? = nil, _ body: @escaping @Sendable (Connection) async throws -> T
    ) async throws(PlatesError) -> T {
        try await bounded(limit) { [client] in
            try await client.withConnection { connection in
                try await connection.query(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN", logger: Self.logger)
                do {
                    let result = try await body(Connection(connection: connection))
                    try await connection.query("COMMIT", logger: Self.logger)
                    return result
                } catch {
                    _ = try? await connection.query("ROLLBACK", logger: Self.logger)
                    throw error
                }
            }
        }
    }

    /// One connection inside a transaction.
    public struct Connection: Sendable {
        let connection: PostgresConnection

        @discardableResult
        public func query(_ query: PostgresQuery) async throws -> [PostgresRandomAccessRow] {
            try await connection.query(query, logger: PostgresPool.logger).collect().map { $0.makeRandomAccess() }
        }
    }

    /// Answers `body`'s result, or a clear error once `limit` (default: the query timeout plus the
    /// connect timeout, for a pool that must first connect) has passed, even if the server never answers.
    func bounded<T: Sendable>(
        _ limit: Duration? = nil,
        expired: @Sendable (Settings, Duration) -> PlatesError = { settings, limit in
            .internal("the PostgreSQL server at \(settings.redacted) did not answer within \(limit): nothing was saved, try again")
        },
        _ body: @escaping @Sendable () async throws -> T
    ) async throws(PlatesError) -> T {
        let limit = limit ?? settings.queryTimeout + settings.connectTimeout
        do {
            return try await watch.measure { try await Deadline.run(limit, body) }
        } catch let error as PlatesError {
            throw error
        } catch is Deadline.Expired {
            throw expired(settings, limit)
        } catch {
            throw Self.map(error, settings: settings)
        }
    }

    /// PostgreSQL's errors in the words the API uses.
    static func map(_ error: any Error, settings: Settings) -> PlatesError {
        if let e = error as? PlatesError { return e }
        guard let e = error as? PSQLError else { return .internal("PostgreSQL: \(String(reflecting: error))") }
        let state = e.serverInfo?[.sqlState] ?? ""
        let message = e.serverInfo?[.message] ?? "\(e.code)"
        switch state {
        case "23505", "23503", "23514": return .conflict("that would break the data's rules: \(message)")
        case "57014": return .internal("the PostgreSQL server at \(settings.redacted) took too long: nothing was saved, try again")
        case "28P01", "28000": return .internal("PostgreSQL refused the log-in of \(settings.redacted): check the user and password")
        case "3D000": return .internal("the PostgreSQL database \(settings.redacted) does not exist: create it first (createdb)")
        case "": break
        default: return .internal("PostgreSQL error \(state): \(message)")
        }
        switch e.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .poolClosed, .uncleanShutdown:
            return .internal("cannot reach the PostgreSQL server at \(settings.redacted): is it running?")
        default:
            return .internal("PostgreSQL: \(e.code)")
        }
    }
}

/// Runs work with a time limit that holds even when the work ignores cancellation (postgres-nio
/// waits forever on a server that stopped answering): the caller gets `Expired` on time and the
/// work is cancelled and left to finish on its own.
enum Deadline {
    struct Expired: Error {}

    static func run<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let gate = Gate<T>()
        return try await withCheckedThrowingContinuation { continuation in
            let work = Task {
                do { gate.finish(.success(try await body())) } catch { gate.finish(.failure(error)) }
            }
            // An event-loop timer, not a sleeping task: every query sets one, and a task per
            // query cost about 7 % of the server's CPU under load (docs/performance.md).
            let (seconds, attoseconds) = limit.components
            let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(
                in: .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
            ) {
                if gate.finish(.failure(Expired())) { work.cancel() }
            }
            gate.arm(continuation, timer: timer)
        }
    }

    /// Resumes the continuation once (the first finisher wins) and stops the timer.
    private final class Gate<T: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<T, any Error>?
            var timer: Scheduled<Void>?
            var early: Result<T, any Error>?
        }
        private let state = Mutex(State())

        func arm(_ continuation: CheckedContinuation<T, any Error>, timer: Scheduled<Void>) {
            let early: Result<T, any Error>? = state.withLock { s in
                if let early = s.early { return early }
                s.continuation = continuation
                s.timer = timer
                return nil
            }
            if let early {
                timer.cancel()
                continuation.resume(with: early)
            }
        }

        @discardableResult
        func finish(_ result: Result<T, any Error>) -> Bool {
            let armed: (CheckedContinuation<T, any Error>, Scheduled<Void>?)? = state.withLock { s in
                guard let c = s.continuation else {
                    // Finished before the timer was armed: `arm` resumes with it.
                    if s.early == nil, s.timer == nil {
                        s.early = result
                        return nil
                    }
                    return nil
                }
                s.continuation = nil
                return (c, s.timer)
            }
            guard let (continuation, timer) = armed else { return false }
            timer?.cancel()
            continuation.resume(with: result)
            return true
        }
    }
}
