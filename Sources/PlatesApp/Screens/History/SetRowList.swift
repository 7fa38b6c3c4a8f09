import PlatesCore
import TermUI

/// Draws rows of sets grouped by day (history, exercise detail): day headers with the workout
/// label and the day's exercises, set rows with time, exercise and the set. The selected row's
/// leading part is reversed (the day's date, or a set's time and exercise), not the whole line:
/// moving the selection then rewrites two short runs of text (≤ 150 bytes a key).
enum SetRowList {
    static func render(
        _ rows: [SetRow], cursor: ListCursor, hasMore: Bool, state: AppState, context: ViewContext, showExercise: Bool,
        in area: Rect, into buffer: inout Buffer
    ) {
        let f = state.formatter
        var cursor = cursor
        cursor.clamp(count: rows.count, visible: area.height)
        for (line, index) in (cursor.offset..<min(rows.count, cursor.offset + area.height)).enumerated() {
            let y = area.y + line
            let row = Rect(x: area.x, y: y, width: area.width, height: 1)
            var spans: [Span]
            var lead = 0  // How many spans the selection reverses.
            switch rows[index] {
            case .day(let day, let expanded):
                spans = [Span(showExercise ? (expanded ? "▾ " : "▸ ") : "", Theme.dim), Span(context.day(day.day), Theme.bold)]
                lead = 2
                // A workout label describes the whole day: history shows it, one exercise's list does not.
                var named: Set<String> = []
                if showExercise {
                    // The day's workouts, with how long each took (SPEC 8).
                    for w in state.training.workouts(on: day, calendar: context.calendar) {
                        spans.append(Span("  " + w.name, Theme.bold))
                        spans.append(Span(w.isOpen ? " (open)" : " " + DurationText.workout(w.duration(now: context.now)), Theme.dim))
                        named.insert(w.name.lowercased())
                    }
                }
                // The day's label ("Push") only when no workout already says it.
                if showExercise, let label = day.label, !named.contains(label.lowercased()) {
                    spans.append(Span("  " + label, Theme.primary.with(.bold)))
                }
                spans.append(Span("  \(day.setCount) set\(day.setCount == 1 ? "" : "s")", Theme.dim))
                if showExercise, day.volumeKg > 0 { spans.append(Span(" · \(f.kilograms(day.volumeKg, decimals: 0))", Theme.dim)) }
                if showExercise {
                    let names = day.exerciseIds.compactMap { state.exercise($0)?.name }
                    spans.append(Span("  " + names.joined(separator: ", ")))
                }
            case .set(let set):
                let e = state.exercise(set.exerciseId)
                spans = [Span("    " + context.time(set.date), Theme.dim), Span("  ")]
                lead = 1
                if showExercise, let e {
                    spans.append(Span(TextLayout.fit(e.name, to: min(22, max(8, area.width / 4))), Theme.muscle(e.muscleGroup)))
                    spans.append(Span("  "))
                    lead = 3
                }
                spans.append(Span(f.describe(set, bodyWeight: e?.usesBodyWeight ?? false)))
                if let notes = set.notes { spans.append(Span("  " + notes, Theme.dim)) }
            }
            Paragraph(lines: [spans]).render(in: row, into: &buffer)
            if index == cursor.selected {
                let width = DisplayWidth.ofTrimmed(spans.prefix(lead).map(\.text).joined())
                buffer.setStyle(Theme.selected, in: Rect(x: area.x, y: y, width: max(1, width), height: 1).intersection(row))
            }
        }
        if hasMore, rows.count - cursor.offset < area.height {
            // Not a spinner: it never moved, and looked like a load that never ended.
            buffer.write("↓ more sets: keep scrolling", at: Point(x: area.x, y: area.y + rows.count - cursor.offset), style: Theme.dim, clip: area)
        }
    }
}
