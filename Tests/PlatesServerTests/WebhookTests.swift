import Foundation
import PlatesServer
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// Webhooks end to end: a real server on a socket sends its deliveries to a receiver on loopback
/// that checks each signature the way docs/api-tokens.md tells a user to.
@Suite(.onTestThreads) struct WebhookTests {
    /// Retries a fraction of a second apart, looked for every 50 ms.
    static func configuration(delays: [TimeInterval] = [0.2, 0.2]) -> ServerConfiguration {
        var c = TestServer.testConfiguration
        c.webhookRetryDelays = delays
        c.webhookPollInterval = 0.05
        c.webhookTimeout = 3
        return c
    }

    @Test(arguments: TestStorage.available)
    func aDeliveryIsSignedAndAFailedOneIsRetriedAndLogged(storage: TestStorage) async throws {
        let receiver = try await WebhookReceiver.start(failing: 1)
        defer { receiver.stop() }
        let base = try await TestServer.startAlone(configuration: Self.configuration(), storage: storage)
        let (api, _) = try await APIClient.signUp(.socket(base))
        let made = try await api.call("POST", "/webhooks", json: ["url": receiver.url + "/hook", "events": ["set.logged", "record.new"]])
        #expect(made.status == 201)
        let secret = try #require(made.data["secret"] as? String)
        let hook = try #require((made.data["webhook"] as? [String: Any])?["id"] as? String)
        #expect(secret.hasPrefix("whsec_"))

        let set = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5])
        #expect(set.status == 201)
        // Not subscribed: no delivery.
        #expect(try await api.call("POST", "/body-weight", json: ["weight": 80]).status == 201)

        // The first set of a bench press is a record: set.logged and record.new, the first
        // delivery of each answered 500 once, then 200.
        let log = try await Self.waitFor(api, hook: hook) { $0.count == 2 && $0.allSatisfy { $0["status"] as? String == "delivered" } }
        #expect(Set(log.map { $0["event"] as? String }) == ["set.logged", "record.new"])
        #expect(log.map { $0["attempts"] as? Int }.contains(2) && log.allSatisfy { $0["last_status"] as? Int == 200 })

        let got = receiver.received
        #expect(got.count == 3)
        for request in got {
            #expect(WebhookSignature.verify(request.headers["plates-signature"] ?? "", secret: secret, body: request.body))
            #expect(!WebhookSignature.verify(request.headers["plates-signature"] ?? "", secret: secret + "x", body: request.body))
            #expect(request.headers["content-type"] == "application/json" && request.headers["plates-delivery"] != nil)
        }
        let logged = try #require(got.first { $0.headers["plates-event"] == "set.logged" })
        let payload = try #require(try JSONSerialization.jsonObject(with: logged.body) as? [String: Any])
        let sets = (payload["data"] as? [String: Any])?["sets"] as? [[String: Any]]
        #expect(payload["event"] as? String == "set.logged" && sets?.first?["id"] as? String == set.data["id"] as? String)
        // A body changed on the way fails the check.
        var tampered = logged.body
        tampered.append(contentsOf: Array(" ".utf8))
        #expect(!WebhookSignature.verify(logged.headers["plates-signature"] ?? "", secret: secret, body: tampered))
    }

    @Test(arguments: TestStorage.available)
    func aReceiverThatNeverAnswersIsGivenUpAfterTheRetries(storage: TestStorage) async throws {
        let base = try await TestServer.startAlone(configuration: Self.configuration(), storage: storage)
        let (api, _) = try await APIClient.signUp(.socket(base))
        // Port 9 on loopback: nothing listens; each attempt is refused.
        let hook = try #require(
            (try await api.call("POST", "/webhooks", json: ["url": "http://127.0.0.1:9/hook"]).data["webhook"] as? [String: Any])?["id"] as? String)
        #expect(try await api.call("POST", "/webhooks/\(hook)/ping").status == 202)
        let log = try await Self.waitFor(api, hook: hook) { $0.first?["status"] as? String == "failed" }
        #expect(log.count == 1 && log[0]["event"] as? String == "ping" && log[0]["attempts"] as? Int == 3)
        #expect((log[0]["last_error"] as? String)?.contains("cannot connect") == true && log[0]["next_attempt_at"] == nil)
    }

    @Test(arguments: TestStorage.available)
    func hooksAreListedDeletedAndCheckedAsOpenAPISays(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        for (body, field) in [
            (["url": "http://example.com/hook"], "url"), (["url": "ftp://example.com"], "url"), (["url": "not a url"], "url"),
            (["url": "https://example.com/" + String(repeating: "a", count: 2000)], "url"),
            (["url": "https://example.com/h", "events": ["set.deleted"]], "events"), (["url": "https://example.com/h", "events": [] as [String]], "events"),
            (["url": "https://example.com/h", "events": ["ping"]], "events"),
        ] as [([String: Any], String)] {
            let answer = try await api.call("POST", "/webhooks", json: body)
            let details = answer.error["details"] as? [String: String] ?? [:]
            #expect(answer.status == 400 && details.keys.contains(field), "\(body): \(answer.status) \(answer.error)")
        }
        let made = try await api.call("POST", "/webhooks", json: ["url": "https://hooks.example.com/plates", "events": ["workout.finished"]])
        let id = try #require((made.data["webhook"] as? [String: Any])?["id"] as? String)
        let listed = try #require(try await api.call("GET", "/webhooks").json["data"] as? [[String: Any]])
        #expect(listed.count == 1 && listed[0]["events"] as? [String] == ["workout.finished"] && listed[0]["secret"] == nil)
        #expect(try await api.call("GET", "/webhooks/\(id)").data["url"] as? String == "https://hooks.example.com/plates")
        #expect((try await api.call("GET", "/webhooks/\(id)/deliveries").json["data"] as? [Any])?.isEmpty == true)

        // A read token sees the hooks but cannot add one; a write token can.
        let read = try #require(try await api.call("POST", "/tokens", json: ["name": "r", "scope": "read"]).data["secret"] as? String)
        let write = try #require(try await api.call("POST", "/tokens", json: ["name": "w", "scope": "write"]).data["secret"] as? String)
        #expect(try await APIClient(base: base, token: read).call("GET", "/webhooks").status == 200)
        #expect(try await APIClient(base: base, token: read).call("POST", "/webhooks", json: ["url": "https://a.example/h"]).status == 403)
        #expect(try await APIClient(base: base, token: write).call("POST", "/webhooks", json: ["url": "https://a.example/h"]).status == 201)

        let (other, _) = try await APIClient.signUp(base)
        #expect(try await other.call("GET", "/webhooks/\(id)").status == 404)
        #expect(try await other.call("DELETE", "/webhooks/\(id)").status == 404)
        #expect(try await other.call("GET", "/webhooks/\(id)/deliveries").status == 404)
        #expect(try await api.call("DELETE", "/webhooks/\(id)").status == 204)
        #expect(try await api.call("GET", "/webhooks/\(id)").status == 404)
    }

    /// The hook's log once `done` says so (within 15 s).
    static func waitFor(_ api: APIClient, hook: String, _ done: ([[String: Any]]) -> Bool) async throws -> [[String: Any]] {
        let deadline = Date().addingTimeInterval(15)
        while true {
            let log = try await api.call("GET", "/webhooks/\(hook)/deliveries").json["data"] as? [[String: Any]] ?? []
            if done(log) { return log }
            if Date() > deadline { throw PlatesTestError("the deliveries did not come to the expected state: \(log)") }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
    }
}
