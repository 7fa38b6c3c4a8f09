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
            response = Envelope.failure(Self.platesError(error), requestId: context.requestId)
        } catch {
            logger.error("request \(context.requestId) failed: \(type(of: error))")
            response = Envelope.failure(
                .internal("the server could not answer this request (request \(context.requestId))"),
                requestId: context.requestId)
        }
        response.headers[Envelope.requestIdHeader] = context.requestId
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        logger.info("\(context.requestId) \(request.method) \(request.uri.path) \(response.status.code) \(String(format: "%.1f", ms)) ms")
        return response
    }

    /// Hummingbird's own errors (no route, a body over the outer limit, a bad method) in our codes.
    static func platesError(_ error: HTTPError) -> PlatesError {
        switch error.status.code {
        case 404: return .notFound(what: "No such route: see docs/openapi.yaml for the API.", id: "")
        case 405: return .notFound(what: "This route does not answer that method: see docs/openapi.yaml.", id: "")
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
