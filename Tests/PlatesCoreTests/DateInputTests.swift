import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// A date as people type it in `plates log --date` and the TUI's date fields, in Berlin (a zone
/// with daylight saving), at 15:42 on Friday 27 November 2026.
@Suite(.onTestThreads) struct DateInputTests {
    static let zone = TimeZone(identifier: "Europe/Berlin")!
    static let calendar = Calendar.plates(timeZone: zone)
    static let now = local(2026, 11, 27, 15, 42)
    static let environment = PlatesEnvironment.fixed(now, timeZone: zone)

    static func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) -> Date {
        calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
    }

    static func parse(_ text: String) throws(PlatesError) -> Date { try DateInput.parse(text, environment: environment) }

    @Test func theWordsAndTheDays() throws {
        #expect(try Self.parse("") == Self.now)
        #expect(try Self.parse("today") == Self.now)
        #expect(try Self.parse("Yesterday") == Self.local(2026, 11, 26, 15, 42))
        #expect(try Self.parse("2026-11-27") == Self.now)
        #expect(try Self.parse("2026-11-20") == Self.local(2026, 11, 20, 12, 0))
        #expect(try Self.parse("2026-11-20 18:05") == Self.local(2026, 11, 20, 18, 5))
        #expect(try Self.parse("2026-11-20T18:05") == Self.local(2026, 11, 20, 18, 5))
    }

    /// "yesterday" and "YYYY-MM-DD HH:MM" were taken, "yesterday 18:00" was refused ("is not a
    /// date") — the first thing typed to move a set logged late to last night. A time alone is
    /// today's.
    @Test func aWordOrNothingBeforeATime() throws {
        #expect(try Self.parse("yesterday 18:00") == Self.local(2026, 11, 26, 18, 0))
        #expect(try Self.parse("Today 7:30") == Self.local(2026, 11, 27, 7, 30))
        #expect(try Self.parse("07:30") == Self.local(2026, 11, 27, 7, 30))
        #expect(try Self.parse("yesterday  23:59") == Self.local(2026, 11, 26, 23, 59))
    }

    /// A session logged late is remembered by its weekday: `--date friday` was refused. A weekday
    /// is the latest such day up to today (today's is now), at noon, or at the time after it; across
    /// the end of daylight saving (Sunday 25 October 2026 in Berlin, 25 hours long) too.
    @Test func aWeekdayIsTheLatestSuchDay() throws {
        #expect(try Self.parse("friday") == Self.now)
        #expect(try Self.parse("Thursday") == Self.local(2026, 11, 26, 12, 0))
        #expect(try Self.parse("sat") == Self.local(2026, 11, 21, 12, 0))
        #expect(try Self.parse("mon 18:30") == Self.local(2026, 11, 23, 18, 30))
        #expect(try Self.parse("Fri 7:00") == Self.local(2026, 11, 27, 7, 0))
        let tuesdayAfterTheChange = PlatesEnvironment.fixed(Self.local(2026, 10, 27, 0, 30), timeZone: Self.zone)
        #expect(try DateInput.parse("sunday", environment: tuesdayAfterTheChange) == Self.local(2026, 10, 25, 12, 0))
        #expect(try DateInput.parse("sun 23:00", environment: tuesdayAfterTheChange) == Self.local(2026, 10, 25, 23, 0))
        #expect(try DateInput.parse("monday", environment: tuesdayAfterTheChange) == Self.local(2026, 10, 26, 12, 0))
        // A time the spring-forward night skips: an hour on, as imports read it (it was 03:00).
        #expect(try Self.parse("2026-03-29 02:30") == Self.local(2026, 3, 29, 3, 30))
        #expect(try Self.parse("2026-03-29 02:30").timeIntervalSince(try Self.parse("2026-03-29 01:30")) == 3_600)
        // Santiago skips midnight itself (the day starts at 01:00): 00:30 is 01:30.
        let santiago = Calendar.plates(timeZone: TimeZone(identifier: "America/Santiago")!)
        let sept = PlatesEnvironment.fixed(santiago.date(from: DateComponents(year: 2026, month: 9, day: 10, hour: 12))!, timeZone: santiago.timeZone)
        #expect(
            try DateInput.parse("2026-09-06 00:30", environment: sept) == santiago.date(from: DateComponents(year: 2026, month: 9, day: 6, hour: 1, minute: 30))
        )
    }

    /// A time alone is today's: `--date 18:00` typed in the morning for last night logged the set
    /// tonight, above the sets done since (the server allows a day ahead). A time still to come,
    /// beyond a few minutes, is refused, saying how to name another day.
    @Test func aTimeStillToComeIsRefused() throws {
        #expect(try Self.parse("15:50") == Self.local(2026, 11, 27, 15, 50))
        for text in ["16:00", "today 18:00", "2026-11-27 23:00", "fri 6pm", "2026-11-28 08:00"] {
            #expect(
                throws: PlatesError.validation(
                    "‘\(text)’ is still to come (it is 15:42 now): for an earlier day, name it, like yesterday \(text.split(separator: " ").last!).",
                    field: "date")
            ) {
                try Self.parse(text)
            }
        }
    }

    /// Times as people say them, and `last friday` for `friday`.
    @Test func twelveHourTimesAndLastWeekdays() throws {
        #expect(try Self.parse("yesterday 6pm") == Self.local(2026, 11, 26, 18, 0))
        #expect(try Self.parse("yesterday 6 PM") == Self.local(2026, 11, 26, 18, 0))
        #expect(try Self.parse("6:30am") == Self.local(2026, 11, 27, 6, 30))
        #expect(try Self.parse("12am") == Self.local(2026, 11, 27, 0, 0))
        #expect(try Self.parse("yesterday 12pm") == Self.local(2026, 11, 26, 12, 0))
        #expect(try Self.parse("last thursday") == Self.local(2026, 11, 26, 12, 0))
        #expect(try Self.parse("Last mon 7:15pm") == Self.local(2026, 11, 23, 19, 15))
    }

    /// `--date "nov 28"`, `28.11.`, `29/11/2026` were "not a date": days as people write them.
    /// Now is Friday 27 November 2026, 15:42 in Berlin.
    @Test func daysAsPeopleWriteThem() throws {
        for text in ["nov 26", "26 nov", "26th November", "November 26, 2026", "26. Nov", "26.11.", "26.11.2026", "11/26", "26/11/2026", "26/11/26"] {
            #expect(try Self.parse(text) == Self.local(2026, 11, 26, 12, 0), "\(text)")
        }
        #expect(try Self.parse("26 nov 18:30") == Self.local(2026, 11, 26, 18, 30))
        #expect(try Self.parse("26.11. 6pm") == Self.local(2026, 11, 26, 18, 0))
        #expect(try Self.parse("27 nov") == Self.now)
        // No year: the latest such day up to today.
        #expect(try Self.parse("dec 28") == Self.local(2025, 12, 28, 12, 0))
        #expect(try Self.parse("4/4") == Self.local(2026, 4, 4, 12, 0))
        // Two orders that both name a day, and a day the calendar has not, are refused.
        for (text, words) in [("5/6", "could be day/month or month/day"), ("30 feb", "not a day of the calendar"), ("31.4.", "not a day of the calendar")] {
            do {
                _ = try Self.parse(text)
                Issue.record("\(text) was read")
            } catch {
                #expect(error.message.contains(words), "\(text): \(error.message)")
            }
        }
    }

    @Test(arguments: [
        "13pm", "0am", "6 pmx", "last", "last tomorrow",
        "tomorrow", "fr", "fridays", "next friday", "yesterday 18", "yesterday 24:00", "18:60", "2026-13-01", "yesterday 18:00 extra", "1800", ":30",
    ])
    func whatIsNotADateSaysHowToWriteOne(text: String) {
        #expect(throws: PlatesError.self) { try Self.parse(text) }
        do {
            _ = try Self.parse(text)
        } catch {
            #expect(error.message.contains("is not a date") && error.message.contains("yesterday 18:00"))
        }
    }
}
