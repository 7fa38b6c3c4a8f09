import PlatesCore
import TermUI

/// Keys that came before the data they act on: the first key that reads it, and every key and
/// paste after it, held in order, shown, and read once it arrives, as if it had been there. A
/// lifter who types at once (`plates`, then `l squat ⏎ 100x5 ⏎`, or `w ⏎ ⏎`), or works on a slow
/// server, is not answered against an empty list ("No exercise matches ‘squat’", an empty
/// workout instead of the routine offered, a new workout over the open one).
public struct TypeAhead: Equatable, Sendable {
    public enum Awaited: Equatable, Sendable {
        /// The quick-log's exercise list: enter and the picks resolve names in it.
        case exerciseList
        /// The settings: the unit a weight typed without one is read in (enter in the quick-log
        /// and in a form). Before them, `225x5` from a lifter in pounds was 225 kg.
        case profile
        /// The workout picker's routines: its rows.
        case routines
        /// Whether a workout is open: `w` continues it or starts one, `F` finishes it.
        case openWorkout
    }

    public var awaiting: Awaited
    public var events: [Event]
    /// Where the keyboard was: keys go on being held only there (the log-in form a lapsed
    /// session opens over the quick-log takes its keys at once), and are read once it is back.
    public var context: KeyContext

    /// The held keys as shown: text as typed, other keys named (`[enter] 100x5 [enter]`).
    public var text: String {
        var text = ""
        for event in events {
            switch event {
            case .key(.char(let c)): text.append(c)
            case .paste(let pasted): text += pasted
            case .key(let key): text += (text.isEmpty || text.hasSuffix(" ") ? "" : " ") + "[\(key)] "
            default: break
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

extension Reducer {
    /// What `key` would read that has not come yet; nil when it can act now.
    func awaited(by key: Key, _ state: AppState) -> TypeAhead.Awaited? {
        switch (state.keyContext, state.modal) {
        case (.quickLog, .quickLog(let q)?):
            switch key {
            case .enter, .ctrl("r"):
                if state.summaries.value == nil { return .exerciseList }
                return state.profile.value == nil ? .profile : nil
            case .tab, .down, .up: return q.focus == .exercise && state.summaries.value == nil ? .exerciseList : nil
            default: return nil
            }
        case (.form, _) where key == .enter && state.profile.value == nil:
            return .profile
        case (.workoutPicker, _) where state.training.routines.value == nil:
            return key == .escape || key == .char("q") ? nil : .routines
        case (let context, nil) where !state.training.openKnown:
            let command = KeyBindings.command(for: key, in: context)
            return command == .workout || command == .finishWorkout ? .openWorkout : nil
        default:
            return nil
        }
    }

    /// Holds a key or paste (the first that awaits `awaited`, or one after it). When the data
    /// failed to load, enter asks for it again rather than being held.
    func hold(_ event: Event, awaiting awaited: TypeAhead.Awaited, _ state: inout AppState) -> [Effect] {
        var held = state.typeAhead ?? TypeAhead(awaiting: awaited, events: [], context: state.keyContext)
        let failed: Bool
        switch held.awaiting {
        case .exerciseList: failed = !state.summaries.isLoading
        case .profile: failed = !state.profile.isLoading
        case .routines: failed = !state.training.routines.isLoading
        case .openWorkout: failed = false
        }
        if !(failed && event == .key(.enter) && !held.events.isEmpty) { held.events.append(event) }
        state.typeAhead = held
        guard failed else { return [] }
        switch held.awaiting {
        case .exerciseList:
            state.summaries.reload()
            return [.loadSummaries]
        case .profile:
            state.profile.reload()
            return [.loadProfile]
        case .routines:
            state.training.routines.reload()
            return [.training(.loadRoutines)]
        case .openWorkout:
            return []
        }
    }

    /// The held keys, read in order once what they wait for is here and the keyboard is where
    /// they were typed. A list or the settings that failed keep them: the dialog or the status
    /// line says why, and enter asks again.
    func releaseHeldKeys(_ state: inout AppState) -> [Effect] {
        guard let held = state.typeAhead, held.context == state.keyContext else { return [] }
        let here: Bool
        switch held.awaiting {
        case .exerciseList: here = state.summaries.value != nil
        case .profile: here = state.profile.value != nil
        case .routines: here = state.training.routines.value != nil
        case .openWorkout: here = state.training.openKnown
        }
        guard here else { return [] }
        state.typeAhead = nil
        return held.events.flatMap { handle($0, &state) }
    }
}

extension AppView {
    /// The status line's word on keys held for what no dialog shows: the open workout, the
    /// settings (while loading, or why they failed: enter tries again).
    static func statusOfHeldKeys(_ held: TypeAhead, _ state: AppState) -> String? {
        switch held.awaiting {
        case .openWorkout: return Spinner.frame(state.spinnerFrame) + " finding the open workout: \(held.text) waits"
        case .profile:
            if let error = state.profile.error { return "Settings did not load (\(error.message)): enter tries again" }
            return Spinner.frame(state.spinnerFrame) + " loading your settings: \(held.text) waits"
        case .exerciseList, .routines: return nil
        }
    }

    /// A dialog's lines while its list has not come: loading (or why it failed), and the keys
    /// held for it.
    static func awaitedLines(_ what: String, list: String, failed: PlatesError?, held: TypeAhead?, spinner: Int, width: Int) -> [[Span]] {
        var lines: [[Span]] = []
        if let failed {
            lines += TextLayout.wrap("The \(list) did not load: \(failed.message)", to: width).map { [Span($0, Theme.danger)] }
            lines.append([Span(held == nil ? "esc cancels" : "enter tries again · esc cancels", Theme.dim)])
        } else {
            lines.append([Span("\(Spinner.frame(spinner)) loading \(what)…", Theme.dim)])
        }
        if let held {
            lines += TextLayout.wrap("Read once they are here: " + held.text, to: width).map { [Span($0, Theme.dim)] }
        }
        return lines
    }
}
