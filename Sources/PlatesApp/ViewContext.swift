import Foundation
import PlatesCore

/// What rendering needs besides the state: the calendar (time zone) and now.
public struct ViewContext: Sendable {
    public let calendar: Calendar
    public let now: Date
    /// Now's year, once a frame: `day` leaves it out, and a screen names a hundred days a frame.
    let thisYear: Int

    public init(calendar: Calendar, now: Date) {
        self.calendar = calendar
        self.now = now
        thisYear = calendar.component(.year, from: now)
    }

    public init(_ environment: PlatesEnvironment) { self.init(calendar: environment.calendar, now: environment.now()) }

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sat 21 Nov` (with the year when it is not this year).
    public func day(_ date: Date) -> String {
        let c = calendar.dateComponents([.weekday, .day, .month, .year], from: date)
        return "\(Self.weekdays[c.weekday! - 1]) \(c.day!) \(Self.months[c.month! - 1])" + (c.year == thisYear ? "" : " \(c.year!)")
    }

    /// `today`, `yesterday`, or `Thu 19 Nov`.
    public func relativeDay(_ date: Date) -> String {
        if calendar.isDate(date, inSameDayAs: now) { return "today" }
        if let y = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: y) { return "yesterday" }
        return day(date)
    }

    /// `18:05`.
    public func time(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return Self.twoDigits(c.hour!) + ":" + Self.twoDigits(c.minute!)
    }

    /// `21 Nov 26` — short, for chart axes.
    public func axisDay(_ date: Date) -> String {
        let c = calendar.dateComponents([.day, .month, .year], from: date)
        return "\(c.day!) \(Self.months[c.month! - 1]) \(Self.twoDigits(c.year! % 100))"
    }

    /// `7` → `07` (String(format:) goes through CoreFoundation's formatter: slow on every row).
    static func twoDigits(_ n: Int) -> String { n < 10 && n >= 0 ? "0\(n)" : "\(n)" }
}
