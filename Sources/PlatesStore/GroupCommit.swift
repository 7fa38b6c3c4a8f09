import Foundation
import GRDB
import Synchronization

/// Group commit: the writes that arrive while a transaction is committing run together in the
/// next one, each in its own savepoint, so many writes share one sync to disk
/// (`synchronous = FULL` costs a sync per commit, not per write).
///
/// Each write still sees the data as if it ran alone (the writer is serial: the batch runs its
/// writes one after another), a write that throws rolls back only its own savepoint, and every
/// caller gets its answer only after the batch's commit. When the idle writer gets one write, it
/// starts at once: no write waits for company.
final class GroupCommit: Sendable {
    private typealias Work = @Sendable (Database) throws -> any Sendable

    private struct Pending: Sendable {
        let work: Work
        let continuation: CheckedContinuation<any Sendable, any Error>
    }

    private struct Queue {
        var pending: [Pending] = []
        var draining = false
    }

    private let pool: DatabasePool
    private let queue = Mutex(Queue())

    /// The most writes in one transaction: a long queue commits in several, so the first callers
    /// are not kept waiting for the last.
    static let largestBatch = 64

    init(pool: DatabasePool) {
        self.pool = pool
    }

    /// Runs `body` in a transaction shared with the writes waiting beside it; returns after the commit.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let value = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<any Sendable, any Error>) in
            let startDrain = queue.withLock { queue in
                queue.pending.append(Pending(work: body, continuation: continuation))
                if queue.draining { return false }
                queue.draining = true
                return true
            }
            // The drain runs on the writer's own queue: it needs no thread of Swift concurrency's
            // pool, so a busy pool never holds the writes back.
            if startDrain { pool.asyncWriteWithoutTransaction { db in self.drain(db) } }
        }
        guard let result = value as? T else { preconditionFailure("a grouped write answered \(type(of: value)), not \(T.self)") }
        return result
    }

    /// Commits batches until the queue is empty (on the writer's queue).
    private func drain(_ db: Database) {
        while true {
            let batch: [Pending] = queue.withLock { queue in
                let batch = Array(queue.pending.prefix(Self.largestBatch))
                queue.pending.removeFirst(batch.count)
                if batch.isEmpty { queue.draining = false }
                return batch
            }
            if batch.isEmpty { return }
            var outcomes: [Result<any Sendable, any Error>] = []
            do {
                try db.inTransaction {
                    outcomes = try Self.run(batch.map(\.work), db)
                    return .commit
                }
                for (pending, outcome) in zip(batch, outcomes) { pending.continuation.resume(with: outcome) }
            } catch {
                // The commit failed (or the transaction ended): nothing of the batch was saved.
                for pending in batch { pending.continuation.resume(throwing: error) }
            }
        }
    }

    /// Each write in a savepoint of the batch's transaction.
    private static func run(_ works: [Work], _ db: Database) throws -> [Result<any Sendable, any Error>] {
        var outcomes: [Result<any Sendable, any Error>] = []
        outcomes.reserveCapacity(works.count)
        for work in works {
            var value: (any Sendable)?
            do {
                try db.inSavepoint {
                    value = try work(db)
                    return .commit
                }
                outcomes.append(.success(value!))
            } catch {
                // Some failures (a full disk, I/O errors) make SQLite roll the whole transaction
                // back. The writes before this one are then lost too: fail them all.
                guard db.isInsideTransaction else { throw error }
                outcomes.append(.failure(error))
            }
        }
        return outcomes
    }
}
