import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// The dashboard's twelve weeks of work sets per muscle group, read through any backend (the
/// HTTP one included): all twelve weeks once, then only this week while the weeks are the same.
@Suite(.onTestThreads) struct GroupWeeksContractTests {
    @Test(arguments: BackendFactory.all)
    func twelveWeeksAreReadOnceThenThisWeekAlone(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let squat = try await b.exercise(named: "Squat")
        try await b.log(bench, 100, 5, "2026-08-31 18:00")  // 11 weeks back (a Monday): the first of the twelve
        try await b.log(bench, 100, 5, "2026-08-30 18:00")  // the Sunday before them
        try await b.log(squat, 140, 5, "2026-11-10 18:00")
        try await b.log(squat, 60, 5, "2026-11-17 17:50", kind: .warmup)
        let today = try await b.log(squat, 140, 5, "2026-11-17 18:00")
        func collect(known: GroupWeeks?) async throws -> GroupWeeks {
            try #require(
                try await ReportCollector.collect(
                    b, period: .week, goal: 2, now: Clock.now, calendar: Clock.calendar, groupWeeks: true, knownGroupWeeks: known
                ).groupWeeks)
        }
        let first = try await collect(known: nil)
        #expect(first.weeks.count == 12 && first.weeks[0].start == Clock.date("2026-08-31"))
        #expect(first.sets[.chest] == [1] + Array(repeating: 0, count: 11))
        #expect(first.sets[.legs] == Array(repeating: 0, count: 10) + [1, 1])
        // Known weeks: an edit to an earlier week is not seen (it was counted once), this week's is.
        try await b.deleteSet(id: today.id)
        try await b.log(bench, 100, 5, "2026-10-01 18:00")
        let again = try await collect(known: first)
        #expect(again.sets[.legs] == Array(repeating: 0, count: 10) + [1, 0])
        #expect(again.sets[.chest] == first.sets[.chest])
        // Weeks of another week (last week's answer): all twelve read again.
        var stale = first
        stale.weeks = GroupWeeks.weeks(endingWith: Clock.date("2026-11-10 12:00"), calendar: Clock.calendar)
        let fresh = try await collect(known: stale)
        #expect(fresh.sets[.chest]?.reduce(0, +) == 2)
    }

    /// The weekly goal of the run of weeks is a setting (SPEC: N in settings), kept by every backend.
    @Test(arguments: BackendFactory.all)
    func theWeeklyGoalIsASetting(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let fresh = try await b.profile()
        #expect(fresh.sessionsGoal == 2 && fresh.weeklyGoal == nil)
        #expect(try await b.updateProfile(ProfilePatch(weeklyGoal: 4)).sessionsGoal == 4)
        _ = try await b.updateProfile(ProfilePatch(unit: .lb))
        #expect(try await b.profile().weeklyGoal == 4)
        for bad in [0, 15, -1, Int.max] {
            await expectPlatesError(\.isValidation) { _ = try await b.updateProfile(ProfilePatch(weeklyGoal: bad)) }
        }
        #expect(try await b.profile().weeklyGoal == 4)
        // The default is kept as "default" (nil).
        #expect(try await b.updateProfile(ProfilePatch(weeklyGoal: 2)).weeklyGoal == nil)
    }

    /// The dashboard's recent workouts: the last training days before today, newest first, each
    /// whole (all its sets, read across pages), through any backend.
    @Test(arguments: BackendFactory.all)
    func recentDaysAreTheLastTrainingDaysBeforeToday(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let row = try await b.exercise(named: "Barbell Row")
        try await b.log(bench, 100, 5, "2026-11-21 08:00")  // today: not recent, the Today card's
        // 120 sets (pages of 100 to read), logged 20 at a time.
        for batch in 0..<6 {
            _ = try await b.logSets(
                (0..<20).map { i in
                    let minute = batch * 20 + i
                    return SetDraft(
                        exerciseId: row.id, weight: 60, weightUnit: .kg, reps: 8,
                        date: Clock.date("2026-11-19 \(10 + minute / 60):\(String(format: "%02d", minute % 60))"))
                })
        }
        try await b.log(bench, 90, 5, "2026-11-18 18:00")
        try await b.log(bench, 60, 10, "2026-11-18 17:50", kind: .warmup)
        try await b.log(bench, 80, 5, "2026-11-12 18:00")
        try await b.log(bench, 70, 5, "2026-11-01 18:00")  // a fourth day: not listed
        let report = try await ReportCollector.collect(b, period: .week, goal: 2, now: Clock.now, calendar: Clock.calendar, recentDays: 3)
        let days = try #require(report.recentDays)
        #expect(days.map(\.day) == ["2026-11-19", "2026-11-18", "2026-11-12"].map { Clock.date($0) })
        #expect(days.map(\.setCount) == [120, 2, 1])
        #expect(days[0].label == "Back" && days[1].exerciseIds == [bench.id])
        let none = try await ReportCollector.collect(b, period: .week, goal: 2, now: Clock.date("2026-10-01 12:00"), calendar: Clock.calendar, recentDays: 3)
        #expect(none.recentDays == [])
    }
}
