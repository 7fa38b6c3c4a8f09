import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct GroupWeeksTests {
    let bench = Make.exercise("Bench Press", .chest)
    let row = Make.exercise("Barbell Row", .back)
    // Saturday 21 November 2026; weeks start on Monday (Calendar.plates).
    let now = Make.date("2026-11-21 12:00")

    @Test func workSetsAreCountedPerGroupAndWeekThisWeekLast() {
        let weeks = GroupWeeks.weeks(endingWith: now, count: 3, calendar: Make.utc)
        #expect(weeks.map(\.start) == ["2026-11-02", "2026-11-09", "2026-11-16"].map { Make.date($0) })
        let sets = [
            Make.set(100, 5, "2026-11-03 18:00"), Make.set(100, 5, "2026-11-03 18:05"),
            Make.set(60, 10, "2026-11-03 17:55", kind: .warmup),  // never counted
            Make.set(70, 8, "2026-11-17 18:00", exercise: "Barbell Row"),
            Make.set(100, 5, "2026-10-30 18:00"),  // before the weeks
            Make.set(100, 5, "2026-11-18 18:00", exercise: "Unknown"),  // no exercise: no group
        ]
        let counted = GroupWeeks.make(sets: sets, exercises: [bench, row], weeks: weeks)
        #expect(counted.sets == [.chest: [2, 0, 0], .back: [0, 0, 1]])
        // This week's most first, then the most over the weeks.
        #expect(counted.groups == [.back, .chest])
    }

    @Test func thisWeekIsCountedAgainAndTheWeeksBeforeKept() {
        let weeks = GroupWeeks.weeks(endingWith: now, count: 3, calendar: Make.utc)
        let before = GroupWeeks(weeks: weeks, sets: [.chest: [2, 3, 1], .legs: [0, 0, 4]])
        let thisWeek = GroupWeeks.make(
            sets: [Make.set(100, 5, "2026-11-19 18:00"), Make.set(70, 8, "2026-11-20 18:00", exercise: "Barbell Row")],
            exercises: [bench, row], weeks: [weeks[2]])
        let kept = before.replacingLast(with: thisWeek)
        // Legs' only week was this one, and its sets are gone (deleted): the group leaves the list.
        #expect(kept?.sets == [.chest: [2, 3, 1], .back: [0, 0, 1]])
        // Another week (a new week began): nothing kept, the caller counts all again.
        #expect(before.replacingLast(with: GroupWeeks(weeks: [weeks[1]], sets: [:])) == nil)
    }

    /// Weeks are calendar weeks in the user's zone: the one with the autumn switch is 169 hours
    /// long, and a set late on its Sunday still falls in it.
    @Test func aWeekWithADaylightSavingSwitchIsOneWeek() {
        let berlin = Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let weeks = GroupWeeks.weeks(endingWith: Make.date("2026-10-28 12:00", calendar: berlin), count: 2, calendar: berlin)
        #expect(weeks[0].duration == 169 * 3600)
        let late = Make.set(100, 5, "2026-10-25 23:30", calendar: berlin)
        #expect(GroupWeeks.make(sets: [late], exercises: [bench], weeks: weeks).sets == [.chest: [1, 0]])
    }
}
