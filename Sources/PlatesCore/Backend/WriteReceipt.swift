import Foundation

/// A server write that carried an `Idempotency-Key`: the key, and how the write's result becomes
/// the answer a retry replays. The server hands one to the service's write, the service to the
/// store's, and the store stores the answer in the write's own transaction: the data and the
/// answer commit together, so a server that dies between the two can never let a retry write
/// the set a second time. The local app never makes one.
public struct WriteReceipt<Result>: Sendable {
    public let key: IdempotencyKey
    private let make: @Sendable (Result) throws(PlatesError) -> ReplayAnswer

    public init(key: IdempotencyKey, answer: @escaping @Sendable (Result) throws(PlatesError) -> ReplayAnswer) {
        self.key = key
        self.make = answer
    }

    /// What a retry gets for `result`; a store calls it inside the write's transaction, so an
    /// answer that cannot be made undoes the write.
    public func answer(to result: Result) throws(PlatesError) -> ReplayAnswer {
        try make(result)
    }

    /// The receipt for an inner write whose result `Inner` becomes this one's through `result`
    /// (the service composes its answer from what the store returns).
    public func composed<Inner>(_ result: @escaping @Sendable (Inner) -> Result) -> WriteReceipt<Inner> {
        WriteReceipt<Inner>(key: key) { [make] (inner: Inner) throws(PlatesError) -> ReplayAnswer in try make(result(inner)) }
    }
}

/// Whose key it is, the key, and what the first request was (method, path, body: a retry must
/// be the same request).
public struct IdempotencyKey: Sendable, Hashable {
    public var account: String
    public var key: String
    public var requestHash: String
    /// When the answer is stored (Unix milliseconds).
    public var at: Int64

    public init(account: String, key: String, requestHash: String, at: Int64) {
        self.account = account
        self.key = key
        self.requestHash = requestHash
        self.at = at
    }
}

/// The HTTP status and body a replay answers.
public struct ReplayAnswer: Sendable, Equatable {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
