import Foundation
import PlatesServer
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// docs/openapi.yaml describes exactly the routes the server registers: a route added to one
/// and not the other fails here.
@Suite(.onTestThreads) struct OpenAPITests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/openapi.yaml")

    /// `METHOD /path` of every operation: paths at two spaces, methods at four.
    static func documentedRoutes() throws -> Set<String> {
        let text = try String(contentsOf: document, encoding: .utf8)
        var routes = Set<String>()
        var path: String?
        var inPaths = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inPaths = line == "paths:"
                continue
            }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), !line.hasPrefix("   "), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    "), !line.hasPrefix("     "), let path {
                let key = line.trimmingCharacters(in: .whitespaces)
                for method in ["get", "post", "put", "patch", "delete"] where key == "\(method):" {
                    routes.insert("\(method.uppercased()) \(path)")
                }
            }
        }
        return routes
    }

    @Test func theDocumentDescribesEveryRouteAndNoOther() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-\(UUID().uuidString).sqlite").path
        let server = try await PlatesServerApp(storage: .sqlite(path: path), configuration: TestServer.testConfiguration)
        // The router's own list (two routes that clash would have failed the server's start).
        let registered = Set(server.routes)
        let documented = try Self.documentedRoutes()
        #expect(registered.subtracting(documented).sorted() == [], "routes missing from docs/openapi.yaml")
        #expect(documented.subtracting(registered).sorted() == [], "documented routes the server does not have")
        #expect(registered.count == 68)
    }

    @Test func theDocumentIsOpenAPI31() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        #expect(text.hasPrefix("openapi: 3.1.0\n"))
    }
}
