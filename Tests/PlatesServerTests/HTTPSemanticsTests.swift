import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// Issue 21, defect 9: token answers could be cached (no `Cache-Control: no-store`), no answer said
/// `X-Content-Type-Options: nosniff`, a known path asked with another method was 404 without
/// `Allow`, HEAD was 404, any content type was read as JSON, and `reps: 5.5` was "not valid JSON"
/// instead of naming `reps`.
@Suite(.onTestThreads) struct HTTPSemanticsTests {
    @Test(arguments: TestStorage.available)
    func noAnswerIsCachedOrSniffed(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let email = "cache-\(UUID().uuidString.prefix(8))@example.com"
        let (api, session) = try await APIClient.signUp(base, email: email)
        let anonymous = APIClient(base: base)
        let answers = [
            try await anonymous.call("POST", "/auth/login", json: ["email": email, "password": "correct horse"]),
            try await anonymous.call("POST", "/auth/refresh", json: ["refresh_token": session["refresh_token"] as? String ?? ""]),
            try await api.call("GET", "/profile"),
            try await api.call("GET", "/sets/nope"),
            try await anonymous.call("GET", "/nowhere"),
        ]
        for answer in answers {
            #expect(answer.header("Cache-Control") == "no-store", "\(answer.status)")
            #expect(answer.header("X-Content-Type-Options") == "nosniff", "\(answer.status)")
        }
        #expect(answers[0].status == 200 && answers[1].status == 200)
    }

    @Test(arguments: TestStorage.available)
    func aKnownPathAskedWithAnotherMethodIs405WithAllow(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let cases: [(String, String, String)] = [
            ("DELETE", "/sets", "GET, HEAD, POST"), ("PUT", "/sets/some-id", "DELETE, GET, HEAD, PATCH"),
            ("GET", "/auth/login", "POST"), ("POST", "/profile", "GET, HEAD, PATCH"),
            // A literal segment wins over `{id}`, as in the router (schemathesis's ST205).
            ("OPTIONS", "/body-weight/stats", "GET, HEAD"), ("PATCH", "/body-weight/stats", "GET, HEAD"),
            ("GET", "/exercises/restore", "POST"), ("GET", "/account/sessions/some-id", "DELETE"),
        ]
        for (method, path, allow) in cases {
            let answer = try await api.call(method, path)
            #expect(answer.status == 405 && answer.code == "METHOD_NOT_ALLOWED", "\(method) \(path): \(answer.status)")
            #expect(answer.header("Allow") == allow, "\(method) \(path)")
        }
        let nowhere = try await api.call("DELETE", "/sets/a/b/c")
        #expect(nowhere.status == 404 && nowhere.code == "NOT_FOUND" && nowhere.header("Allow") == nil)
    }

    @Test(arguments: TestStorage.available)
    func headAnswersEveryGetRouteWithoutABody(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        for path in ["/sets", "/exercises", "/profile", "/health"] {
            let head = try await api.call("HEAD", path)
            #expect(head.status == 200 && head.body.isEmpty, "HEAD \(path): \(head.status)")
        }
        #expect(try await APIClient(base: base).call("HEAD", "/sets").status == 401)
    }

    @Test(arguments: TestStorage.available)
    func aBodyIsReadAsJSONOnlyWhenItSaysSo(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let set = Data(#"{"exercise_id":"\#(benchId)","weight":100,"weight_unit":"kg","reps":5}"#.utf8)
        for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", ""] {
            let answer = try await api.call("POST", "/sets", raw: set, headers: ["Content-Type": type])
            #expect(answer.status == 415 && answer.code == "UNSUPPORTED_MEDIA_TYPE", "‘\(type)’: \(answer.status)")
        }
        for type in ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"] {
            let answer = try await api.call("POST", "/sets", raw: set, headers: ["Content-Type": type])
            #expect(answer.status == 201, "‘\(type)’: \(answer.status) \(answer.error)")
        }
        #expect(try await api.call("GET", "/sets", raw: Data(), headers: ["Content-Type": "text/plain"]).status == 200)
    }

    @Test(arguments: TestStorage.available)
    func aNumberOfTheWrongKindNamesItsField(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        for (field, value) in [("reps", 5.5), ("reps", 1e300), ("duration", 60.5)] as [(String, Any)] {
            var body: [String: Any] = ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5]
            body[field] = value
            let answer = try await api.call("POST", "/sets", json: body)
            let details = answer.error["details"] as? [String: String] ?? [:]
            #expect(answer.status == 400 && details[field] != nil, "\(field) \(value): \(answer.error)")
            #expect(!(answer.error["message"] as? String ?? "").contains("not valid JSON"), "\(answer.error)")
        }
    }

    /// Schemathesis (ST202): a 33-character id of accented letters, sent percent-encoded, was "too
    /// long" — the router hands `{id}` over still encoded, and its 100 bytes were counted.
    @Test(arguments: TestStorage.available)
    func aPathIdIsDecodedBeforeItIsMeasured(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let accented = String(repeating: "é", count: 33).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        #expect(accented.count > 100)
        let answer = try await api.call("GET", "/sets/\(accented)")
        #expect(answer.status == 404 && answer.code == "NOT_FOUND", "\(answer.status) \(answer.error)")
        #expect(try await api.call("GET", "/sets/\(String(repeating: "a", count: 101))").status == 400)
    }

    /// Schemathesis (ST201): `PATCH /profile {"unit": null, "default_pr_reps": null}` answered 200
    /// ("unchanged"), where openapi.yaml allows no null. A key that cannot be cleared refuses null,
    /// naming it; a key that can (a goal, a note) still clears.
    @Test(arguments: TestStorage.available)
    func nullIsRefusedWhereNothingCanBeCleared(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let set = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5])
        let setId = try #require(set.data["id"] as? String)
        let weighIn = try await api.call("POST", "/body-weight", json: ["weight": 80, "unit": "kg"])
        let weighInId = try #require(weighIn.data["id"] as? String)
        let cases: [(String, String, [String: Any], String)] = [
            ("PATCH", "/profile", ["unit": NSNull(), "default_pr_reps": NSNull()], "unit"),
            ("PATCH", "/sets/\(setId)", ["exercise_id": NSNull()], "exercise_id"),
            ("PATCH", "/exercises/\(benchId)", ["name": NSNull()], "name"),
            ("PATCH", "/body-weight/\(weighInId)", ["unit": NSNull()], "unit"),
            ("POST", "/exercises", ["name": "Zercher", "muscle_group": "Legs", "pinned_note": NSNull()], "pinned_note"),
        ]
        for (method, path, body, field) in cases {
            let answer = try await api.call(method, path, json: body)
            #expect(
                answer.status == 400 && (answer.error["details"] as? [String: String])?[field] != nil, "\(method) \(path): \(answer.status) \(answer.error)")
        }
        #expect(try await api.call("PATCH", "/profile", json: ["goal_weight": NSNull()]).status == 200, "a goal still clears")
        #expect(try await api.call("PATCH", "/sets/\(setId)", json: ["notes": NSNull()]).status == 200, "a note still clears")
    }
}
