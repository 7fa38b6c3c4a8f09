import Foundation

/// A date as a spreadsheet writes it when it saves an export it opened: people tidy names in
/// Excel or LibreOffice before moving in, and the save rewrites every date in the machine's
/// short format — `05.01.2024` (German), `05/01/2024` (British), `1/5/2024 9:00 AM` (American),
/// `2024/01/05` — with or without a time (`9:00`, `09:00:00`, `9:00 PM`), the year in two digits
/// or four. The numbers are kept as written; which is the day is the column's to say
/// (`SpreadsheetDate.order`), since `05/01/2024` alone is two days.
struct SpreadsheetDate: Equatable {
    /// The numbers as written: `a/b/year`, or `year/a/b` when the year comes first.
    var a: Int
    var b: Int
    var year: Int
    var separator: Character
    var yearFirst: Bool
    var secondOfDay: Int
    /// As the file writes it, for messages.
    var text: String

    enum Order: Equatable {
        case dayMonth, monthDay, yearMonthDay
    }

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        self.text = trimmed
        // The day and the time of day, between them a space, a `T` or a comma.
        let cut = trimmed.firstIndex { $0 == " " || $0 == "T" || $0 == "," }
        let day = cut.map { trimmed[..<$0] } ?? Substring(trimmed)
        guard let separator = day.first(where: { $0 == "/" || $0 == "." || $0 == "-" }) else { return nil }
        let parts = day.split(separator: separator, omittingEmptySubsequences: false)
        // `05.01.2024.` (a trailing dot, as some German formats write).
        let numbers = (parts.last?.isEmpty == true && separator == "." ? parts.dropLast() : parts[...])
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let n0 = Int(numbers[numbers.startIndex]), let n1 = Int(numbers[numbers.startIndex + 1]),
            let n2 = Int(numbers[numbers.startIndex + 2])
        else { return nil }
        let first = numbers[numbers.startIndex]
        let last = numbers[numbers.startIndex + 2]
        if first.count == 4 {
            guard last.count <= 2 else { return nil }
            (a, b, year, yearFirst) = (n1, n2, n0, true)
        } else {
            guard first.count <= 2, numbers[numbers.startIndex + 1].count <= 2, last.count == 4 || last.count == 2 else { return nil }
            // Two digits: this century up to 69, as spreadsheets read them.
            (a, b, year, yearFirst) = (n0, n1, last.count == 4 ? n2 : (n2 < 70 ? 2000 + n2 : 1900 + n2), false)
        }
        // ISO (`2024-01-05`) is the readers' own format, not a spreadsheet's.
        if yearFirst, separator == "-" { return nil }
        self.separator = separator
        guard let seconds = Self.secondOfDay(cut.map { trimmed[$0...].dropFirst() } ?? "") else { return nil }
        secondOfDay = seconds
    }

    /// `9:00`, `09:00:00`, `9:00 PM`, `9:00:00 am`, or nothing (midnight).
    static func secondOfDay(_ text: Substring) -> Int? {
        var rest = text.trimmingCharacters(in: .whitespaces).lowercased()
        if rest.isEmpty { return 0 }
        var pm: Bool?
        for (suffix, isPM) in [("am", false), ("pm", true), ("a.m.", false), ("p.m.", true)] where rest.hasSuffix(suffix) {
            pm = isPM
            rest = String(rest.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            var hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard second < 60 else { return nil }
        if let pm {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (pm ? 12 : 0)
        }
        guard hour < 24 else { return nil }
        return hour * 3_600 + minute * 60 + second
    }

    /// Seconds since 1970 of the wall-clock time (as `ImportTime` keeps it), read in `order`;
    /// nil when that order names no real day (13/01 month first).
    func seconds(in order: Order) -> Double? {
        let (day, month) = order == .monthDay ? (b, a) : (yearFirst ? b : a, yearFirst ? a : b)
        guard let midnight = ImportDates.wallClock(year: year, month: month, day: day, hour: 0, minute: 0, second: 0) else { return nil }
        return midnight + Double(secondOfDay)
    }

    /// The order every date of a column is read in: dots are day first (`05.01.2024`), a year
    /// first is year-month-day; slashes and dashes are day first when a date has a first number
    /// above 12, month first when one has a second above 12, and otherwise the order in which
    /// the dates run one way (exports are sorted by time; a wrong order jumps back and forth
    /// between months). A column whose dates fit neither or both orders is refused, with what
    /// to do: nothing is guessed.
    static func order(of dates: [(date: SpreadsheetDate, line: Int)], column: String) throws(ImportFailure) -> Order {
        guard let first = dates.first else { return .dayMonth }
        if first.date.yearFirst { return .yearMonthDay }
        if first.date.separator == "." { return .dayMonth }
        let orders: [Order] = [.dayMonth, .monthDay]
        let fitting = orders.filter { order in dates.allSatisfy { $0.date.seconds(in: order) != nil } }
        if fitting.count == 1 { return fitting[0] }
        if fitting.isEmpty {
            let bad = dates.first { $0.date.seconds(in: .dayMonth) == nil } ?? first
            throw ImportFailure(
                line: bad.line, column: column,
                "the dates are written both day first and month first (this one fits neither with the others): save them as YYYY-MM-DD and import again.")
        }
        // `05/05/2024` (or a file of such days) is the same day either way.
        if dates.allSatisfy({ $0.date.a == $0.date.b }) { return .dayMonth }
        let jumps = orders.map { order in Self.turns(dates.compactMap { $0.date.seconds(in: order) }) }
        if jumps[0] != jumps[1] { return jumps[0] < jumps[1] ? .dayMonth : .monthDay }
        throw ImportFailure(
            line: first.line, column: column,
            "‘\(first.date.text)’ could be day/month or month/day, and no date in the file tells which: save the dates as YYYY-MM-DD (in the spreadsheet: Format Cells → Custom → yyyy-mm-dd) and import again."
        )
    }

    /// How often a sequence of times changes direction (0 for one sorted either way).
    static func turns(_ times: [Double]) -> Int {
        var turns = 0
        var direction = 0
        var previous: Double?
        for t in times {
            defer { previous = t }
            guard let p = previous, t != p else { continue }
            let now = t > p ? 1 : -1
            if direction != 0, now != direction { turns += 1 }
            direction = now
        }
        return turns
    }
}
