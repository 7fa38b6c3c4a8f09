import Hummingbird
import PlatesCore

/// The middleware of the routes that need an account: the `Authorization: Bearer` token's
/// account, after its rate limit, goes into the context; without a valid token the route never
/// runs (401, or 429 for a token over its limit).
struct Authentication: RouterMiddleware {
    typealias Context = ServerContext
    let api: API

    func handle(_ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response) async throws -> Response {
        var context = context
        let caller = try await api.authenticate(request)
        context.accountId = caller.accountId
        context.sessionFamily = caller.family
        return try await next(request, context)
    }
}
