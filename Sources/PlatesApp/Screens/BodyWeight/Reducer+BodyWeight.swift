import Foundation
import PlatesCore
import TermUI

extension Reducer {
    func bodyWeightCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        let entries = state.bodyWeight.entries.value?.items ?? []
        if state.bodyWeight.cursor.apply(command, count: entries.count, visible: BodyWeightScreen.listRows(state.size)) {
            // Moved while the list is read again: the selection stays on the entry moved to.
            if state.bodyWeight.selectAfterLoad != nil, entries.indices.contains(state.bodyWeight.cursor.selected) {
                state.bodyWeight.selectAfterLoad = entries[state.bodyWeight.cursor.selected].id
            }
            if let list = state.bodyWeight.entries.value, list.hasMore, !state.bodyWeight.entries.isLoading,
                state.bodyWeight.cursor.selected >= entries.count - 10
            {
                state.bodyWeight.entries.reload()
                return [.loadBodyWeightEntries(skip: entries.count)]
            }
            return []
        }
        let selected = entries.indices.contains(state.bodyWeight.cursor.selected) ? entries[state.bodyWeight.cursor.selected] : nil
        let unit = state.unit
        switch command {
        case .add:
            state.modal = .form(
                FormState(
                    purpose: .addBodyWeight, title: "Add body weight",
                    fields: [
                        .init("Weight", placeholder: "e.g. 80.5 or 177 lb (\(unit.rawValue) if no unit)", maxLength: 20),
                        .init("Date", DateText.day(environment.now(), calendar: environment.calendar), placeholder: "YYYY-MM-DD", maxLength: 40),
                        .init("Notes", maxLength: 500),
                    ]))
        case .edit:
            guard let e = selected else {
                toast("No entry selected: a adds one.", .info, &state)
                return []
            }
            state.modal = .form(
                FormState(
                    purpose: .editBodyWeight(e), title: "Edit body weight",
                    fields: [
                        .init("Weight", "\(NumberText.format(e.weight)) \(e.unit.rawValue)", maxLength: 20),
                        .init("Date", DateText.dayAndTime(e.date, calendar: environment.calendar), placeholder: "YYYY-MM-DD", maxLength: 40),
                        .init("Notes", e.notes ?? "", maxLength: 500),
                    ]))
        case .delete:
            guard let e = selected else { return [] }
            state.modal = .confirm(
                ConfirmState(
                    title: "Delete entry?",
                    message: "\(NumberText.format(e.weight)) \(e.unit.rawValue) on \(DateText.day(e.date, calendar: environment.calendar))",
                    target: .bodyWeight(e)))
        case .editGoal:
            let goal = state.profile.value.flatMap { p in p.goalWeight.map { "\(NumberText.format($0)) \((p.goalWeightUnit ?? p.unit).rawValue)" } } ?? ""
            state.modal = .form(
                FormState(
                    purpose: .editGoal, title: "Goal weight",
                    fields: [
                        .init("Goal", goal, placeholder: "e.g. 80 (empty removes the goal)", maxLength: 20)
                    ]))
        default:
            break
        }
        return []
    }

    /// The weigh-ins read again from the top, as many as are loaded: the selection then stays on
    /// its entry (or goes to `selecting`); a deleted one's row is taken by the entry after it.
    func readBodyWeightEntriesAgain(_ state: inout AppState, selecting: String? = nil) -> Effect {
        let items = state.bodyWeight.entries.value?.items ?? []
        let selected = state.bodyWeight.cursor.selected
        state.bodyWeight.selectAfterLoad = selecting ?? (items.indices.contains(selected) ? items[selected].id : nil)
        state.bodyWeight.entries.reload()
        return .loadBodyWeightEntries(skip: 0, count: max(BodyWeightState.pageSize, items.count))
    }

    func bodyWeightEntriesLoaded(_ r: Result<Page<BodyWeightEntry>, PlatesError>, _ state: inout AppState) {
        state.bodyWeight.entries.finish(r, joining: .init()) { $0.add($1) }
        if case .success(let page) = r, page.skip == 0, let id = state.bodyWeight.selectAfterLoad {
            state.bodyWeight.selectAfterLoad = nil
            if let index = state.bodyWeight.entries.value?.items.firstIndex(where: { $0.id == id }) {
                // The entry keeps its place on screen as far as the list allows.
                state.bodyWeight.cursor.offset += index - state.bodyWeight.cursor.selected
                state.bodyWeight.cursor.selected = index
            }
        }
        clampCursors(&state)
    }
}
