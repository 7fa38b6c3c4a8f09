import Foundation
import PlatesCore
import Synchronization

/// The last rows built for a list of sets grouped by day (history, an exercise's sets), kept with
/// what they were built from. Building them walks every loaded set (a day lookup, a summary per
/// day, a copy of each set), and the reducer and the screen both ask on every key: a user deep in
/// ten years of history would pay for every row loaded so far on each j. With the cache a key
/// that moves the selection compares the inputs (arrays and sets compare their storage first, so
/// unchanged inputs cost a pointer comparison) and gets the same rows back.
///
/// The cache is invisible to the screens' purity: the rows depend on the key alone. Each state
/// owns its caches (`AppState.rowCaches`), so two interfaces in one process (the tests) never
/// share one.
final class SetRowCache: Sendable {
    struct Key: Equatable, Sendable {
        var sets: [WorkoutSet]
        var expanded: Set<Date>?
        var calendar: Calendar
        /// The exercises, for each day's muscle groups (its workout label).
        var summaries: [ExerciseSummary]?
    }

    private let last = Mutex<(key: Key, rows: [SetRow])?>(nil)

    func rows(for key: Key, build: () -> [SetRow]) -> [SetRow] {
        if let hit = last.withLock({ $0.flatMap { $0.key == key ? $0.rows : nil } }) { return hit }
        let rows = build()
        last.withLock { $0 = (key, rows) }
        return rows
    }
}

/// The state's row caches: the history's and the open exercise's. Not part of what the state is:
/// copies of a state share them, and any two compare equal.
public struct SetRowCaches: Equatable, Sendable {
    let history = SetRowCache()
    let detail = SetRowCache()

    public init() {}

    public static func == (_: SetRowCaches, _: SetRowCaches) -> Bool { true }
}
