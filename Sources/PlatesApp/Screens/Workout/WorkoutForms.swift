import Foundation
import PlatesCore

/// History's workout forms (SPEC 8): a workout's name and notes (`e` on its day), and the
/// workout a set belongs to (`m` on the set).
enum WorkoutForms {
    static func edit(_ w: Workout) -> FormState {
        FormState(
            purpose: .editWorkout(w), title: "Workout",
            fields: [
                .init("Name", w.name, placeholder: "e.g. Push day", maxLength: Limits.nameLength.upperBound),
                .init("Notes", w.notes ?? "", placeholder: "optional", maxLength: Limits.notesLength),
            ])
    }

    /// The set's workout chosen among those started within a day of it (the nearest first), or none.
    static func move(_ set: WorkoutSet, among recent: [Workout], state: AppState, environment: PlatesEnvironment) -> FormState {
        let near = recent.filter { abs($0.startedAt.timeIntervalSince(set.date)) < 86_400 }
            .sorted { abs($0.startedAt.timeIntervalSince(set.date)) < abs($1.startedAt.timeIntervalSince(set.date)) }
        let targets: [String?] = [nil] + near.map(\.id)
        let context = ViewContext(environment)
        let labels = ["No workout"] + near.map { "\($0.name) · \(context.relativeDay($0.startedAt)) \(context.time($0.startedAt))" }
        let current = targets.firstIndex { $0 == set.workoutId } ?? 0
        var f = FormState(purpose: .moveSet(set, targets: targets), title: "Move the set", fields: [.init("Workout", choices: labels, selected: current)])
        let exercise = state.exercise(set.exerciseId)?.name ?? "the set"
        f.intro = "\(exercise) · \(state.formatter.describe(set, bodyWeight: false)): into which workout? (←/→ to choose)"
        return f
    }
}

extension Reducer {
    /// The workouts started on `day` (from history's list of recent ones).
    func workouts(on day: DaySummary, _ state: AppState) -> [Workout] {
        state.training.workouts(on: day, calendar: environment.calendar)
    }

    func workoutUpdated(_ result: Result<Workout, PlatesError>, _ state: inout AppState) -> [Effect] {
        switch result {
        case .success(let w):
            if case .form? = state.modal { state.modal = nil }
            if let i = state.training.recent.firstIndex(where: { $0.id == w.id }) { state.training.recent[i] = w }
            if state.training.open?.id == w.id { state.training.open = w.isOpen ? w : nil }
            toast("Saved workout \(w.name)", .success, &state)
        case .failure(let e):
            formFailed(e, &state)
        }
        return []
    }

    /// `d` on a history day: its workout (the first, when it has two, as `e` renames) goes after
    /// a question; its sets stay, in no workout. A workout started by mistake had no way out in
    /// the TUI (`plates workout delete` in the shell).
    func confirmDeleteWorkout(on day: DaySummary, _ state: inout AppState) {
        guard let w = workouts(on: day, state).first else {
            toast("This day has no workout to delete: open it (enter) and select a set to delete one.", .info, &state)
            return
        }
        let sets = (state.history.sets.value?.items ?? []).filter { $0.workoutId == w.id }.count
        let when = DateText.dayAndTime(w.startedAt, calendar: environment.calendar).suffix(5)
        let kept = sets == 0 ? "It has no sets." : "Its \(sets) set\(sets == 1 ? "" : "s") stay\(sets == 1 ? "s" : ""), in no workout."
        state.modal = .confirm(
            ConfirmState(
                title: "Delete the workout \(w.name)?", message: "\(w.name), started at \(when)\(w.isOpen ? ", still open" : ""). \(kept)",
                target: .workout(w)))
    }

    func workoutDeleted(_ result: Result<Workout, PlatesError>, _ state: inout AppState) -> [Effect] {
        state.modal = nil
        switch result {
        case .success(let w):
            state.training.recent.removeAll { $0.id == w.id }
            if state.training.open?.id == w.id { state.training.open = nil }
            toast("Deleted the workout \(w.name) · its sets stay", .success, &state)
            state.dashboard.reload()
            return [.loadDashboard] + reloadScreen(&state, includeShared: false)
        case .failure(let e):
            toast(e.message, .error, &state)
            return []
        }
    }

    func setsMoved(_ result: Result<String?, PlatesError>, _ state: inout AppState) -> [Effect] {
        switch result {
        case .success(let to):
            if case .form? = state.modal { state.modal = nil }
            let name = to.flatMap { id in state.training.recent.first { $0.id == id }?.name }
            toast(name.map { "Moved into \($0)" } ?? "Moved out of its workout", .success, &state)
            return reloadScreen(&state, includeShared: false)
        case .failure(let e):
            formFailed(e, &state)
            return []
        }
    }

    /// A write from a form failed: the form stays, with the reason.
    func formFailed(_ e: PlatesError, _ state: inout AppState) {
        var form: FormState?
        if case .form(let f)? = state.modal { form = f } else if case .confirm(let c)? = state.modal { form = c.form }
        if var f = form {
            f.saving = false
            f.error = e.message
            state.modal = .form(f)
        } else {
            toast(e.message, .error, &state)
        }
    }
}

extension Reducer {
    /// `K`/`J` in history: the set one place up (later) or down (earlier) among its day's sets,
    /// by its time (`SetOrder`); the selection follows it. Undo puts the time back.
    func reorder(_ set: WorkoutSet, later: Bool, _ state: inout AppState) -> [Effect] {
        let day = (state.history.sets.value?.items ?? []).filter { environment.calendar.isDate($0.date, inSameDayAs: set.date) }
            .sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        guard let i = day.firstIndex(where: { $0.id == set.id }),
            let date = SetOrder.moved(i, in: day, later: later, calendar: environment.calendar)
        else {
            toast(later ? "It is the day's last set already." : "It is the day's first set already.", .info, &state)
            return []
        }
        var draft = set.draft
        draft.date = date
        // The selection follows the set when the save answers (`Reducer.apply`).
        return [.updateSet(before: set, draft)]
    }
}
