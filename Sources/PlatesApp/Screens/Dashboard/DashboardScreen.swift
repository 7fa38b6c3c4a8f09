import Foundation
import PlatesCore
import TermUI

/// Today at a glance: today's sets, the last workout, this week, body weight, recent PRs; on a
/// tall terminal also the week by muscle group and consistency (`WeekCards`), and taller still
/// the calendar of training days (`CalendarCard`).
public enum DashboardScreen {
    public static func render(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        guard !AppView.placeholder(state.dashboard, what: "the dashboard", frame: state.spinnerFrame, in: area, into: &buffer),
            let d = state.dashboard.value
        else { return }
        let f = state.formatter
        // Named from the dashboard's own answer: the frame needs no other load.
        let named = { (id: String) in d.exercise(id) ?? state.exercise(id) }
        let wide = area.width >= 70
        var rest = area
        if state.dashboard.error != nil { rest = rest.splitTop(1).1 }

        // With a workout open, `w` goes back to it (its line below): the hint names only `l`.
        let startHint = state.training.open == nil ? [Span(" logs a set · "), Span("w", Theme.bold), Span(" starts a workout.")] : [Span(" logs a set.")]
        var today = dayLines(d.today, named, f, empty: [[Span("Nothing logged yet today.")], [Span("l", Theme.bold)] + startHint])
        if let open = state.training.open {
            // The workout being trained comes first: where `w` goes back to, and `F` ends.
            today.insert(
                [Span("▶ ", Theme.primary), Span(open.name, Theme.bold), Span(" since \(context.time(open.startedAt)) · w continues · F finishes", Theme.dim)],
                at: 0)
        }
        var last = d.lastWorkout.map { dayLines($0, named, f, empty: []) } ?? [[Span("No earlier workout yet.", Theme.dim)]]
        let week = [[Span("\(d.trainingDaysThisWeek)", Theme.bold), Span(" training day\(d.trainingDaysThisWeek == 1 ? "" : "s") since Monday")]]
        let body = bodyWeightLines(d.bodyWeight, f)
        let todayTitle = "Today · \(context.day(context.now))"
        var lastTitle = "Last workout" + (d.lastWorkout.map { " · \(context.day($0.day))" } ?? "")
        // On a tall terminal, once the week's figures came: the last days, one line each.
        if wide, showsWeek(state.size), let days = state.weekReport.value?.recentDays, !days.isEmpty {
            lastTitle = "Recent workouts"
            last = days.map { recentLine($0, f, context) }
        }

        // A card that does not fit whole is left out, with the ones after it: never one cut in half.
        if wide {
            for (height, cards) in [(5, [(todayTitle, today), (lastTitle, last)]), (4, [("This week", week), ("Body weight", body)])] {
                guard rest.height >= height else { break }
                let (row, after) = rest.splitTop(height)
                let (left, right) = row.splitLeft(row.width / 2)
                panel(cards[0].0, cards[0].1, in: left, into: &buffer)
                panel(cards[1].0, cards[1].1, in: right, into: &buffer)
                rest = after
            }
        } else {
            for (title, lines) in [(todayTitle, today), (lastTitle, last), ("Body weight", body)] {
                guard rest.height >= lines.count + 2 else { break }
                let (box, after) = rest.splitTop(lines.count + 2)
                panel(title, lines, in: box, into: &buffer)
                rest = after
            }
        }
        let records = recordLines(d.recentRecords, sessions: state.recentSessions.value ?? [], named, f, context, width: rest.width - 4)
        if wide, showsWeek(state.size) {
            // The week's cards as tall as their lines; the PRs below take the rest.
            let (cards, after) = rest.splitTop(min(weekHeight(state), rest.height - 3))
            weekCards(state, in: cards, into: &buffer)
            rest = after
        }
        if wide, showsCalendar(state.size), rest.height >= calendarHeight + 4 {
            let (calendar, after) = rest.splitTop(calendarHeight)
            calendarCard(state, context, in: calendar, into: &buffer)
            rest = after
        }
        panel("PRs in the last 7 days", records, in: rest, into: &buffer)
    }

    static func panel(_ title: String, _ lines: [[Span]], in area: Rect, into buffer: inout Buffer) {
        guard area.height >= 3 else { return }
        Block(title: title, titleStyle: Theme.heading).render(in: area, into: &buffer)
        let inner = Block.inner(area)
        Paragraph(lines: lines).render(in: Rect(x: inner.x + 1, y: inner.y, width: inner.width - 1, height: inner.height), into: &buffer)
    }

