import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct SessionRulesTests {
    @Test func lastSetIsTheMostRecentTodayIncluded() {
        let sets = [Make.set(100, 5, "2026-11-20 18:00"), Make.set(80, 8, "2026-11-21 07:00"), Make.set(120, 1, "2026-11-19 18:00")]
        #expect(SessionRules.lastSet(in: sets)?.weight == 80)
        #expect(SessionRules.lastSet(in: []) == nil)
    }

    @Test func lastSessionTopSetIgnoresTodayAndTakesTheHeaviest() {
        let now = Make.date("2026-11-21 12:00")
        let sets = [
            Make.set(150, 1, "2026-11-21 08:00"),  // today: ignored
            Make.set(100, 5, "2026-11-19 18:00"), Make.set(105, 3, "2026-11-19 18:10"),
            Make.set(105, 5, "2026-11-19 18:20"),  // tie on weight: more reps wins
            Make.set(200, 1, "2026-11-10 18:00"),  // an older day: ignored
        ]
        let top = SessionRules.lastSessionTopSet(in: sets, now: now, calendar: Make.utc)
        #expect(top?.weight == 105 && top?.reps == 5)
    }

    @Test func lastSessionTopSetComparesAcrossUnits() {
        let now = Make.date("2026-11-21 12:00")
        let sets = [Make.set(100, 5, "2026-11-20 18:00"), Make.set(225, 5, "2026-11-20 18:05", unit: .lb)]
        #expect(SessionRules.lastSessionTopSet(in: sets, now: now, calendar: Make.utc)?.weightUnit == .lb)
    }

    @Test func daysFollowTheLocalTimeZoneAcrossMidnight() {
        // 23:30 in New York on the 20th is 04:30 UTC on the 21st: still the 20th locally.
        let ny = Calendar.plates(timeZone: TimeZone(identifier: "America/New_York")!)
        let late = Make.set(100, 5, "2026-11-20 23:30", id: "late", calendar: ny)
        let now = Make.date("2026-11-21 09:00", calendar: ny)
        #expect(SessionRules.lastSessionTopSet(in: [late], now: now, calendar: ny)?.id == "late")
        // In UTC the same instant is today, so there is no earlier session.
        let nowUTC = Make.date("2026-11-21 14:00")
        #expect(SessionRules.lastSessionTopSet(in: [late], now: nowUTC, calendar: Make.utc) == nil)
    }

    @Test func aDSTDayGroupsItsSetsTogether() {
        // 2026-03-08 is 23 hours long in New York; sets before and after the jump are one session.
        let ny = Calendar.plates(timeZone: TimeZone(identifier: "America/New_York")!)
        let early = Make.set(100, 5, "2026-03-08 01:30", id: "early", calendar: ny)
        let late = Make.set(110, 5, "2026-03-08 23:30", id: "late", calendar: ny)
        let previous = Make.set(200, 5, "2026-03-07 23:30", id: "previous", calendar: ny)
        let now = Make.date("2026-03-09 00:15", calendar: ny)
        #expect(SessionRules.lastSessionTopSet(in: [early, late, previous], now: now, calendar: ny)?.id == "late")
    }

    @Test func holdsAndCardioHaveTopSetsToo() {
        var hold1 = Make.set(nil, nil, "2026-11-20 18:00", id: "short")
        hold1.duration = 45
        var hold2 = Make.set(nil, nil, "2026-11-20 18:05", id: "long")
        hold2.duration = 90
        #expect(SessionRules.topSet(of: [hold1, hold2])?.id == "long")
        var run1 = Make.set(nil, nil, "2026-11-20 18:00", id: "5k")
        run1.distance = 5
        run1.distanceUnit = .km
        var run2 = Make.set(nil, nil, "2026-11-20 19:00", id: "4mi")
        run2.distance = 4
        run2.distanceUnit = .mi
        #expect(SessionRules.topSet(of: [run1, run2])?.id == "4mi")
    }
}
