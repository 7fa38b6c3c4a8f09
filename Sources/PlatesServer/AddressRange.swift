import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 network (`10.0.0.0/8`, `::1/128`, or one address): the proxies whose
/// `X-Forwarded-For` the server believes (`--trusted-proxy`).
public struct AddressRange: Sendable, Hashable, CustomStringConvertible {
    let network: [UInt8]
    let prefix: Int
    public let description: String

    /// nil for anything but an address with an optional `/bits` in its family's range.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.bytes(String(parts[0])) else { return nil }
        let bits = bytes.count * 8
        if parts.count == 2 {
            guard let p = Int(parts[1]), (0...bits).contains(p), parts[1].allSatisfy(\.isASCII) else { return nil }
            prefix = p
        } else {
            prefix = bits
        }
        network = bytes
        description = text
    }

    /// Whether `address` (as a socket or a header gives it) lies in this range.
    public func contains(_ address: String) -> Bool {
        guard let bytes = Self.bytes(address), bytes.count == network.count else { return false }
        var left = prefix
        for (a, b) in zip(bytes, network) where left > 0 {
            let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
            if a & mask != b & mask { return false }
            left -= 8
        }
        return true
    }

    /// An address's bytes: 4 for IPv4, 16 for IPv6; nil when it is neither.
    static func bytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }
}

/// The client's address for rate limits and logs: the socket's peer, or, when that peer is a
/// trusted proxy, the nearest address in `X-Forwarded-For` that is not one (the header's left
/// part is whatever the client wrote; only what trusted proxies appended is believed).
enum ClientAddress {
    static func of(peer: String, forwardedFor: [String], trusted: [AddressRange]) -> String {
        guard trusted.contains(where: { $0.contains(peer) }) else { return peer }
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() {
            guard AddressRange.bytes(hop) != nil else { return peer }  // garbage: believe the socket
            if !trusted.contains(where: { $0.contains(hop) }) { return hop }
        }
        return hops.first ?? peer
    }
}
