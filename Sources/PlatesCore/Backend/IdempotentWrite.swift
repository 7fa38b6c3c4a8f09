import Foundation
import Synchronization

/// The answer a server gives a write that carried an `Idempotency-Key`, stored by the backend in
/// the write's own transaction: the set and the answer that replays it commit together, so a
/// server that dies between the two can never let a retry write the set a second time.
///
/// The server sets `IdempotentWrite.current` around a route's backend call; a backend's write
/// transaction asks it for the answer to its result (`answer(for:)`) and, when there is one,
/// stores it in the server's `idempotency_key` table before committing. Backends without that
/// table (the local app's) never see one: only the server sets it.
public final class IdempotentWrite: Sendable {
    @TaskLocal public static var current: IdempotentWrite?

    /// The key's owner (an account id) and the key.
    public let account: String
    public let key: String
    /// What the first request was (method, path, body), to tell a replay from another request.
    public let requestHash: String
    /// When the answer is stored (Unix milliseconds).
    public let at: Int64

    private let encode: @Sendable (any Sendable) throws -> Answer?
    /// Shared with the receipts `answering` derives, so the route sees what the store stored.
    private let stored: Stored

    private final class Stored: Sendable {
        let answer = Mutex<Answer?>(nil)
    }

    /// The HTTP status and body a replay answers.
    public struct Answer: Sendable, Equatable {
        public var status: Int
        public var body: Data

        public init(status: Int, body: Data) {
            self.status = status
            self.body = body
        }
    }

    /// `encode` turns the write's result into the route's answer; nil for a result that is not the
    /// route's answer (another write the route makes on the way).
    public init(account: String, key: String, requestHash: String, at: Int64,
                encode: @escaping @Sendable (any Sendable) throws -> Answer?) {
        self.account = account
        self.key = key
        self.requestHash = requestHash
        self.at = at
        self.encode = encode
        self.stored = Stored()
    }

    private init(_ other: IdempotentWrite, encode: @escaping @Sendable (any Sendable) throws -> Answer?) {
        self.account = other.account
        self.key = other.key
        self.requestHash = other.requestHash
        self.at = other.at
        self.encode = encode
        self.stored = other.stored
    }

    /// The same receipt for a store write whose result `R` becomes the route's result through
    /// `result` (the service composes its answer from what the store returns).
    public func answering<R>(_ result: @escaping @Sendable (R) -> any Sendable) -> IdempotentWrite {
        IdempotentWrite(self) { [encode] value in
            guard let value = value as? R else { return nil }
            return try encode(result(value))
        }
    }

    /// Called by a backend inside its write transaction: the answer to store with `result`, if any.
    public func answer(for result: any Sendable) throws -> Answer? {
        guard let answer = try encode(result) else { return nil }
        stored.answer.withLock { $0 = answer }
        return answer
    }

    /// The answer a backend stored in its transaction (the write returned, so it committed).
    public var storedAnswer: Answer? { stored.answer.withLock { $0 } }
}
