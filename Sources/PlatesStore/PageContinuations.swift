import Foundation
import Synchronization

/// Where the next page of a set list starts, so scrolling the history reads 50 index entries per
/// page however deep it goes, instead of skipping `skip` rows.
///
/// When a page is served, the position after its last row (date, created_at, id: the list's order)
/// is remembered under the list's filter and the skip that would ask for what follows. A request
/// for exactly that skip continues from there with a keyset query; any other skip uses OFFSET.
/// Every write through this database forgets all positions, so within one process a page always
/// equals OFFSET's. A write by another process (a second terminal) is not seen here: the next page
/// then continues after the last row shown, which is what a reader scrolling on wants (OFFSET would
/// repeat or skip a row). Decision in docs/DECISIONS.md.
final class PageContinuations: Sendable {
    struct Key: Hashable {
        var owner: String
        var exerciseId: String?
        var from: Int64?
        var to: Int64?
        var skip: Int
    }

    /// The list's sort key of a row: the next page holds the rows after it.
    struct Position: Hashable {
        var date: Int64
        var createdAt: Int64
        var id: String
    }

    private struct State {
        var generation: UInt64 = 0
        var positions: [Key: Position] = [:]
    }

    private let state = Mutex(State())
    /// Enough for a few lists scrolled at once (history, one exercise's sets, the server's users).
    static let capacity = 256

    /// The current generation: read it before a page's query, pass it to `remember`.
    var generation: UInt64 { state.withLock { $0.generation } }

    func position(for key: Key) -> Position? {
        state.withLock { $0.positions[key] }
    }

    /// Keeps `position` for `key` unless a write happened since `generation` was read.
    func remember(_ position: Position, for key: Key, generation: UInt64) {
        state.withLock { s in
            guard s.generation == generation else { return }
            if s.positions.count >= Self.capacity { s.positions.removeAll(keepingCapacity: true) }
            s.positions[key] = position
        }
    }

    /// Called after every write (committed or not): every remembered position may be stale.
    func forgetAll() {
        state.withLock { s in
            s.generation &+= 1
            s.positions.removeAll(keepingCapacity: true)
        }
    }
}
