import Foundation

/// Checks a JSON document against a JSON Schema (2020-12), for the keywords docs/json's schemas
/// use: `type`, `enum`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `minItems`/`maxItems`, `minimum`/`maximum`/`exclusiveMinimum`, `minLength`, `pattern`, `oneOf`,
/// `allOf` and local `$ref`. A keyword it does not know fails the check, so a schema cannot
/// quietly ask for more than is checked. (No JSON Schema library for Swift is in the package
/// mirror; CI also runs Python's `jsonschema` on the same output: scripts/check-json-schemas.py.)
public struct JSONSchemaCheck {
    let root: [String: Any]

    public init(schemaFile: URL) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile)) as? [String: Any] ?? [:]
    }

    /// The problems of `json` against `#/$defs/<definition>`, each with its path; empty when valid.
    public func problems(_ json: String, definition: String) throws -> [String] {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        var found: [String] = []
        check(value, against: ["$ref": "#/$defs/\(definition)"], path: "$", into: &found)
        return found
    }

    private static let known: Set<String> = [
        "$ref", "type", "enum", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
        "minimum", "maximum", "exclusiveMinimum", "minLength", "pattern", "oneOf", "allOf", "description", "format",
    ]

    private func check(_ value: JSONValue, against schema: [String: Any], path: String, into found: inout [String]) {
        for key in schema.keys where !Self.known.contains(key) { found.append("\(path): schema keyword \(key) is not checked") }
        if let ref = schema["$ref"] as? String {
            guard ref.hasPrefix("#/$defs/"), let defs = root["$defs"] as? [String: Any],
                let target = defs[String(ref.dropFirst(8))] as? [String: Any]
            else {
                found.append("\(path): unknown $ref \(ref)")
                return
            }
            check(value, against: target, path: path, into: &found)
        }
        if let types = schema["type"] {
            let allowed = (types as? [String]) ?? [types as? String ?? ""]
            if !allowed.contains(where: value.isOfType) {
                found.append("\(path): \(value) is not \(allowed.joined(separator: " or "))")
                return
            }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { JSONValue(schemaValue: $0) == value }) {
            found.append("\(path): \(value) is not one of the schema's values")
        }
        switch value {
        case .number(let d):
            if let m = schema["minimum"] as? Double, d < m { found.append("\(path): \(d) < \(m)") }
            if let m = schema["maximum"] as? Double, d > m { found.append("\(path): \(d) > \(m)") }
            if let m = schema["exclusiveMinimum"] as? Double, d <= m { found.append("\(path): \(d) <= \(m)") }
        case .string(let text):
            if let n = schema["minLength"] as? Int, text.count < n { found.append("\(path): shorter than \(n)") }
            if let p = schema["pattern"] as? String, text.range(of: p, options: .regularExpression) == nil {
                found.append("\(path): \"\(text)\" does not match \(p)")
            }
        case .object(let object):
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path): missing \(key)") }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, v) in object.sorted(by: { $0.key < $1.key }) {
                if let sub = properties[key] as? [String: Any] {
                    check(v, against: sub, path: "\(path).\(key)", into: &found)
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unexpected key \(key)")
                }
            }
        case .array(let array):
            if let n = schema["minItems"] as? Int, array.count < n { found.append("\(path): fewer than \(n) items") }
            if let n = schema["maxItems"] as? Int, array.count > n { found.append("\(path): more than \(n) items") }
            if let items = schema["items"] as? [String: Any] {
                for (i, v) in array.enumerated() { check(v, against: items, path: "\(path)[\(i)]", into: &found) }
            }
        case .null, .bool: break
        }
        for sub in schema["allOf"] as? [[String: Any]] ?? [] { check(value, against: sub, path: path, into: &found) }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let passing = options.filter { option in
                var f: [String] = []
                check(value, against: option, path: path, into: &f)
                return f.isEmpty
            }
            if passing.count != 1 { found.append("\(path): matches \(passing.count) of oneOf's \(options.count) schemas") }
        }
    }
}

/// A JSON value as the document holds it. Decoded with JSONDecoder, which keeps `true` and `1`
/// apart (JSONSerialization gives both as NSNumber).
enum JSONValue: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    /// A value of the schema (from JSONSerialization), for `enum`: schemas here list only
    /// strings, integers and null.
    init(schemaValue: Any) {
        if let s = schemaValue as? String { self = .string(s) } else if let n = schemaValue as? Int { self = .number(Double(n)) } else { self = .null }
    }

    func isOfType(_ type: String) -> Bool {
        switch (type, self) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let d)): return d.rounded() == d
        default: return false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let d): "\(d)"
        case .string(let s): "\"\(s)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
