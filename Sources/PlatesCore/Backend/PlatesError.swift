import Foundation

/// The one error every backend call throws. Each case carries a message a person can act on.
public enum PlatesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Bad input; `field` names what was wrong (`weight`, `name`…) when one field is to blame.
    case validation(String, field: String? = nil)
    /// `what` is the kind of thing ("exercise", "set", "body weight entry"); with an empty `id`,
    /// `what` is the whole sentence (as a server wrote it).
    case notFound(what: String, id: String)
    case conflict(String)
    case unauthorized(String)
    case forbidden(String)
    /// `retryAfter` in seconds when the server said.
    case rateLimited(retryAfter: Int?)
    /// The server or the database could not be reached.
    case network(String)
    /// An answer or a file could not be read.
    case decoding(String)
    case `internal`(String)

    /// The sentence to show the user.
    public var message: String {
        switch self {
        case .validation(let m, _), .conflict(let m), .forbidden(let m), .network(let m): return m
        case .notFound(let what, let id):
            return id.isEmpty ? what : "No \(what) with id \(id): it may have been deleted."
        case .unauthorized(let m): return m.isEmpty ? "Your session has expired: log in again." : m
        case .rateLimited(let seconds):
            if let seconds { return "Too many requests: try again in \(seconds) s." }
            return "Too many requests: try again in a moment."
        case .decoding(let m): return "Could not read the data: \(m)"
        case .internal(let m): return "Something went wrong: \(m)"
        }
    }

    /// The wire code of SPEC 5.
    public var code: String {
        switch self {
        case .validation: return "VALIDATION_ERROR"
        case .notFound: return "NOT_FOUND"
        case .conflict: return "CONFLICT"
        case .unauthorized: return "UNAUTHORIZED"
        case .forbidden: return "FORBIDDEN"
        case .rateLimited: return "RATE_LIMITED"
        case .network: return "NETWORK_ERROR"
        case .decoding: return "DECODING_ERROR"
        case .internal: return "INTERNAL_ERROR"
        }
    }

    /// The HTTP status of SPEC 5 (network and decoding errors happen on the client: 0).
    public var httpStatus: Int {
        switch self {
        case .validation: return 400
        case .unauthorized: return 401
        case .forbidden: return 403
        case .notFound: return 404
        case .conflict: return 409
        case .rateLimited: return 429
        case .internal: return 500
        case .network, .decoding: return 0
        }
    }

    /// Whether trying again unchanged may succeed (the retry key of a failed load).
    public var isRetryable: Bool {
        switch self {
        case .network, .rateLimited, .internal: return true
        default: return false
        }
    }

    public var description: String { message }
}
