import Hummingbird
import Synchronization

/// The methods each route's path answers, for a 405's `Allow`: Hummingbird answers 404 to a path
/// it knows asked with another method. Filled once the routes are registered (the middleware that
/// reads it is added before them).
final class RouteMethods: Sendable {
    private let table = Mutex<[(segments: [Substring], method: String)]>([])

    func register(_ routes: [Router<ServerContext>.RouteDescription]) {
        let rows = routes.map { route in (segments: Self.segments("\(route.path)"), method: route.method.rawValue) }
        table.withLock { $0 = rows }
    }

    /// The methods of the routes whose path matches `path` (`{…}` matches one segment), with HEAD
    /// beside GET as the router answers it; empty for a path no route has. Where a literal segment
    /// and a parameter both match, the literal wins, as in the router: `/body-weight/stats` is
    /// GET only, not also the PATCH and DELETE of `/body-weight/{id}` (schemathesis's ST205).
    func allowed(for path: String) -> [String] {
        let asked = Self.segments(path)
        let matching = table.withLock { rows in
            rows.filter { row in
                row.segments.count == asked.count
                    && zip(row.segments, asked).allSatisfy { pattern, segment in pattern.hasPrefix("{") || pattern == segment }
            }
        }
        // Which segments are parameters: the router takes the pattern with the first literal.
        func shape(_ segments: [Substring]) -> [Bool] { segments.map { $0.hasPrefix("{") } }
        guard let chosen = matching.map({ shape($0.segments) }).min(by: { $0.lexicographicallyPrecedes($1) { !$0 && $1 } }) else { return [] }
        var methods = matching.filter { shape($0.segments) == chosen }.map(\.method)
        if methods.contains("GET") { methods.append("HEAD") }
        return Array(Set(methods)).sorted()
    }

    private static func segments(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
