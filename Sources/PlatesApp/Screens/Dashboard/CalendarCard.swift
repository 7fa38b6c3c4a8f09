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
        let ascii = state.formatter.ascii
        let (weeks, lines) = grid.lines(weeks: (inner.width - 1 - 4) / 2, ascii: ascii)
        let shown = grid.trained.filter { $0 >= (grid.last / 7 - weeks + 1) * 7 }.count
        let span = weeks == calendarWeeks ? "the last year" : "the last \(weeks) weeks"
        Block(title: "Training days · \(shown) in \(span)", titleStyle: Theme.heading).render(in: area, into: &buffer)
        // The core's lines, the days with sets in the primary colour.
        let mark: Character = ascii ? "#" : "■"
        for (row, line) in lines.enumerated() {
            let y = inner.y + row
            for (x, ch) in line.enumerated() where ch != " " {
                let style = row > 0 && ch == mark ? Theme.primary : Theme.dim
                buffer.write(String(ch), at: Point(x: inner.x + 1 + x, y: y), style: style, clip: inner)
            }
        }
    }
}
