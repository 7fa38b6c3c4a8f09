import PlatesCore
import TermUI

extension Reducer {
    /// Ctrl-C quits, except over a form holding text the user typed: it asks once (a second
    /// Ctrl-C quits), and "no" returns to the form as it was (the draft was lost).
    func interrupt(_ state: inout AppState) -> [Effect] {
        if let modal = state.modal, Self.holdsTypedText(modal) {
            state.modal = .confirm(
                ConfirmState(
                    title: "Quit?", message: "What you typed in the form is not saved. Quit anyway?",
                    target: .quit(returningTo: modal)))
            return []
        }
        state.shouldQuit = true
        return []
    }

    /// A form holding text the user typed (what Ctrl-C asks about).
    static func holdsTypedText(_ modal: Modal) -> Bool {
        switch modal {
        case .quickLog(let q):
            return q.touched && (!q.exercise.isEmpty || !q.set.isEmpty || !q.notes.isEmpty)
        case .form(let f):
            return f.touched && f.fields.contains { $0.choices == nil && !$0.value.isEmpty }
        default:
            return false
        }
    }
}
