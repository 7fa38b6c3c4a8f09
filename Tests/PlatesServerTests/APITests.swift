import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// The REST API of SPEC 5 as a client sees it: envelopes, statuses, paging, validation details,
/// request ids, idempotency keys.
@Suite(.onTestThreads) struct APITests {
    /// End to end: over a socket, as a client sends it (the other API tests run in process).
    @Test(arguments: TestStorage.available)
    func successAndFailureEnvelopesFollowTheSpec(storage: TestStorage) async throws {
        let base = APIServer.socket(try await TestServer.shared.url(storage: storage))
        let (api, session) = try await APIClient.signUp(base)
        #expect(session["expires_in"] as? Int == 3600 && session["refresh_token"] is String)
        #expect((session["user"] as? [String: Any])?["email"] is String)

        let health = try await APIClient(base: base).call("GET", "/health")
        #expect(health.status == 200 && health.json["success"] as? Bool == true)

        let created = try await api.call(
            "POST", "/sets",
            json: [
                "exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5,
                "date": "2026-11-20T18:00:00Z",
            ])
        #expect(created.status == 201 && created.data["weight"] as? Double == 100)
        #expect(created.data["date"] as? String == "2026-11-20T18:00:00.000Z")
        let id = try #require(created.data["id"] as? String)

        let list = try await api.call("GET", "/sets?limit=10")
        #expect(list.status == 200 && list.data["total"] as? Int == 1 && list.data["limit"] as? Int == 10 && list.data["skip"] as? Int == 0)
        let exercises = try await api.call("GET", "/exercises")
        #expect(exercises.data["total"] as? Int == 21 && exercises.data["limit"] as? Int == 50)

        let records = try await api.call("GET", "/exercises/\(benchId)/records")
        let first = try #require((records.json["data"] as? [[String: Any]])?.first)
        #expect(first["reps"] as? Int == 1 && first["e1rm"] as? Double == 116.7)

        let deleted = try await api.call("DELETE", "/sets/\(id)")
        #expect(deleted.status == 204 && deleted.body.isEmpty)

        let missing = try await api.call("GET", "/sets/\(id)")
        #expect(missing.status == 404 && missing.code == "NOT_FOUND" && missing.json["success"] as? Bool == false)
        #expect(missing.error["request_id"] as? String == missing.header("X-Request-Id"))
        let noRoute = try await api.call("GET", "/nowhere")
        #expect(noRoute.status == 404 && noRoute.code == "NOT_FOUND")
    }

