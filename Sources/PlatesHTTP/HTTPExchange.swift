import CCurlShim
import Foundation
import PlatesCore

/// One blocking HTTP exchange through libcurl (`CCurlShim`), as raw as it comes back: the API
/// client (`HTTPTransport`) and the server's webhook deliveries give it their own meaning.
/// Redirects are never followed.
public enum HTTPExchange {
    public struct Outcome: Sendable {
        /// 0 when the exchange completed; else libcurl's CURLcode, or -1 when libcurl could not be loaded.
        public var curlCode: Int
        /// What went wrong, when `curlCode` is not 0.
        public var detail: String
        public var status: Int
        public var body: Data
        public var retryAfter: String?
        public var location: String?
    }

    /// Timeouts in milliseconds: connecting (also the longest silence after it), and the whole exchange.
    public static func perform(method: String, url: String, headers: [String], body: Data?, connectMs: Int, totalMs: Int) -> Outcome {
        var result = plates_http_result()
        defer { plates_http_result_free(&result) }
        let cHeaders = headers.map { strdup($0) }
        defer { for header in cHeaders { free(header) } }
        cHeaders.map { UnsafePointer($0) }.withUnsafeBufferPointer { lines in
            let run = { (bytes: UnsafeRawPointer?, count: Int) in
                plates_http_exchange(method, url, lines.baseAddress, Int32(lines.count), bytes, count, connectMs, totalMs, connectMs, &result)
            }
            if let body, !body.isEmpty {
                body.withUnsafeBytes { raw in run(raw.baseAddress, raw.count) }
            } else {
                run(nil, 0)  // no body; a POST without one still goes out as a POST (curl_shim.c)
            }
        }
        let detail = withUnsafeBytes(of: result.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return Outcome(
            curlCode: Int(result.curl_code), detail: detail, status: result.status,
            body: result.body.map { Data(bytes: $0, count: result.body_length) } ?? Data(),
            retryAfter: result.retry_after.map { String(cString: $0) }, location: result.location.map { String(cString: $0) })
    }

    /// `perform` on a thread of its own, never on the concurrency pool (it blocks).
    public static func send(method: String, url: String, headers: [String], body: Data?, connectMs: Int, totalMs: Int) async -> Outcome {
        await OffPool.run { perform(method: method, url: url, headers: headers, body: body, connectMs: connectMs, totalMs: totalMs) }
    }
}
