import Foundation

/// Local dates and times for people, locale-independent: `2026-11-21 18:05`.
public enum DateText {
    public static func dayAndTime(_ date: Date, calendar: Calendar) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return WireDates.formatDay(date, calendar: calendar) + " " + two(c.hour!) + ":" + two(c.minute!)
    }

    public static func day(_ date: Date, calendar: Calendar) -> String {
        WireDates.formatDay(date, calendar: calendar)
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
