import Crypto
import Foundation
import Hummingbird
import PlatesCore

extension PlatesServerApp {
    /// `GET /metrics` in Prometheus's text format, for a scraper holding `token` as its bearer
    /// token (Prometheus: `authorization: {credentials: …}`); anyone else gets 401.
    static func addMetricsRoute(_ router: Router<ServerContext>, metrics: ServerMetrics, token: String) {
        let expected = Data(SHA256.hash(data: Data(token.utf8)))
        router.get("metrics") { request, _ in
            let given = request.headers[.authorization].map { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : "" } ?? ""
            // Compared as hashes, in constant time: the comparison says nothing of how close a guess was.
            guard Data(SHA256.hash(data: Data(given.utf8))).constantTimeEquals(expected) else {
                throw PlatesError.unauthorized("GET /metrics needs the server's metrics token as a bearer token.")
            }
            var response = Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.text)))
            response.headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            return response
        }
    }
}

extension Data {
    func constantTimeEquals(_ other: Data) -> Bool {
        guard count == other.count else { return false }
        return zip(self, other).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
