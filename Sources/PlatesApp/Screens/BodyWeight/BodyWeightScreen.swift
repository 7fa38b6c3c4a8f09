import Foundation
import PlatesCore
import TermUI

/// Body weight: stat cards (starting, change, current, goal), a chart of the weigh-ins as dots with
/// their 7-day average as the line and the goal dashed, and the entries.
public enum BodyWeightScreen {
    struct Layout {
        var cards: Rect
        var chart: Rect
        var list: Rect
    }

    static func layout(_ area: Rect) -> Layout {
        let (cards, rest) = area.splitTop(3)
        let chartHeight = rest.height >= 12 ? max(6, rest.height / 2) : 0
        let (chart, list) = rest.splitTop(chartHeight)
        return Layout(cards: cards, chart: chart, list: list)
    }

    /// Entry rows that fit (inside the border, under the header).
    public static func listRows(_ size: Size) -> Int {
        max(1, layout(Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)).list.height - 3)
    }

    public static func render(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        let l = layout(area)
        let f = state.formatter
        let bw = state.bodyWeight
        if !AppView.placeholder(bw.stats, what: "body weight", frame: state.spinnerFrame, in: l.cards, into: &buffer), let s = bw.stats.value {
            // A mark besides the colour: under NO_COLOR colour says nothing.
            let roomy = l.cards.width / 4 >= 30
            let mark = s.isProgressGood.map { $0 ? " ✓" : " ✗" } ?? ""
            let verdict = mark + (roomy ? s.goalVerdict.map { " " + $0 } ?? "" : "")
            let change: String = s.change.map { ($0 > 0 ? "+" : $0 < 0 ? "−" : "±") + f.computed(abs($0), s.unit) + verdict } ?? "—"
            let changeStyle = s.isProgressGood == true ? Theme.success : s.isProgressGood == false ? Theme.danger : Style.plain
            let cards: [(String, String, Style)] = [
                ("Starting", s.starting.map { f.computed($0, s.unit) } ?? "—", Theme.bold),
                ("Change", change, changeStyle.with(.bold)),
                ("Current", s.current.map { f.computed($0, s.unit) } ?? "—", Theme.bold),
                ("Goal · t", s.goal.map { f.computed($0, s.unit) } ?? "none", Theme.bold),
            ]
            let width = l.cards.width / cards.count
            for (i, card) in cards.enumerated() {
                let box = Rect(x: l.cards.x + i * width, y: l.cards.y, width: i == cards.count - 1 ? l.cards.width - i * width : width, height: 3)
                Block(title: card.0, titleStyle: Theme.dim).render(in: box, into: &buffer)
                let inner = Block.inner(box)
                buffer.write(TextLayout.truncate(card.1, to: inner.width - 1), at: Point(x: inner.x + 1, y: inner.y), style: card.2, clip: inner)
            }
        }
        let entries = bw.entries.value?.items ?? []
        if !l.chart.isEmpty {
            let title = "Weight · dots: weigh-ins · line: \(BodyWeightTrend.days)-day average · goal dashed"
            Block(title: title, titleStyle: Theme.heading).render(in: l.chart, into: &buffer)
            let inner = Block.inner(l.chart)
            if !AppView.placeholder(bw.entries, what: "entries", frame: state.spinnerFrame, in: inner, into: &buffer) {
                let ordered = entries.reversed()
                // The trend as the line, each weigh-in a dot around it (the entries loaded: the
                // newest page, the chart's span).
                let trend = BodyWeightTrend.movingAverage(entries, unit: f.unit, calendar: context.calendar)
                let chart = LineChart(
                    points: trend.map { (x: $0.day.timeIntervalSince1970 / 86_400, y: $0.value) },
                    goal: bw.stats.value?.goal,
                    formatY: { NumberText.format($0, decimals: 1) + " " + f.unit.rawValue },
                    xLabels: (ordered.first.map { context.axisDay($0.date) } ?? "", ordered.last.map { context.axisDay($0.date) } ?? ""),
                    lineStyle: Theme.primary, goalStyle: Theme.success, emptyText: "No entries yet · a adds one",
                    marks: ordered.map {
                        (
                            x: LocalDay.interval(of: $0.date, calendar: context.calendar).start.timeIntervalSince1970 / 86_400,
                            y: $0.unit.convert($0.weight, to: f.unit)
                        )
                    },
                    markStyle: Theme.dim, minimumSpan: BodyWeightTrend.chartSpan(f.unit))
                chart.render(in: Rect(x: inner.x + 1, y: inner.y, width: inner.width - 1, height: inner.height), into: &buffer)
            }
        }
        let total = bw.entries.value?.total ?? 0
        Block(title: "Entries · \(total)", titleStyle: Theme.heading).render(in: l.list, into: &buffer)
        let inner = Block.padded(l.list)
        guard !AppView.placeholder(bw.entries, what: "entries", frame: state.spinnerFrame, in: inner, into: &buffer) else { return }
        guard !entries.isEmpty else {
            Paragraph(lines: [[Span("No entries yet. "), Span("a", Theme.bold), Span(" adds today's weight.")]]).render(in: inner, into: &buffer)
            return
        }
        // A day with more than one weigh-in shows each one's time, so the entries can be told apart.
        // Each day named once (a calendar reading each, a hundred entries a frame).
        let days = entries.map { context.day($0.date) }
        var perDay: [String: Int] = [:]
        for day in days { perDay[day, default: 0] += 1 }
        let dates = zip(entries, days).map { e, day in perDay[day, default: 0] > 1 ? day + " " + context.time(e.date) : day }
        let rows = zip(entries, dates).map { e, date in
            Table.Row([date, f.weight(e.weight, e.unit), e.notes ?? ""])
        }
        let dateWidth = max(14, dates.map { DisplayWidth.of($0) }.max() ?? 0)
        Table(
            columns: [.init("Date", .fixed(dateWidth)), .init("Weight", .fixed(10), alignRight: true), .init("Notes", .flex(min: 4))],
            rows: rows, selected: bw.cursor.selected, offset: bw.cursor.offset, headerStyle: Theme.bold.with(.underline),
            highlight: .firstColumn
        )
        .render(in: inner, into: &buffer)
    }
}
