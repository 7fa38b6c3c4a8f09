import Foundation
import PlatesCore
import Synchronization

/// The last rows built for a list of sets grouped by day (history, an exercise's sets), kept with
/// what they were built from. Building them walks every loaded set (a day lookup, a summary per
/// day, a copy of each set), and the reducer and the screen both ask on every key: a user deep in
/// ten years of history would pay for every row loaded so far on each j. With the cache a key
/// that moves the selection compares the inputs and gets the same rows back.
///
/// A list that grew at its end (a page of older sets, the rest of a day: the same lineage, more
/// sets) keeps the rows of its days but the last, which the new sets may continue: only that day
/// and the new ones are built. Twelve PgDn into 50k sets rebuilt 7,000 sets' rows three times a
/// key, 40 % of the interface's CPU (`perf`). A list changed from the one built (an undo, a
/// delete, an edit: a new lineage that says how many sets at its start it left alone) keeps the
/// rows of the days before the change. The sets are known by the list's version, not
/// compared one by one, and not held here: a list held by the cache could not grow in place.
///
/// The cache is invisible to the screens' purity: the rows depend on the key alone. Each state
/// owns its caches (`AppState.rowCaches`), so two interfaces in one process (the tests) never
/// share one.
final class SetRowCache: Sendable {
    struct Key: Equatable, Sendable {
        var sets: SetList.Version
        var expanded: Set<Date>?
        var calendar: Calendar
        /// The exercises, for each day's muscle groups (its workout label).
        var summaries: [ExerciseSummary]?

        /// Whether `self` is `earlier` with sets added at the end.
        func extends(_ earlier: Key) -> Bool {
            sets.extends(earlier.sets) && groupsAlike(earlier)
        }

        /// How many sets at the start `self` shares with `earlier`, the list it was changed from
        /// (nil: another list).
        func unchanged(since earlier: Key) -> Int? {
            guard let d = sets.derivation, d.parent == earlier.sets.lineage, groupsAlike(earlier) else { return nil }
            return min(d.unchangedBefore, earlier.sets.count)
        }

        private func groupsAlike(_ other: Key) -> Bool {
            expanded == other.expanded && calendar == other.calendar && summaries == other.summaries
        }
    }

    private struct Built: Sendable {
        var key: Key
        var rows: [SetRow]
        /// Where the last day begins: its row, and its first set's index.
        var lastDay: (row: Int, set: Int)

        /// Where the day of set `index` begins: its row, and its first set's index (the last
        /// day's when `index` is in it or past it). Walks the day rows, which count their sets.
        func dayStart(containing index: Int) -> (row: Int, set: Int) {
            guard index < lastDay.set else { return lastDay }
            var sets = 0
            for (row, r) in rows.enumerated() {
                guard case .day(let day, _) = r else { continue }
                if index < sets + day.setCount { return (row, sets) }
                sets += day.setCount
            }
            return lastDay
        }
    }

    private let last = Mutex<Built?>(nil)
    /// How many sets the last build walked (for the tests: a longer list walks only its end).
    private let walked = Mutex(0)
    var setsWalked: Int { walked.withLock { $0 } }

    /// The rows of `list`, grouped by day as `key` says (`key.sets` is `list`'s version).
    func rows(for key: Key, of list: [WorkoutSet], groups: () -> [String: MuscleGroup]) -> [SetRow] {
        if let rows = last.withLock({ $0?.key == key ? $0?.rows : nil }) { return rows }
        var rows: [SetRow] = []
        var from = 0
        // Taken out of the cache while it is built on (the reducer and the screen ask from one thread).
        let taken = last.withLock { built in
            defer { built = nil }
            return built
        }
        if let built = taken, key.extends(built.key) {
            rows = built.rows
            rows.removeSubrange(built.lastDay.row...)
            from = built.lastDay.set
        } else if let built = taken, let unchanged = key.unchanged(since: built.key) {
            // A change deep in the list (an edit, a delete, a log, an undo): the days before the
            // one it touched stay. The day of the set just before the change is built again too:
            // a set put right after it may belong to it.
            let start = built.dayStart(containing: max(unchanged - 1, 0))
            rows = built.rows
            rows.removeSubrange(start.row...)
            from = start.set
        }
        let lastDay = SetRow.append(list[from...], expanded: key.expanded, calendar: key.calendar, groups: groups(), to: &rows)
        walked.withLock { $0 = list.count - from }
        last.withLock { $0 = Built(key: key, rows: rows, lastDay: lastDay) }
        return rows
    }
}

/// Each exercise's place in the exercise list, kept with the list it was built from. A frame
/// looks exercises up by id for every set row and five times for every day row (its exercises'
/// names): a walk of the list each time, a screen of folded days 4,000 string comparisons.
final class ExerciseIndexCache: Sendable {
    private let last = Mutex<(list: [ExerciseSummary], index: [String: Int])?>(nil)

    func index(of id: String, in list: [ExerciseSummary]) -> Int? {
        last.withLock { last in
            // Arrays compare their storage first: the same list costs a pointer comparison. A list
            // read again with the same exercises is kept in its place, so the next look-up is one.
            if let cached = last, cached.list == list {
                last = (list, cached.index)
                return cached.index[id]
            }
            var index: [String: Int] = [:]
            for (i, s) in list.enumerated() where index[s.exercise.id] == nil { index[s.exercise.id] = i }
            last = (list, index)
            return index[id]
        }
    }
}

/// The state's row caches: the history's and the open exercise's, and the exercise list's index.
/// Not part of what the state is: copies of a state share them, and any two compare equal.
public struct SetRowCaches: Equatable, Sendable {
    let history = SetRowCache()
    let detail = SetRowCache()
    let exercises = ExerciseIndexCache()

    public init() {}

    public static func == (_: SetRowCaches, _: SetRowCaches) -> Bool { true }
}