    static func dayLines(_ day: DaySummary, _ named: (String) -> Exercise?, _ f: SetFormatter, empty: [[Span]]) -> [[Span]] {
        guard day.setCount > 0 else { return empty }
        var first = [Span("\(day.setCount) set\(day.setCount == 1 ? "" : "s")", Theme.bold)]
        // A day of pull-ups, planks or a run lifts nothing: no "0 kg volume".
        if day.volumeKg > 0 { first.append(Span(" · \(f.kilograms(day.volumeKg, decimals: 0)) volume")) }
        if let label = day.label { first = [Span(label, Theme.primary.with(.bold)), Span(" · ")] + first }
        let names = day.exerciseIds.compactMap(named)
        var second: [Span] = []
        for (i, e) in names.enumerated() {
            second.append(Span(e.name, Theme.muscle(e.muscleGroup)))
            if i < names.count - 1 { second.append(Span(", ")) }
        }
        return [first, second]
    }

    static func bodyWeightLines(_ s: BodyWeightStats, _ f: SetFormatter) -> [[Span]] {
        guard let current = s.current else { return [[Span("No entries yet: 4, then a.", Theme.dim)]] }
        var first = [Span("now "), Span(f.computed(current, s.unit), Theme.bold)]
        if let goal = s.goal { first += [Span(" · goal "), Span(f.computed(goal, s.unit), Theme.bold)] }
        guard let change = s.change else { return [first] }
        let sign = change > 0 ? "+" : change < 0 ? "−" : "±"
        let style = s.isProgressGood == true ? Theme.success : s.isProgressGood == false ? Theme.danger : Style.plain
        let verdict = s.goalVerdict.map { " (\($0))" } ?? ""
        return [first, [Span("change "), Span("\(sign)\(f.computed(abs(change), s.unit))\(verdict)", style)]]
    }

    /// One line per record-setting set, naming every rep target it holds, and one per lift whose
    /// best session volume is recent; newest first.
    static func recordLines(
        _ records: [RecentRecord], sessions: [SessionVolumeRecord.Recent], _ named: (String) -> Exercise?, _ f: SetFormatter, _ context: ViewContext, width: Int
    ) -> [[Span]] {
        guard !records.isEmpty || !sessions.isEmpty else { return [[Span("None this week. Beat a record and it shows here.", Theme.dim)]] }
        let nameWidth = min(22, max(8, width / 3))
        var bySet: [(RecentRecord, [PersonalRecord])] = []
        for r in records {
            if let i = bySet.firstIndex(where: { $0.0.record.set.id == r.record.set.id }) { bySet[i].1.append(r.record) } else { bySet.append((r, [r.record])) }
        }
        var lines: [(date: Date, spans: [Span])] = bySet.map { first, held in
            let e = named(first.exerciseId)
            return (
                first.record.set.date,
                [
                    Span(TextLayout.fit(first.exerciseName, to: nameWidth) + " ", e.map { Theme.muscle($0.muscleGroup) } ?? .plain),
                    Span(TextLayout.fit(context.relativeDay(first.record.set.date), to: 10) + " ", Theme.dim),
                    // An exercise not read yet (the list loads beside the dashboard) gets its set without targets.
                    Span(
                        e.map { f.describeRecords(of: first.record.set, held.sorted { $0.target < $1.target }, of: $0) }
                            ?? f.describe(first.record.set, bodyWeight: false)),
                ]
            )
        }
        for s in sessions {
            // A day's best session sorts after that day's set records (as if at the day's start).
            let volume = "\(NumberText.format(s.session.value, decimals: 0)) \(s.session.unit?.rawValue ?? f.unit.rawValue)"
            lines.append(
                (
                    s.session.day,
                    [
                        Span(TextLayout.fit(TextSanitizer.clean(s.exercise.name), to: nameWidth) + " ", Theme.muscle(s.exercise.muscleGroup)),
                        Span(TextLayout.fit(context.relativeDay(s.session.day), to: 10) + " ", Theme.dim),
                        Span("best session volume \(volume)"),
                    ]
                ))
        }
        // Newest first; the sort is stable, so the sets keep their order within a moment.
        let ordered = lines.enumerated().sorted { a, b in a.element.date != b.element.date ? a.element.date > b.element.date : a.offset < b.offset }
        return ordered.map { $0.element.spans }
    }
}
