import PlatesCore
import TermUI

extension Reducer {
    /// Loads the week's figures with the dashboard, when the terminal is tall enough to show them
    /// (a resize that makes it so loads them too).
    func weekReportIfShown(_ state: inout AppState) -> [Effect] {
        guard DashboardScreen.showsWeek(state.size) else { return [] }
        state.weekReport.reload()
        return [.loadWeekReport]
    }
}
