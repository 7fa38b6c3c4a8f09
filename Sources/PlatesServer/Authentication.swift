import Hummingbird
import PlatesCore

/// The middleware of the routes that need an account: the `Authorization: Bearer` token's
/// account, after its rate limit, goes into the context; without a valid token the route never
/// runs (401, or 429 for a token over its limit). A personal API token is held to its scope:
/// a `read` token only reads (403); the account and token routes ask for a log-in (`Call.loggedIn`).
struct Authentication: RouterMiddleware {
    typealias Context = ServerContext
    let api: API

    func handle(_ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response) async throws -> Response {
        var context = context
        let caller = try await api.authenticate(request)
        if let scope = caller.scope { try Self.check(scope, method: request.method) }
        context.accountId = caller.accountId
        context.sessionFamily = caller.family
        context.tokenScope = caller.scope
        return try await next(request, context)
    }

    static func check(_ scope: TokenScope, method: HTTPRequest.Method) throws(PlatesError) {
        if scope == .read, method != .get, method != .head {
            throw .forbidden("This API token may only read: make one with --scope write for a script that writes (plates token create NAME --scope write).")
        }
    }
}
