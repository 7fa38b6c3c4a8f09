import Foundation

/// The JSON coders of SPEC 5: ISO 8601 timestamps (milliseconds, UTC out; with or without
/// fractional seconds in), sorted keys so output is stable and diffable. Keys are snake_case
/// through each model's `CodingKeys`.
public enum WireCoding {
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        e.dateEncodingStrategy = .custom { date, encoder in
            var c = encoder.singleValueContainer()
            try c.encode(WireDates.format(date))
        }
        e.nonConformingFloatEncodingStrategy = .throw
        return e
    }

    public static func decoder() -> JSONDecoder {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .custom { decoder in
            let c = try decoder.singleValueContainer()
            let text = try c.decode(String.self)
            guard let date = WireDates.parse(text) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "‘\(text)’ is not an ISO 8601 timestamp")
            }
            return date
        }
        return d
    }

    /// Encodes to a UTF-8 string (for output and snapshots).
    public static func string<T: Encodable>(_ value: T, pretty: Bool = false) throws(PlatesError) -> String {
        do {
            return String(decoding: try encoder(pretty: pretty).encode(value), as: UTF8.self)
        } catch {
            throw .internal("could not encode \(T.self): \(error)")
        }
    }

    /// What a set's missing `date` means: the server's "now" for a set it is sent to create.
    public static let nowKey = CodingUserInfoKey(rawValue: "plates.now")!

    /// Decodes, turning any failure into `.decoding` with the path to the bad field. With `now`, a
    /// set without a date (`SetDraft`) is dated `now`.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, now: Date? = nil) throws(PlatesError) -> T {
        let decoder = decoder()
        if let now { decoder.userInfo[nowKey] = now }
        do {
            return try decoder.decode(type, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            if let field = numberAtFault(type, in: data, decoder: decoder) {
                throw .decoding("bad value at ‘\(field)’: a whole number is expected, in range")
            }
            throw .decoding(syntaxFault(in: data).map { "not valid JSON: \($0)" } ?? "not valid JSON")
        } catch let DecodingError.keyNotFound(key, context) {
            throw .decoding("missing field ‘\(path(context.codingPath + [key]))’")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw .decoding("wrong type at ‘\(path(context.codingPath))’")
        } catch let DecodingError.dataCorrupted(context) {
            throw .decoding(context.codingPath.isEmpty ? "not valid JSON" : "bad value at ‘\(path(context.codingPath))’: \(context.debugDescription)")
        } catch {
            throw .decoding("\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
