import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// CI's schemathesis run (session 18) sent `POST /sets` with an `exercise_id` holding U+0000:
/// PostgreSQL cannot hold that character in text and the server answered 500 (SQLite answered
/// 404). Every string a request carries (body, query, path) is checked once, at the wire: a NUL
/// is a 400 on every storage, and a backslash-u text that is not a NUL is kept as written.
@Suite(.onTestThreads) struct NULCharacterTests {
    @Test(arguments: TestStorage.available)
    func aNULAnywhereInARequestIsAValidationError(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let email = "nul-\(UUID().uuidString.prefix(8))@example.com"
        let (api, session) = try await APIClient.signUp(base, email: email)
        let anonymous = APIClient(base: base)
        let set: [String: Any] = ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5]
        let stored = try await api.call("POST", "/sets", json: set)
        let setId = try #require(stored.data["id"] as? String)
        var nulExercise = set
        nulExercise["exercise_id"] = "bench\u{0}press"

        let answers: [(String, APIClient.Answer)] = [
            ("POST /sets", try await api.call("POST", "/sets", json: nulExercise)),
            ("POST /sets/batch", try await api.call("POST", "/sets/batch", json: ["sets": [nulExercise]])),
            ("PATCH /sets/{id}", try await api.call("PATCH", "/sets/\(setId)", json: nulExercise)),
            ("POST /exercises/{id}/merge", try await api.call("POST", "/exercises/\(benchId)/merge", json: ["into": "x\u{0}"])),
            ("PATCH /profile", try await api.call("PATCH", "/profile", json: ["unit": "kg\u{0}"])),
            ("POST /auth/signup", try await anonymous.call("POST", "/auth/signup", json: ["email": "a\u{0}@example.com", "password": "correct horse"])),
            ("POST /auth/login", try await anonymous.call("POST", "/auth/login", json: ["email": email + "\u{0}", "password": "correct horse"])),
            ("POST /auth/refresh", try await anonymous.call("POST", "/auth/refresh", json: ["refresh_token": "\u{0}\(session["refresh_token"] ?? "")"])),
            ("GET /sets?exercise_id", try await api.call("GET", "/sets?exercise_id=bench%00press")),
        ]
        for (what, answer) in answers {
            #expect(answer.status == 400 && answer.code == "VALIDATION_ERROR", "\(what): \(answer.status) \(answer.error)")
            #expect((answer.error["message"] as? String ?? "").contains("U+0000"), "\(what): \(answer.error)")
        }
        #expect((answers[0].1.error["details"] as? [String: String])?["exercise_id"] != nil, "\(answers[0].1.error)")
        #expect((answers[6].1.error["details"] as? [String: String])?["email"] != nil, "\(answers[6].1.error)")
        // In a path, Hummingbird may hand the id over still escaped: then no set has it (404).
        for path in ["/sets/a%00b", "/exercises/a%00b", "/body-weight/a%00b"] {
            let answer = try await api.call("GET", path)
            #expect([400, 404, 405].contains(answer.status), "\(path): \(answer.status) \(answer.error)")
            let patched = try await api.call("PATCH", path, json: ["weight": 80, "unit": "kg"])
            #expect([400, 404].contains(patched.status), "PATCH \(path): \(patched.status) \(patched.error)")
        }
        #expect(try await api.call("GET", "/sets/\(setId)").data["exercise_id"] as? String == benchId, "the stored set is unchanged")
    }

    @Test(arguments: TestStorage.available)
    func aBackslashUTextThatIsNoNULIsKeptAsWritten(storage: TestStorage) async throws {
        let (api, _) = try await APIClient.signUp(try await InProcessServers.shared.server(storage: storage))
        let note = #"C:\u0000 is a path, not a NUL"#
        let answer = try await api.call(
            "POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5, "notes": note])
        #expect(answer.status == 201, "\(answer.status) \(answer.error)")
        #expect(answer.data["notes"] as? String == note)
    }

    /// The body scan that finds the escape and names its key: a backslash escaped before `u0000`
    /// is text, a NUL escaped after an escaped backslash is a NUL, a NUL in a key is the body's,
    /// and nesting is still counted.
    @Test(
        arguments: [
            (#"{"a": "\u0000"}"#, "a", 1), (#"{"a": "\\u0000"}"#, nil, 1), (#"{"a": "\\\u0000"}"#, "a", 1),
            (#"{"a": "\u0001", "b": "\u00000"}"#, "b", 1), (#"{"a": "\u00e9"}"#, nil, 1), (#"[{"a": ["\u000"]}]"#, nil, 3),
            (#"{"u0000": "\\"}"#, nil, 1), (#"{"sets": [{"reps": 5, "exercise_id": "x\u0000"}]}"#, "exercise_id", 3),
            (#"{"x\u0000": 1, "a": "\u0000"}"#, "body", 1), (#"["\u0000"]"#, "body", 1),
        ] as [(String, String?, Int)])
    func theBodyScanFindsAnEscapedNUL(body: String, field: String?, depth: Int) {
        #expect(JSONBody.shape(of: Data(body.utf8)) == JSONBody.Shape(depth: depth, nulField: field))
    }
}
