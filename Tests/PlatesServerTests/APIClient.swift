import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PlatesTestSupport

/// Raw HTTP against a test server, to check what a client sees byte for byte: statuses, headers,
/// envelopes.
struct APIClient {
    let base: URL
    var token: String?

    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var data: [String: Any] { json["data"] as? [String: Any] ?? [:] }
        var items: [[String: Any]] { data["items"] as? [[String: Any]] ?? [] }
        var error: [String: Any] { json["error"] as? [String: Any] ?? [:] }
        var code: String? { error["code"] as? String }
        func header(_ name: String) -> String? { headers.first { $0.key.lowercased() == name.lowercased() }?.value }
    }

    @discardableResult
    func call(_ method: String, _ path: String, json: Any? = nil, raw: Data? = nil, headers: [String: String] = [:]) async throws -> Answer {
        var request = URLRequest(url: URL(string: base.absoluteString + "/api/v1" + path)!)
        request.httpMethod = method
        if let json { request.httpBody = try JSONSerialization.data(withJSONObject: json) }
        if let raw { request.httpBody = raw }
        if request.httpBody != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var h: [String: String] = [:]
        for (k, v) in http.allHeaderFields { h["\(k)"] = "\(v)" }
        return Answer(status: http.statusCode, headers: h, body: data)
    }

    /// Signs up a new account and answers a client holding its access token (and the session).
    static func signUp(_ base: URL, email: String = "lifter-\(UUID().uuidString.prefix(8))@example.com",
                       password: String = "correct horse") async throws -> (APIClient, [String: Any]) {
        let answer = try await APIClient(base: base).call("POST", "/auth/signup", json: ["email": email, "password": password])
        guard answer.status == 201, let token = answer.data["access_token"] as? String else {
            throw PlatesTestError("sign-up failed: \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        }
        return (APIClient(base: base, token: token), answer.data)
    }
}

struct PlatesTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

let benchId = "b45e0000-0000-4000-8000-000000000001"
