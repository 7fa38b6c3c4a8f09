import PlatesCore
import TermUI

/// The workout picker (`w`): an empty workout, then the user's routines and the shipped ones,
/// each with its exercises and how many sets it plans.
public enum WorkoutPickerScreen {
    public static func render(_ state: AppState, _ p: WorkoutPickerState, in area: Rect, into buffer: inout Buffer) {
        let width = min(72, area.width - 2)
        let innerWidth = max(1, width - 4)
        var lines: [[Span]] = []
        let routines = state.training.routines.value ?? []
        if let open = state.training.open {
            lines.append([Span("Starting finishes ‘\(open.name)’ (open).", Theme.dim)])
        }
        let names = Dictionary((state.summaries.value ?? []).map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { a, _ in a })
        var rows: [(String, String, String)] = [("Empty workout", "", "log any exercise")]
        for r in routines {
            let planned = r.entries.reduce(0) { $0 + $1.sets }
            let exercises = r.entries.compactMap { names[$0.exerciseId] }.joined(separator: ", ")
            rows.append((r.name, r.isShipped ? "shipped" : "", "\(planned) set\(planned == 1 ? "" : "s") · " + exercises))
        }
        // Rows that fit: the dialog keeps its border and the lines above.
        let room = max(1, area.height - 4 - lines.count - (p.error == nil ? 0 : 2) - (p.confirmDelete == nil ? 0 : 2))
        let first = max(0, min(p.selected - room + 1, rows.count - room))
        for (i, row) in rows.enumerated().dropFirst(first).prefix(room) {
            let chosen = i == p.selected
            let name = TextLayout.fit(row.0, to: 16)
            let tag = row.1.isEmpty ? "" : " " + row.1
            let rest = TextLayout.fit(row.2, to: max(0, innerWidth - 2 - DisplayWidth.of(name) - tag.count - 2))
            lines.append([
                Span(chosen ? "▸ " : "  ", chosen ? Theme.selected : .plain), Span(name, chosen ? Theme.selected : Theme.bold),
                Span(tag, Theme.dim), Span("  " + rest, Theme.dim),
            ])
        }
        if state.training.routines.value == nil {
            lines += AppView.awaitedLines(
                "routines", list: "routines", failed: state.training.routines.error, held: state.typeAhead?.awaiting == .routines ? state.typeAhead : nil,
                spinner: state.spinnerFrame, width: innerWidth)
        }
        if let id = p.confirmDelete, let r = routines.first(where: { $0.id == id }) {
            lines.append([])
            lines.append([Span("d again deletes ‘\(r.name)’ (its workouts stay); any other key keeps it.", Theme.danger)])
        }
        if let error = p.error {
            lines.append([])
            lines += TextLayout.wrap(error, to: innerWidth).map { [Span($0, Theme.danger)] }
        }
        if p.starting { lines.append([Span("Starting…", Theme.dim)]) }
        Dialog(title: "Start a workout", lines: lines, innerWidth: innerWidth).render(in: area, into: &buffer)
    }
}
