import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// Issue 21, "Accounts": a signed-in user changes the password (the other sessions end), sees
/// and ends sessions, and deletes the account with all its data — through the API, on both
/// storages.
@Suite(.onTestThreads) struct AccountManagementTests {
    private static let password = "correct horse"

    private static func logIn(_ base: APIServer, _ email: String, agent: String, password: String = password) async throws -> (APIClient, String) {
        let answer = try await APIClient(base: base).call(
            "POST", "/auth/login", json: ["email": email, "password": password], headers: ["User-Agent": agent])
        guard answer.status == 200, let token = answer.data["access_token"] as? String, let refresh = answer.data["refresh_token"] as? String else {
            throw PlatesTestError("log-in failed: \(answer.status) \(answer.error)")
        }
        return (APIClient(base: base, token: token), refresh)
    }

    @Test(arguments: TestStorage.available)
    func aNewPasswordEndsTheOtherSessionsButNotThisOne(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let email = "pw-\(UUID().uuidString.prefix(8))@example.com"
        let (here, _) = try await APIClient.signUp(base, email: email)
        let (elsewhere, elsewhereRefresh) = try await Self.logIn(base, email, agent: "plates/0.1.0 (Linux; other)")

        let wrong = try await here.call("POST", "/account/password", json: ["current_password": "not it", "new_password": "Squat rack at noon"])
        #expect(wrong.status == 400 && (wrong.error["details"] as? [String: String])?["current_password"] != nil, "\(wrong.error)")
        let weak = try await here.call("POST", "/account/password", json: ["current_password": Self.password, "new_password": "password1"])
        #expect(weak.status == 400 && (weak.error["details"] as? [String: String])?["new_password"] != nil, "\(weak.error)")
        #expect(try await elsewhere.call("GET", "/profile").status == 200, "a refused change ends nothing")

        let changed = try await here.call("POST", "/account/password", json: ["current_password": Self.password, "new_password": "Squat rack at noon"])
        #expect(changed.status == 200 && changed.data["ended_sessions"] as? Int == 1, "\(changed.status) \(changed.error)")
        #expect(try await here.call("GET", "/profile").status == 200, "the session that asked stays")
        #expect(try await elsewhere.call("GET", "/profile").status == 401)
        let refreshed = try await APIClient(base: base).call("POST", "/auth/refresh", json: ["refresh_token": elsewhereRefresh])
        #expect(refreshed.status == 401, "the other session cannot refresh either")

        let old = try await APIClient(base: base).call("POST", "/auth/login", json: ["email": email, "password": Self.password])
        #expect(old.status == 401)
        _ = try await Self.logIn(base, email, agent: "test", password: "Squat rack at noon")
    }

