import Foundation
import Synchronization

/// Token buckets keyed by a string (a token's hash, an e-mail, a client address). In memory: each
/// server instance limits on its own, which bounds abuse without shared state (docs/server.md).
final class RateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: Date
    }

    private let capacity: Double
    private let refillPerSecond: Double
    private let buckets = Mutex<[String: Bucket]>([:])

    init(capacity: Double, refillPerSecond: Double) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
    }

    /// Takes one from `key`'s bucket; answers nil when allowed, else the seconds to wait.
    func take(_ key: String, now: Date = Date()) -> Int? {
        buckets.withLock { buckets in
            var b = buckets[key] ?? Bucket(tokens: capacity, updated: now)
            b.tokens = min(capacity, b.tokens + now.timeIntervalSince(b.updated) * refillPerSecond)
            b.updated = now
            defer {
                buckets[key] = b
                if buckets.count > 100_000 { Self.sweep(&buckets, now: now, capacity: capacity, rate: refillPerSecond) }
            }
            if b.tokens >= 1 {
                b.tokens -= 1
                return nil
            }
            return max(1, Int(((1 - b.tokens) / refillPerSecond).rounded(.up)))
        }
    }

    /// Gives back one token `take` took (a log-in that turned out right costs nothing).
    func refund(_ key: String) {
        buckets.withLock { buckets in
            guard var b = buckets[key] else { return }
            b.tokens = min(capacity, b.tokens + 1)
            buckets[key] = b
        }
    }

    /// Forgets buckets that have refilled (they equal a new one).
    private static func sweep(_ buckets: inout [String: Bucket], now: Date, capacity: Double, rate: Double) {
        buckets = buckets.filter { $0.value.tokens + now.timeIntervalSince($0.value.updated) * rate < capacity }
    }
}
