import Foundation
import PlatesCore

/// A read of history that goes on until the screen is full: how many rows are still wanted, and
/// what the loaded list ends with. A folded day is one row, so a page of 50 sets (three training
/// days) left most of a screen empty under "keep scrolling"; reading page after page, each drawn,
/// took 15–24 ms to fill one. The effect runner reads pages in a loop instead, counting the rows
/// each set adds, then the rest of the last day (a day's label and count are never made from
/// part of it), and answers once.
public struct HistoryFill: Hashable, Sendable {
    /// Where the read starts: the sets already loaded.
    public var skip: Int
    /// Rows still wanted below those loaded.
    public var rows: Int
    /// The day of the last loaded set: its row is there already.
    public var lastDay: Date?
    /// The days whose sets show, a row each.
    public var expanded: Set<Date>
    /// History's first read: its newest day opens (`HistoryState.openedNewest`).
    public var opensNewest: Bool
    /// History read again under a list on screen (after an undo, a change elsewhere): the answer
    /// holds every row down to the selection's screen however many pages that takes. A read cut
    /// at `maxPages` replaced a deeper list with a shorter one and the selection jumped to its end.
    public var keepsPlace: Bool

    public init(skip: Int, rows: Int, lastDay: Date?, expanded: Set<Date>, opensNewest: Bool = false, keepsPlace: Bool = false) {
        self.skip = skip
        self.rows = rows
        self.lastDay = lastDay
        self.expanded = expanded
        self.opensNewest = opensNewest
        self.keepsPlace = keepsPlace
    }

    /// The most sets one page reads (the API's largest).
    public static let pageSize = 100

    /// Sets seen and days begun so far, for the size of the next page.
    var setsSeen = 0
    var daysSeen = 0
    /// Where the last day begun among the sets seen starts (0: before them).
    var lastDayFirst = 0

    /// How many sets the next page asks for: the first the list's usual 50; then the rows still
    /// wanted at the days' size so far, and ten more — what the screen takes, not twice that
    /// (pages of 100 read 207 sets at 50k where about 100 filled the screen).
    public var nextPageSize: Int {
        guard daysSeen > 0 else { return SetList.pageSize }
        let perDay = (setsSeen + daysSeen - 1) / daysSeen
        return min(Self.pageSize, max(10, rows * perDay + 10))
    }

    /// Pages read at most by one fill: a tall screen of folded days of many sets each stops here,
    /// drawn, and the next fill goes on from it.
    public static let maxPages = 10

    public var isDone: Bool { rows <= 0 }

    /// Counts the rows `sets` (newest first, after those loaded) add — a row for each new day,
    /// and one per set of an expanded day — and answers how many of them to keep: all, or, when
    /// a day starts after the rows are there, the sets before it. The list then ends at a day's
    /// end without reading the rest of its last day.
    public mutating func count(_ sets: [WorkoutSet], calendar: Calendar) -> Int {
        var day: DateInterval?
        for (index, set) in sets.enumerated() {
            // One day lookup per day, not per set.
            if day == nil || set.date < day!.start || set.date >= day!.end { day = LocalDay.interval(of: set.date, calendar: calendar) }
            let start = day!.start
            if start != lastDay {
                if isDone { return index }
                daysSeen += 1
                lastDayFirst = setsSeen
                rows -= 1
                if opensNewest && lastDay == nil { expanded.insert(start) }
                lastDay = start
            }
            if expanded.contains(start) { rows -= 1 }
            setsSeen += 1
        }
        return sets.count
    }
}
