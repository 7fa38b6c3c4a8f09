import Foundation
import Hummingbird
import Logging
import NIOCore
import PlatesCore
import PlatesStore

/// The Plates REST API server (SPEC 5) on one SQLite file or a PostgreSQL database. `run()` serves until SIGTERM/SIGINT,
/// then stops accepting connections and lets requests in flight finish (graceful shutdown).
public struct PlatesServerApp {
    public let configuration: ServerConfiguration
    public let routes: [RouteEntry]
    let api: API
    let router: Router<ServerContext>
    let logger: Logger

    /// Where the data lives, without a password (for the start-up line).
    public var storageDescription: String { api.storage.description }

    /// Opens and migrates the storage (PostgreSQL: within its connect and query timeouts).
    public init(storage location: StorageLocation, configuration: ServerConfiguration = ServerConfiguration(),
                logger: Logger = Logger(label: "plates-server"), now: @escaping @Sendable () -> Date = { Date() }) async throws(PlatesError) {
        self.configuration = configuration
        self.logger = logger
        let storage = try await ServerStorage.open(location)
        let api: API
        do { api = try API(storage: storage, configuration: configuration, now: now) } catch {
            storage.close()
            throw error
        }
        self.api = api
        let router = Router(context: ServerContext.self)
        router.add(middleware: RequestMiddleware(logger: logger))
        var table: [RouteEntry] = []
        api.addAuthRoutes(router, &table)
        api.addExerciseRoutes(router, &table)
        api.addSetRoutes(router, &table)
        api.addBodyWeightRoutes(router, &table)
        api.addProfileRoutes(router, &table)
        self.routes = table
        self.router = router
    }

    /// Serves until the process is told to stop. `onRunning` gets the bound port (useful with port 0).
    /// SIGTERM and SIGINT start the graceful shutdown unless `handleSignals` is false (tests
    /// embed the server and keep their own signals).
    public func run(handleSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        defer { api.storage.close() }
        try await app.runService(gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [])
    }
}
