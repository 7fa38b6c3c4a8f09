import Foundation
import Hummingbird
import Logging
import NIOCore
import PlatesCore
import PlatesStore
import ServiceLifecycle

/// The Plates REST API server (SPEC 5) on one SQLite file or a PostgreSQL database. `run()` serves until SIGTERM/SIGINT,
/// then stops accepting connections and lets requests in flight finish (graceful shutdown).
public struct PlatesServerApp: Sendable {
    public let configuration: ServerConfiguration
    let api: API
    let responder: RouterResponder<ServerContext>
    let logger: Logger
    /// What `GET /metrics` shows (with `ServerConfiguration.metricsToken`).
    public let metrics = ServerMetrics()

    /// Every route, `METHOD /path` with `{id}` for a path parameter, as the router holds them (the
    /// OpenAPI test compares them with docs/openapi.yaml).
    public let routes: [String]

    /// Where the data lives, without a password (for the start-up line).
    public var storageDescription: String { api.storage.description }

    /// Opens and migrates the storage (PostgreSQL: within its connect and query timeouts).
    public init(
        storage location: StorageLocation, configuration: ServerConfiguration = ServerConfiguration(),
        logger: Logger = Logger(label: "plates-server"), now: @escaping @Sendable () -> Date = { Date() }
    ) async throws(PlatesError) {
        self.configuration = configuration
        self.logger = logger
        let storage = try await ServerStorage.open(location)
        let api: API
        do { api = try API(storage: storage, configuration: configuration, now: now, logger: logger) } catch {
            storage.close()
            throw error
        }
        do { try await api.accounts.recomposeEmailKeys() } catch {
            storage.close()
            throw error
        }
        self.api = api
        storage.observe(with: metrics)
        // HEAD answers every GET route, without the body.
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        let routeMethods = RouteMethods()
        router.add(
            middleware: RequestMiddleware(logger: logger, trustedProxies: configuration.trustedProxies, routeMethods: routeMethods, metrics: metrics))
        if let token = configuration.metricsToken { Self.addMetricsRoute(router, metrics: metrics, token: token) }
        // For a load balancer, systemd or a monitor: 200 when the storage answers, else 503.
        router.get("healthz") { _, _ in
            do throws(PlatesError) {
                try await api.storage.ping()
                return Envelope.json(Data(#"{"status":"ok"}"#.utf8), status: .ok)
            } catch {
                api.logger.error("health check: the storage does not answer: \(error.message)")
                return Envelope.json(Data(#"{"status":"unavailable"}"#.utf8), status: .serviceUnavailable)
            }
        }
        let v1 = router.group("api/v1")
        api.addAuthRoutes(v1)
        let account = v1.group().add(middleware: Authentication(api: api))
        api.addExerciseRoutes(account)
        api.addSetRoutes(account)
        api.addTrainingRoutes(account)
        api.addBodyWeightRoutes(account)
        api.addProfileRoutes(account)
        api.addAccountRoutes(account)
        api.addAutomationRoutes(account)
        api.addDataRoutes(account)
        do { try router.validate() } catch {
            storage.close()
            throw .internal("two routes clash: \(error)")
        }
        routeMethods.register(router.routes)
        self.routes = router.routes.map(\.description)
        self.responder = router.buildResponder()
    }

    /// The Hummingbird application, bound to the configured address (tests drive it in process
    /// with HummingbirdTesting; `run` serves it).
    public func application(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(Int64(configuration.idleTimeout * 1e9)))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Serves until the process is told to stop. `onRunning` gets the bound port (useful with port 0).
    /// SIGTERM and SIGINT start the graceful shutdown unless `handleSignals` is false (tests
    /// embed the server and keep their own signals).
    public func run(handleSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        defer { api.storage.close() }
        // Our own group rather than `runService`, for the limit on the graceful shutdown: a client
        // that stopped mid-upload kept the server from exiting for as long as it held on.
        var group = ServiceGroupConfiguration(
            services: [application(onRunning: onRunning), WebhookDeliverer(hooks: api.hooks)],
            gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [], logger: logger)
        group.maximumGracefulShutdownDuration = .nanoseconds(Int64(configuration.shutdownTimeout * 1e9))
        group.maximumCancellationDuration = .seconds(2)
        try await ServiceGroup(configuration: group).run()
    }
}
