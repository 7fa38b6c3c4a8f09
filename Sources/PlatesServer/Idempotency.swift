import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import PlatesCore
import Synchronization

/// A write's Idempotency-Key, claimed for this request, and the answer its backend call stored in
/// the write's own transaction.
final class IdempotencyKey: Sendable {
    let account: String
    let key: String
    let requestHash: String
    /// When the answer is stored (Unix milliseconds).
    let at: Int64
    private let committed = Mutex<IdempotentWrite.Answer?>(nil)

    init(account: String, key: String, requestHash: String, at: Int64) {
        self.account = account
        self.key = key
        self.requestHash = requestHash
        self.at = at
    }

    /// The answer that committed with the write, if the route's write stored one.
    var committedAnswer: IdempotentWrite.Answer? {
        get { committed.withLock { $0 } }
        set { committed.withLock { $0 = newValue } }
    }
}

extension Call {
    /// A route's write: `run` calls the backend, `answer` turns its result into the route's answer.
    /// With an Idempotency-Key, the backend stores that answer in the write's own transaction, so
    /// the data and the answer that replays it commit together.
    func write<T: Sendable>(_ answer: @escaping @Sendable (T) throws(PlatesError) -> Answer,
                            _ run: @Sendable (any ServerBackend) async throws(PlatesError) -> T) async throws(PlatesError) -> Answer {
        let backend = try backend()
        guard let idempotency else { return try answer(try await run(backend)) }
        let write = IdempotentWrite(account: idempotency.account, key: idempotency.key,
                                    requestHash: idempotency.requestHash, at: idempotency.at) { result in
            guard let result = result as? T else { return nil }
            let answer = try answer(result)
            return IdempotentWrite.Answer(status: answer.status.code, body: answer.body)
        }
        let result: T
        do {
            result = try await IdempotentWrite.$current.withValue(write) { try await run(backend) }
        } catch let error as PlatesError {
            throw error
        } catch {
            throw .internal("\(error)")
        }
        guard let stored = write.storedAnswer else { return try answer(result) }
        idempotency.committedAnswer = stored
        return Answer(status: .init(code: stored.status), body: stored.body)
    }
}

extension API {
    static let idempotencyHeader = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

    /// Answers a repeated key with the first answer; a key reused for another request is a conflict.
    ///
    /// The key is claimed first (its own transaction), so two requests with one key never both
    /// write. The answer is stored by the write's transaction (`Call.write`); a route that answers
    /// without one has it stored right after.
    func idempotent(_ call: Call, key: String, _ handler: Handler) async throws(PlatesError) -> Response {
        guard (1...255).contains(key.count), key.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw .validation("The Idempotency-Key must be 1–255 visible ASCII characters.", field: "Idempotency-Key")
        }
        let account = call.context.accountId ?? ""
        var hasher = SHA256()
        hasher.update(data: Data("\(call.request.method.rawValue) \(call.request.uri.path)\n".utf8))
        // The body's meaning, not its bytes: a client may order keys differently on a retry.
        let canonical = (try? JSONSerialization.jsonObject(with: call.body, options: [.fragmentsAllowed]))
            .flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
        hasher.update(data: canonical ?? call.body)
        let requestHash = Secrets.hex(hasher.finalize())
        switch try await accounts.claim(account: account, key: key, requestHash: requestHash) {
        case .answered(let stored):
            guard stored.requestHash == requestHash else {
                throw .conflict("This Idempotency-Key was already used for a different request.")
            }
            var response = stored.body.isEmpty ? Response(status: .init(code: stored.status))
                : Envelope.json(stored.body, status: .init(code: stored.status))
            response.headers[Self.replayedHeader] = "true"
            return response
        case .busy:
            // The first request with this key is still running: ask the client to come back.
            throw .rateLimited(retryAfter: 1)
        case .claimed:
            break
        }
        var call = call
        let idempotency = IdempotencyKey(account: account, key: key, requestHash: requestHash, at: AccountStore.millis(now()))
        call.idempotency = idempotency
        let answer: Answer
        do {
            answer = try await handler(call)
        } catch {
            // Forgets the claim only: an answer a committed write stored stays.
            try? await accounts.release(account: account, key: key)
            throw error
        }
        let committed = idempotency.committedAnswer
        if (200..<300).contains(answer.status.code) {
            if committed != IdempotentWrite.Answer(status: answer.status.code, body: answer.body) {
                try await accounts.store(answer: .init(requestHash: requestHash, status: answer.status.code, body: answer.body),
                                         account: account, key: key)
            }
        } else if committed == nil {
            try await accounts.release(account: account, key: key)
        }
        return answer.response
    }
}
