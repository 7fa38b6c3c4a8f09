import Synchronization

/// The callers of access tokens looked up in the last second, so a burst of requests with one
/// token (an app opening, a script paging through history) reads the session table once, not
/// once per request: that read and its thread hops were a fifth of a logged set's time
/// (docs/performance.md).
///
/// What this server revokes (log-out, refresh, a new password, ended sessions, a deleted
/// account) empties it at once. What it cannot see — another server on the same PostgreSQL,
/// `plates-server admin` run beside it — takes effect within `lifetime` (docs/DECISIONS.md).
final class CallerCache: Sendable {
    struct Entry: Sendable {
        var caller: Caller
        /// Unix milliseconds: the earlier of the lookup's time + `lifetime` and the token's expiry.
        var until: Int64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Bumped by every `clear`: a lookup that read the database before a revocation must
        /// not store what it read after it.
        var generation = 0
    }

    /// Milliseconds.
    let lifetime: Int64
    /// More distinct tokens than this in one lifetime, and the cache starts again (a flood of
    /// made-up tokens never reaches it: only tokens the database knows are kept).
    let capacity: Int
    private let state = Mutex(State())

    init(lifetime: Int64 = 1000, capacity: Int = 10_000) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The caller of `hash` if looked up less than `lifetime` ago and not expired at `now`.
    func caller(_ hash: String, now: Int64) -> Caller? {
        state.withLock { state in
            guard let entry = state.entries[hash] else { return nil }
            guard entry.until > now else {
                state.entries[hash] = nil
                return nil
            }
            return entry.caller
        }
    }

    var generation: Int { state.withLock { $0.generation } }

    /// Keeps what a lookup begun at `generation` found, unless a revocation came in between.
    func keep(_ caller: Caller, for hash: String, expiresAt: Int64, now: Int64, generation: Int) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.entries.count >= capacity { state.entries.removeAll(keepingCapacity: true) }
            state.entries[hash] = Entry(caller: caller, until: min(now + lifetime, expiresAt))
        }
    }

    /// After any change to sessions: every token is looked up again.
    func clear() {
        state.withLock { state in
            state.entries.removeAll(keepingCapacity: true)
            state.generation += 1
        }
    }
}
