import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// Issue 21, "Operations": `GET /metrics` in Prometheus's text format, for a scraper holding the
/// metrics token: requests by route pattern and status, their durations, server errors, and
/// every call to the storage.
@Suite(.onTestThreads) struct MetricsTests {
    static let token = "metrics-token-0123456789abcdef"

    @Test(arguments: TestStorage.available)
    func metricsCountRequestsByRouteAndTheStorageCalls(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        configuration.metricsToken = Self.token
        let base = try await InProcessServers.start(configuration: configuration, storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let created = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5])
        let id = try #require(created.data["id"] as? String)
        for _ in 0..<3 { #expect(try await api.call("GET", "/sets/\(id)").status == 200) }
        #expect(try await api.call("GET", "/sets/no-such-set").status == 404)

        var scraper = APIClient(base: base, token: Self.token)
        scraper.prefix = ""
        let scraped = try await scraper.call("GET", "/metrics")
        #expect(scraped.status == 200 && scraped.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = String(decoding: scraped.body, as: UTF8.self)
        let name = storage == .sqlite ? "sqlite" : "postgresql"
        for line in [
            #"plates_http_requests_total{method="POST",route="/api/v1/sets",status="201"} 1"#,
            #"plates_http_requests_total{method="GET",route="/api/v1/sets/{id}",status="200"} 3"#,
            #"plates_http_requests_total{method="GET",route="/api/v1/sets/{id}",status="404"} 1"#,
            #"plates_http_request_duration_seconds_count{method="GET",route="/api/v1/sets/{id}"} 4"#,
            #"plates_storage_calls_in_flight{storage="\#(name)"} 0"#,
        ] {
            #expect(text.contains(line), "missing: \(line)\n\(text.prefix(3000))")
        }
        #expect(!text.contains(id), "a raw path (with its id) must not make a series of its own")
        let calls = text.split(separator: "\n").first { $0.hasPrefix(#"plates_storage_calls_total{storage="\#(name)",outcome="ok"}"#) }
        #expect((calls?.split(separator: " ").last.flatMap { Int($0) } ?? 0) >= 5, "\(calls ?? "no storage calls")")
        #expect(text.contains(#"plates_storage_connections_max{storage="\#(name)"}"#))
    }

    @Test func metricsNeedTheTokenAndAreOffWithoutOne() async throws {
        var configuration = TestServer.testConfiguration
        configuration.metricsToken = Self.token
        let base = try await InProcessServers.start(configuration: configuration)
        for token in [nil, "wrong", Self.token + "x", ""] as [String?] {
            var scraper = APIClient(base: base, token: token)
            scraper.prefix = ""
            let answer = try await scraper.call("GET", "/metrics")
            #expect(answer.status == 401 && answer.code == "UNAUTHORIZED", "\(token ?? "no token")")
        }
        var off = APIClient(base: try await InProcessServers.start(configuration: TestServer.testConfiguration), token: Self.token)
        off.prefix = ""
        #expect(try await off.call("GET", "/metrics").status == 404)
    }
}
