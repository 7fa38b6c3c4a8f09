import CoreMetrics
import Foundation
import PlatesCore
import Prometheus
import Synchronization

/// The server's Prometheus metrics (`GET /metrics`), through swift-metrics' API into a registry of
/// this server's own: no global `MetricsSystem`, so the tests' many servers in one process each
/// count their own requests.
///
/// - `plates_http_requests_total{method,route,status}` and
///   `plates_http_request_duration_seconds{method,route}` (a histogram); `route` is the router's
///   pattern (`/api/v1/sets/{id}`), never a raw path, so ids do not multiply the series.
/// - `plates_http_server_errors_total{method,route}`: answers of 500 and above.
/// - `plates_storage_calls_in_flight{storage}`, `plates_storage_calls_total{storage,outcome}`,
///   `plates_storage_call_duration_seconds{storage}`: every call to the database, waiting for a
///   connection (PostgreSQL's pool) or the writer (SQLite's group commit) included.
/// - `plates_storage_connections_max{storage}`: the pool's size.
public final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let factory: PrometheusMetricsFactory

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // Finer at the low end than the default: a request takes about a millisecond here.
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(20),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500),
            .seconds(10),
        ]
        self.factory = factory
    }

    func request(method: String, route: String, status: Int, after duration: Duration) {
        let key = RequestKey(method: method, route: route, status: status)
        let handles = requestHandles.withLock { known in
            if let found = known[key] { return found }
            let made = makeHandles(key)
            known[key] = made
            return made
        }
        handles.count.increment()
        handles.duration.recordNanoseconds(duration.nanoseconds)
        handles.serverErrors?.increment()
    }

    /// Made once per method, route and status: a request then takes one lookup, not the
    /// registry's three, nor their label arrays.
    private func makeHandles(_ key: RequestKey) -> RequestHandles {
        let labels = [("method", key.method), ("route", key.route)]
        return RequestHandles(
            count: CoreMetrics.Counter(label: "plates_http_requests_total", dimensions: labels + [("status", String(key.status))], factory: factory),
            duration: CoreMetrics.Timer(label: "plates_http_request_duration_seconds", dimensions: labels, factory: factory),
            serverErrors: key.status >= 500 ? CoreMetrics.Counter(label: "plates_http_server_errors_total", dimensions: labels, factory: factory) : nil)
    }

    private struct RequestKey: Hashable {
        var method: String
        var route: String
        var status: Int
    }

    private struct RequestHandles: Sendable {
        let count: CoreMetrics.Counter
        let duration: CoreMetrics.Timer
        let serverErrors: CoreMetrics.Counter?
    }

    private let requestHandles = Mutex<[RequestKey: RequestHandles]>([:])

    /// The observer of one storage's calls, and its size as a gauge.
    func storage(_ name: String, maximumConnections: Int) -> any StorageObserver {
        CoreMetrics.Gauge(label: "plates_storage_connections_max", dimensions: [("storage", name)], factory: factory).record(maximumConnections)
        return StorageCalls(
            inFlight: CoreMetrics.Meter(label: "plates_storage_calls_in_flight", dimensions: [("storage", name)], factory: factory),
            succeeded: CoreMetrics.Counter(label: "plates_storage_calls_total", dimensions: [("storage", name), ("outcome", "ok")], factory: factory),
            failed: CoreMetrics.Counter(label: "plates_storage_calls_total", dimensions: [("storage", name), ("outcome", "failed")], factory: factory),
            duration: CoreMetrics.Timer(label: "plates_storage_call_duration_seconds", dimensions: [("storage", name)], factory: factory))
    }

    /// One storage's calls: the metrics made once, each call only counts.
    struct StorageCalls: StorageObserver {
        let inFlight: CoreMetrics.Meter
        let succeeded: CoreMetrics.Counter
        let failed: CoreMetrics.Counter
        let duration: CoreMetrics.Timer

        func began() { inFlight.increment() }

        func ended(after: Duration, failed: Bool) {
            inFlight.decrement()
            (failed ? self.failed : succeeded).increment()
            duration.recordNanoseconds(after.nanoseconds)
        }
    }

    /// The text Prometheus scrapes.
    var text: String { registry.emitToString() }
}

extension Duration {
    var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
