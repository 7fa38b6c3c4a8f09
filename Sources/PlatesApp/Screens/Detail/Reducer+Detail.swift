import PlatesCore
import TermUI

extension Reducer {
    func detailCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard var d = state.detail else { return [] }
        let rows = detailRows(state, d)
        if d.cursor.apply(command, count: rows.count, visible: DetailScreen.listRows(state.size)) {
            state.detail = d
            return moreDetailSets(&state, rows: rows)
        }
        let selectedSet = rows.indices.contains(d.cursor.selected) ? rows[d.cursor.selected].set : nil
        switch command {
        case .nextTab, .previousTab:
            let targets = DetailState.targets
            let i = targets.firstIndex(of: d.prTarget) ?? 0
            d.prTarget = targets[(i + (command == .nextTab ? 1 : targets.count - 1)) % targets.count]
            // The e1RM chart does not depend on the rep target: only the PR table's mark moves.
            guard case .weight = d.chart else {
                state.detail = d
                return []
            }
            d.chart = .weight(minReps: d.prTarget)
            d.progress.reload()
            state.detail = d
            return [.loadProgress(exerciseId: d.exerciseId, measure: d.chart)]
        case .switchChart:
            guard let exercise = state.exercise(d.exerciseId) else { return [] }
            let charts = ProgressMeasure.charts(for: exercise, minReps: d.prTarget)
            guard charts.count > 1 else {
                toast("\(exercise.name) has one chart.", .info, &state)
                return []
            }
            d.chart = charts[((charts.firstIndex(of: d.chart) ?? 0) + 1) % charts.count]
            d.progress = .loading(previous: nil)  // another measure: the old line would mislead while loading
            state.detail = d
            return [.loadProgress(exerciseId: d.exerciseId, measure: d.chart)]
        case .editExercise, .mergeExercise, .deleteExercise:
            guard let exercise = state.exercise(d.exerciseId) else { return [] }
            return manageExercise(command, exercise, &state)
        case .editNote:
            guard let exercise = state.exercise(d.exerciseId) else { return [] }
            state.modal = .form(
                FormState(
                    purpose: .editNote(exercise), title: "Pinned note · \(exercise.name)",
                    fields: [
                        .init("Note", exercise.pinnedNote ?? "", placeholder: "empty removes the note", maxLength: 500)
                    ]))
        case .edit:
            guard let set = selectedSet else {
                toast("Select a set to edit (j/k).", .info, &state)
                return []
            }
            openEditSet(set, &state)
        case .delete:
            guard let set = selectedSet else {
                toast("Select a set to delete (j/k).", .info, &state)
                return []
            }
            confirmDelete(set, &state)
        default:
            break
        }
        return []
    }

    /// Scrolling near the end of the loaded sets asks for the next page.
    func moreDetailSets(_ state: inout AppState, rows: [SetRow]) -> [Effect] {
        guard let d = state.detail, let list = d.sets.value, list.hasMore, !d.sets.isLoading,
            d.cursor.selected >= rows.count - 10
        else { return [] }
        state.detail!.sets.reload()
        return [.loadExerciseSets(exerciseId: d.exerciseId, skip: list.items.count)]
    }

    func openEditSet(_ set: WorkoutSet, _ state: inout AppState) {
        let exercise = state.exercise(set.exerciseId)
        let text = editSetTexts(set, state)
        state.modal = .form(
            FormState(
                purpose: .editSet(set), title: "Edit set · \(exercise?.name ?? "")",
                fields: [
                    .init("Set", text[0], placeholder: "100x5, bw+20x8, 60s, 5km 25:00; ohp: move it there", maxLength: 80),
                    .init("Date", text[1], placeholder: "YYYY-MM-DD HH:MM", maxLength: 40),
                    .init("Notes", text[2], maxLength: 500),
                ]))
    }

    /// The edit form's texts for `set` (set, date, notes): a field still showing its text when the
    /// form is saved keeps the set's value exactly (the date's seconds, a converted weight).
    func editSetTexts(_ set: WorkoutSet, _ state: AppState) -> [String] {
        let bodyWeight = state.exercise(set.exerciseId)?.usesBodyWeight ?? false
        return [
            QuickLogFormatter.format(QuickLogFormatter.spec(of: set, bodyWeight: bodyWeight), omittingUnit: state.unit),
            DateText.dayAndTime(set.date, calendar: environment.calendar), set.notes ?? "",
        ]
    }

    func confirmDelete(_ set: WorkoutSet, _ state: inout AppState) {
        let exercise = state.exercise(set.exerciseId)
        let what = state.formatter.describe(set, bodyWeight: exercise?.usesBodyWeight ?? false)
        state.modal = .confirm(
            ConfirmState(
                title: "Delete set?", message: "\(exercise?.name ?? "Set") \(what) on \(DateText.dayAndTime(set.date, calendar: environment.calendar))",
                target: .set(set)))
    }
}
