import Foundation
import HTTPTypes
import Hummingbird
import Logging
import PlatesCore

/// The outermost layer: gives every request an id, turns every error into the SPEC 5 failure
/// envelope (never a stack trace or a token), and logs one line per request: id, method, path
/// (no query: it may carry ids a log reader needn't see), status, duration.
struct RequestMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let logger: Logger
    let trustedProxies: [AddressRange]
    let routeMethods: RouteMethods
    let metrics: ServerMetrics
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    func handle(_ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response) async -> Response {
        var context = context
        let incoming = request.headers[Envelope.requestIdHeader].flatMap { Self.acceptable($0) ? $0 : nil }
        context.requestId = incoming ?? UUID().uuidString.lowercased()
        if !trustedProxies.isEmpty {
            context.clientAddress = ClientAddress.of(
                peer: context.clientAddress, forwardedFor: request.headers[values: Self.forwardedFor], trusted: trustedProxies)
        }
        let start = ContinuousClock.now
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as PlatesError {
            response = Envelope.failure(error, requestId: context.requestId)
        } catch let error as HTTPError {
            response = answer(error, path: request.uri.path, requestId: context.requestId)
        } catch {
            logger.error("request \(context.requestId) failed: \(type(of: error))")
            response = Envelope.failure(
                .internal("the server could not answer this request (request \(context.requestId))"),
                requestId: context.requestId)
        }
        response.headers[Envelope.requestIdHeader] = context.requestId
        // Every answer is one account's data or tokens: no cache may keep it, and no browser
        // may read a JSON error as HTML.
        response.headers[.cacheControl] = "no-store"
        response.headers[Self.contentTypeOptions] = "nosniff"
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        logger.info("\(context.requestId) \(request.method) \(request.uri.path) \(response.status.code) \(String(format: "%.1f", ms)) ms")
        // The router's pattern, never the raw path: ids would make a series per set.
        metrics.request(method: request.method.rawValue, route: context.endpointPath ?? "unmatched", status: response.status.code, after: elapsed)
        return response
    }

    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!

    /// Hummingbird's own errors, and the body's media type, in our envelope. A path the router
    /// knows, asked with another method, is 405 with `Allow`, not "no such route".
    func answer(_ error: HTTPError, path: String, requestId: String) -> Response {
        switch error.status.code {
        case 404, 405:
            let allowed = routeMethods.allowed(for: path)
            guard !allowed.isEmpty else { break }
            var response = Envelope.failure(
                code: "METHOD_NOT_ALLOWED", status: .methodNotAllowed,
                message: "This route answers \(allowed.joined(separator: ", ")) only: see docs/openapi.yaml.", requestId: requestId)
            response.headers[.allow] = allowed.joined(separator: ", ")
            return response
        case 408:
            return Envelope.failure(
                code: "REQUEST_TIMEOUT", status: .requestTimeout,
                message: "The request body did not arrive in time: send it again.", requestId: requestId)
        case 415:
            return Envelope.failure(
                code: "UNSUPPORTED_MEDIA_TYPE", status: .unsupportedMediaType,
                message: "The body must be JSON, sent with Content-Type: application/json.", requestId: requestId)
        default: break
        }
        return Envelope.failure(Self.platesError(error), requestId: requestId)
    }

    /// Hummingbird's other errors (no route, a body over the outer limit) in our codes.
    static func platesError(_ error: HTTPError) -> PlatesError {
        switch error.status.code {
        case 404, 405: return .notFound(what: "No such route: see docs/openapi.yaml for the API.", id: "")
        case 413: return .validation("The request body is too large.", field: "body")
        case 400..<500: return .validation(error.body ?? "The request is malformed.")
        default: return .internal("the server could not answer this request")
        }
    }

    /// A client-chosen request id is echoed only when short and plain.
    static func acceptable(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
