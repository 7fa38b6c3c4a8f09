import PlatesCore
import TermUI

extension Reducer {
    /// Loads the week's figures with the dashboard, when the terminal is tall enough to show them
    /// (a resize that makes it so loads them too).
    /// The run of weeks before this one is counted once a week (hundreds of weeks for a lifter
    /// of years, a query or two each): later loads in the same week pass it back.
    /// A lower card's answer: the week's figures or the calendar.
    func dashboardCardLoaded(_ action: Action, _ state: inout AppState) -> [Effect] {
        switch action {
        case .weekReportLoaded(let r):
            state.weekReport.finish(r)
            return weekReportIfGoalChanged(&state)
        case .trainingDaysLoaded(let r): state.trainingDays.finish(r)
        case .recentSessionsLoaded(let r): state.recentSessions.finish(r)
        default: break
        }
        return []
    }

    /// What follows the dashboard's answer: at start the exercise list (`summariesAfterDashboard`),
    /// the recent best sessions, and on a tall terminal the week's cards.
    func afterDashboard(_ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        if state.summariesAfterDashboard {
            state.summariesAfterDashboard = false
            effects.append(.loadSummaries)
        }
        return effects + recentSessions(&state) + weekReportIfShown(&state)
    }

    /// The recent best sessions follow the dashboard, read off its path (the lifts trained in the
    /// last seven days: each one's best volume day before them and its days in them).
    func recentSessions(_ state: inout AppState) -> [Effect] {
        state.recentSessions.reload()
        let today = environment.calendar.startOfDay(for: environment.now())
        return [.loadRecentSessions(since: environment.calendar.date(byAdding: .day, value: -(DashboardSummary.recentRecordDays - 1), to: today)!)]
    }

    /// The week's figures again when the settings' weekly goal is not the one they were counted
    /// for (the settings loaded after the dashboard, or the goal was changed).
    func weekReportIfGoalChanged(_ state: inout AppState) -> [Effect] {
        guard let goal = state.profile.value?.sessionsGoal, let report = state.weekReport.value, !state.weekReport.isLoading,
            report.streak.goal != goal
        else { return [] }
        return weekReportIfShown(&state)
    }

    /// The calendar of training days too, on a terminal taller still: a year of days, whatever
    /// part of it the width shows.
    func weekReportIfShown(_ state: inout AppState) -> [Effect] {
        guard DashboardScreen.showsWeek(state.size) else { return [] }
        let now = environment.now()
        let thisWeek = ReportPeriod.week.interval(containing: now, calendar: environment.calendar)
        // The weekly goal of the settings (the default until they load); a run counted for
        // another goal is counted again.
        let goal = state.profile.value?.sessionsGoal ?? WeekStreak.defaultGoal
        let known = state.weekReport.value.flatMap { $0.range == thisWeek && $0.streak.goal == goal ? $0.streak.past : nil }
        // The twelve weeks' earlier eleven likewise (the collector checks they are the same weeks).
        let knownGroups = state.weekReport.value?.groupWeeks
        state.weekReport.reload()
        var effects: [Effect] = [.loadWeekReport(goal: goal, pastWeeks: known, groupWeeks: knownGroups)]
        if DashboardScreen.showsCalendar(state.size) {
            state.trainingDays.reload()
            let from = TrainingCalendar.start(weeks: DashboardScreen.calendarWeeks, endingWith: now, calendar: environment.calendar)
            effects.append(.loadTrainingDays(from: from, to: now))
        }
        return effects
    }
}
