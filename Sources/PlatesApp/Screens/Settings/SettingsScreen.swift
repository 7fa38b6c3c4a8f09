import PlatesCore
import TermUI

/// Settings: the display unit and the default PR reps of new exercises, importing a file, and
/// where data lives.
public enum SettingsScreen {
    public static let rowCount = 3
    static let importRow = 2

    public static func render(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        let (titleRow, rest) = area.splitTop(2)
        Paragraph(lines: [[Span("Settings", Theme.heading)]]).render(in: titleRow, into: &buffer)
        guard !AppView.placeholder(state.profile, what: "settings", frame: state.spinnerFrame, in: rest, into: &buffer),
            let p = state.profile.value
        else { return }
        let rows = [
            ("Weight unit", p.unit.rawValue, "every weight shows in it; a weight typed without a unit is in it"),
            ("Default PR reps", "\(p.defaultPRReps)RM", "the current PR of new exercises"),
            ("Import a file", "enter", "Strong, Hevy, FitNotes or a Plates export"),
        ]
        for (i, row) in rows.enumerated() {
            let line = Rect(x: rest.x, y: rest.y + i, width: rest.width, height: 1)
            let value = i == importRow ? "\(row.1) ›" : "‹ \(row.1) ›"
            Paragraph(lines: [[Span(TextLayout.fit(row.0, to: 17)), Span(value, Theme.bold), Span("  " + row.2, Theme.dim)]])
                .render(in: line, into: &buffer)
            if i == state.settings.selected { buffer.setStyle(Theme.selected, in: line) }
        }
        let info: [[Span]] = [
            [],
            [Span("Data", Theme.bold), Span("  " + state.backendDescription)],
            [Span("Keys", Theme.bold), Span("  enter/space/→ changes the selected value; it is saved at once.", Theme.dim)],
            [Span("Export", Theme.bold), Span("  plates export --format json|csv --output FILE (docs/export-format.md)", Theme.dim)],
        ]
        Paragraph(lines: info).render(in: rest.splitTop(rows.count).1, into: &buffer)
    }
}
