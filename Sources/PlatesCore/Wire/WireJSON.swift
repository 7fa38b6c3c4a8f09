import Foundation

/// A value the server writes often enough to write by hand: the same bytes `WireCoding.encoder()`
/// makes (sorted keys, slashes unescaped, Foundation's number spelling), at a fraction of the
/// cost. Foundation's generic encoder was 43 % of a history page's CPU (docs/performance.md).
/// The `Codable` conformance stays the definition of the shape; `WireJSONTests` checks that
/// both write the same bytes.
public protocol WireJSONWritable {
    func writeJSON(to out: inout WireJSON)
}

/// The bytes of one JSON document, written in order.
public struct WireJSON {
    public private(set) var bytes: [UInt8] = []
    /// A number JSON cannot spell (NaN, infinity) was met: `WireCoding.encoder()` throws for
    /// it, so the caller must use that encoder instead.
    public private(set) var failed = false

    public init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// `value` as JSON, or nil when it holds what only the generic encoder may refuse.
    public static func encode(_ value: some WireJSONWritable) -> Data? {
        var out = WireJSON()
        value.writeJSON(to: &out)
        return out.failed ? nil : Data(out.bytes)
    }

    /// Literal JSON text (punctuation and keys), written as is.
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes already in JSON form, written as they are.
    public mutating func rawBytes(_ json: [UInt8]) { bytes.append(contentsOf: json) }

    /// Another writer's JSON, after this one's.
    public mutating func append(_ other: WireJSON) {
        bytes.append(contentsOf: other.bytes)
        failed = failed || other.failed
    }

    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                escape(byte)
                start = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case 0x08: raw("\\b")
        case 0x09: raw("\\t")
        case 0x0A: raw("\\n")
        case 0x0C: raw("\\f")
        case 0x0D: raw("\\r")
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            raw("\\u00")
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }

    public mutating func int(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        // The magnitude as unsigned, so Int.min has one too.
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// As Foundation writes a Double: its shortest round-trip spelling, without a trailing `.0`.
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            failed = true
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            // Whole and below where `description` turns to exponents: as an integer (-0 keeps its sign).
            if value == 0, value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            int(Int(value))
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func date(_ value: Date) {
        bytes.append(UInt8(ascii: "\""))
        WireDates.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// An optional member: `key` (with its comma and colon) and the value, or nothing when it is
    /// absent — as the synthesized `encodeIfPresent` leaves it out.
    public mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        raw(key)
        string(value)
    }

    public mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        raw(key)
        int(value)
    }

    public mutating func member(_ key: StaticString, _ value: Double?) {
        guard let value else { return }
        raw(key)
        number(value)
    }

    /// `[a,b,…]`.
    public mutating func array(_ items: [some WireJSONWritable]) {
        bytes.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            item.writeJSON(to: &self)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}

extension Array: WireJSONWritable where Element: WireJSONWritable {
    public func writeJSON(to out: inout WireJSON) { out.array(self) }
}

extension Page: WireJSONWritable where Item: WireJSONWritable {
    public func writeJSON(to out: inout WireJSON) {
        out.raw("{\"items\":")
        out.array(items)
        out.raw(",\"limit\":")
        out.int(limit)
        out.raw(",\"skip\":")
        out.int(skip)
        out.raw(",\"total\":")
        out.int(total)
        out.raw("}")
    }
}
