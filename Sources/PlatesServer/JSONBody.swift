import Foundation
import Hummingbird
import NIOCore
import PlatesCore

/// Reads a request body as JSON: at most `maxBytes`, nested at most `maxDepth` deep, decoded
/// with the wire coders. Every failure is a VALIDATION_ERROR naming the field at fault.
struct JSONBody {
    let maxBytes: Int
    let maxDepth: Int

    /// The whole body, within `timeout` seconds of its first piece. A body sent a byte at a time
    /// keeps its connection from idling, and without this could hold a request (and the server's
    /// shutdown) for as long as it likes; the time is checked as each piece arrives (a body that
    /// stops altogether is the idle timeout's). No task or timer per request: a race with a
    /// sleeping task cost a fifth of the log-a-set throughput. Too large: a validation error; too
    /// slow: 408 (`HTTPError`).
    func bytes(_ request: Request, timeout: TimeInterval) async throws -> Data {
        // Neither a length nor chunks: HTTP/1.1 says there is no body (every GET).
        if request.headers[.contentLength] == nil, request.headers[.transferEncoding] == nil { return Data() }
        let deadline = ContinuousClock.now + .nanoseconds(Int64(timeout * 1e9))
        var collected = ByteBuffer()
        for try await piece in request.body {
            guard collected.readableBytes + piece.readableBytes <= maxBytes else {
                throw PlatesError.validation("The request body is larger than \(maxBytes / 1024) KiB.", field: "body")
            }
            collected.writeImmutableBuffer(piece)
            if ContinuousClock.now > deadline { throw HTTPError(.requestTimeout) }
        }
        return Data(collected.readableBytesView)
    }

    func decode<T: Decodable>(_ type: T.Type, from data: Data, now: Date? = nil) throws(PlatesError) -> T {
        if data.isEmpty { throw .validation("The request needs a JSON body.", field: "body") }
        let shape = Self.shape(of: data)
        guard shape.depth <= maxDepth else {
            throw .validation("The JSON is nested deeper than \(maxDepth) levels.", field: "body")
        }
        if let field = shape.nulField { throw WireText.refusingNUL(field: field) }
        do {
            return try WireCoding.decode(type, from: data, now: now)
        } catch {
            if case .validation = error { throw error }
            throw .validation(
                error.message.replacingOccurrences(of: "Could not read the data: ", with: "Invalid request: "),
                field: Self.field(in: error.message) ?? "body")
        }
    }

    /// Whether a Content-Type names JSON: `application/json` or a `+json` type, any parameters.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// What one pass over a body finds before it is decoded: its deepest nesting of arrays and
    /// objects (strings skipped), and the key of the first string that escapes a NUL (`\u0000`;
    /// a raw control byte is not valid JSON and the decoder refuses it), "body" when that string
    /// is a key or no key came before it.
    struct Shape: Equatable {
        var depth = 0
        var nulField: String?
    }

    static func shape(of data: Data) -> Shape {
        var shape = Shape()
        var depth = 0
        var inString = false
        var escaped = false
        // How many of "u0000" an escape has matched so far (0: none under way).
        var nulMatch = 0
        var stringStart = data.startIndex
        var lastString: Range<Data.Index>?
        var key: Range<Data.Index>?
        var nulInString = false
        var nulString: Range<Data.Index>?
        for i in data.indices {
            let byte = data[i]
            if inString {
                if nulMatch > 0 {
                    nulMatch = byte == UInt8(ascii: "0") ? nulMatch + 1 : 0
                    if nulMatch == 5 {
                        nulInString = true
                        nulMatch = 0
                    }
                    if nulMatch > 0 { continue }
                }
                if escaped {
                    escaped = false
                    if byte == UInt8(ascii: "u") { nulMatch = 1 }
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    lastString = stringStart..<i
                    if nulInString, shape.nulField == nil {
                        nulString = lastString
                        shape.nulField = key.map { String(decoding: data[$0], as: UTF8.self) } ?? "body"
                    }
                    nulInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringStart = i + 1
            case UInt8(ascii: ":"):
                key = lastString
                // The string with the NUL was itself a key.
                if lastString == nulString { shape.nulField = "body" }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                shape.depth = max(shape.depth, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return shape
    }

    /// The field a decoding message names between ‘ and ’.
    static func field(in message: String) -> String? {
        guard let open = message.firstIndex(of: "‘"), let close = message[open...].firstIndex(of: "’") else { return nil }
        let f = String(message[message.index(after: open)..<close])
        return f.isEmpty ? nil : f
    }
}
