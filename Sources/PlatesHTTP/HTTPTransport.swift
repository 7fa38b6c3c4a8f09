import Foundation
import PlatesCore

/// One HTTP exchange with the Plates API over libcurl, loaded on first use (`CCurlShim`), so that
/// `plates` maps no networking library unless it talks to a server (FoundationNetworking
/// alone cost 7 ms and 12 MB at every start). Maps every failure to `PlatesError`; retries what is
/// safe to retry.
///
/// - Timeouts: connecting 5 s, silence after it (no byte for) 5 s, a whole request 15 s
///   (docs/DECISIONS.md). The blocking exchange runs on a thread of its own, never on the
///   concurrency pool.
/// - Retries, with backoff 0.25 s then 1 s: reads on network errors (not a refused connection: nothing
///   listens there, so a write goes to the outbox at once) and 502/503/504; writes too,
///   since every write carries an idempotency key the server honours (so a retry never duplicates).
/// - 429: waits the server's Retry-After when it is ≤ 3 s and tries again, else reports it.
public struct HTTPTransport: Sendable {
    public let baseURL: URL
    let connectTimeout: TimeInterval
    let requestTimeout: TimeInterval
    let retryDelays: [Double]

    public init(baseURL: URL, connectTimeout: TimeInterval = 5, requestTimeout: TimeInterval = 15, retryDelays: [Double] = [0.25, 1.0]) {
        self.baseURL = baseURL
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.retryDelays = retryDelays
    }

    /// How the server's list of sessions names this one: `plates/0.1.0 (Linux; HOST)`, the host
    /// telling two machines apart.
    static let userAgent: String = {
        var name = [CChar](repeating: 0, count: 256)
        let host = gethostname(&name, name.count) == 0 ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        #if os(Linux)
            let system = "Linux"
        #else
            let system = "macOS"
        #endif
        return "plates/\(PlatesVersion.number) (\(system)\(host.isEmpty ? "" : "; " + host))"
    }()

    /// Checks and normalises a server address typed by a person.
    public static func serverURL(_ text: String) throws(PlatesError) -> URL {
        var t = text.trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("/") { t.removeLast() }
        guard let url = URL(string: t), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil, url.query == nil
        else {
            throw .validation("‘\(text)’ is not a server address: use one like http://127.0.0.1:8080.", field: "server")
        }
        return url
    }

    /// Refuses to send a password to `url` in clear text: `http://` is for this machine (loopback)
    /// only, unless the user says `--insecure` (a LAN they trust). Anyone between the client and a
    /// remote `http://` server reads the password and every token.
    public static func checkPrivate(_ url: URL, insecure: Bool) throws(PlatesError) {
        guard url.scheme?.lowercased() == "http", !insecure, !isLoopback(url.host ?? "") else { return }
        let https = url.absoluteString.replacingOccurrences(of: "http://", with: "https://", options: [.caseInsensitive, .anchored])
        throw .validation(
            "\(url.absoluteString) would carry your password and tokens unencrypted: use \(https), or add --insecure if every network between you and it is yours.",
            field: "server")
    }

