import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PlatesCore

/// One HTTP exchange with the Plates API over URLSession (FoundationNetworking: nothing extra to
/// build into `plates`). Maps every failure to `PlatesError`; retries what is safe to retry.
///
/// - Timeouts: connecting (or any silence after it) 5 s, a whole request 15 s. URLSession has no
///   connect timeout of its own: its per-request interval is an idle limit that also runs while
///   connecting, so it is the 5 s, and the resource interval is the 15 s (docs/DECISIONS.md).
/// - Retries, with backoff 0.25 s then 1 s: reads on network errors and 502/503/504; writes too,
///   since every write carries an idempotency key the server honours (so a retry never duplicates).
/// - 429: waits the server's Retry-After when it is ≤ 3 s and tries again, else reports it.
public struct HTTPTransport: Sendable {
    public let baseURL: URL
    let session: URLSession
    let retryDelays: [Double]

    public init(baseURL: URL, connectTimeout: TimeInterval = 5, requestTimeout: TimeInterval = 15, retryDelays: [Double] = [0.25, 1.0]) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = connectTimeout
        configuration.timeoutIntervalForResource = requestTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration)
        self.retryDelays = retryDelays
    }

    /// Checks and normalises a server address typed by a person.
    public static func serverURL(_ text: String) throws(PlatesError) -> URL {
        var t = text.trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("/") { t.removeLast() }
        guard let url = URL(string: t), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil, url.query == nil else {
            throw .validation("‘\(text)’ is not a server address: use one like http://127.0.0.1:8080.", field: "server")
        }
        return url
    }

    public struct Reply: Sendable {
        public var status: Int
        public var body: Data
    }

    /// Sends one request; `query` values are percent-encoded; `token` goes in `Authorization`.
    public func send(_ method: String, _ path: String, query: [(String, String)] = [], body: Data? = nil,
                     token: String? = nil, idempotencyKey: String? = nil) async throws(PlatesError) -> Reply {
        var components = URLComponents(url: baseURL.appendingPathComponent("api/v1" + path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let idempotencyKey { request.setValue(idempotencyKey, forHTTPHeaderField: "Idempotency-Key") }
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
            case .failed(let error):
                if retryable, attempt < retryDelays.count, !Task.isCancelled {
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
        case failed(PlatesError)
    }

    private func exchange(_ request: URLRequest) async -> Outcome {
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else { return .failed(.network("the server's answer was not HTTP")) }
            let retryAfter = (http.value(forHTTPHeaderField: "Retry-After")).flatMap { Int($0) }
            return .reply(Reply(status: http.statusCode, body: data), retryAfter: retryAfter)
        } catch let error as URLError {
            return .failed(.network(Self.describe(error)))
        } catch {
            return .failed(.network("cannot reach \(baseURL.absoluteString): \(error.localizedDescription)"))
        }
    }

    static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: return "the server did not answer in time"
        case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet, .dnsLookupFailed:
            return "cannot reach the server (\(error.localizedDescription))"
        default: return "network error: \(error.localizedDescription)"
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
        default: return .internal("the server answered \(reply.status) without an explanation")
        }
    }
}
