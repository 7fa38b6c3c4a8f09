import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import PlatesCore
import Synchronization

/// A write's Idempotency-Key, claimed for this request, and the answer its write stored in its own
/// transaction (nil until one commits).
final class ClaimedKey: Sendable {
    let key: IdempotencyKey
    private let committed = Mutex<ReplayAnswer?>(nil)

    init(_ key: IdempotencyKey) {
        self.key = key
    }

    var committedAnswer: ReplayAnswer? {
        get { committed.withLock { $0 } }
        set { committed.withLock { $0 = newValue } }
    }
}

extension Call {
    /// A route's write: `run` calls the backend's write with the receipt it is given, `answer` turns
    /// the result into the route's answer. With an Idempotency-Key, the receipt makes the store keep
    /// that answer in the write's own transaction, so the data and the answer that replays it
    /// commit together. `events`: what the account's webhooks are told once the write committed.
    func write<T: Sendable>(
        _ answer: @escaping @Sendable (T) throws(PlatesError) -> Answer,
        events: @Sendable (T) -> [HookEvent] = { _ in [] },
        _ run: @Sendable (any ServerBackend, WriteReceipt<T>?) async throws(PlatesError) -> T
    ) async throws(PlatesError) -> Answer {
        let backend = try backend()
        guard let claimed else {
            let result = try await run(backend, nil)
            await api.hooks.emit(events(result), account: context.accountId ?? "")
            return try answer(result)
        }
        let receipt = WriteReceipt<T>(key: claimed.key) { (result: T) throws(PlatesError) -> ReplayAnswer in
            let made = try answer(result)
            let replay = ReplayAnswer(status: made.status.code, body: made.body)
            claimed.committedAnswer = replay
            return replay
        }
        let result: T
        do {
            result = try await run(backend, receipt)
        } catch {
            claimed.committedAnswer = nil  // made, but rolled back with the write
            throw error
        }
        // A replayed answer never reaches here: its events went out with the first.
        await api.hooks.emit(events(result), account: context.accountId ?? "")
        // The answer the receipt made and stored: not encoded twice.
        if let made = claimed.committedAnswer { return Answer(status: .init(code: made.status), body: made.body) }
        return try answer(result)
    }
}

extension API {
    static let idempotencyHeader = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

    /// Answers a repeated key with the first answer; a key reused for another request is a conflict.
    ///
    /// The key is claimed first (its own transaction), so two requests with one key never both
    /// write. The answer is stored by the write's transaction (`Call.write`); a route whose answer did
    /// not commit with a write has it stored right after.
    func idempotent(_ call: Call, key: String, _ handler: Handler) async throws(PlatesError) -> Response {
        guard (1...255).contains(key.count), key.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw .validation("The Idempotency-Key must be 1–255 visible ASCII characters.", field: "Idempotency-Key")
        }
        let account = call.context.accountId ?? ""
        // The body's meaning, not its bytes: a client may order keys differently on a retry.
        let (method, path) = (call.request.method.rawValue, call.request.uri.path)
        let requestHash = Self.requestHash(method: method, path: path, body: CanonicalJSON.bytes(call.body).map { Data($0) } ?? call.body)
        switch try await accounts.claim(account: account, key: key, requestHash: requestHash) {
        case .answered(let stored):
            guard stored.requestHash == requestHash || stored.requestHash == Self.legacyRequestHash(method: method, path: path, body: call.body)
            else {
                throw .conflict("This Idempotency-Key was already used for a different request.")
            }
            var response =
                stored.body.isEmpty
                ? Response(status: .init(code: stored.status))
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
        let claimed = ClaimedKey(IdempotencyKey(account: account, key: key, requestHash: requestHash, at: AccountStore.millis(now())))
        call.claimed = claimed
        let answer: Answer
        do {
            answer = try await handler(call)
        } catch {
            // Forgets the claim only: an answer a committed write stored stays.
            try? await accounts.release(account: account, key: key)
            throw error
        }
        let committed = claimed.committedAnswer
        if (200..<300).contains(answer.status.code) {
            if committed != ReplayAnswer(status: answer.status.code, body: answer.body) {
                try await accounts.store(
                    answer: .init(requestHash: requestHash, status: answer.status.code, body: answer.body),
                    account: account, key: key)
            }
        } else if committed == nil {
            try await accounts.release(account: account, key: key)
        }
        return answer.response
    }

    /// What a key's stored request hash is made of: method, path and the body (canonical when
    /// it is JSON).
    static func requestHash(method: String, path: String, body: Data) -> String {
        var hasher = SHA256()
        hasher.update(data: Data("\(method) \(path)\n".utf8))
        hasher.update(data: body)
        return Secrets.hex(hasher.finalize())
    }

    /// The hash servers before 2026-11-24 (session 19) stored, with `JSONSerialization`'s canonical form: a
    /// retry that reaches an upgraded server within the key's lifetime is still the same request.
    /// Only on a mismatch, so its cost is not every request's.
    static func legacyRequestHash(method: String, path: String, body: Data) -> String {
        let canonical = (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]))
            .flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
        return requestHash(method: method, path: path, body: canonical ?? body)
    }
}
