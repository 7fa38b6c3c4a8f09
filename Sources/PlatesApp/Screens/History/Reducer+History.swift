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
            guard let w = workouts(on: day, state).first else {
                toast("This day has no workout to rename: open it (enter) and select a set to edit.", .info, &state)
                return []
            }
            state.modal = .form(WorkoutForms.edit(w))
        case (.delete, .day(let day, _)):
            confirmDeleteWorkout(on: day, &state)
        case (.moveToWorkout, .set(let set)):
            state.modal = .form(WorkoutForms.move(set, among: state.training.recent, state: state, environment: environment))
        case (.moveSetLater, .set(let set)), (.moveSetEarlier, .set(let set)):
            return reorder(set, later: command == .moveSetLater, &state)
        case (.moveToWorkout, .day), (.moveSetLater, .day), (.moveSetEarlier, .day):
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

    /// A page of history (or a full screen of it) joins the list; the newest day opens the
    /// first time.
    func addHistory(_ r: Result<Page<WorkoutSet>, PlatesError>, _ state: inout AppState) {
        state.history.sets.finish(r, joining: SetList()) { $0.add($1) }
        if !state.history.openedNewest, let first = state.history.sets.value?.items.first {
            state.history.expanded.insert(environment.calendar.startOfDay(for: first.date))
            state.history.openedNewest = true
        }
        clampCursors(&state)
    }

    /// History read again from the top, as far as the screen shows, in one answer: on the first
    /// visit its newest day open; after that with the list on screen meanwhile (a first page alone
    /// would cut the list back, and the selection with it, until the rest came).
    func reloadHistory(_ state: inout AppState) -> [Effect] {
        let first = state.history.sets.value == nil
        if first { state.history.settling = true }
        state.history.sets.reload()
        let shownRows = state.history.cursor.offset + HistoryScreen.listRows(state.size)
        return [
            .fillHistory(
                HistoryFill(
                    skip: 0, rows: shownRows, lastDay: nil, expanded: state.history.expanded, opensNewest: !state.history.openedNewest,
                    keepsPlace: !first))
        ]
    }

    /// History's answer asks for `effects`: none, and its first screenful is all here.
    func settled(_ effects: [Effect], _ state: inout AppState) -> [Effect] {
        if effects.isEmpty { state.history.settling = false }
        return effects
    }

    /// Rows the screen shows but history has not loaded yet are read at once, as many days as
    /// they take (`HistoryFill`): folding a day, or a taller window, never leaves empty rows.
    func fillHistoryScreen(_ state: inout AppState, rows: [SetRow]) -> [Effect] {
        guard let list = state.history.sets.value, list.hasMore, !state.history.sets.isLoading else { return [] }
        var cursor = state.history.cursor
        cursor.clamp(count: rows.count, visible: HistoryScreen.listRows(state.size))
        let empty = cursor.offset + HistoryScreen.listRows(state.size) - rows.count
        guard empty > 0 else { return [] }
        return fillHistory(rows: empty, after: list, &state)
    }

    /// Reads `rows` more rows of history after `list`, the loaded one.
    func fillHistory(rows: Int, after list: SetList, _ state: inout AppState) -> [Effect] {
        state.history.sets.reload()
        let lastDay = list.items.last.map { environment.calendar.startOfDay(for: $0.date) }
        return [.fillHistory(HistoryFill(skip: list.items.count, rows: rows, lastDay: lastDay, expanded: state.history.expanded))]
    }

    /// After a key: the screen filled, or near the end of what is loaded, the next 50 sets asked
    /// for ahead of the keys.
    func moreHistory(_ state: inout AppState, rows: [SetRow]) -> [Effect] {
        let fill = fillHistoryScreen(&state, rows: rows)
        guard fill.isEmpty else { return fill }
        guard let list = state.history.sets.value, list.hasMore, !state.history.sets.isLoading,
            state.history.cursor.selected >= rows.count - 10
        else { return [] }
        state.history.sets.reload()
        return [.loadHistory(skip: list.items.count)]
    }
}
