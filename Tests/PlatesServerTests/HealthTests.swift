import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// Issue 21: `/healthz` for a monitor or a load balancer: 200 while the storage answers, 503 once
/// it does not (a PostgreSQL pool closed under the server).
@Suite(.onTestThreads) struct HealthTests {
    @Test(arguments: TestStorage.available)
    func healthzSaysWhetherTheStorageAnswers(storage: TestStorage) async throws {
        let location = storage.location()  // PostgreSQL: a pool of its own, closed below
        let app = try await PlatesServerApp(storage: location, configuration: TestServer.testConfiguration)
        let client = APIClient(base: .inProcess(app), prefix: "")
        let up = try await client.call("GET", "/healthz")
        #expect(up.status == 200 && up.json["status"] as? String == "ok")
        #expect(up.header("Cache-Control") == "no-store")
        guard storage == .postgres else { return }
        app.api.storage.close()
        let down = try await client.call("GET", "/healthz")
        #expect(down.status == 503 && down.json["status"] as? String == "unavailable")
    }
}
