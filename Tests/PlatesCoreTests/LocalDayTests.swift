import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite("Local day bounds", .onTestThreads)
struct LocalDayTests {
    /// The fast path must give exactly the calendar's day, in zones with and without daylight
    /// saving, half- and quarter-hour offsets, a 30-minute switch (Lord Howe), a day skipped by a
    /// date-line move (Apia, 30 Dec 2011), and hours on both sides of each switch.
    @Test(arguments: [
        "UTC", "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu",
        "America/St_Johns", "Pacific/Apia", "America/Sao_Paulo", "Pacific/Chatham",
    ])
    func matchesTheCalendar(zone: String) throws {
        let calendar = Calendar.plates(timeZone: try #require(TimeZone(identifier: zone)))
        var date = Date(timeIntervalSince1970: 1_293_840_000)  // 2011-01-01.
        let end = Date(timeIntervalSince1970: 1_420_070_400)  // 2015-01-01.
        var checked = 0
        while date < end {
            let expected = calendar.dateInterval(of: .day, for: date)!
            #expect(LocalDay.interval(of: date, calendar: calendar) == expected, "\(zone) \(date)")
            date += 3_600 * 5 + 17 * 60  // Every 5 h 17 min: every hour of the day over the years.
            checked += 1
        }
        #expect(checked > 6_000)
    }
}
