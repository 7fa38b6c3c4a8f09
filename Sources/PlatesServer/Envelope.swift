import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import PlatesCore

/// A handler's answer: a status and the JSON body (empty for 204). Kept as bytes so an
/// idempotency key can store and replay it exactly.
struct Answer: Sendable {
    var status: HTTPResponse.Status
    var body: Data
    /// A file rather than an envelope (`GET /export`): its media type and the name to save it as.
    var file: (type: String, name: String)? = nil

    var response: Response {
        if let file {
            return Response(
                status: status,
                headers: [.contentType: file.type, .contentDisposition: "attachment; filename=\"\(file.name)\""],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        return body.isEmpty ? Response(status: status) : Envelope.json(body, status: status)
    }
}

/// Success and failure envelopes of SPEC 5, as Hummingbird responses.
enum Envelope {
    static let requestIdHeader = HTTPField.Name("X-Request-Id")!

    static func ok<T: Encodable>(_ data: T, status: HTTPResponse.Status = .ok, message: String? = nil) throws(PlatesError) -> Answer {
        if let writable = data as? any WireJSONWritable, let body = fast(writable, message: message) {
            return Answer(status: status, body: body)
        }
        return Answer(status: status, body: try encode(Success(data: data, message: message)))
    }

    /// `Success` written by hand, around data that writes itself (a page of sets): the bytes
    /// `encode` would make (`EnvelopeTests`).
    private static func fast(_ data: some WireJSONWritable, message: String?) -> Data? {
        var out = WireJSON(capacity: 16_384)
        out.raw("{\"data\":")
        data.writeJSON(to: &out)
        if let message {
            out.raw(",\"message\":")
            out.string(message)
        }
        out.raw(",\"success\":true}")
        return out.failed ? nil : Data(out.bytes)
    }

    static func created<T: Encodable>(_ data: T) throws(PlatesError) -> Answer { try ok(data, status: .created) }

    static func noContent() -> Answer { Answer(status: .noContent, body: Data()) }

    /// The answers of writes, as functions of their result (`Call.write`).
    @Sendable static func updated<T: Encodable>(_ data: T) throws(PlatesError) -> Answer { try ok(data) }
    @Sendable static func deleted(_: Void) -> Answer { noContent() }

    static func failure(_ error: PlatesError, requestId: String) -> Response {
        var response = json(
            encodeFailure(FailureEnvelope(error, requestId: requestId)), status: HTTPResponse.Status(code: error.httpStatus == 0 ? 500 : error.httpStatus))
        if case .rateLimited(let seconds?) = error { response.headers[.retryAfter] = String(seconds) }
        return response
    }

    /// A failure of the HTTP layer that no backend error names (405, 415): SPEC 5's envelope
    /// with a code of its own (docs/openapi.yaml).
    static func failure(code: String, status: HTTPResponse.Status, message: String, requestId: String) -> Response {
        json(encodeFailure(FailureEnvelope(error: WireErrorBody(code: code, message: message, requestId: requestId))), status: status)
    }

    /// A validation failure naming several fields.
    static func validation(_ message: String, details: [String: String], requestId: String) -> Response {
        let body = FailureEnvelope(error: WireErrorBody(code: "VALIDATION_ERROR", message: message, details: details, requestId: requestId))
        return json(encodeFailure(body), status: .badRequest)
    }

    static func json(_ data: Data, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    struct Success<T: Encodable>: Encodable {
        var success = true
        var data: T
        var message: String?
    }

    static func encode<T: Encodable>(_ value: T) throws(PlatesError) -> Data {
        do { return try WireCoding.encoder().encode(value) } catch {
            throw .internal("could not write the answer")
        }
    }

    private static func encodeFailure(_ value: FailureEnvelope) -> Data {
        (try? WireCoding.encoder().encode(value))
            ?? Data(#"{"success":false,"error":{"code":"INTERNAL_ERROR","message":"could not write the error","request_id":""}}"#.utf8)
    }
}
