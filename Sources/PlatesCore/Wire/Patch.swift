/// A JSON value that may be absent, null or present: PATCH bodies need all three.
public enum Patch<Value: Codable & Sendable & Hashable>: Sendable, Hashable {
    case absent, null
    case value(Value)

    /// `.value` for a value, `.null` for nil: what a client sends to set a field either way.
    public init(_ value: Value?) {
        self = value.map(Patch.value) ?? .null
    }

    public var value: Value? { if case .value(let v) = self { v } else { nil } }
    /// `.some(nil)` for null, `.some(v)` for a value, nil when absent.
    public var change: Value?? {
        switch self {
        case .absent: nil
        case .null: .some(nil)
        case .value(let v): .some(v)
        }
    }
}

extension KeyedDecodingContainer {
    /// A key a body may leave out but not clear: null is refused, as openapi.yaml says (it was
    /// taken for "unchanged", and schemathesis's ST201 saw `{"unit": null}` answered 200).
    func nonNull<V: Decodable>(_ type: V.Type, _ key: Key) throws -> V? {
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) {
            throw DecodingError.valueNotFound(
                V.self, .init(codingPath: codingPath + [key], debugDescription: "‘\(key.stringValue)’ cannot be null: leave it out to keep it"))
        }
        return try decode(V.self, forKey: key)
    }

    func patch<V: Codable & Sendable>(_ key: Key) throws -> Patch<V> {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decode(V.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    mutating func encode<V: Codable & Sendable>(_ patch: Patch<V>, forKey key: Key) throws {
        switch patch {
        case .absent: break
        case .null: try encodeNil(forKey: key)
        case .value(let v): try encode(v, forKey: key)
        }
    }
}
