import Foundation
import PlatesCore
import TermUI

extension Reducer {
    func bodyWeightCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        let entries = state.bodyWeight.entries.value?.items ?? []
        if state.bodyWeight.cursor.apply(command, count: entries.count, visible: BodyWeightScreen.listRows(state.size)) {
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
}
