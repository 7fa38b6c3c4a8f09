import Foundation

/// `{"success": true, "data": …, "message"?, "cached"?}` (SPEC 5).
public struct SuccessEnvelope<Payload: Codable>: Codable {
    public var success: Bool
    public var data: Payload?
    public var message: String?
    public var cached: Bool?

    public init(data: Payload?, message: String? = nil, cached: Bool? = nil) {
        self.success = true
        self.data = data
        self.message = message
        self.cached = cached
    }
}

/// The `error` object of a failure envelope.
public struct WireErrorBody: Codable, Hashable, Sendable {
    public var code: String
    public var message: String
    /// Field → what is wrong with it.
    public var details: [String: String]?
    public var requestId: String

    public init(code: String, message: String, details: [String: String]? = nil, requestId: String) {
        self.code = code
        self.message = message
        self.details = details
        self.requestId = requestId
    }

    enum CodingKeys: String, CodingKey {
        case code, message, details
        case requestId = "request_id"
    }
}

/// `{"success": false, "error": {"code", "message", "details"?, "request_id"}}` (SPEC 5).
public struct FailureEnvelope: Codable, Hashable, Sendable {
    public var success: Bool
    public var error: WireErrorBody

    public init(error: WireErrorBody) {
        self.success = false
        self.error = error
    }

    /// The failure envelope of a `PlatesError`.
    public init(_ error: PlatesError, requestId: String) {
        var details: [String: String]?
        if case .validation(let message, let field?) = error { details = [field: message] }
        self.init(error: WireErrorBody(code: error.code, message: error.message, details: details, requestId: requestId))
    }

    /// The typed error a client raises for this answer. `retryAfter` comes from the header.
    public func platesError(retryAfter: Int? = nil) -> PlatesError {
        let m = error.message
        switch error.code {
        case "VALIDATION_ERROR": return .validation(m, field: error.details?.keys.sorted().first)
        case "UNAUTHORIZED": return .unauthorized(m)
        case "FORBIDDEN": return .forbidden(m)
        case "NOT_FOUND": return .notFound(what: m, id: "")
        case "CONFLICT": return .conflict(m)
        case "RATE_LIMITED": return .rateLimited(retryAfter: retryAfter)
        default: return .internal("\(m) (request \(error.requestId))")
        }
    }
}
