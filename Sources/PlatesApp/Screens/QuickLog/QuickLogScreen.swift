import PlatesCore
import TermUI

/// The quick-log dialog: exercise (with suggestions while typing), set, notes, the grammar's
/// examples, and the error of the last attempt.
public enum QuickLogScreen {
    public static func render(_ state: AppState, _ q: QuickLogState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        let width = min(64, area.width - 2)
        let innerWidth = max(1, width - 4)
        let summaries = state.summaries.value ?? []
        let chosen = q.exerciseId.flatMap { state.summary($0) }
        var lines: [[Span]] = [[], [], []]  // the three inputs are drawn over these rows
        if let walk = q.walk { lines += walkLines(walk, state, innerWidth: innerWidth) }
        if q.walk != nil && q.walk?.index == nil {
            // The plan is done: nothing more to fill in.
        } else if q.focus == .exercise && q.exerciseId == nil {
            let suggestions = QuickLogState.suggestions(q.exercise.text, in: summaries, aliases: state.exerciseAliases)
            if state.summaries.value == nil {
                lines += AppView.awaitedLines(
                    "exercises", list: "exercise list", failed: state.summaries.error, held: state.typeAhead?.awaiting == .exerciseList ? state.typeAhead : nil,
                    spinner: state.spinnerFrame, width: innerWidth)
            }
            for (i, s) in suggestions.enumerated() {
                let last = s.lastSet.map { "  " + state.formatter.describe($0, bodyWeight: s.exercise.usesBodyWeight) } ?? ""
                let via = QuickLogState.otherName(q.exercise.text, for: s.exercise, aliases: state.exerciseAliases).map { " (as \($0))" } ?? ""
                let style = i == q.pick ? Theme.selected : Style.plain
                lines.append([
                    Span(i == q.pick ? "▸ " : "  ", style), Span(s.exercise.name, i == q.pick ? style : Theme.muscle(s.exercise.muscleGroup)),
                    Span(via + last, i == q.pick ? style : Theme.dim),
                ])
            }
            if let d = state.summaries.value.flatMap({ QuickLogState.newExercise(q.exercise.text, in: $0, aliases: state.exerciseAliases) }) {
                let style = q.adding ? Theme.selected : Theme.dim
                lines.append([Span(q.adding ? "▸ " : "  ", style), Span("+ add \(d.name) · " + NewExerciseGuess.describe(d), style)])
            } else if suggestions.isEmpty && state.summaries.value != nil {
                lines.append([Span("No exercise matches.", Theme.dim)])
            }
        } else if let s = chosen {
            let last =
                s.lastSet.map { "Last: " + state.formatter.describe($0, bodyWeight: s.exercise.usesBodyWeight) + " · \(context.relativeDay($0.date))" }
                ?? "No earlier set"
            lines.append([Span(last, Theme.dim)])
            if let logs = q.preview(s, unit: state.unit, now: context.now, profile: state.profile.value) {
                lines.append([Span("Enter logs: ", Theme.dim), Span(logs, Theme.bold)])
            }
            if let plates = q.plateLine(s, unit: state.unit, now: context.now, profile: state.profile.value) {
                // The footer's hints drop ctrl+r on a narrow screen: said here when it fits.
                let hint = q.warmUps(s, unit: state.unit, now: context.now, profile: state.profile.value) == nil ? "" : " · ctrl+r warm-ups"
                lines.append([Span(plates, Style.plain), Span(plates.count + hint.count <= innerWidth ? hint : "", Theme.dim)])
            }
            lines.append([Span("e.g. " + QuickLogResolver.examples(for: s.exercise), Theme.dim)])
        }
        if let error = q.error {
            lines.append([])
            lines += TextLayout.wrap(error, to: innerWidth).map { [Span($0, Theme.danger)] }
        }
        if q.saving { lines.append([Span("Saving…", Theme.dim)]) }
        // In a routine's workout, a set the plan prefilled says whose it is.
        let planning = chosen.flatMap { q.planned($0, profile: state.profile.value, unit: state.unit) } == nil ? nil : q.plan?.routine.name
        let title =
            q.walk.map { w in "\(w.plan.routine.name) · \(min(w.doneCount + 1, w.steps.count)) of \(w.steps.count)" }
            ?? planning.map { "Log a set · \($0)" } ?? "Log a set"
        let dialog = Dialog(title: title, lines: lines, innerWidth: innerWidth)
        dialog.render(in: area, into: &buffer)
        let frame = dialog.frame(in: area)
        let inner = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 2)
        let fields: [(String, TextField, QuickLogState.Focus, String)] = [
            ("Exercise", q.exercise, .exercise, "type part of the name"),
            (
                "Set", q.set, .set,
                chosen.map { $0.lastSet == nil ? QuickLogResolver.example(for: $0.exercise) : "enter repeats the last set" } ?? "e.g. 100x5, after the exercise"
            ),
            ("Notes", q.notes, .notes, "optional"),
        ]
        for (i, field) in fields.enumerated() where i < inner.height {
            let row = Rect(x: inner.x, y: inner.y + i, width: inner.width, height: 1)
            buffer.write(TextLayout.fit(field.0, to: 9), at: Point(x: row.x, y: row.y), style: q.focus == field.2 ? Theme.bold : Theme.dim, clip: row)
            TextInput(field.1, focused: q.focus == field.2, placeholder: field.3).render(
                in: Rect(x: row.x + 10, y: row.y, width: row.width - 10, height: 1), into: &buffer)
        }
    }

    /// Where the walk is: the planned set, what it was last time, and the walk's keys.
    static func walkLines(_ walk: PlanWalk, _ state: AppState, innerWidth: Int) -> [[Span]] {
        guard let step = walk.current else {
            return [[Span("Plan done: enter finishes the workout · esc keeps it open", Theme.bold)]]
        }
        let name = state.exercise(step.exerciseId)?.name ?? "?"
        var line = [
            Span(name, Theme.bold),
            Span(step.isExtra ? " · one set more" : " · set \(step.number) of \(step.entry.sets)", Theme.bold),
            Span(" · plan " + RoutineText.describe(step.entry), Theme.dim),
        ]
        if let previous = walk.plan.previousSet(step) {
            line.append(
                Span(" · last time " + state.formatter.describe(previous, bodyWeight: state.exercise(step.exerciseId)?.usesBodyWeight ?? false), Theme.dim))
        }
        let keys = "ctrl+n skip · ctrl+o one set more" + (step.entry.warmUps && step.number == 1 && !step.isExtra ? " · ctrl+r warm-ups first" : "")
        return [line, [Span(TextLayout.fit(keys, to: innerWidth), Theme.dim)]]
    }
}
