import Foundation
import PlatesCore

/// History: sets by day, newest first, loaded 50 at a time; days expand to their sets.
public struct HistoryState: Equatable, Sendable {
    public var sets: LoadState<SetList> = .idle
    /// Days (their start) whose sets show.
    public var expanded: Set<Date> = []
    public var cursor = ListCursor()
    /// The newest day opens expanded the first time history loads.
    public var openedNewest = false
    /// The first screenful is on its way (its first page, the rest of its last day, the days
    /// that fill the screen): keys typed meanwhile wait for it, so `3 G` ends where it would.
    public var settling = false
    public init() {}

    /// Sets asked for at once while completing a day.
    public static let dayPageSize = 100
}

/// One row of a list of sets grouped by day: a day header or a set.
public enum SetRow: Equatable, Sendable {
    case day(DaySummary, expanded: Bool)
    case set(WorkoutSet)

    public var set: WorkoutSet? { if case .set(let s) = self { return s } else { return nil } }

    /// Day headers, each followed by its sets when expanded (`expanded` nil: all expanded).
    public static func rows(
        _ sets: [WorkoutSet], expanded: Set<Date>?, calendar: Calendar,
        groups: [String: MuscleGroup]
    ) -> [SetRow] {
        var rows: [SetRow] = []
        _ = append(sets[...], expanded: expanded, calendar: calendar, groups: groups, to: &rows)
        return rows
    }

    /// Appends the rows of `sets` (whole days, or a list's end) to `rows`, and answers where the
    /// last day begins: its row in `rows` and its first set's index in `sets`' base (those of
    /// the last day are what a longer list may add to).
    static func append(
        _ sets: ArraySlice<WorkoutSet>, expanded: Set<Date>?, calendar: Calendar,
        groups: [String: MuscleGroup], to rows: inout [SetRow]
    ) -> (row: Int, set: Int) {
        var last = (row: rows.count, set: sets.startIndex)
        var i = sets.startIndex
        while i < sets.endIndex {
            // One day lookup per day, not per set: this runs for every loaded set on every frame.
            let interval = LocalDay.interval(of: sets[i].date, calendar: calendar)
            let day = interval.start
            var j = i
            while j < sets.endIndex && sets[j].date >= interval.start && sets[j].date < interval.end { j += 1 }
            let daySets = Array(sets[i..<j])
            let open = expanded?.contains(day) ?? true
            last = (rows.count, i)
            rows.append(.day(DaySummary.make(day: day, sets: daySets, groups: groups), expanded: open))
            if open { rows += daySets.map(SetRow.set) }
            i = j
        }
        return last
    }
}
