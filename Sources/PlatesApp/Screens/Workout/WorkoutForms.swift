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
    func workouts(on day: Date, _ state: AppState) -> [Workout] {
        state.training.recent.filter { environment.calendar.isDate($0.startedAt, inSameDayAs: day) }
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
