import Foundation
import PlatesCore
import TermUI

/// How events reach the state: time passing (toasts, syncs, checks for other processes' writes),
/// a resize, a paste, a key — held while what it reads is on its way (`TypeAhead`), then routed
/// to the dialog or screen that has the keyboard.
extension Reducer {
    /// Seconds between attempts to send writes kept offline.
    static let syncInterval: TimeInterval = 3
    /// Seconds between checks for other processes' writes (a `plates log` from another
    /// shell showed only after `r`).
    static let changeCheckInterval: TimeInterval = 1

    func handle(_ event: Event, _ state: inout AppState) -> [Effect] {
        switch event {
        case .tick:
            if state.isBusy { state.spinnerFrame += 1 }
            if let toast = state.toast, environment.now() >= toast.expires { state.toast = nil }
            var effects: [Effect] = []
            if !state.syncing, let due = state.nextSync, environment.now() >= due {
                state.syncing = true
                effects.append(.sync)
            }
            let now = environment.now()
            if !state.checkingForChanges, now.timeIntervalSince(state.lastChangeCheck ?? .distantPast) >= Self.changeCheckInterval {
                state.checkingForChanges = true
                state.lastChangeCheck = now
                effects.append(.checkForChanges)
            }
            let day = environment.calendar.startOfDay(for: now)
            if let shown = state.shownDay, shown != day { effects += reloadScreen(&state, includeShared: true) }
            state.shownDay = day
            return effects
        case .resize(let size):
            state.size = size
            clampCursors(&state)
            // A taller window shows more of history: its days are read to fill it.
            let history = state.route == .history && state.detail == nil ? fillHistoryScreen(&state, rows: historyRows(state)) : []
            return history + (state.weekReport == .idle || state.trainingDays == .idle ? weekReportIfShown(&state) : [])
        case .paste(let text):
            if let held = state.typeAhead, Self.isHolding(held, state) { return hold(event, awaiting: held.awaiting, &state) }
            // A paste for the quick-log that is opening, or into a dialog whose write is on its way
            // (whose answer refills or closes it), waits like a key.
            if state.typeAhead == nil, Self.quickLogOpening(state) { return hold(event, awaiting: .quickLogOpening, &state) }
            if state.typeAhead == nil, Self.dialogSaving(state) { return hold(event, awaiting: .writeAnswer, &state) }
            return paste(text, &state)
        case .key(let key):
            if key == .ctrl("c") {
                state.typeAhead = nil
                return interrupt(&state)
            }
            // The toast sits in the status line: the next key gives the line back to the hints
            // (a toast the key itself causes is set again below).
            state.toast = nil
            // Esc drops what was typed ahead, and acts; any other key waits behind it.
            if let held = state.typeAhead, Self.isHolding(held, state) {
                guard key == .escape else { return hold(event, awaiting: held.awaiting, &state) }
                state.typeAhead = nil
            } else if state.typeAhead == nil, let awaited = awaited(by: key, state) {
                return hold(event, awaiting: awaited, &state)
            }
            return press(key, &state)
        }
    }

    func press(_ key: Key, _ state: inout AppState) -> [Effect] {
        let context = state.keyContext
        switch context {
        case .help:
            guard case .help(let screen, let scroll)? = state.modal else { return [] }
            let maxScroll = AppView.helpOverlay(state, screen, scroll: scroll).layout(in: AppView.contentArea(state.size)).maxScroll
            switch KeyBindings.command(for: key, in: .help) {
            case .back?: state.modal = nil
            case .down?: state.modal = .help(screen, scroll: min(maxScroll, scroll + 1))
            case .up?: state.modal = .help(screen, scroll: max(0, scroll - 1))
            case .pageDown?, .bottom?: state.modal = .help(screen, scroll: maxScroll)
            case .pageUp?, .top?: state.modal = .help(screen, scroll: 0)
            default: break
            }
            return []
        case .confirm:
            return confirmKey(key, &state)
        case .login:
            return loginKey(key, &state)
        case .quickLog:
            return quickLogKey(key, &state)
        case .workoutPicker:
            return workoutPickerKey(key, &state)
        case .form:
            return formKey(key, &state)
        case .report:
            return reportKey(key, &state)
        case .searching:
            return searchKey(key, &state)
        default:
            guard let command = KeyBindings.command(for: key, in: context) else { return [] }
            return run(command, &state)
        }
    }

    /// Pasted text goes into the field that has the keyboard, whole; elsewhere it is ignored.
    func paste(_ text: String, _ state: inout AppState) -> [Effect] {
        if var login = state.login {
            if login.focused == 0 { login.email.insert(text) } else { login.password.insert(text) }
            state.login = login
            return []
        }
        switch state.modal {
        case .quickLog(var q)?:
            switch q.focus {
            case .exercise:
                q.exercise.insert(text)
                q.exerciseId = nil
                q.pick = 0
            case .set: q.set.insert(text)
            case .notes: q.notes.insert(text)
            }
            q.error = nil
            q.touched = true
            state.modal = .quickLog(q)
        case .form(var f)? where f.fields[f.focused].choices == nil:
            f.fields[f.focused].value.insert(text)
            f.touched = true
            textChanged(&f, state: state)
            state.modal = .form(f)
        case nil where state.keyContext == .searching:
            state.exercises.search.insert(text)
            state.exercises.cursor = ListCursor()
        default:
            break
        }
        return []
    }
}
