import Foundation

/// A day written the way people write one outside ISO: `28 nov`, `nov 28`, `28th November 2026`,
/// `28. Nov`, `28.11.`, `28.11.2026`, `11/28`, `29/11/2026`. Without a year it is the latest such
/// day up to today, as a weekday is. Dots are day first (as everywhere they are written); slashes
/// are read whichever way only one order names a real day (`11/28`, `29/11`), and refused when
/// both do (`5/6`: 5 June or May 6), since a set filed a month off is not seen again.
enum WrittenDay {
    /// Reads the day from the first words of `words` (lowercased), answering it and how many
    /// words it took; nil when they are no such day.
    static func read(_ words: [String], now: Date, calendar: Calendar) throws(PlatesError) -> (day: Date, words: Int)? {
        guard let first = words.first else { return nil }
        var parts: (day: Int, month: Int, year: Int?)?
        var used = 0
        if words.count >= 2, let m = month(words[0]), let d = dayNumber(words[1]) {
            (parts, used) = ((d, m, nil), 2)
        } else if words.count >= 2, let d = dayNumber(words[0]), let m = month(words[1]) {
            (parts, used) = ((d, m, nil), 2)
        }
        if parts != nil, words.count > used, let y = year(words[used]) {
            parts?.year = y
            used += 1
        }
        if parts == nil, let numeric = try numeric(first) { (parts, used) = (numeric, 1) }
        guard let parts else { return nil }
        guard let day = date(parts.day, parts.month, parts.year ?? calendar.component(.year, from: now), calendar) else {
            throw .validation("‘\(words.prefix(used).joined(separator: " "))’ is not a day of the calendar.", field: "date")
        }
        // No year: the latest such day up to today (`28 dec` typed in January is last December's).
        if parts.year == nil, day > now, let before = self.date(parts.day, parts.month, calendar.component(.year, from: now) - 1, calendar) {
            return (before, used)
        }
        return (day, used)
    }

    /// `28.11.`, `28.11.2026` (day first), `11/28`, `29/11/2026` (the order only one reading fits).
    static func numeric(_ word: String) throws(PlatesError) -> (day: Int, month: Int, year: Int?)? {
        guard let separator = word.first(where: { $0 == "." || $0 == "/" }) else { return nil }
        var pieces = word.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        if separator == ".", pieces.last == "" { pieces.removeLast() }
        guard (2...3).contains(pieces.count), pieces.prefix(2).allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let a = Int(pieces[0]), let b = Int(pieces[1])
        else { return nil }
        var y: Int?
        if pieces.count == 3 {
            guard let parsed = year(pieces[2]) else { return nil }
            y = parsed
        }
        if separator == "." { return (a, b, y) }
        switch (a > 12, b > 12) {
        case (true, false): return (a, b, y)
        case (false, true): return (b, a, y)
        case (false, false) where a == b: return (a, b, y)
        case (false, false):
            throw .validation(
                "‘\(word)’ could be day/month or month/day: type the day as YYYY-MM-DD, or with its month's name (\(a) \(monthNames[b - 1].prefix(3))).",
                field: "date")
        case (true, true): return nil
        }
    }

    static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]

    /// `nov`, `november`, `sept`, `nov.` (three letters at least).
    static func month(_ word: String) -> Int? {
        let w = word.hasSuffix(".") || word.hasSuffix(",") ? String(word.dropLast()) : word
        guard w.count >= 3, let i = monthNames.firstIndex(where: { $0.hasPrefix(w) }) else { return nil }
        return i + 1
    }

    /// `28`, `28th`, `1st`, `28.` (German), `28,` (`nov 28, 2026`).
    static func dayNumber(_ word: String) -> Int? {
        var w = Substring(word)
        if w.hasSuffix(".") || w.hasSuffix(",") { w = w.dropLast() }
        for suffix in ["st", "nd", "rd", "th"] where w.hasSuffix(suffix) { w = w.dropLast(2) }
        guard (1...2).contains(w.count), w.allSatisfy({ $0.isASCII && $0.isNumber }), let d = Int(w), (1...31).contains(d) else { return nil }
        return d
    }

    /// `2026`, or `26` (2000–2099).
    static func year(_ word: String) -> Int? {
        guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(word) else { return nil }
        if word.count == 4, n >= 1900 { return n }
        if word.count == 2 { return 2000 + n }
        return nil
    }

    /// The start of that day in the calendar's zone; nil when it is not one (30 February).
    static func date(_ day: Int, _ month: Int, _ year: Int, _ calendar: Calendar) -> Date? {
        guard (1...12).contains(month), let start = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.day, from: start) == day, calendar.component(.month, from: start) == month
        else { return nil }
        return calendar.startOfDay(for: start)
    }
}
