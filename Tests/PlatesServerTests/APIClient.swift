import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import PlatesServer
import PlatesServerTestSupport
import PlatesTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where an `APIClient`'s requests go: through the router in this process (HummingbirdTesting:
/// no socket, no port) or to a server listening on a socket (the end-to-end checks).
enum APIServer: Sendable {
    case inProcess(PlatesServerApp)
    case socket(URL)
}

/// Raw HTTP against a test server, to check what a client sees byte for byte: statuses, headers,
/// envelopes.
struct APIClient {
    let base: APIServer
    var token: String?
    /// What paths are under: the API's, or "" for the server's own routes (`/healthz`).
    var prefix = "/api/v1"

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
        var body = raw
        if let json { body = try JSONSerialization.data(withJSONObject: json) }
        var all = headers
        if body != nil, all["Content-Type"] == nil { all["Content-Type"] = "application/json" }
        if let token { all["Authorization"] = "Bearer \(token)" }
        switch base {
        case .inProcess(let app):
            return try await Self.inProcess(app, method, prefix + path, body: body, headers: all)
        case .socket(let url):
            return try await Self.socket(url, method, prefix + path, body: body, headers: all)
        }
    }

    private static func inProcess(
        _ app: PlatesServerApp, _ method: String, _ uri: String, body: Data?,
        headers: [String: String]
    ) async throws -> Answer {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        let method = HTTPRequest.Method(method)!
        let request = body.map { ByteBuffer(bytes: $0) }
        let sent = fields
        let response = try await app.application().test(.router) { client in
            try await client.execute(uri: uri, method: method, headers: sent, body: request)
        }
        var h: [String: String] = [:]
        for field in response.headers { h[field.name.canonicalName] = field.value }
        return Answer(status: response.status.code, headers: h, body: Data(response.body.readableBytesView))
    }

    private static func socket(_ base: URL, _ method: String, _ uri: String, body: Data?, headers: [String: String]) async throws -> Answer {
        var request = URLRequest(url: URL(string: base.absoluteString + uri)!)
        request.httpMethod = method
        request.httpBody = body
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var h: [String: String] = [:]
        for (k, v) in http.allHeaderFields { h["\(k)"] = "\(v)" }
        return Answer(status: http.statusCode, headers: h, body: data)
    }

    /// Signs up a new account and answers a client holding its access token (and the session).
    static func signUp(
        _ base: APIServer, email: String = "lifter-\(UUID().uuidString.prefix(8))@example.com",
        password: String = "correct horse"
    ) async throws -> (APIClient, [String: Any]) {
        let answer = try await APIClient(base: base).call("POST", "/auth/signup", json: ["email": email, "password": password])
        guard answer.status == 201, let token = answer.data["access_token"] as? String else {
            throw PlatesTestError("sign-up failed: \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        }
        return (APIClient(base: base, token: token), answer.data)
    }
}

/// The servers the API tests call in process: one per storage, shared, like `TestServer.shared`'s
/// sockets; `start` makes one of a test's own (a configuration, a clock, a logger).
actor InProcessServers {
    static let shared = InProcessServers()
    private var servers: [TestStorage: PlatesServerApp] = [:]

    func server(storage: TestStorage) async throws -> APIServer {
        if let app = servers[storage] { return .inProcess(app) }
        let app = try await Self.app(configuration: TestServer.testConfiguration, storage: storage)
        servers[storage] = app
        return .inProcess(app)
    }

    static func start(
        configuration: ServerConfiguration, logger: Logger? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, storage: TestStorage = .sqlite
    ) async throws -> APIServer {
        .inProcess(try await app(configuration: configuration, logger: logger, now: now, storage: storage))
    }

    private static func app(
        configuration: ServerConfiguration, logger: Logger? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, storage: TestStorage
    ) async throws -> PlatesServerApp {
        var quiet = Logger(label: "test-server")
        quiet.logLevel = .critical
        return try await PlatesServerApp(storage: storage.location(), configuration: configuration, logger: logger ?? quiet, now: now)
    }
}

struct PlatesTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

let benchId = "b45e0000-0000-4000-8000-000000000001"
