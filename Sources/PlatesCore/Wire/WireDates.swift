import Foundation

/// ISO 8601 as SPEC 5 writes it: timestamps `YYYY-MM-DDTHH:mm:ss.sssZ` (read with or without
/// fractional seconds, and with any offset), date-only fields `YYYY-MM-DD`.
public enum WireDates {
    /// Always UTC with milliseconds: `2026-11-21T18:05:00.000Z`.
    /// The milliseconds are rounded (as storage rounds them), not truncated: a formatter given
    /// 10:00:00.000999… would write .000 and lose the set's order.
    public static func format(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `format`'s bytes, added to `out`: written from the day count, not by a formatter, since
    /// every set in every answer carries two timestamps (a formatter was a tenth of a history
    /// page's CPU, docs/performance.md). Years outside 1583–9999 go through Foundation, whose
    /// calendar is Julian before the Gregorian reform of October 1582.
    public static func append(_ date: Date, to out: inout [UInt8]) {
        let ms = date.unixMilliseconds
        let days = ms >= 0 ? ms / 86_400_000 : (ms - 86_399_999) / 86_400_000
        let inDay = Int(ms - days * 86_400_000)
        // Howard Hinnant's civil_from_days: the proleptic Gregorian date of a day count.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = Int(doy - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        let year = Int(yoe + era * 400) + (month <= 2 ? 1 : 0)
        guard (1583...9999).contains(year) else {
            out.append(contentsOf: foundationFormat(date).utf8)
            return
        }
        func digits(_ n: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var n = n
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(n / divisor))
                n %= divisor
                divisor /= 10
            }
        }
        digits(year, 4)
        out.append(UInt8(ascii: "-"))
        digits(month, 2)
        out.append(UInt8(ascii: "-"))
        digits(day, 2)
        out.append(UInt8(ascii: "T"))
        digits(inDay / 3_600_000, 2)
        out.append(UInt8(ascii: ":"))
        digits(inDay / 60_000 % 60, 2)
        out.append(UInt8(ascii: ":"))
        digits(inDay / 1000 % 60, 2)
        out.append(UInt8(ascii: "."))
        digits(inDay % 1000, 3)
        out.append(UInt8(ascii: "Z"))
    }

    /// `format` through Foundation's ISO 8601 style: for years `append` does not write, and the
    /// reference its tests compare with.
    static func foundationFormat(_ date: Date) -> String {
        let ms = date.unixMilliseconds
        let seconds = ms >= 0 ? ms / 1000 : (ms - 999) / 1000
        let fraction = ms - seconds * 1000
        let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(utcWholeSecondsStyle)
        let digits = String(fraction)
        return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// Rounded to the millisecond the way storage rounds, so a timestamp read from the wire
    /// equals the `Date` a backend stored and read back.
    public static func parse(_ text: String) -> Date? {
        guard exists(text) else { return nil }
        if let d = try? fractionalStyle.parse(text) { return d.roundedToMilliseconds }
        if let d = try? wholeSecondsStyle.parse(text) { return d.roundedToMilliseconds }
        return nil
    }

    /// Whether `text` is `YYYY-MM-DDTHH:mm:ss[.fraction](Z|±HH:mm)` with every field in its range.
    /// Foundation's parser alone rolls what does not exist over into another day: 2025-02-30 is
    /// read as 2 March, T25:00 as the next day's 01:00.
    static func exists(_ text: String) -> Bool {
        let b = Array(text.utf8)
        func number(_ from: Int, _ count: Int, upTo highest: Int) -> Bool {
            guard from + count <= b.count else { return false }
            var n = 0
            for i in from..<from + count {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[i]) else { return false }
                n = n * 10 + Int(b[i] - UInt8(ascii: "0"))
            }
            return n <= highest
        }
        func byte(_ i: Int, _ allowed: String) -> Bool { i < b.count && allowed.utf8.contains(b[i]) }
        guard b.count > 10, parseDay(String(decoding: b[0..<10], as: UTF8.self), calendar: utcCalendar) != nil, byte(10, "Tt"),
            number(11, 2, upTo: 23), byte(13, ":"), number(14, 2, upTo: 59), byte(16, ":"), number(17, 2, upTo: 59)
        else { return false }
        var i = 19
        if byte(i, ".") {
            i += 1
            let digits = i
            while number(i, 1, upTo: 9) { i += 1 }
            guard i > digits else { return false }
        }
        if byte(i, "Zz") { return i + 1 == b.count }
        return byte(i, "+-") && number(i + 1, 2, upTo: 23) && byte(i + 3, ":") && number(i + 4, 2, upTo: 59) && i + 6 == b.count
    }

    /// `YYYY-MM-DD` of `date` in `calendar`'s time zone.
    public static func formatDay(_ date: Date, calendar: Calendar) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(c.year!, 4))-\(pad(c.month!, 2))-\(pad(c.day!, 2))"
    }

    /// The start of the day `YYYY-MM-DD` in `calendar`'s time zone; nil for anything else.
    public static func parseDay(_ text: String, calendar: Calendar) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        let comps = DateComponents(year: y, month: m, day: d)
        guard let date = calendar.date(from: comps),
            calendar.dateComponents([.year, .month, .day], from: date) == comps
        else { return nil }
        return date
    }

    private static let utcCalendar = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)
    private static let utcWholeSecondsStyle = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
    private static let fractionalStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSecondsStyle = Date.ISO8601FormatStyle()
}
