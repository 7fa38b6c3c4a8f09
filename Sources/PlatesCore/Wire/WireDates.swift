import Foundation

/// ISO 8601 as SPEC 5 writes it: timestamps `YYYY-MM-DDTHH:mm:ss.sssZ` (read with or without
/// fractional seconds, and with any offset), date-only fields `YYYY-MM-DD`.
public enum WireDates {
    /// Always UTC with milliseconds: `2026-11-21T18:05:00.000Z`.
    public static func format(_ date: Date) -> String {
        date.formatted(timestampStyle)
    }

    public static func parse(_ text: String) -> Date? {
        if let d = try? fractionalStyle.parse(text) { return d }
        if let d = try? wholeSecondsStyle.parse(text) { return d }
        return nil
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
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        let comps = DateComponents(year: y, month: m, day: d)
        guard let date = calendar.date(from: comps),
              calendar.dateComponents([.year, .month, .day], from: date) == comps else { return nil }
        return date
    }

    private static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!)
    private static let fractionalStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSecondsStyle = Date.ISO8601FormatStyle()
}
