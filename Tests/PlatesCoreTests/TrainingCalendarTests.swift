import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// The calendar of training days: local days across daylight-saving switches, weeks from a
/// Monday, month labels, and the bounds of one question.
@Suite(.onTestThreads) struct TrainingCalendarTests {
    static let calendar = Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!)

    static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func daysHaveTheirOwnLengthAcrossTheSwitches() throws {
        let days = try TrainingCalendar.days(from: Self.date("2026-03-28T12:00:00Z"), to: Self.date("2026-03-30T12:00:00Z"), calendar: Self.calendar)
        #expect(days.map(\.duration) == [86_400, 82_800, 86_400])  // Sunday 29 March has 23 hours
        let autumn = try TrainingCalendar.days(from: Self.date("2026-10-25T12:00:00Z"), to: Self.date("2026-10-25T12:00:00Z"), calendar: Self.calendar)
        #expect(autumn.map(\.duration) == [90_000])
        #expect(throws: PlatesError.self) {
            try TrainingCalendar.days(from: Self.date("2026-03-30T12:00:00Z"), to: Self.date("2026-03-28T12:00:00Z"), calendar: Self.calendar)
        }
        #expect(throws: PlatesError.self) {
            try TrainingCalendar.days(from: Self.date("2024-01-01T12:00:00Z"), to: Self.date("2026-03-28T12:00:00Z"), calendar: Self.calendar)
        }
    }

    @Test func aYearStartsOnAMondayAndNumbersItsDays() {
        let today = Self.date("2026-11-21T10:00:00Z")  // a Saturday
        let first = TrainingCalendar.start(weeks: 53, endingWith: today, calendar: Self.calendar)
        #expect(Self.calendar.component(.weekday, from: first) == 2)
        let trained = [Self.date("2026-03-28T23:00:00Z"), Self.date("2026-11-21T09:00:00Z"), first].map { Self.calendar.startOfDay(for: $0) }
        let grid = TrainingCalendar.grid(days: trained, first: first, last: today, calendar: Self.calendar)
        #expect(grid.last == 52 * 7 + 5)  // the Saturday of the 53rd week
        #expect(grid.trained.contains(0) && grid.trained.contains(grid.last))
        // 00:00 on 29 March in Berlin, after the 23-hour day began: still its own day number.
        let march29 = Int((Self.calendar.startOfDay(for: Self.date("2026-03-29T10:00:00Z")).timeIntervalSince(first) / 86_400).rounded())
        #expect(grid.trained.contains(march29) && grid.trained.count == 3)
        #expect(grid.months.values.filter { $0 == "Jan" }.count == 1 && grid.months[0] == "Nov")
        let january = grid.months.first { $0.value == "Jan" }!.key
        let firstOfJanuary = Int((Self.calendar.startOfDay(for: Self.date("2026-01-01T10:00:00Z")).timeIntervalSince(first) / 86_400).rounded())
        #expect(january == firstOfJanuary / 7)
    }
}
