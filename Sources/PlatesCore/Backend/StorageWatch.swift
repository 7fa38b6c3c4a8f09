import Synchronization

/// What a storage tells an operator about its calls to the database (the server's `/metrics`):
/// how many run at once, waiting for a connection or the writer included, how long each took,
/// and which failed.
public protocol StorageObserver: Sendable {
    func began()
    func ended(after: Duration, failed: Bool)
}

/// Where a storage reports its calls. Nobody listens unless the server sets an observer; the
/// local app's calls then cost one uncontended lock each.
public final class StorageWatch: Sendable {
    private let observer = Mutex<(any StorageObserver)?>(nil)

    public init() {}

    public func observe(with observer: any StorageObserver) {
        self.observer.withLock { $0 = observer }
    }

    /// Runs one call to the database, reported to the observer if there is one.
    public func measure<T>(_ body: () async throws -> T) async rethrows -> T {
        guard let observer = observer.withLock({ $0 }) else { return try await body() }
        observer.began()
        let start = ContinuousClock.now
        do {
            let result = try await body()
            observer.ended(after: ContinuousClock.now - start, failed: false)
            return result
        } catch {
            observer.ended(after: ContinuousClock.now - start, failed: true)
            throw error
        }
    }
}
