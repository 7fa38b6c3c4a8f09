import Foundation

/// A date as people type it (`plates log --date`, the TUI's date fields): `today`, `yesterday`,
/// a weekday (`friday`, `fri`, `last fri`: the latest one up to today), `YYYY-MM-DD` or a day as
/// people write one (`28 nov`, `28.11.`, `11/28`: `WrittenDay`) (today: now; another day: noon), any of them followed by a time (`yesterday 18:00`, `fri 6pm`, `YYYY-MM-DD
/// HH:MM`, `YYYY-MM-DDTHH:MM`), a time alone (today's, not one still to come), all in local time;
/// or an ISO 8601 timestamp.
public enum DateInput {
    public static func parse(_ text: String?, environment: PlatesEnvironment) throws(PlatesError) -> Date {
        let now = environment.now()
        let calendar = environment.calendar
        guard let raw = text?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return now }
        if let timestamp = WireDates.parse(raw) { return timestamp }
        var pieces = raw.split(separator: " ").map(String.init)
        if pieces.count == 1, let t = raw.firstIndex(of: "T"), WireDates.parseDay(String(raw[..<t]), calendar: calendar) != nil {
            pieces = [String(raw[..<t]), String(raw[raw.index(after: t)...])]
        }
        // `last friday` is `friday`; `6 pm` is `6pm`.
        if pieces.count > 1, pieces[0].lowercased() == "last", weekday(pieces[1].lowercased()) != nil { pieces.removeFirst() }
        if pieces.count > 1, ["am", "pm"].contains(pieces[pieces.count - 1].lowercased()) {
            pieces[pieces.count - 2] += pieces.removeLast()
        }
        // The day (nil: a time alone, today's) and, when no time follows, the moment it means.
        var day: Date?
        var dayAlone: Date?
        switch pieces[0].lowercased() {
        case "today", "now":
            (day, dayAlone) = (calendar.startOfDay(for: now), now)
        case "yesterday":
            let then = calendar.date(byAdding: .day, value: -1, to: now)!
            (day, dayAlone) = (calendar.startOfDay(for: then), then)
        case let word where weekday(word) != nil:
            // The latest such day up to today: `friday` on a Sunday is two days ago, on a Friday today.
            let wanted = weekday(word)!
            let back = (calendar.component(.weekday, from: now) - wanted + 7) % 7
            let then = calendar.date(byAdding: .day, value: -back, to: now)!
            let d = calendar.startOfDay(for: then)
            (day, dayAlone) = (d, back == 0 ? now : calendar.date(bySettingHour: 12, minute: 0, second: 0, of: d)!)
        default:
            if let d = WireDates.parseDay(pieces[0], calendar: calendar) {
                day = d
            } else if let written = try WrittenDay.read(pieces.map { $0.lowercased() }, now: now, calendar: calendar) {
                // `28 nov 18:00`: the day's words are one piece, the time after them.
                day = written.day
                pieces = [pieces.prefix(written.words).joined(separator: " ")] + pieces.dropFirst(written.words)
            }
            if let d = day {
                dayAlone = calendar.isDate(d, inSameDayAs: now) ? now : calendar.date(bySettingHour: 12, minute: 0, second: 0, of: d)!
            }
        }
        if pieces.count == 1, let dayAlone { return dayAlone }
        let time: String?
        switch (day, pieces.count) {
        case (nil, 1): time = pieces[0]  // a time alone: today's
        case (_?, 2): time = pieces[1]
        default: time = nil
        }
        if let time, let (h, m) = clock(time), let date = wallClock(day ?? now, h, m, calendar) {
            // `--date 18:00` typed at 11:00 for last night was logged tonight, above the sets
            // done since (the server allows a day ahead, for clocks in other zones).
            guard date.timeIntervalSince(now) <= stillToCome else {
                throw .validation(
                    "‘\(raw)’ is still to come (it is \(DateText.dayAndTime(now, calendar: calendar).suffix(5)) now): for an earlier day, name it, like yesterday \(time).",
                    field: "date")
            }
            return date
        }
        throw .validation(
            "‘\(raw)’ is not a date: use today, yesterday, a weekday (friday, the last one), YYYY-MM-DD or 28 nov, with a time if you like (yesterday 18:00), or a time alone.",
            field: "date")
    }

    /// `monday`, `mon` … `sunday`, `sun`: `Calendar`'s weekday number (1 is Sunday).
    static func weekday(_ word: String) -> Int? {
        let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        guard word.count >= 3, let i = names.firstIndex(where: { $0.hasPrefix(word) }) else { return nil }
        return i + 1
    }

    /// `h`:`m` on `day`'s date in the calendar's zone. A time the zone skips (02:30 on a
    /// spring-forward night) reads as a clock not yet changed would read it, an hour on (03:30);
    /// one it repeats, the first: as imports read times (`ImportTime.instant`).
    static func wallClock(_ day: Date, _ h: Int, _ m: Int, _ calendar: Calendar) -> Date? {
        let d = calendar.dateComponents([.year, .month, .day], from: day)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        guard let wall = utc.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: h, minute: m)) else { return nil }
        return ImportTime(seconds: wall.timeIntervalSince1970, absolute: false).instant(in: calendar.timeZone)
    }

    /// How far ahead of now a typed time may be (a set logged as it ends, the minute rounded up).
    static let stillToCome: TimeInterval = 10 * 60

    /// `18:00`, `7:05`, `6pm`, `6:30am`, `12am`: hours and minutes of a day.
    static func clock(_ text: String) -> (Int, Int)? {
        let lower = text.lowercased()
        if lower.hasSuffix("am") || lower.hasSuffix("pm") {
            let digits = String(lower.dropLast(2))
            guard let (h, m) = digits.contains(":") ? clock(digits) : Int(digits).map({ ($0, 0) }), (1...12).contains(h) else { return nil }
            return (h % 12 + (lower.hasSuffix("pm") ? 12 : 0), m)
        }
        let hm = text.split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, (1...2).contains(hm[0].count), hm[1].count == 2, let h = Int(hm[0]), let m = Int(hm[1]),
            (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        return (h, m)
    }
}
