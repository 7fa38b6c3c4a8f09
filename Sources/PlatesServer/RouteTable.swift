import HTTPTypes

/// Every route the server answers, as registered: the OpenAPI test compares this with
/// docs/openapi.yaml, so the document cannot drift from the server.
public struct RouteEntry: Hashable, Sendable, CustomStringConvertible {
    public var method: String
    /// OpenAPI style: `/api/v1/sets/{id}`.
    public var path: String
    public var description: String { "\(method) \(path)" }
}

enum APIPath {
    static let prefix = "/api/v1"

    /// `/sets/{id}` → Hummingbird's `sets/:id` under the prefix.
    static func hummingbird(_ path: String) -> String {
        (prefix + path).split(separator: "/").map { part in
            part.hasPrefix("{") && part.hasSuffix("}") ? ":" + part.dropFirst().dropLast() : String(part)
        }.joined(separator: "/")
    }
}
