import PlatesCore
import TermUI

/// History: training days newest first with their workout label and exercises; enter opens a
/// day's sets; more days load while scrolling.
public enum HistoryScreen {
    /// Rows that fit under the title line.
    public static func listRows(_ size: Size) -> Int { max(1, size.height - 2 - 1) }

    public static func render(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        let (titleRow, listArea) = area.splitTop(1)
        let total = state.history.sets.value?.total ?? 0
        let loaded = state.history.sets.value?.items.count ?? 0
        Paragraph(lines: [
            [Span("History", Theme.heading), Span("  \(total) set\(total == 1 ? "" : "s")" + (loaded < total ? " · \(loaded) loaded" : ""), Theme.dim)]
        ])
        .render(in: titleRow, into: &buffer)
        guard !AppView.placeholder(state.history.sets, what: "history", frame: state.spinnerFrame, in: listArea, into: &buffer),
            let list = state.history.sets.value
        else { return }
        guard !list.items.isEmpty else {
            Paragraph(lines: [[Span("No sets yet. "), Span("l", Theme.bold), Span(" logs your first.")]]).render(in: listArea, into: &buffer)
            return
        }
        let rows = state.historyRows(calendar: context.calendar)
        var area = listArea
        if state.history.sets.error != nil { area = area.splitTop(1).1 }
        SetRowList.render(
            rows, cursor: state.history.cursor, hasMore: list.hasMore, state: state, context: context, showExercise: true, in: area, into: &buffer)
    }
}