    @Test(arguments: TestStorage.available)
    func badInputIsAValidationErrorNamingTheField(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let wrongType = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": "heavy", "reps": 5])
        #expect(wrongType.status == 400 && wrongType.code == "VALIDATION_ERROR")
        #expect((wrongType.error["details"] as? [String: String])?["weight"] != nil, "\(wrongType.error)")
        let tooHeavy = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 99999, "weight_unit": "kg", "reps": 5])
        #expect(tooHeavy.status == 400 && (tooHeavy.error["details"] as? [String: String])?["weight"] != nil)
        let noReps = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 0])
        #expect(noReps.status == 400)
        let unknownExercise = try await api.call("POST", "/sets", json: ["exercise_id": "nope", "weight": 100, "reps": 5])
        #expect(unknownExercise.status == 404)
        let emptyName = try await api.call("POST", "/exercises", json: ["name": " ", "muscle_group": "Chest"])
        #expect(emptyName.status == 400 && (emptyName.error["details"] as? [String: String])?["name"] != nil)
        let badGroup = try await api.call("POST", "/exercises", json: ["name": "Zercher", "muscle_group": "Toes"])
        #expect(badGroup.status == 400)
        let notJSON = try await api.call("POST", "/sets", raw: Data("{oops".utf8))
        #expect(notJSON.status == 400 && notJSON.code == "VALIDATION_ERROR")
        let deep = try await api.call("POST", "/sets", raw: Data((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8))
        #expect(deep.status == 400 && (deep.error["message"] as? String)?.contains("nested") == true)
        // One text rule for names and notes (issue 21, defect 6): controls and bidi overrides are refused.
        let nul = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5, "notes": "a\u{0}b"])
        #expect(nul.status == 400 && (nul.error["details"] as? [String: String])?["notes"] != nil)
        let flipped = try await APIClient(base: api.base).call(
            "POST", "/auth/signup", json: ["email": "rtl-\(UUID().uuidString.prefix(6))@example.com", "password": "correct horse", "name": "ab\u{202E}cd"])
        #expect(flipped.status == 400 && (flipped.error["details"] as? [String: String])?["name"] != nil)
        let huge = try await api.call("POST", "/exercises", json: ["name": String(repeating: "x", count: 300_000), "muscle_group": "Chest"])
        #expect(huge.status == 400 && (huge.error["message"] as? String)?.contains("larger than") == true)
        // An empty number or zone, and a parameter given twice (schemathesis's ST201: `skip=&skip=x` got the first page).
        for query in ["limit=0", "limit=101", "skip=-1", "limit=abc", "from=yesterday", "tz=Mars/Olympus", "skip=", "tz=", "skip=1&skip=2", "limit=5&limit=5"] {
            let r = try await api.call("GET", "/sets?\(query)")
            #expect(r.status == 400 && r.code == "VALIDATION_ERROR", "\(query)")
        }
        // A chart's measure: a name the API does not know, empty, in another case, given twice.
        for query in ["measure=speed", "measure=", "measure=E1RM", "measure=e1rm&measure=pace", "measure=weight&min_reps=0"] {
            let r = try await api.call("GET", "/exercises/\(benchId)/progress?\(query)")
            #expect(r.status == 400 && r.code == "VALIDATION_ERROR", "\(query)")
        }
        #expect(try await api.call("GET", "/exercises/\(benchId)/progress?measure=e1rm").status == 200)
        for date in ["2025-02-30T10:00:00Z", "2026-11-21T25:00:00Z", "2026-11-21T23:61:00Z"] {  // never rolled into another day
            let r = try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5, "date": date])
            #expect(r.status == 400 && (r.error["details"] as? [String: String])?["date"] != nil, "\(date): \(r.error)")
        }
        let nan = try await api.call("POST", "/body-weight", raw: Data(#"{"weight": NaN}"#.utf8))
        #expect(nan.status == 400)
        #expect(try await api.call("GET", "/sets").data["total"] as? Int == 0)
    }

    /// A client retrying while its first request still runs (or two servers) must not write twice:
    /// the key is claimed before the write; a request meeting a running claim is asked to come back.
    @Test(arguments: TestStorage.available)
    func oneKeySentManyTimesAtOnceWritesOnce(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let body: [String: Any] = ["exercise_id": benchId, "weight": 80, "weight_unit": "kg", "reps": 8]
        let raw = try JSONSerialization.data(withJSONObject: body)
        let statuses = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for _ in 0..<12 {
                group.addTask {
                    let r = try await api.call("POST", "/sets", raw: raw, headers: ["Idempotency-Key": "retry-storm"])
                    return (r.status, r.status == 429 ? r.header("Retry-After") : r.data["id"] as? String)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.allSatisfy { $0.0 == 201 || ($0.0 == 429 && $0.1 == "1") }, "\(statuses)")
        #expect(Set(statuses.filter { $0.0 == 201 }.compactMap(\.1)).count == 1)
        #expect(try await api.call("GET", "/sets").data["total"] as? Int == 1)
        // Once the first answered, the same key replays it.
        let later = try await api.call("POST", "/sets", json: body, headers: ["Idempotency-Key": "retry-storm"])
        #expect(later.status == 201 && later.header("Idempotent-Replayed") == "true")
        // A write that fails gives its key back: corrected, the same key writes.
        let bad = try await api.call(
            "POST", "/sets", json: ["exercise_id": benchId, "weight": 80, "weight_unit": "kg", "reps": 0],
            headers: ["Idempotency-Key": "fix-and-retry"])
        #expect(bad.status == 400)
        let fixed = try await api.call(
            "POST", "/sets", json: ["exercise_id": benchId, "weight": 80, "weight_unit": "kg", "reps": 1],
            headers: ["Idempotency-Key": "fix-and-retry"])
        #expect(fixed.status == 201 && fixed.header("Idempotent-Replayed") == nil)
    }

    @Test(arguments: TestStorage.available)
    func anIdempotencyKeyNeverWritesTwice(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let body: [String: Any] = ["exercise_id": benchId, "weight": 80, "weight_unit": "kg", "reps": 8]
        let first = try await api.call("POST", "/sets", json: body, headers: ["Idempotency-Key": "outbox-1"])
        let again = try await api.call("POST", "/sets", json: body, headers: ["Idempotency-Key": "outbox-1"])
        #expect(first.status == 201 && again.status == 201)
        #expect(first.data["id"] as? String == again.data["id"] as? String)
        #expect(again.header("Idempotent-Replayed") == "true")
        #expect(try await api.call("GET", "/sets").data["total"] as? Int == 1)
        let other = try await api.call(
            "POST", "/sets", json: ["exercise_id": benchId, "weight": 90, "weight_unit": "kg", "reps": 8],
            headers: ["Idempotency-Key": "outbox-1"])
        #expect(other.status == 409 && other.code == "CONFLICT")
        // Keys belong to their account: another user's same key is a new write.
        let (bob, _) = try await APIClient.signUp(api.base)
        #expect(try await bob.call("POST", "/sets", json: body, headers: ["Idempotency-Key": "outbox-1"]).status == 201)
        #expect(try await bob.call("GET", "/sets").data["total"] as? Int == 1)
    }

    @Test(arguments: TestStorage.available)
    func patchesChangeOnlyWhatTheyName(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let set = try await api.call(
            "POST", "/sets",
            json: [
                "exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5,
                "rpe": 8, "notes": "easy",
            ])
        let id = try #require(set.data["id"] as? String)
        let patched = try await api.call("PATCH", "/sets/\(id)", json: ["reps": 6, "rpe": NSNull()])
        #expect(patched.status == 200 && patched.data["reps"] as? Int == 6 && patched.data["rpe"] == nil && patched.data["notes"] as? String == "easy")
        let profile = try await api.call("PATCH", "/profile", json: ["goal_weight": 80, "unit": "lb"])
        #expect(profile.data["goal_weight"] as? Double == 80 && profile.data["unit"] as? String == "lb")
        let cleared = try await api.call("PATCH", "/profile", json: ["goal_weight": NSNull()])
        #expect(cleared.data["goal_weight"] == nil && cleared.data["unit"] as? String == "lb")
        let weighIn = try await api.call("POST", "/body-weight", json: ["weight": 180])
        #expect(weighIn.status == 201 && weighIn.data["unit"] as? String == "lb")
        let note = try await api.call("PATCH", "/exercises/\(benchId)", json: ["pinned_note": "elbows in"])
        #expect(note.status == 200 && note.data["pinned_note"] as? String == "elbows in")
        // Built-in exercises can be renamed (issue 18); a name another exercise has is a conflict.
        let rename = try await api.call("PATCH", "/exercises/\(benchId)", json: ["name": "Bench"])
        #expect(rename.status == 200 && rename.data["name"] as? String == "Bench" && rename.data["is_base"] as? Bool == true)
        let twin = try await api.call("PATCH", "/exercises/\(benchId)", json: ["name": "squat"])
        #expect(twin.status == 409 && twin.code == "CONFLICT")
    }
}
