import Foundation
import PlatesCore
import TermUI

/// The dashboard's calendar of training days on a tall terminal: a column per week (Monday on
/// top), a year at 120 columns, the last months at 80; a mark on each day with sets.
extension DashboardScreen {
    /// Weeks loaded: a year and the week under way.
    public static let calendarWeeks = 53
    /// Rows, borders included: the month labels and the seven days.
    static let calendarHeight = 10

    /// Whether the dashboard has room for the calendar too: the week cards' width, and height for
    /// the calendar with the PRs' card still showing a few records under it.
    public static func showsCalendar(_ size: Size) -> Bool {
        let content = AppView.contentArea(size)
        return showsWeek(size) && content.height >= 36
    }

    static func calendarCard(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        guard let grid = state.trainingDays.value else {
            let text = state.trainingDays.error?.message ?? "loading…"
            panel("Training days", [[Span(text, Theme.dim)]], in: area, into: &buffer)
            return
        }
        let inner = Block.inner(area)
        let labelWidth = 4
        let lastWeek = grid.last / 7
        let weeks = max(1, min(lastWeek + 1, (inner.width - 1 - labelWidth) / 2))
        let firstWeek = lastWeek - weeks + 1
        let shown = grid.trained.filter { $0 >= firstWeek * 7 }.count
        let span = weeks == calendarWeeks ? "the last year" : "the last \(weeks) weeks"
        Block(title: "Training days · \(shown) in \(span)", titleStyle: Theme.heading).render(in: area, into: &buffer)
        let x0 = inner.x + 1 + labelWidth
        // Month names over the week their first day falls in, when they do not run into the last.
        var free = x0
        for week in firstWeek...lastWeek {
            // The first column's month gives way to one starting a week or two later.
            guard let month = grid.months[week], week > firstWeek || grid.months[week + 1] == nil && grid.months[week + 2] == nil else { continue }
            let x = x0 + (week - firstWeek) * 2
            guard x >= free, x + 3 <= inner.x + inner.width else { continue }
            buffer.write(month, at: Point(x: x, y: inner.y), style: Theme.dim, clip: inner)
            free = x + 4
        }
        let ascii = state.formatter.ascii
        for (row, name) in ["Mon", "", "Wed", "", "Fri", "", "Sun"].enumerated() {
            let y = inner.y + 1 + row
            buffer.write(name, at: Point(x: inner.x + 1, y: y), style: Theme.dim, clip: inner)
            for week in firstWeek...lastWeek {
                let day = week * 7 + row
                guard day <= grid.last else { continue }
                let trained = grid.trained.contains(day)
                let mark = trained ? (ascii ? "#" : "■") : (ascii ? "." : "·")
                buffer.write(mark, at: Point(x: x0 + (week - firstWeek) * 2, y: y), style: trained ? Theme.primary : Theme.dim, clip: inner)
            }
        }
    }
}
