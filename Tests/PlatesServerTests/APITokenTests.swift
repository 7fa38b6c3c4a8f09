import Foundation
import Logging
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// Personal API tokens as a script uses them: made once with a log-in, sent as bearer tokens, held
/// to their scope, revoked; never in the logs.
@Suite(.onTestThreads) struct APITokenTests {
    @Test(arguments: TestStorage.available)
    func aReadTokenReadsButCannotWriteAndARevokedOneIsRefused(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let made = try await api.call("POST", "/tokens", json: ["name": "dashboard", "scope": "read"])
        #expect(made.status == 201)
        let secret = try #require(made.data["secret"] as? String)
        let id = try #require((made.data["token"] as? [String: Any])?["id"] as? String)
        #expect(secret.hasPrefix("plates_pat_") && secret.count > 40)
        let listed = try #require(try await api.call("GET", "/tokens").json["data"] as? [[String: Any]])
        #expect(listed.count == 1 && listed[0]["name"] as? String == "dashboard" && listed[0]["scope"] as? String == "read")
        #expect(listed[0]["last_used_at"] == nil && listed[0]["secret"] == nil)

        let script = APIClient(base: base, token: secret)
        #expect(try await script.call("GET", "/sets").status == 200)
        let write = try await script.call("POST", "/body-weight", json: ["weight": 80])
        #expect(write.status == 403 && write.code == "FORBIDDEN")
        #expect((write.error["message"] as? String)?.contains("--scope write") == true)
        #expect(try await script.call("DELETE", "/sets/whatever").status == 403)
        // No token manages the account or the tokens, whatever its scope.
        #expect(try await script.call("GET", "/tokens").status == 403)
        #expect(try await script.call("GET", "/account").status == 403)

        let used = try #require(try await api.call("GET", "/tokens").json["data"] as? [[String: Any]])
        #expect(used[0]["last_used_at"] is String)

        #expect(try await api.call("DELETE", "/tokens/\(id)").status == 204)
        // The cache of callers is emptied by the revocation: refused at once.
        let refused = try await script.call("GET", "/sets")
        #expect(refused.status == 401 && (refused.error["message"] as? String)?.contains("revoked") == true)
        #expect(try await api.call("DELETE", "/tokens/\(id)").status == 404)
        #expect((try await api.call("GET", "/tokens").json["data"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: TestStorage.available)
    func aWriteTokenWritesOnlyItsOwnAccount(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let (other, _) = try await APIClient.signUp(base)
        let secret = try #require(try await api.call("POST", "/tokens", json: ["name": "logger", "scope": "write"]).data["secret"] as? String)
        let script = APIClient(base: base, token: secret)
        let set = try await script.call(
            "POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5], headers: ["Idempotency-Key": "t-1"])
        #expect(set.status == 201)
        #expect(try await api.call("GET", "/sets").items.count == 1)
        #expect(try await other.call("GET", "/sets").items.isEmpty)
        // Another account's token is not this one's to revoke.
        let theirs = try #require(
            (try await other.call("POST", "/tokens", json: ["name": "logger", "scope": "read"]).data["token"] as? [String: Any])?["id"] as? String)
        #expect(try await api.call("DELETE", "/tokens/\(theirs)").status == 404)
    }

    @Test(arguments: TestStorage.available)
    func badTokenRequestsNameTheField(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        for (body, field) in [
            (["name": "", "scope": "read"], "name"), (["name": "   ", "scope": "read"], "name"),
            (["name": String(repeating: "n", count: 101), "scope": "read"], "name"), (["name": "a\u{7}b", "scope": "read"], "name"),
            (["name": "x", "scope": "admin"], "scope"), (["scope": "read"], "name"),
        ] as [([String: String], String)] {
            let answer = try await api.call("POST", "/tokens", json: body)
            let details = answer.error["details"] as? [String: String] ?? [:]
            #expect(answer.status == 400 && details.keys.contains(field), "\(body): \(answer.status) \(answer.error)")
        }
        #expect(
            try await api.call("POST", "/tokens", json: ["name": "  cron  ", "scope": "read"]).data["token"].map { ($0 as? [String: Any])?["name"] as? String }
                == "cron")
        // A retry (even with an Idempotency-Key: a secret is never stored to replay) meets the name.
        let again = try await api.call("POST", "/tokens", json: ["name": "cron", "scope": "read"], headers: ["Idempotency-Key": "k"])
        #expect(again.status == 409 && again.header("Idempotent-Replayed") == nil)
        #expect(try await APIClient(base: base, token: "plates_pat_made-up").call("GET", "/sets").status == 401)
    }

    @Test(arguments: TestStorage.available)
    func aTokenNeverReachesTheLogs(storage: TestStorage) async throws {
        let lines = LineCollector()
        var logger = Logger(label: "plates-server") { _ in lines }
        logger.logLevel = .trace
        let base = try await InProcessServers.start(configuration: TestServer.testConfiguration, logger: logger, storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let secret = try #require(try await api.call("POST", "/tokens", json: ["name": "n", "scope": "read"]).data["secret"] as? String)
        let script = APIClient(base: base, token: secret)
        _ = try await script.call("GET", "/sets")
        _ = try await script.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 1, "reps": 1])
        let text = lines.all.joined(separator: "\n")
        #expect(text.contains("/api/v1/tokens") && !text.isEmpty)
        #expect(!text.contains(secret) && !text.contains(String(secret.dropFirst(11))))
    }
}
