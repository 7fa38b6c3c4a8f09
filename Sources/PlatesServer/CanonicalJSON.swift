import Foundation
import PlatesCore

/// A JSON body's meaning as bytes, for an Idempotency-Key's request hash: keys sorted, no
/// whitespace, strings and fractional numbers spelled one way. A client may order keys
/// differently, or space them, on a retry; it is the same request.
///
/// Written by hand: `JSONSerialization`'s parse and write were 8 % of a logged set's CPU
/// (docs/performance.md). Integers keep their digits (a number past 2^53 is not rounded into
/// another); numbers with a fraction or an exponent are read as Double and written as the wire
/// writes them. Anything that is not JSON is nil: the caller hashes the bytes as sent.
enum CanonicalJSON {
    static func bytes(_ data: Data) -> [UInt8]? {
        data.withUnsafeBytes { raw in
            var parser = Parser(input: raw.bindMemory(to: UInt8.self))
            var out = WireJSON(capacity: data.count)
            guard parser.value(into: &out, depth: 0) else { return nil }
            parser.skipSpace()
            return parser.position == parser.input.count ? out.bytes : nil
        }
    }

    /// Deeper than any body the API takes (`JSONBody` refuses those first), and no stack overflow.
    static let maximumDepth = 64

    private struct Parser {
        let input: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func skipSpace() {
            while position < input.count, [0x20, 0x09, 0x0A, 0x0D].contains(input[position]) { position += 1 }
        }

        mutating func value(into out: inout WireJSON, depth: Int) -> Bool {
            skipSpace()
            guard position < input.count, depth <= CanonicalJSON.maximumDepth else { return false }
            switch input[position] {
            case UInt8(ascii: "{"): return object(into: &out, depth: depth)
            case UInt8(ascii: "["): return array(into: &out, depth: depth)
            case UInt8(ascii: "\""):
                guard let text = string() else { return false }
                out.string(text)
                return true
            case UInt8(ascii: "t"): return literal("true", into: &out)
            case UInt8(ascii: "f"): return literal("false", into: &out)
            case UInt8(ascii: "n"): return literal("null", into: &out)
            default: return number(into: &out)
            }
        }

        mutating func object(into out: inout WireJSON, depth: Int) -> Bool {
            position += 1
            var members: [(key: String, value: WireJSON)] = []
            skipSpace()
            if position < input.count, input[position] == UInt8(ascii: "}") {
                position += 1
            } else {
                while true {
                    skipSpace()
                    guard position < input.count, input[position] == UInt8(ascii: "\""), let key = string() else { return false }
                    skipSpace()
                    guard position < input.count, input[position] == UInt8(ascii: ":") else { return false }
                    position += 1
                    var member = WireJSON(capacity: 32)
                    guard value(into: &member, depth: depth + 1) else { return false }
                    members.append((key, member))
                    skipSpace()
                    guard position < input.count else { return false }
                    position += 1
                    if input[position - 1] == UInt8(ascii: "}") { break }
                    guard input[position - 1] == UInt8(ascii: ",") else { return false }
                }
            }
            // Stable: a key given twice keeps both, in order (a different request from either).
            let sorted = members.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
            out.raw("{")
            for (i, member) in sorted.enumerated() {
                if i > 0 { out.raw(",") }
                out.string(member.element.key)
                out.raw(":")
                out.append(member.element.value)
            }
            out.raw("}")
            return true
        }

        mutating func array(into out: inout WireJSON, depth: Int) -> Bool {
            position += 1
            out.raw("[")
            skipSpace()
            if position < input.count, input[position] == UInt8(ascii: "]") {
                position += 1
                out.raw("]")
                return true
            }
            var first = true
            while true {
                if !first { out.raw(",") }
                first = false
                guard value(into: &out, depth: depth + 1) else { return false }
                skipSpace()
                guard position < input.count else { return false }
                position += 1
                if input[position - 1] == UInt8(ascii: "]") { break }
                guard input[position - 1] == UInt8(ascii: ",") else { return false }
            }
            out.raw("]")
            return true
        }

        /// A string's text, its escapes undone; nil if it is not a valid JSON string.
        mutating func string() -> String? {
            position += 1
            var bytes: [UInt8] = []
            while position < input.count {
                let byte = input[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: bytes, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard position < input.count else { return nil }
                    let escaped = input[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escaped)
                    case UInt8(ascii: "b"): bytes.append(0x08)
                    case UInt8(ascii: "f"): bytes.append(0x0C)
                    case UInt8(ascii: "n"): bytes.append(0x0A)
                    case UInt8(ascii: "r"): bytes.append(0x0D)
                    case UInt8(ascii: "t"): bytes.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(scalar) {
                            // A surrogate pair: the low half must follow.
                            guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u") else {
                                return nil
                            }
                            position += 2
                            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { return nil }
                        bytes.append(contentsOf: String(Character(unicode)).utf8)
                    default: return nil
                    }
                case 0..<0x20:
                    return nil
                default:
                    bytes.append(byte)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard position + 4 <= input.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = input[position]
                position += 1
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        mutating func literal(_ word: StaticString, into out: inout WireJSON) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= input.count else { return false }
            let matches = word.withUTF8Buffer { expected in (0..<count).allSatisfy { input[position + $0] == expected[$0] } }
            guard matches else { return false }
            position += count
            out.raw(word)
            return true
        }

        mutating func number(into out: inout WireJSON) -> Bool {
            let start = position
            var whole = true
            while position < input.count {
                let byte = input[position]
                if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") {
                    position += 1
                } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") {
                    whole = false
                    position += 1
                } else {
                    break
                }
            }
            let lexeme = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
            guard !lexeme.isEmpty, let value = Double(lexeme), value.isFinite, Self.isJSONNumber(lexeme) else { return false }
            if whole {
                out.rawBytes(lexeme == "-0" ? Array("0".utf8) : Array(lexeme.utf8))
            } else {
                out.number(value)
            }
            return true
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: Double's parser alone also takes
        /// "+5", ".5", "5." and "0x10".
        static func isJSONNumber(_ text: String) -> Bool {
            var rest = Substring(text)
            func digits() -> Int {
                let count = rest.prefix { $0.isASCII && $0.isNumber }.count
                rest = rest.dropFirst(count)
                return count
            }
            if rest.first == "-" { rest = rest.dropFirst() }
            if rest.first == "0" {
                rest = rest.dropFirst()
            } else if digits() == 0 {
                return false
            }
            if rest.first == "." {
                rest = rest.dropFirst()
                guard digits() > 0 else { return false }
            }
            if rest.first == "e" || rest.first == "E" {
                rest = rest.dropFirst()
                if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
                guard digits() > 0 else { return false }
            }
            return rest.isEmpty
        }
    }
}
