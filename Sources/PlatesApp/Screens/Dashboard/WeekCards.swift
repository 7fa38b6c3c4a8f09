import PlatesCore
import TermUI

/// The dashboard's lower cards on a tall terminal: this week by muscle group with each group's
/// last twelve weeks of work sets, and consistency (weeks in a row, sessions against last week).
/// At 80×24 the dashboard stays as it was.
extension DashboardScreen {
    /// The cards' height, borders included: a line per muscle group trained, at least the
    /// consistency card's six.
    static func weekHeight(_ state: AppState) -> Int {
        max(6, state.weekReport.value.map(groupRows)?.count ?? 0) + 2
    }

    /// The groups the card lists: trained this week or in the weeks before it, this week's most first.
    static func groupRows(_ r: TrainingReport) -> [MuscleGroup] {
        guard let weeks = r.groupWeeks else { return r.groups.map(\.muscleGroup) }
        let listed = weeks.groups
        return listed + r.groups.map(\.muscleGroup).filter { !listed.contains($0) }
    }

    /// Whether the dashboard has room for the week cards at this terminal size: wide enough for two
    /// cards side by side, and tall enough to keep the PRs' card above them.
    public static func showsWeek(_ size: Size) -> Bool {
        let content = AppView.contentArea(size)
        return content.width >= 70 && content.height >= 30
    }

    static func weekCards(_ state: AppState, in area: Rect, into buffer: inout Buffer) {
        let (left, right) = area.splitLeft(area.width / 2)
        switch state.weekReport {
        case .idle, .loading(nil):
            panel("This week by muscle group", [[Span("loading…", Theme.dim)]], in: left, into: &buffer)
            panel("Consistency", [[Span("loading…", Theme.dim)]], in: right, into: &buffer)
        case .failed(let error, nil):
            panel("This week by muscle group", [[Span(error.message, Theme.dim)]], in: left, into: &buffer)
            panel("Consistency", [], in: right, into: &buffer)
        default:
            guard let r = state.weekReport.value else { return }
            let title = r.groupWeeks == nil ? "This week by muscle group" : "This week by muscle group · work sets, \(GroupWeeks.count) weeks"
            panel(title, groupLines(r, state.formatter, width: left.width - 4, rows: area.height - 2), in: left, into: &buffer)
            panel("Consistency", consistencyLines(r, state.formatter, width: right.width - 4), in: right, into: &buffer)
        }
    }

    /// `Chest        12  ▃▅▆▅▇▆▅▆▇█▇▆  5875 kg`: this week's work sets, the twelve weeks' (one
    /// character a week, this week last, one scale for every group: a blank is a week without),
    /// and this week's volume; the most work sets this week first.
    static func groupLines(_ r: TrainingReport, _ f: SetFormatter, width: Int, rows: Int) -> [[Span]] {
        if let weeks = r.groupWeeks, !weeks.sets.isEmpty { return weekLines(r, weeks, f, rows: rows) }
        guard !r.groups.isEmpty else { return [[Span("No sets yet this week.", Theme.dim)]] }
        let most = max(1, r.groups.map(\.sets).max() ?? 1)
        let barWidth = max(4, min(20, width - 32))
        return r.groups.prefix(rows).map { g in
            let filled = g.sets == 0 ? 0 : max(1, g.sets * barWidth / most)
            // As the dashboard writes volume elsewhere ("4008 kg volume"): no thousands separator,
            // which would read as a decimal comma.
            let volume = f.kilograms(g.volumeKg, decimals: 0)
            return [
                Span(TextLayout.fit(g.muscleGroup.rawValue, to: 10) + " ", Theme.muscle(g.muscleGroup)),
                Span(TextLayout.fit("\(g.sets)", to: 3, alignRight: true) + " "),
                Span(String(repeating: f.ascii ? "#" : "█", count: filled), Theme.muscle(g.muscleGroup)),
                Span(String(repeating: " ", count: barWidth - filled) + "  " + volume, Theme.dim),
            ]
        }
    }

    static func weekLines(_ r: TrainingReport, _ weeks: GroupWeeks, _ f: SetFormatter, rows: Int) -> [[Span]] {
        let thisWeek = Dictionary(r.groups.map { ($0.muscleGroup, $0) }, uniquingKeysWith: { a, _ in a })
        return groupRows(r).prefix(rows).map { group in
            let spark = weeks.bars(group, ascii: f.ascii)
            let now = thisWeek[group]
            return [
                Span(TextLayout.fit(group.rawValue, to: 10) + " ", Theme.muscle(group)),
                Span(TextLayout.fit("\(now?.sets ?? 0)", to: 3, alignRight: true) + "  "),
                Span(spark, Theme.muscle(group)),
                Span("  " + (now.map { f.kilograms($0.volumeKg, decimals: 0) } ?? "—"), Theme.dim),
            ]
        }
    }

    /// Training days the recent workouts' card lists: as many as its three lines.
    public static let recentDays = 3

    /// `Fri 20 Nov  Pull · 17 sets · 4275 kg`.
    static func recentLine(_ day: DaySummary, _ f: SetFormatter, _ context: ViewContext) -> [Span] {
        let dot = f.ascii ? "-" : "·"
        var spans = [Span(TextLayout.fit(context.day(day.day), to: 10) + "  ", Theme.dim)]
        if let label = day.label { spans += [Span(label, Theme.primary.with(.bold)), Span(" \(dot) ")] }
        return spans + [
            Span("\(day.setCount) set\(day.setCount == 1 ? "" : "s")", Theme.bold), Span(" \(dot) \(f.kilograms(day.volumeKg, decimals: 0))"),
        ]
    }

    static func consistencyLines(_ r: TrainingReport, _ f: SetFormatter, width: Int) -> [[Span]] {
        let dot = f.ascii ? "-" : "·"
        var lines: [[Span]] = [
            [Span("\(r.streak.weeks)", Theme.bold), Span(" week\(r.streak.weeks == 1 ? "" : "s") in a row with \(r.streak.goal)+ sessions")],
            [Span("\(r.sessions)", Theme.bold), Span(" session\(r.sessions == 1 ? "" : "s") this week \(dot) \(r.previousSessions) last week")],
            [
                Span("\(NumberText.grouped(r.workSets))", Theme.bold), Span(" work set\(r.workSets == 1 ? "" : "s") \(dot) \(r.previousWorkSets) last week"),
            ],
        ]
        lines.append([
            Span("\(r.workoutsThisMonth)", Theme.bold), Span(" workout\(r.workoutsThisMonth == 1 ? "" : "s") this month \(dot) "),
            Span("\(r.workoutsThisYear)", Theme.bold), Span(" this year"),
        ])
        if let top = r.exercises.first {
            let best = top.best.map { " \(dot) best " + f.describe($0, bodyWeight: top.exercise.usesBodyWeight) } ?? ""
            lines.append([Span("Most trained: "), Span(TextSanitizer.clean(top.exercise.name), Theme.muscle(top.exercise.muscleGroup)), Span(best)])
        }
        lines.append([Span("plates report --month, --year: the same for longer", Theme.dim)])
        return lines
    }
}
