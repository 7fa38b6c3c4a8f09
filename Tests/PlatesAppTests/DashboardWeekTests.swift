import Foundation
import PlatesApp
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

/// The dashboard's week cards: loaded and shown on a tall terminal only, loaded when a resize
/// makes room, and a failure said in the card without hiding the rest.
@Suite(.onTestThreads) struct DashboardWeekTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))

    func state(_ width: Int, _ height: Int) -> AppState {
        var s = AppState(size: Size(width: width, height: height), isDemo: true, backendDescription: "Demo")
        s.profile = .loaded(Profile(unit: .kg))
        return s
    }

    func screen(_ s: AppState) -> String { AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.joined(separator: "\n") }

    static let dashboard = DashboardSummary(
        today: DaySummary(day: AppDriver.now, label: nil, setCount: 0, volumeKg: 0, exerciseIds: []), lastWorkout: nil, recentRecords: [],
        bodyWeight: BodyWeightStats(unit: .kg, starting: nil, current: nil, change: nil, goal: nil, isProgressGood: nil, entryCount: 0),
        trainingDaysThisWeek: 0)

    func report() -> TrainingReport {
        let calendar = reducer.environment.calendar
        let range = ReportPeriod.week.interval(containing: AppDriver.now, calendar: calendar)
        return TrainingReport.make(
            period: .week, range: range, sets: [], exercises: [], workouts: [], records: [:], previous: (12, 3),
            streak: WeekStreak(weeks: 7, goal: 2, past: 7), calendar: calendar)
    }

    @Test func aTallTerminalLoadsAndShowsTheWeekAnEightyByTwentyFourOneDoesNot() {
        var small = state(80, 24)
        #expect(reducer.reduce(&small, .dashboardLoaded(.success(Self.dashboard))) == [recentLoad])
        #expect(!screen(small).contains("Consistency"))

        var tall = state(120, 40)
        #expect(
            reducer.reduce(&tall, .dashboardLoaded(.success(Self.dashboard))) == [
                recentLoad, .loadWeekReport(goal: 2, pastWeeks: nil, groupWeeks: nil), calendarLoad,
            ])
        #expect(screen(tall).contains("This week by muscle group") && screen(tall).contains("loading…"))
        _ = reducer.reduce(&tall, .weekReportLoaded(.success(report())))
        let text = screen(tall)
        #expect(text.contains("7 weeks in a row with 2+ sessions") && text.contains("0 sessions this week · 3 last week"), "\(text)")
        #expect(text.contains("No sets yet this week."))
        // The next refresh in the same week counts only this week: the run before it is known.
        #expect(
            reducer.reduce(&tall, .dashboardLoaded(.success(Self.dashboard))) == [
                recentLoad, .loadWeekReport(goal: 2, pastWeeks: 7, groupWeeks: nil), calendarLoad,
            ])

        // Made taller: the week is loaded then, once.
        #expect(
            reducer.reduce(&small, .event(.resize(Size(width: 120, height: 40)))) == [.loadWeekReport(goal: 2, pastWeeks: nil, groupWeeks: nil), calendarLoad])
        #expect(reducer.reduce(&small, .event(.resize(Size(width: 121, height: 40)))).isEmpty)
    }

    /// The recent best sessions' load, at every size: the last seven days.
    var recentLoad: Effect {
        let calendar = reducer.environment.calendar
        return .loadRecentSessions(since: calendar.date(byAdding: .day, value: -6, to: calendar.startOfDay(for: AppDriver.now))!)
    }

    /// The calendar's load: a year of weeks to now.
    var calendarLoad: Effect {
        .loadTrainingDays(from: TrainingCalendar.start(weeks: 53, endingWith: AppDriver.now, calendar: reducer.environment.calendar), to: AppDriver.now)
    }

    /// The calendar of training days: on a terminal of 38 rows or more, a year at 120 columns and
    /// fewer weeks at 80; not at 120×34, where the week cards still fit.
    @Test func theCalendarShowsTheDaysWithSetsWhereThereIsRoom() {
        var medium = state(120, 34)
        #expect(reducer.reduce(&medium, .dashboardLoaded(.success(Self.dashboard))) == [recentLoad, .loadWeekReport(goal: 2, pastWeeks: nil, groupWeeks: nil)])
        var tall = state(120, 40)
        _ = reducer.reduce(&tall, .dashboardLoaded(.success(Self.dashboard)))
        #expect(screen(tall).contains("Training days") && screen(tall).contains("loading…"))
        let calendar = reducer.environment.calendar
        let first = TrainingCalendar.start(weeks: 53, endingWith: AppDriver.now, calendar: calendar)
        let days = [first, calendar.startOfDay(for: AppDriver.now)]
        _ = reducer.reduce(&tall, .trainingDaysLoaded(.success(TrainingCalendar.grid(days: days, first: first, last: AppDriver.now, calendar: calendar))))
        let text = screen(tall)
        #expect(text.contains("Training days · 2 in the last year"), "A")
        #expect(text.contains("Mon ■ ·"), "B")
        var narrow = state(80, 40)
        _ = reducer.reduce(&narrow, .dashboardLoaded(.success(Self.dashboard)))
        _ = reducer.reduce(&narrow, .trainingDaysLoaded(.success(TrainingCalendar.grid(days: days, first: first, last: AppDriver.now, calendar: calendar))))
        #expect(screen(narrow).contains("Training days · 1 in the last 35 weeks"), "C")
        // A failure with nothing shown yet says so in the card (a later one keeps the days shown).
        var failed = state(120, 40)
        _ = reducer.reduce(&failed, .dashboardLoaded(.success(Self.dashboard)))
        _ = reducer.reduce(&failed, .trainingDaysLoaded(.failure(.network("cannot reach the server"))))
        #expect(screen(failed).contains("cannot reach the server"), "D")
    }

    /// The run of weeks counts the settings' weekly goal: a report counted for another goal (the
    /// settings arrived later, or were changed) is counted again, the run before this week too.
    @Test func theWeeklyGoalOfTheSettingsCountsTheRun() {
        var tall = state(120, 34)
        tall.profile = .loading(previous: nil)
        #expect(reducer.reduce(&tall, .dashboardLoaded(.success(Self.dashboard))) == [recentLoad, .loadWeekReport(goal: 2, pastWeeks: nil, groupWeeks: nil)])
        _ = reducer.reduce(&tall, .weekReportLoaded(.success(report())))
        #expect(
            reducer.reduce(&tall, .profileLoaded(.success(Profile(unit: .kg, weeklyGoal: 3)))) == [.loadWeekReport(goal: 3, pastWeeks: nil, groupWeeks: nil)])
        // Settings: the row steps the goal (→ saves 4); the saved profile counts the run again.
        tall.route = .settings
        tall.settings.selected = 6  // unit, PR reps, import, plates kg, plates lb, rest alarm, weekly goal
        #expect(reducer.reduce(&tall, .event(.key(.right))) == [.updateProfile(ProfilePatch(weeklyGoal: 4))])
        var counted = report()
        counted.streak = WeekStreak(weeks: 5, goal: 3, past: 5)
        _ = reducer.reduce(&tall, .weekReportLoaded(.success(counted)))
        let effects = reducer.reduce(&tall, .saved(.profileUpdated(Profile(unit: .kg, weeklyGoal: 4))))
        #expect(effects.contains(.loadWeekReport(goal: 4, pastWeeks: nil, groupWeeks: nil)))
        #expect(screen(tall).contains("Weekly goal") && screen(tall).contains("‹ 4 sessions ›"))
    }

    @Test func aFailedWeekSaysSoInItsCard() {
        var tall = state(120, 40)
        _ = reducer.reduce(&tall, .dashboardLoaded(.success(Self.dashboard)))
        _ = reducer.reduce(&tall, .weekReportLoaded(.failure(.network("cannot reach the server"))))
        let text = screen(tall)
        #expect(text.contains("cannot reach the server") && text.contains("PRs in the last 7 days"), "\(text)")
    }
}