    @Test(arguments: TestStorage.available)
    func sessionsAreListedWithTheirClientAndEndedOneOrAll(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let email = "sessions-\(UUID().uuidString.prefix(8))@example.com"
        let (first, _) = try await APIClient.signUp(base, email: email)
        let (laptop, laptopRefresh) = try await Self.logIn(base, email, agent: "plates/0.1.0 (Linux; laptop)\u{1B}[31m")
        let (script, _) = try await Self.logIn(base, email, agent: "curl/8.5.0")

        let listed = try await laptop.call("GET", "/account/sessions")
        let sessions = try #require(listed.json["data"] as? [[String: Any]], "\(listed.status) \(listed.error)")
        #expect(sessions.count == 3)
        let current = sessions.filter { $0["current"] as? Bool == true }
        let client = current.first?["client"] as? String ?? ""
        #expect(current.count == 1 && client.hasPrefix("plates/0.1.0 (Linux; laptop)") && !client.contains("\u{1B}"), "\(client)")
        #expect(sessions.allSatisfy { $0["started_at"] is String && $0["last_active_at"] is String && $0["id"] is String })
        let laptopId = try #require(current.first?["id"] as? String)

        // A refresh continues the same session: same id, same start.
        let refreshed = try await APIClient(base: base).call(
            "POST", "/auth/refresh", json: ["refresh_token": laptopRefresh], headers: ["User-Agent": "plates/0.1.0 (Linux; laptop)"])
        let laptopNow = APIClient(base: base, token: try #require(refreshed.data["access_token"] as? String))
        let again = try #require(try await laptopNow.call("GET", "/account/sessions").json["data"] as? [[String: Any]])
        #expect(again.count == 3 && again.first { $0["current"] as? Bool == true }?["id"] as? String == laptopId)
        #expect(again.first { $0["id"] as? String == laptopId }?["started_at"] as? String == current.first?["started_at"] as? String)

        // Another account cannot end it (404, as for any id it does not have).
        let (stranger, _) = try await APIClient.signUp(base)
        #expect(try await stranger.call("DELETE", "/account/sessions/\(laptopId)").status == 404)
        #expect(try await first.call("DELETE", "/account/sessions/\(laptopId)").status == 204)
        #expect(try await laptopNow.call("GET", "/profile").status == 401)
        #expect(try await first.call("DELETE", "/account/sessions/\(laptopId)").status == 404, "already ended")

        let everywhere = try await script.call("DELETE", "/account/sessions")
        #expect(everywhere.status == 200 && everywhere.data["ended_sessions"] as? Int == 2, "\(everywhere.status) \(everywhere.error)")
        #expect(try await first.call("GET", "/profile").status == 401)
        #expect(try await script.call("GET", "/profile").status == 401, "log out everywhere includes here")
        #expect(try await stranger.call("GET", "/profile").status == 200)
    }

    @Test(arguments: TestStorage.available)
    func deletingTheAccountTakesItsDataAndFreesTheEmail(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let email = "delete-\(UUID().uuidString.prefix(8))@example.com"
        let (api, session) = try await APIClient.signUp(base, email: email)
        let user = try #require(session["user"] as? [String: Any])
        #expect(try await api.call("GET", "/account").data["email"] as? String == email)
        #expect(user["id"] as? String == (try await api.call("GET", "/account").data["id"] as? String))
        let set = ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5] as [String: Any]
        #expect(try await api.call("POST", "/sets", json: set, headers: ["Idempotency-Key": "delete-me"]).status == 201)
        #expect(try await api.call("POST", "/body-weight", json: ["weight": 80, "unit": "kg"]).status == 201)
        #expect(try await api.call("POST", "/exercises", json: ["name": "Zercher squat", "muscle_group": "Legs"]).status == 201)

        let wrong = try await api.call("POST", "/account/delete", json: ["password": "not it"])
        #expect(wrong.status == 400 && (wrong.error["details"] as? [String: String])?["password"] != nil, "\(wrong.error)")
        #expect(try await api.call("GET", "/sets").data["total"] as? Int == 1, "a wrong password deletes nothing")

        #expect(try await api.call("POST", "/account/delete", json: ["password": Self.password]).status == 204)
        #expect(try await api.call("GET", "/sets").status == 401)
        #expect(try await APIClient(base: base).call("POST", "/auth/login", json: ["email": email, "password": Self.password]).status == 401)

        // The e-mail is free again, and the new account starts empty.
        let (fresh, _) = try await APIClient.signUp(base, email: email)
        #expect(try await fresh.call("GET", "/sets").data["total"] as? Int == 0)
        #expect(try await fresh.call("GET", "/body-weight").data["total"] as? Int == 0)
        #expect(try await fresh.call("GET", "/exercises?limit=100").data["total"] as? Int == 21, "the base catalogue only")
    }

    @Test(arguments: TestStorage.available)
    func theAccountRoutesNeedASession(storage: TestStorage) async throws {
        let anonymous = APIClient(base: try await InProcessServers.shared.server(storage: storage))
        for (method, path) in [("GET", "/account"), ("GET", "/account/sessions"), ("DELETE", "/account/sessions"), ("POST", "/account/delete")] {
            #expect(try await anonymous.call(method, path, json: method == "POST" ? ["password": "x"] : nil).status == 401, "\(method) \(path)")
        }
    }
}
