import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import PlatesCore
import PlatesStore

/// What a route handler gets: the request, the caller's backend (scoped to their account) and
/// the body already read.
struct Call: Sendable {
    var request: Request
    var context: ServerContext
    var body: Data
    var api: API
    /// The request's Idempotency-Key, when it is a write that carries one.
    var claimed: ClaimedKey? = nil

    var query: Query { Query(request: request) }

    /// The caller's data, with "today" in the `tz` the request names.
    func backend() throws(PlatesError) -> any ServerBackend {
        guard let owner = context.accountId else { throw .unauthorized("") }
        let calendar = try query.calendar()
        return api.storage.backend(owner: owner, environment: PlatesEnvironment(now: api.now, calendar: calendar))
    }

    /// The body as `type`; with `now`, a set without a date is dated `now`.
    func decode<T: Decodable>(_ type: T.Type, now: Date? = nil) throws(PlatesError) -> T {
        try api.json.decode(type, from: body, now: now)
    }

    /// The authenticated caller (the account routes' middleware put it in the context).
    func caller() throws(PlatesError) -> Caller {
        guard let account = context.accountId, let family = context.sessionFamily else { throw .unauthorized("") }
        return Caller(accountId: account, family: family, scope: context.tokenScope)
    }

    /// The caller, when it is a log-in's session: the account, its sessions and its tokens are
    /// not a script's to manage (a leaked token must not make more, or change the password).
    func loggedIn() throws(PlatesError) -> Caller {
        let caller = try caller()
        if caller.scope != nil {
            throw .forbidden("API tokens cannot manage the account or its tokens: do that logged in (plates token, or Settings).")
        }
        return caller
    }

    /// The request's User-Agent, for the list of sessions.
    var client: String? { request.headers[.userAgent] }

    /// The `{id}` of the path, percent-decoded (the router hands it over as sent), 1–100 characters
    /// as openapi.yaml says.
    func id() throws(PlatesError) -> String {
        let raw = context.parameters.get("id") ?? ""
        guard case let id = raw.removingPercentEncoding ?? raw, !id.isEmpty, id.count <= 100 else {
            throw .validation("The id in the path is missing or too long.", field: "id")
        }
        return try WireText.checked(id, field: "id")
    }
}

typealias Handler = @Sendable (Call) async throws(PlatesError) -> Answer

/// The REST API of SPEC 5 over one storage: routes, authentication, per-token rate limits and
/// idempotency keys. Each call gets a backend scoped to the caller's account.
final class API: Sendable {
    let storage: ServerStorage
    let accounts: AccountStore
    let tokens: TokenStore
    let hooks: WebhookStore
    let configuration: ServerConfiguration
    let json: JSONBody
    /// `POST /import`'s body: an export file, larger than any JSON request.
    let importBody: JSONBody
    let now: @Sendable () -> Date
    let tokenLimiter: RateLimiter
    /// Failed log-ins per client address and e-mail.
    let loginLimiter: RateLimiter
    /// Failed log-ins per client address, whatever the e-mail (`ServerConfiguration.addressLoginAttempts`).
    let addressLimiter: RateLimiter
    /// Sign-ups per client address.
    let signupLimiter: RateLimiter
    /// Events an operator acts on (failed log-ins, for fail2ban); requests are logged by `RequestMiddleware`.
    let logger: Logger

    init(storage: ServerStorage, configuration: ServerConfiguration, now: @escaping @Sendable () -> Date, logger: Logger) throws(PlatesError) {
        self.storage = storage
        self.logger = logger
        self.configuration = configuration
        self.now = now
        self.accounts = AccountStore(records: try storage.accountRecords(), configuration: configuration, now: now)
        self.tokens = TokenStore(records: storage.automationRecords(), callers: accounts.callers, now: now)
        self.hooks = WebhookStore(records: storage.automationRecords(), configuration: configuration, now: now, logger: logger)
        self.json = JSONBody(maxBytes: configuration.maxBodyBytes, maxDepth: configuration.maxJSONDepth)
        self.importBody = JSONBody(maxBytes: configuration.maxImportBytes, maxDepth: configuration.maxJSONDepth)
        self.tokenLimiter = RateLimiter(capacity: configuration.tokenBurst, refillPerSecond: configuration.tokenRate)
        self.loginLimiter = RateLimiter(
            capacity: Double(configuration.loginAttempts),
            refillPerSecond: Double(configuration.loginAttempts) / configuration.loginWindow)
        self.addressLimiter = RateLimiter(
            capacity: Double(configuration.addressLoginAttempts),
            refillPerSecond: Double(configuration.addressLoginAttempts) / configuration.loginWindow)
        self.signupLimiter = RateLimiter(
            capacity: Double(configuration.signupsPerAddress),
            refillPerSecond: Double(configuration.signupsPerAddress) / configuration.signupWindow)
    }

    /// What Hummingbird calls for one route: reads the body and runs `handler`; an authenticated
    /// write with an Idempotency-Key answers a retry with the first answer (`idempotent`).
    /// `replayable` false: the answer holds a secret that must not be stored (a new API token's), so
    /// an Idempotency-Key is not honoured; the token's unique name refuses a retry instead.
    func handle(
        replayable: Bool = true, body limit: JSONBody? = nil, _ handler: @escaping Handler
    ) -> @Sendable (Request, ServerContext) async throws -> Response {
        { [self] request, context in
            let body = try await (limit ?? json).bytes(request, timeout: configuration.bodyTimeout)
            // A body is read as JSON only when it says so: a form or a text sent by mistake is 415.
            if !body.isEmpty, !JSONBody.isJSON(request.headers[.contentType]) { throw HTTPError(.unsupportedMediaType) }
            let call = Call(request: request, context: context, body: body, api: self)
            let isWrite = [.post, .patch, .delete, .put].contains(request.method)
            if replayable, context.accountId != nil, isWrite, let key = request.headers[Self.idempotencyHeader] {
                return try await idempotent(call, key: key, handler)
            }
            return try await handler(call).response
        }
    }

    /// Registers `handler` on one of the router's paths (`{id}` for a parameter), through `handle`.
    /// `body`: the limit of its body, when not `maxBodyBytes`.
    func on(
        _ routes: RouterGroup<ServerContext>, _ method: HTTPRequest.Method, _ path: RouterPath, replayable: Bool = true, body: JSONBody? = nil,
        _ handler: @escaping Handler
    ) {
        routes.on(path, method: method, use: handle(replayable: replayable, body: body, handler))
    }

    /// The account of the `Authorization: Bearer` token, after its rate limit.
    func authenticate(_ request: Request) async throws(PlatesError) -> Caller {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer "),
            case let token = header.dropFirst(7).trimmingCharacters(in: .whitespaces), !token.isEmpty, token.count <= 200
        else {
            throw .unauthorized("Log in first: this request needs an `Authorization: Bearer` token.")
        }
        if configuration.tokenRate > 0, let wait = tokenLimiter.take(Secrets.tokenHash(token)) {
            throw .rateLimited(retryAfter: wait)
        }
        return TokenStore.isPersonal(token) ? try await tokens.authenticate(token) : try await accounts.authenticate(token)
    }
}
