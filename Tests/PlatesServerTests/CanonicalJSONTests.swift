import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// The canonical form an Idempotency-Key's request hash is made from: one meaning, one spelling;
/// nothing that is not JSON passes for JSON.
@Suite(.onTestThreads) struct CanonicalJSONTests {
    static func canonical(_ text: String) -> String? {
        CanonicalJSON.bytes(Data(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func oneMeaningIsOneSpelling() {
        let spellings = [
            #"{"exercise_id":"b45e","weight":60,"weight_unit":"kg","reps":5}"#,
            #" { "reps" : 5 ,"weight_unit":"kg",  "weight": 60.0, "exercise_id": "b45e" }"#,
            "{\n\t\"weight\":6e1,\"reps\":5,\"exercise_id\":\"\\u0062\\u0034\\u0035e\",\"weight_unit\":\"kg\"\r\n}",
        ]
        let forms = Set(spellings.map { Self.canonical($0) })
        #expect(forms == [#"{"exercise_id":"b45e","reps":5,"weight":60,"weight_unit":"kg"}"#])
        #expect(Self.canonical(#"["a\/b","\u00e9","é","😀","\ud83d\ude00"]"#) == #"["a/b","é","é","😀","😀"]"#)
        #expect(Self.canonical(#"{"a":[],"b":{},"c":[true,false,null,-0,0.5,-12.25e-1]}"#) == #"{"a":[],"b":{},"c":[true,false,null,0,0.5,-1.225]}"#)
    }

    @Test func differentMeaningsStayDifferent() {
        let bodies = [
            #"{"reps":5}"#, #"{"reps":6}"#, #"{"reps":"5"}"#, #"{"Reps":5}"#, #"{"reps":5,"reps":5}"#, #"[5]"#, "5",
            #"{"n":12345678901234567890}"#, #"{"n":12345678901234567891}"#, #"{"a":{"b":1}}"#, #"{"a":{"c":1}}"#,
        ]
        let forms = bodies.map { Self.canonical($0) }
        #expect(forms.allSatisfy { $0 != nil })
        #expect(Set(forms).count == bodies.count)
    }

    @Test(arguments: [
        "", " ", "{", "}", #"{"a"}"#, #"{"a":}"#, #"{"a":1,}"#, "[1,]", "[1 2]", #"{"a":1}x"#, "01", "+1", ".5", "5.", "1e",
        "0x10", "-", "NaN", "Infinity", "1e999", "tru", "nul", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00x""#, "\"a\u{1}b\"",
        "\"unterminated", #"{"a":1 "b":2}"#, String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
    ])
    func whatIsNotJSONIsRefused(text: String) {
        #expect(Self.canonical(text) == nil)
    }

    /// Random documents, written by JSONSerialization in another key order and spacing each
    /// time, have one canonical form; and what JSONSerialization refuses, this refuses too.
    @Test func randomDocumentsAgreeWithJSONSerialization() throws {
        var random = SeededGenerator(seed: 24)
        func value(_ depth: Int) -> Any {
            switch random.int(0...(depth > 3 ? 3 : 5)) {
            case 0: return random.int(-1_000_000...1_000_000)
            case 1: return Double(random.int(-100_000...100_000)) / 8
            case 2: return ["", "kg", "a \"quoted\" /slash\\ \n é 😀", "\u{7f}\u{2028}"][random.int(0...3)]
            case 3: return [true, false, NSNull()][random.int(0...2)]
            case 4: return (0..<random.int(0...4)).map { _ in value(depth + 1) }
            default:
                var object: [String: Any] = [:]
                for _ in 0..<random.int(0...5) { object[["id", "weight", "reps", "é", "a b", "Z"][random.int(0...5)]] = value(depth + 1) }
                return object
            }
        }
        for round in 0..<500 {
            let document = ["root": value(0)]
            let compact = try JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed])
            let pretty = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
            let a = CanonicalJSON.bytes(compact)
            #expect(a != nil && a == CanonicalJSON.bytes(pretty), "round \(round)")
            // Cut anywhere: JSON or not, both parsers say the same.
            let cut = compact.prefix(random.int(0...compact.count))
            let foundation = (try? JSONSerialization.jsonObject(with: cut, options: [.fragmentsAllowed])) != nil
            #expect((CanonicalJSON.bytes(cut) != nil) == foundation, "round \(round): \(String(decoding: cut, as: UTF8.self))")
        }
    }

    /// An answer stored by a server before this form (its hash made with JSONSerialization's)
    /// still replays for the same request after the upgrade.
    @Test(arguments: TestStorage.available)
    func anAnswerStoredBeforeTheUpgradeStillReplays(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        guard case .inProcess(let app) = base else { return }
        let (api, session) = try await APIClient.signUp(base)
        let account = try #require((session["user"] as? [String: Any])?["id"] as? String)
        // A slash: JSONSerialization wrote it escaped, so the two hashes differ.
        let body = Data(#"{"weight": 80, "exercise_id": "b45e0000-0000-4000-8000-000000000001", "weight_unit": "kg", "reps": 8, "notes": "3/5 easy"}"#.utf8)
        let legacy = API.legacyRequestHash(method: "POST", path: "/api/v1/sets", body: body)
        #expect(legacy != API.requestHash(method: "POST", path: "/api/v1/sets", body: Data(CanonicalJSON.bytes(body)!)))
        let records = app.api.accounts.records
        let now = AccountStore.millis(Date())
        _ = try await records.claim(
            account: account, key: "before-upgrade", requestHash: legacy, now: now, answersSince: now - 60_000, claimsSince: now - 60_000)
        try await records.store(
            StoredAnswer(requestHash: legacy, status: 201, body: Data(#"{"data":{"id":"stored"},"success":true}"#.utf8)),
            account: account, key: "before-upgrade", at: now)
        let retry = try await api.call("POST", "/sets", raw: body, headers: ["Idempotency-Key": "before-upgrade"])
        #expect(retry.status == 201 && retry.header("Idempotent-Replayed") == "true" && retry.data["id"] as? String == "stored")
        let other = try await api.call(
            "POST", "/sets", json: ["weight": 81, "exercise_id": "b45e0000-0000-4000-8000-000000000001", "weight_unit": "kg", "reps": 8],
            headers: ["Idempotency-Key": "before-upgrade"])
        #expect(other.status == 409)
    }
}
