import PlatesCore
import TermUI

extension Reducer {
    /// Loads the week's figures with the dashboard, when the terminal is tall enough to show them
    /// (a resize that makes it so loads them too).
    /// The run of weeks before this one is counted once a week (hundreds of weeks for a lifter
    /// of years, a query or two each): later loads in the same week pass it back.
    func weekReportIfShown(_ state: inout AppState) -> [Effect] {
        guard DashboardScreen.showsWeek(state.size) else { return [] }
        let thisWeek = ReportPeriod.week.interval(containing: environment.now(), calendar: environment.calendar)
        let known = state.weekReport.value.flatMap { $0.range == thisWeek ? $0.streak.past : nil }
        state.weekReport.reload()
        return [.loadWeekReport(pastWeeks: known)]
    }
}