    /// localhost, 127.0.0.0/8 and ::1: addresses that never leave this machine.
    public static func isLoopback(_ host: String) -> Bool {
        var h = host.lowercased()
        if h.hasPrefix("["), h.hasSuffix("]") { h = String(h.dropFirst().dropLast()) }
        if h == "localhost" || h.hasSuffix(".localhost") || h == "::1" || h == "0:0:0:0:0:0:0:1" { return true }
        let parts = h.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    public struct Reply: Sendable {
        public var status: Int
        public var body: Data
        /// The `Location` of a 3xx answer (redirects are not followed: a POST must not become a GET).
        public var redirect: String? = nil
    }

    /// Sends one request; `query` values are percent-encoded; `token` goes in `Authorization`.
    public func send(
        _ method: String, _ path: String, query: [(String, String)] = [], body: Data? = nil,
        token: String? = nil, idempotencyKey: String? = nil
    ) async throws(PlatesError) -> Reply {
        var components = URLComponents(url: baseURL.appendingPathComponent("api/v1" + path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        var headers = ["Accept: application/json", "User-Agent: \(Self.userAgent)"]
        if body != nil { headers.append("Content-Type: application/json") }
        if let token { headers.append("Authorization: Bearer \(token)") }
        if let idempotencyKey { headers.append("Idempotency-Key: \(idempotencyKey)") }
        let request = Request(method: method, url: components.url!.absoluteString, headers: headers, body: body)
        let retryable = method == "GET" || idempotencyKey != nil
        var attempt = 0
        while true {
            let outcome = await exchange(request)
            switch outcome {
            case .reply(let reply, let retryAfter):
                if reply.status == 429, let wait = retryAfter, wait <= 3, attempt == 0 {
                    attempt += 1
                    try? await Task.sleep(nanoseconds: UInt64(wait) * 1_000_000_000)
                    continue
                }
                if retryable, [502, 503, 504].contains(reply.status), attempt < retryDelays.count {
                    try? await Task.sleep(nanoseconds: UInt64(retryDelays[attempt] * 1e9))
                    attempt += 1
                    continue
                }
                if (200..<300).contains(reply.status) { return reply }
                throw Self.failure(reply, retryAfter: retryAfter)
            case .failed(let error, let worthRetrying):
                if retryable, worthRetrying, attempt < retryDelays.count, !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: UInt64(retryDelays[attempt] * 1e9))
                    attempt += 1
                    continue
                }
                throw error
            }
        }
    }

    private enum Outcome {
        case reply(Reply, retryAfter: Int?)
        /// `worthRetrying` false: the server refused the connection (nothing listens there), which a
        /// second later will not change; writes go to the outbox at once, reads say so at once.
        case failed(PlatesError, worthRetrying: Bool)
    }

    struct Request: Sendable {
        var method: String
        var url: String
        var headers: [String]
        var body: Data?
    }

    private func exchange(_ request: Request) async -> Outcome {
        let got = await HTTPExchange.send(
            method: request.method, url: request.url, headers: request.headers, body: request.body,
            connectMs: Int(connectTimeout * 1000), totalMs: Int(requestTimeout * 1000))
        guard got.curlCode == 0 else {
            let code = got.curlCode
            return .failed(.network(Self.describe(curlCode: code, detail: got.detail, server: baseURL.absoluteString)), worthRetrying: code != 7 && code != -1)
        }
        var reply = Reply(status: got.status, body: got.body)
        if (300..<400).contains(reply.status) { reply.redirect = got.location }
        return .reply(reply, retryAfter: got.retryAfter.flatMap { Int($0) })
    }

    /// A person's sentence for libcurl's error codes (curl/curl.h, CURLcode).
    static func describe(curlCode: Int, detail: String, server: String) -> String {
        switch curlCode {
        case 28: return "the server did not answer in time"
        case 5, 6, 7: return "cannot reach the server at \(server) (\(detail))"
        case 52: return "the server at \(server) closed the connection without answering"
        case 55, 56: return "the connection to \(server) broke (\(detail))"
        case 35, 51, 53, 54, 58, 59, 60, 77, 80, 83, 90, 91: return "the secure connection to \(server) failed (\(detail))"
        case -1: return detail
        default: return "network error talking to \(server): \(detail)"
        }
    }

    /// The typed error of a non-2xx answer: the server's envelope when there is one.
    static func failure(_ reply: Reply, retryAfter: Int?) -> PlatesError {
        if let envelope = try? WireCoding.decode(FailureEnvelope.self, from: reply.body) {
            return envelope.platesError(retryAfter: retryAfter)
        }
        switch reply.status {
        case 401: return .unauthorized("")
        case 404: return .notFound(what: "The server does not know this address: is it a Plates server?", id: "")
        case 429: return .rateLimited(retryAfter: retryAfter)
        case 300..<400 where reply.redirect != nil:
            return .network("the server sends Plates to \(reply.redirect!): use that address as the server")
        default: return .internal("the server answered \(reply.status) without an explanation")
        }
    }
}
