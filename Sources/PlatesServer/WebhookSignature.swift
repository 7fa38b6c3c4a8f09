import Crypto
import Foundation

/// How a receiver knows a delivery came from this server and was not replayed, as the common
/// providers do it: `Plates-Signature: t=UNIX_SECONDS,v1=HEX`, where HEX is the HMAC-SHA256,
/// keyed with the hook's secret (its UTF-8 bytes, `whsec_` included), of `t`, a full stop, and
/// the body's bytes. Each attempt signs afresh, so a retry carries a current `t`.
public enum WebhookSignature {
    public static let header = "Plates-Signature"

    public static func sign(secret: String, timestamp: Int, body: Data) -> String {
        "t=\(timestamp),v1=\(digest(secret: secret, timestamp: timestamp, body: body))"
    }

    /// Whether `header` signs `body` with `secret`, at most `tolerance` seconds from `now` (a
    /// replayed delivery is older). Compared in constant time.
    public static func verify(_ header: String, secret: String, body: Data, now: Date = Date(), tolerance: TimeInterval = 300) -> Bool {
        var timestamp: Int?
        var signatures: [String] = []
        for part in header.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0] == "t" { timestamp = Int(pair[1]) }
            if pair[0] == "v1" { signatures.append(pair[1]) }
        }
        guard let timestamp, abs(now.timeIntervalSince1970 - Double(timestamp)) <= tolerance else { return false }
        let expected = Array(digest(secret: secret, timestamp: timestamp, body: body).utf8)
        return signatures.contains { candidate in
            let bytes = Array(candidate.utf8)
            return bytes.count == expected.count && zip(bytes, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
        }
    }

    static func digest(secret: String, timestamp: Int, body: Data) -> String {
        var signed = Data("\(timestamp).".utf8)
        signed.append(body)
        let mac = HMAC<SHA256>.authenticationCode(for: signed, using: SymmetricKey(data: Data(secret.utf8)))
        return Secrets.hex(mac)
    }
}
