import PlatesCore
import TermUI

/// The exercise list: a search box, muscle-group tabs, and one row per exercise with its stats.
public enum ExerciseListScreen {
    /// Rows of exercises that fit (the search box, tabs and header take three).
    public static func listRows(_ size: Size) -> Int { max(1, size.height - 2 - 3) }

    public static func render(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        let s = state.exercises
        let (searchRow, afterSearch) = area.splitTop(1)
        let (tabsRow, listArea) = afterSearch.splitTop(1)
        let label = "Search "
        buffer.write(label, at: Point(x: searchRow.x, y: searchRow.y), style: s.searching ? Theme.bold : Theme.dim, clip: searchRow)
        let input = Rect(x: searchRow.x + label.count, y: searchRow.y, width: min(40, searchRow.width - label.count), height: 1)
        TextInput(s.search, focused: s.searching, placeholder: "/ to search", style: s.searching ? Style(attributes: .underline) : Theme.dim)
            .render(in: input, into: &buffer)
        Tabs(
            titles: ExerciseListState.tabTitles, shortTitles: ExerciseListState.tabTitles.map { $0 == "Shoulders" ? "Shoul." : $0 }, selected: s.tab,
            titleStyles: [nil] + MuscleGroup.allCases.map { Theme.muscle($0) }
        )
        .render(in: tabsRow, into: &buffer)

        guard !AppView.placeholder(state.summaries, what: "exercises", frame: state.spinnerFrame, in: listArea, into: &buffer),
            let all = state.summaries.value
        else { return }
        let rows = s.visible(all, aliases: state.exerciseAliases)
        if rows.isEmpty {
            let why = s.search.isEmpty ? "No \(s.group?.rawValue ?? "") exercises yet." : "No exercise matches ‘\(s.search.text)’."
            Paragraph(lines: [[Span(why)], [Span("a", Theme.bold), Span(" adds one.")]]).render(in: listArea.splitTop(3).1, into: &buffer)
            return
        }
        let f = state.formatter
        let wide = listArea.width >= 70
        // Width beyond 80 columns goes to the value columns first, up to what they hold, and the
        // name takes the rest (at 120 columns the values stayed cut, "BW + 7.5 kg ×…").
        let extra = max(0, listArea.width - 78)
        let valueWidth = 15 + min(extra / 3, 7)
        let prWidth = (wide ? 14 : 12) + min(extra / 3, 8)
        var columns = [Table.Column("Exercise", .flex(min: 10)), Table.Column("Group", .fixed(9)), Table.Column("", .fixed(1))]
        if wide { columns.append(Table.Column("Last session", .fixed(valueWidth))) }
        columns += [Table.Column("Last set", .fixed(valueWidth)), Table.Column("PR", .fixed(prWidth))]
        let tableRows = rows.map { r -> Table.Row in
            let e = r.exercise
            let bw = e.usesBodyWeight
            var cells = [e.name, e.muscleGroup.rawValue, e.pinnedNote == nil ? "" : "✎"]
            if wide { cells.append(r.lastSessionTopSet.map { f.describe($0, bodyWeight: bw) } ?? "—") }
            cells.append(r.lastSet.map { f.describe($0, bodyWeight: bw) } ?? "—")
            cells.append(
                r.currentRecord.map {
                    $0.target.reps == nil
                        ? f.measure($0, of: e) : "\($0.targetReps)RM " + (f.load($0.set, bodyWeight: bw) ?? "") + (bw ? " × \($0.set.reps ?? 0)" : "")
                } ?? "—")
            return Table.Row(cells, styles: [nil, Theme.muscle(e.muscleGroup), Theme.primary])
        }
        // A value column no wider than its widest value (or title) and a space: the rest goes to
        // the name ("Incline Dumbbell Pre…" at 100 columns beside 22-column columns of "—").
        for i in 3..<columns.count {
            guard case .fixed(let most) = columns[i].width else { continue }
            let widest = tableRows.reduce(DisplayWidth.of(columns[i].title)) { max($0, DisplayWidth.of($1.cells[i])) }
            columns[i].width = .fixed(min(most, widest + 1))
        }
        Table(
            columns: columns, rows: tableRows, selected: s.cursor.selected, offset: s.cursor.offset, headerStyle: Theme.bold.with(.underline),
            highlight: .firstColumn
        )
        .render(in: listArea, into: &buffer)
    }
}
