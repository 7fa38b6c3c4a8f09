import Foundation

/// Time and time zone, injected at start-up so every rule about "today" is testable.
public struct PlatesEnvironment: Sendable {
    public var now: @Sendable () -> Date
    /// Local days and weeks; weeks start on Monday unless the calendar says otherwise.
    public var calendar: Calendar
    public var makeID: @Sendable () -> String

    public init(
        now: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .plates(),
        makeID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
    ) {
        self.now = now
        self.calendar = calendar
        self.makeID = makeID
    }

    /// A fixed clock, for tests and snapshots.
    public static func fixed(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> PlatesEnvironment {
        PlatesEnvironment(now: { date }, calendar: .plates(timeZone: timeZone))
    }
}

extension Calendar {
    /// Gregorian, weeks from Monday, in `timeZone` (the machine's by default, as its C library
    /// reads it: `LocalTimeZone`).
    public static func plates(timeZone: TimeZone = LocalTimeZone.current) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        c.firstWeekday = 2
        c.minimumDaysInFirstWeek = 4
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }
}
