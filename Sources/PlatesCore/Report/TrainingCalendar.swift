import Foundation

/// The calendar of training days: which local days had a set, laid out in
/// weeks (Monday first) for a year at 120 columns or the last months at 80.
public enum TrainingCalendar {
    /// The most days one question may cover: a bit over two years.
    public static let maxDays = 800

    /// The local days from `from`'s day to `to`'s day, both included, with each day's own bounds
    /// (23 or 25 hours across a daylight-saving switch).
    public static func days(from: Date, to: Date, calendar: Calendar) throws(PlatesError) -> [DateInterval] {
        var day = LocalDay.interval(of: from, calendar: calendar)
        let last = LocalDay.interval(of: to, calendar: calendar)
        guard day.start <= last.start else { throw .validation("The calendar's first day comes after its last.", field: "from") }
        var days: [DateInterval] = []
        while day.start <= last.start {
            days.append(day)
            guard days.count <= maxDays else { throw .validation("A calendar covers at most \(maxDays) days.", field: "to") }
            day = LocalDay.interval(of: day.end, calendar: calendar)
        }
        return days
    }

    /// The first day of a calendar of `weeks` weeks ending with the week of `today`: a Monday.
    public static func start(weeks: Int, endingWith today: Date, calendar: Calendar) -> Date {
        let week = ReportPeriod.week.interval(containing: today, calendar: calendar)
        return calendar.date(byAdding: .day, value: -7 * (weeks - 1), to: week.start)!
    }

    /// A calendar laid out in weeks: days are counted from `first` (a Monday), so a screen finds a
    /// day's cell without asking the calendar on every frame.
    public struct Grid: Equatable, Sendable {
        public var first: Date
        /// Day numbers (0 = `first`) with at least one set.
        public var trained: Set<Int>
        /// The last day asked for (today): later cells are left empty.
        public var last: Int
        /// Week number → the month that starts in that week (`Jan`), for the labels above.
        public var months: [Int: String]

        public init(first: Date, trained: Set<Int>, last: Int, months: [Int: String]) {
            self.first = first
            self.trained = trained
            self.last = last
            self.months = months
        }
    }

    /// The grid of `days` (day starts with sets, from `trainingDays`) from `first` to `last`.
    public static func grid(days: [Date], first: Date, last: Date, calendar: Calendar) -> Grid {
        let start = calendar.startOfDay(for: first)
        // Whole days between two local midnights: 23 or 25 hours round to one.
        func number(_ day: Date) -> Int { Int((calendar.startOfDay(for: day).timeIntervalSince(start) / 86_400).rounded()) }
        let end = number(last)
        var months: [Int: String] = [:]
        let names = calendar.shortMonthSymbols
        var day = start
        var n = 0
        while n <= end {
            let parts = calendar.dateComponents([.day, .month], from: day)
            if parts.day == 1 || n == 0 { months[n / 7] = names[(parts.month ?? 1) - 1] }
            n += 1
            day = LocalDay.interval(of: day, calendar: calendar).end
        }
        return Grid(first: start, trained: Set(days.map(number).filter { (0...end).contains($0) }), last: end, months: months)
    }
}

extension TrainingCalendar.Grid {
    /// The grid as text, the last `weeks` weeks of it: month names over the week their first day
    /// falls in, then a row per weekday (Monday first), a column per week two characters wide,
    /// `■` on a day with sets, `·` on one without, nothing after the last day. The dashboard's card
    /// and `plates report` draw these lines.
    public func lines(weeks wanted: Int, ascii: Bool = false) -> (weeks: Int, lines: [String]) {
        let labelWidth = 4
        let lastWeek = last / 7
        let weeks = max(1, min(lastWeek + 1, wanted))
        let firstWeek = lastWeek - weeks + 1
        var header = Array(repeating: Character(" "), count: labelWidth + weeks * 2 + 2)
        var free = labelWidth
        for week in firstWeek...lastWeek {
            // The first column's month gives way to one starting a week or two later.
            guard let month = months[week], week > firstWeek || months[week + 1] == nil && months[week + 2] == nil else { continue }
            let x = labelWidth + (week - firstWeek) * 2
            guard x >= free, x + 3 <= header.count else { continue }
            for (i, ch) in month.prefix(3).enumerated() { header[x + i] = ch }
            free = x + 4
        }
        var lines = [String(header).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)]
        for (row, name) in ["Mon", "", "Wed", "", "Fri", "", "Sun"].enumerated() {
            var line = name.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
            for week in firstWeek...lastWeek {
                let day = week * 7 + row
                guard day <= last else { break }
                line += (trained.contains(day) ? (ascii ? "#" : "■") : (ascii ? "." : "·")) + " "
            }
            lines.append(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
        return (weeks, lines)
    }
}
