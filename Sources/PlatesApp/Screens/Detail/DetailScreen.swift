import Foundation
import PlatesCore
import TermUI

/// One exercise: pinned note, last set, the PR table with e1RM and its rep-target selector, the
/// progress chart for that rep target, and the set history by date.
public enum DetailScreen {
    struct Layout {
        var header: Rect
        var top: Rect
        var history: Rect
    }

    /// The header takes three rows; records and chart eight when there is room (nine on a tall
    /// terminal: the rep records' line); history the rest.
    static func layout(_ area: Rect) -> Layout {
        let (header, rest) = area.splitTop(3)
        let (top, history) = rest.splitTop(rest.height >= 30 ? 9 : rest.height >= 14 ? 8 : 0)
        return Layout(header: header, top: top, history: history)
    }

    /// Rows of the set history that fit.
    public static func listRows(_ size: Size) -> Int {
        max(1, layout(Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)).history.height - 2)
    }

    public static func render(_ state: AppState, _ d: DetailState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        guard let summary = state.summary(d.exerciseId) else {
            _ = AppView.placeholder(state.summaries, what: "the exercise", frame: state.spinnerFrame, in: area, into: &buffer)
            return
        }
        let e = summary.exercise
        let f = state.formatter
        let l = layout(area)
        var title = [Span(e.name, Theme.muscle(e.muscleGroup).with(.bold)), Span(" · \(e.muscleGroup.rawValue) · \(e.exerciseType.rawValue)", Theme.dim)]
        if e.usesBodyWeight { title.append(Span(" · body weight", Theme.dim)) }
        if !e.isBase { title.append(Span(" · custom", Theme.dim)) }
        // The other names it answers to (a name merged into it, an import's mapping): they log
        // here, so they are shown where the exercise is.
        let others = ExerciseAlias.names(of: e.id, in: state.exerciseAliases)
        if !others.isEmpty { title.append(Span(" · also \(others.joined(separator: ", "))", Theme.dim)) }
        let note: [Span] = e.pinnedNote.map { [Span("✎ ", Theme.primary), Span($0, Theme.primary)] } ?? [Span("No pinned note · n adds one", Theme.dim)]
        let last: [Span] =
            summary.lastSet.map {
                [
                    Span("Last set "), Span(f.describe($0, bodyWeight: e.usesBodyWeight), Theme.bold),
                    Span(" · \(context.relativeDay($0.date)) \(context.time($0.date))", Theme.dim),
                ]
            } ?? [Span("No sets yet · l logs one", Theme.dim)]
        Paragraph(lines: [title, note, last]).render(in: l.header, into: &buffer)

        if !l.top.isEmpty {
            // A hold's or a run's records take what their rows need from 80 columns on, 41 at
            // least: the record, its figure and its day ("Fastest 500 m–2 km 1:52.5 /500m 14 Nov
            // 26", 45); the chart keeps 32 at least.
            let half =
                e.exerciseType == .strength || l.top.width < 78
                ? l.top.width / 2 : max(l.top.width / 2, min(measureRecordsWidth(d.records.value ?? [], e, f, height: l.top.height), l.top.width - 32))
            let (left, right) = l.top.splitLeft(min(e.exerciseType == .strength ? 44 : 56, half))
            renderRecords(d, e, f, context, in: left, into: &buffer, frame: state.spinnerFrame)
            renderChart(d, e, f, context, in: right, into: &buffer, frame: state.spinnerFrame)
        }
        renderHistory(state, d, e, f, context, in: l.history, into: &buffer)
    }

    static func renderRecords(_ d: DetailState, _ e: Exercise, _ f: SetFormatter, _ context: ViewContext, in area: Rect, into buffer: inout Buffer, frame: Int)
    {
        Block(title: "Records", titleStyle: Theme.heading).render(in: area, into: &buffer)
        let inner = Block.padded(area)
        guard !AppView.placeholder(d.records, what: "records", frame: frame, in: inner, into: &buffer), let records = d.records.value else { return }
        guard e.exerciseType == .strength else { return renderMeasureRecords(records, e, f, context, in: inner, into: &buffer) }
        var rows = DetailState.targets.map { target -> Table.Row in
            let mark = target == d.prTarget ? "▸" : " "
            guard let r = records.first(where: { $0.targetReps == target }) else { return Table.Row([mark, "\(target)RM", "—", "", ""]) }
            let load = (f.load(r.set, bodyWeight: e.usesBodyWeight) ?? "") + " × \(r.set.reps ?? 0)"
            return Table.Row([mark, "\(target)RM", load, context.axisDay(r.set.date), f.oneRepMax(r.set, bodyWeight: e.usesBodyWeight) ?? ""])
        }
        // Where the room is short the record itself stays whole: the e1RM goes first, then the
        // day (at 60 columns the best was cut, "90 kg ×…", and the e1RM clipped at the edge).
        var columns: [Table.Column] = [.init("", .fixed(1)), .init("RM", .fixed(4)), .init("Best", .flex(min: 8))]
        var kept = [0, 1, 2]
        var room = inner.width - 1 - 4 - 2 - rows.reduce(8) { max($0, DisplayWidth.of($1.cells[2])) }
        for (i, column, width) in [(3, Table.Column("Date", .fixed(9)), 9), (4, Table.Column("e1RM", .fixed(8), alignRight: true), 8)]
        where room >= width + 1 {
            columns.append(column)
            kept.append(i)
            room -= width + 1
        }
        rows = rows.map { row in Table.Row(kept.map { row.cells[$0] }, styles: row.styles) }
        let table = Table(
            columns: columns,
            rows: rows, selected: DetailState.targets.firstIndex(of: d.prTarget), headerStyle: Theme.bold.with(.underline),
            selectedStyle: Theme.bold)
        let (tableArea, below) = inner.splitTop(DetailState.targets.count + 1)
        table.render(in: tableArea, into: &buffer)
        // Rep records at each weight, where a row is left for them.
        let repSets = PersonalRecords.repRecordSets(records)
        guard below.height > 0, !repSets.isEmpty else { return }
        let times = f.ascii ? "x" : "×"
        let text = repSets.map { "\(f.load($0, bodyWeight: e.usesBodyWeight) ?? "") \(times) \($0.reps ?? 0)" }.joined(separator: f.ascii ? " - " : " · ")
        buffer.write(TextLayout.fit("Rep records " + text, to: below.width), at: Point(x: below.x, y: below.y), style: Theme.dim, clip: below)
    }

    /// A timed or cardio exercise's records, one row each: what it is, its figure, the day.
    static func renderMeasureRecords(
        _ records: [PersonalRecord], _ e: Exercise, _ f: SetFormatter, _ context: ViewContext, in inner: Rect, into buffer: inout Buffer
    ) {
        guard !records.isEmpty else {
            let what = e.exerciseType == .timed ? "a hold (60s)" : "a distance and a time (5km 25:00)"
            buffer.write("No records yet · l logs \(what)", at: Point(x: inner.x, y: inner.y), style: Theme.dim, clip: inner)
            return
        }
        let room = inner.height - 1
        let (shown, hidden) = shownMeasureRows(records, f, of: e, room: room)
        let labelWidth = shown.map { DisplayWidth.of($0.label) }.max() ?? 12
        let measureWidth = shown.map { DisplayWidth.of(f.measure($0.record, of: e)) }.max() ?? 4
        let bestWidth = min(13, measureWidth)
        // Beside the chart there is room for the record, its figure and its day; a run's whole set
        // too from 52 columns (a hold's figure is its set already). Where the record and its
        // figure would be cut, the day goes ("Heaviest 30 s h… +10 kg…" at 80 columns).
        let withSet = inner.width >= 52 && e.exerciseType == .cardio
        let withDate = withSet || inner.width >= labelWidth + measureWidth + 9 + 2
        let rows = shown.map { row -> Table.Row in
            let r = row.record
            let set = withSet ? [f.describe(r.set, bodyWeight: e.usesBodyWeight)] : []
            return Table.Row([row.label, f.measure(r, of: e)] + set + (withDate ? [context.axisDay(r.set.date)] : []))
        }
        if hidden > 0 {
            let text = TextLayout.fit("+\(hidden) more: plates prs lists them", to: inner.width)
            buffer.write(text, at: Point(x: inner.x, y: inner.y + room), style: Theme.dim, clip: inner)
        }
        let setColumn: [Table.Column] = withSet ? [.init("Set", .flex(min: 8))] : []
        let dateColumn: [Table.Column] = withDate ? [.init("Date", .fixed(9))] : []
        Table(
            columns: [
                .init("Record", .fixed(min(labelWidth, withSet ? inner.width / 3 : inner.width - min(8, bestWidth) - 1 - (withDate ? 10 : 0)))),
                .init("Best", withSet ? .fixed(max(4, bestWidth)) : .flex(min: min(8, bestWidth))),
            ] + setColumn + dateColumn, rows: rows, selected: nil,
            headerStyle: Theme.bold.with(.underline), selectedStyle: Theme.bold
        ).render(in: inner, into: &buffer)
    }

    /// The width a timed or cardio exercise's records box needs to give each row its day: the
    /// widest record and figure, the day, and the box's borders and gaps (41 at least).
    static func measureRecordsWidth(_ records: [PersonalRecord], _ e: Exercise, _ f: SetFormatter, height: Int) -> Int {
        let rows = shownMeasureRows(records, f, of: e, room: Block.padded(Rect(x: 0, y: 0, width: 0, height: height)).height - 1).rows
        let label = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        let figure = rows.map { DisplayWidth.of(f.measure($0.record, of: e)) }.max() ?? 0
        return max(41, label + figure + 9 + 2 + 4)
    }

    /// The rows the box has room for, and how many more there are: rows past the box are counted
    /// on its last row, never dropped unsaid.
    static func shownMeasureRows(
        _ records: [PersonalRecord], _ f: SetFormatter, of e: Exercise, room: Int
    ) -> (rows: [(label: String, record: PersonalRecord)], hidden: Int) {
        let rows = measureRows(records, f, of: e)
        let hidden = rows.count > room && room >= 2 ? rows.count - room + 1 : 0
        return (hidden > 0 ? Array(rows.prefix(room - 1)) : rows, hidden)
    }

    /// The rows of a timed or cardio exercise's records: one a record, but paces that one set
    /// holds in a row read as one ("Fastest 500 m–2 km": a 2 km row is the fastest 500 m, 1 km and
    /// 2 km, three rows of the five the box has).
    static func measureRows(_ records: [PersonalRecord], _ f: SetFormatter, of exercise: Exercise) -> [(label: String, record: PersonalRecord)] {
        var rows: [(first: RecordTarget, last: RecordTarget, record: PersonalRecord)] = []
        for r in records {
            if r.target.isPace, let previous = rows.last, previous.last.isPace, previous.record.set.id == r.set.id,
                f.measure(previous.record, of: exercise) == f.measure(r, of: exercise)
            {
                rows[rows.count - 1].last = r.target
            } else {
                rows.append((r.target, r.target, r))
            }
        }
        return rows.map { row in
            var label = row.first.label
            if case .fastest(let to) = row.last, row.last != row.first {
                // One unit said once: "1–5 km", "500 m–2 km".
                let end = RecordTarget.distanceName(to)
                if let unit = ["km", "m"].first(where: { end.hasSuffix(" " + $0) && label.hasSuffix(" " + $0) }) { label.removeLast(unit.count + 1) }
                label += (f.ascii ? "-" : "–") + end
            }
            return (label.prefix(1).uppercased() + label.dropFirst(), row.record)
        }
    }

    static func renderChart(_ d: DetailState, _ e: Exercise, _ f: SetFormatter, _ context: ViewContext, in area: Rect, into buffer: inout Buffer, frame: Int) {
        let switchable = ProgressMeasure.charts(for: e, minReps: d.prTarget).count > 1
        let look = ChartLook(d.chart, e, f, switchable: switchable, points: d.progress.value ?? [], context: context)
        Block(title: look.title, titleStyle: Theme.heading).render(in: area, into: &buffer)
        let inner = Block.inner(area)
        guard !AppView.placeholder(d.progress, what: "progress", frame: frame, in: inner, into: &buffer), let points = d.progress.value else { return }
        let chart = LineChart(
            points: points.map { (x: $0.day.timeIntervalSince1970 / 86_400, y: look.y($0.value)) },
            formatY: look.formatY,
            xLabels: (points.first.map { context.axisDay($0.day) } ?? "", points.last.map { context.axisDay($0.day) } ?? ""),
            lineStyle: Theme.muscle(e.muscleGroup), emptyText: look.empty)
        chart.render(in: Rect(x: inner.x + 1, y: inner.y, width: inner.width - 1, height: inner.height), into: &buffer)
    }

    static func renderHistory(
        _ state: AppState, _ d: DetailState, _ e: Exercise, _ f: SetFormatter, _ context: ViewContext, in area: Rect, into buffer: inout Buffer
    ) {
        let total = d.sets.value?.total ?? 0
        Block(title: "Sets · \(total)", titleStyle: Theme.heading).render(in: area, into: &buffer)
        let inner = Block.padded(area)
        guard !AppView.placeholder(d.sets, what: "sets", frame: state.spinnerFrame, in: inner, into: &buffer), let list = d.sets.value else { return }
        guard !list.items.isEmpty else {
            buffer.write("No sets yet · l logs one", at: Point(x: inner.x, y: inner.y), style: Theme.dim, clip: inner)
            return
        }
        let rows = state.detailRows(d, calendar: context.calendar)
        SetRowList.render(rows, cursor: d.cursor, hasMore: list.hasMore, state: state, context: context, showExercise: false, in: inner, into: &buffer)
    }
}
