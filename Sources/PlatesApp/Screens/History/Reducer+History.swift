import PlatesCore
import TermUI

extension Reducer {
    func historyCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        let rows = historyRows(state)
        if state.history.cursor.apply(command, count: rows.count, visible: HistoryScreen.listRows(state.size)) {
            return moreHistory(&state, rows: rows)
        }
        guard rows.indices.contains(state.history.cursor.selected) else { return [] }
        let row = rows[state.history.cursor.selected]
        switch (command, row) {
        case (.open, .day(let day, let expanded)):
            if expanded { state.history.expanded.remove(day.day) } else { state.history.expanded.insert(day.day) }
            clampCursors(&state)
            return moreHistory(&state, rows: historyRows(state))
        case (.open, .set(let set)), (.edit, .set(let set)):
            openEditSet(set, &state)
        case (.delete, .set(let set)):
            confirmDelete(set, &state)
        case (.edit, .day(let day, _)):
            guard let w = workouts(on: day.day, state).first else {
                toast("This day has no workout to rename: open it (enter) and select a set to edit.", .info, &state)
                return []
            }
            state.modal = .form(WorkoutForms.edit(w))
        case (.moveToWorkout, .set(let set)):
            state.modal = .form(WorkoutForms.move(set, among: state.training.recent, state: state, environment: environment))
        case (.moveSetLater, .set(let set)), (.moveSetEarlier, .set(let set)):
            return reorder(set, later: command == .moveSetLater, &state)
        case (.delete, .day), (.moveToWorkout, .day), (.moveSetLater, .day), (.moveSetEarlier, .day):
            toast("Open the day (enter) and select a set.", .info, &state)
        default:
            break
        }
        return []
    }

    /// While more sets exist, the last loaded day may go on in the next page: its rest is loaded
    /// now, so a day's label and count are never made from part of it.
    func completeHistoryDay(_ state: inout AppState) -> [Effect] {
        guard let list = state.history.sets.value, list.hasMore, let last = list.items.last else { return [] }
        state.history.sets.reload()
        return [.loadHistoryDay(from: environment.calendar.startOfDay(for: last.date), skip: list.items.count)]
    }

    /// Near the end of what is loaded, the next 50 sets are asked for.
    func moreHistory(_ state: inout AppState, rows: [SetRow]) -> [Effect] {
        guard let list = state.history.sets.value, list.hasMore, !state.history.sets.isLoading,
            state.history.cursor.selected >= rows.count - 10
        else { return [] }
        state.history.sets.reload()
        return [.loadHistory(skip: list.items.count)]
    }
}
