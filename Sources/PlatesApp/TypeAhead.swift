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
        /// A list screen's first rows: moving over them, and enter and the letters that act on
        /// the selected one. Before, `2 j j ⏎` typed as `plates` started moved over nothing and
        /// opened nothing, and `e` in an exercise's detail said "Select a set to edit".
        case rows(RowList)
        /// The workout being started, then its plan: the quick-log the keys typed after `w ⏎`
        /// (or `w` on an open routine's workout) are for. Before, they were dropped while the
        /// workout started, then read as the screen's commands until the plan came: `w ⏎ 100x5 ⏎`
        /// on a slow server went to the settings (`5`), whose enter changed the unit.
        case quickLogOpening
        /// The write a dialog sent (the quick-log's set, a form's, a confirmed deletion): the keys
        /// after its enter are read once it has answered, where they would have been typed after it
        /// (the next planned set, or the screen once the dialog closed). Before, they were dropped:
        /// `⏎ ⏎` to log two planned sets on a server logged one.
        case writeAnswer
        /// History's next rows: a move down that the rows loaded so far would cut short (`j` on
        /// the last, a page down near it) waits for them, read at once if no read is on its way.
        /// Before, a page down at the end of what was loaded stopped at the last loaded row (the
        /// 50 sets read ahead are three or four rows of folded days).
        case nextRows
    }

    /// The lists whose rows keys move over.
    public enum RowList: Equatable, Sendable {
        case exercises, history, bodyWeights, exerciseSets, settings
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

    /// The held keys as commands, one by one (`j j [enter]`).
    public var keys: String {
        events.compactMap { event -> String? in
            switch event {
            case .key(.char(let c)): return String(c)
            case .paste(let pasted): return pasted
            case .key(let key): return "[\(key)]"
            default: return nil
            }
        }.joined(separator: " ")
    }
}

extension Reducer {
    /// What `key` would read that has not come yet; nil when it can act now.
    func awaited(by key: Key, _ state: AppState) -> TypeAhead.Awaited? {
        if Self.quickLogOpening(state) { return key == .escape ? nil : .quickLogOpening }
        if Self.dialogSaving(state) { return key == .escape ? nil : .writeAnswer }
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
        case (let context, nil)
        where !state.training.openKnown && [.workout, .finishWorkout].contains(KeyBindings.command(for: key, in: context)):
            return .openWorkout
        default:
            if let list = awaitedRows(by: key, state) { return .rows(list) }
            return rowsWanted(by: key, state) > 0 ? .nextRows : nil
        }
    }

    /// The rows `key` moves down past history's last loaded one, when more can be read (and the
    /// last read did not fail: then keys move over what is there).
    func rowsWanted(by key: Key, _ state: AppState) -> Int {
        guard state.modal == nil, state.keyContext == .history, state.history.sets.error == nil,
            state.history.sets.value?.hasMore == true,
            let command = KeyBindings.command(for: key, in: .history), command == .down || command == .pageDown
        else { return 0 }
        let step = command == .down ? 1 : max(1, HistoryScreen.listRows(state.size) - 1)
        return state.history.cursor.selected + step - (historyRows(state).count - 1)
    }

    /// The rows a held move down wants, read now unless a read is on its way (whose answer
    /// releases the key, to ask again if it still wants more).
    func readRows(wantedBy event: Event, _ state: inout AppState) -> [Effect] {
        guard !state.history.sets.isLoading, case .key(let key) = event, let list = state.history.sets.value else { return [] }
        let wanted = rowsWanted(by: key, state)
        return wanted > 0 ? fillHistory(rows: wanted, after: list, &state) : []
    }

    /// The list whose rows `key` reads on this screen, while none of them has come yet (a list
    /// shown, even while it reloads, or one that failed, is read as it is).
    func awaitedRows(by key: Key, _ state: AppState) -> TypeAhead.RowList? {
        guard state.modal == nil else { return nil }
        let context = state.keyContext
        let list: TypeAhead.RowList
        switch context {
        case .exercises, .searching: list = .exercises
        case .history: list = .history
        case .bodyWeight: list = .bodyWeights
        case .exerciseDetail: list = .exerciseSets
        case .settings: list = .settings
        default: return nil
        }
        // Checked first: a list that is here (every key but the first moments') needs no lookup.
        guard Self.rowsPending(list, state), let command = KeyBindings.command(for: key, in: context) else { return nil }
        return Self.rowMoves.contains(command) || Self.rowActions(context).contains(command) ? list : nil
    }

    static let rowMoves: Set<Command> = [.down, .up, .top, .bottom, .pageDown, .pageUp]

    /// The commands of a list screen that act on its selected row (enter, the letters).
    static func rowActions(_ context: KeyContext) -> Set<Command> {
        switch context {
        case .exercises: return [.open, .quickLog, .editExercise, .mergeExercise, .deleteExercise]
        case .history: return [.open, .edit, .delete, .moveToWorkout, .moveSetLater, .moveSetEarlier]
        case .bodyWeight, .exerciseDetail: return [.edit, .delete]
        case .settings: return [.open, .previousTab]
        default: return []
        }
    }

    /// Whether `list`'s keys still wait: the list on its way with nothing of it shown yet, or what
    /// its rows' commands read besides (`missing(for:)`).
    static func rowsPending(_ list: TypeAhead.RowList, _ state: AppState) -> Bool { missing(for: list, state) != nil }

    /// What `list`'s keys still wait for, named for the status line: the list itself, or what its
    /// rows' commands read besides — the workouts the history's days are named by, and the
    /// exercise list (a set's form and its deletion name its exercise and read its kind:
    /// `bw+15x10`, not `15x10`).
    static func missing(for list: TypeAhead.RowList, _ state: AppState) -> String? {
        func first<Value>(_ load: LoadState<Value>?) -> Bool { load.map { $0.isLoading && $0.value == nil } ?? false }
        switch list {
        case .exercises: return first(state.summaries) ? "the exercise list" : nil
        case .history:
            if first(state.history.sets) || state.history.settling { return "the history" }
            if state.training.recentLoading && !state.training.recentKnown { return "the workouts" }
            return first(state.summaries) ? "the exercise list" : nil
        case .bodyWeights: return first(state.bodyWeight.entries) ? "your body weights" : nil
        case .settings: return first(state.profile) ? "your settings" : nil
        case .exerciseSets:
            if first(state.detail?.sets) { return "the sets" }
            return first(state.summaries) ? "the exercise list" : nil
        }
    }

    /// A workout is starting from the picker, or its plan is on its way: the quick-log opens next.
    static func quickLogOpening(_ state: AppState) -> Bool {
        // A log-in form a lapsed session opens over it takes its own keys.
        guard state.login == nil else { return false }
        if case .workoutPicker(let p)? = state.modal, p.starting { return true }
        return state.modal == nil && state.training.planLoading
    }

    /// A dialog's write is on its way (and no log-in form a lapsed session opened is over it). The
    /// picker's start is `quickLogOpening`.
    static func dialogSaving(_ state: AppState) -> Bool {
        guard state.login == nil, let modal = state.modal else { return false }
        switch modal {
        case .quickLog, .confirm: return modal.isSaving
        case .form(let f): return f.saving && Self.typesOnAfter(f.purpose)
        case .workoutPicker, .help, .report: return false
        }
    }

    /// A form whose write the lifter types on after: their sets, exercises, body weights, routines
    /// and workouts. Not an import or a restore (long, with their progress shown: keys pressed
    /// meanwhile are impatience, and an enter would close the report it ends with), nor the
    /// account's and backups' forms, which end somewhere else.
    static func typesOnAfter(_ purpose: FormState.Purpose) -> Bool {
        switch purpose {
        case .addExercise, .editSet, .editNote, .editExercise, .mergeExercise, .addBodyWeight, .editBodyWeight, .editGoal,
            .editPlates, .routine, .editWorkout, .moveSet:
            return true
        case .importFile, .logIn, .changePassword, .deleteAccount, .backupFolder, .restoreBackup, .newToken, .revokeToken:
            return false
        }
    }

    /// Whether keys go on being held for `held`: where the keyboard was when the first one was
    /// (a log-in form over it takes its own keys), or, for the quick-log that is opening, until it
    /// opens.
    static func isHolding(_ held: TypeAhead, _ state: AppState) -> Bool {
        switch held.awaiting {
        case .quickLogOpening: return quickLogOpening(state) || held.context == state.keyContext
        case .writeAnswer: return dialogSaving(state)
        default: return held.context == state.keyContext
        }
    }

    /// Holds a key or paste (the first that awaits `awaited`, or one after it). When the data
    /// failed to load, enter asks for it again rather than being held.
    func hold(_ event: Event, awaiting awaited: TypeAhead.Awaited, _ state: inout AppState) -> [Effect] {
        var held = state.typeAhead ?? TypeAhead(awaiting: awaited, events: [], context: awaited == .quickLogOpening ? .quickLog : state.keyContext)
        let failed: Bool
        switch held.awaiting {
        case .exerciseList: failed = !state.summaries.isLoading
        case .profile: failed = !state.profile.isLoading
        case .routines: failed = !state.training.routines.isLoading
        case .openWorkout, .rows, .quickLogOpening, .writeAnswer, .nextRows: failed = false
        }
        if !(failed && event == .key(.enter) && !held.events.isEmpty) { held.events.append(event) }
        state.typeAhead = held
        if held.awaiting == .nextRows { return readRows(wantedBy: event, &state) }
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
        case .openWorkout, .rows, .quickLogOpening, .writeAnswer, .nextRows:
            return []
        }
    }

    /// The held keys, read in order once what they wait for is here and the keyboard is where
    /// they were typed. A list or the settings that failed keep them: the dialog or the status
    /// line says why, and enter asks again. A list screen's rows that failed release them: the
    /// screen says why, and the keys act as on an empty list (a screen switch or `q` still works).
    func releaseHeldKeys(_ state: inout AppState) -> [Effect] {
        guard let held = state.typeAhead else { return [] }
        if held.awaiting == .quickLogOpening {
            if Self.quickLogOpening(state) { return [] }
            // The start or the plan failed (the picker or a toast says why): the keys were for a
            // form that did not open, and are not read as the screen's commands.
            guard state.keyContext == .quickLog else {
                state.typeAhead = nil
                return []
            }
        }
        // After the write's answer the keys are read wherever the keyboard now is (the form may
        // have closed), as the same keys typed then would have been.
        if held.awaiting == .writeAnswer {
            if Self.dialogSaving(state) { return [] }
        } else if held.context != state.keyContext {
            return []
        }
        let here: Bool
        switch held.awaiting {
        case .exerciseList: here = state.summaries.value != nil
        case .profile: here = state.profile.value != nil
        case .routines: here = state.training.routines.value != nil
        case .openWorkout: here = state.training.openKnown
        case .rows(let list): here = !Self.rowsPending(list, state)
        // Read or failed: the keys move over what is there.
        case .nextRows: here = !state.history.sets.isLoading
        case .quickLogOpening, .writeAnswer: here = true
        }
        guard here else { return [] }
        state.typeAhead = nil
        return held.events.flatMap { handle($0, &state) }
    }
}

extension AppView {
    /// The status line's word on keys held for what no dialog shows: the open workout, the
    /// settings (while loading, or why they failed: enter tries again), a dialog's write.
    static func statusOfHeldKeys(_ held: TypeAhead, _ state: AppState) -> String? {
        switch held.awaiting {
        case .openWorkout: return Spinner.frame(state.spinnerFrame) + " finding the open workout: \(held.text) waits"
        case .profile:
            if let error = state.profile.error { return "Settings did not load (\(error.message)): enter tries again" }
            return Spinner.frame(state.spinnerFrame) + " loading your settings: \(held.text) waits"
        case .rows(let list):
            guard let missing = Reducer.missing(for: list, state) else { return nil }
            return Spinner.frame(state.spinnerFrame) + " loading \(missing): \(held.keys) waits"
        case .nextRows: return Spinner.frame(state.spinnerFrame) + " loading more sets: \(held.keys) waits"
        case .quickLogOpening:
            guard state.modal == nil else { return nil }
            return Spinner.frame(state.spinnerFrame) + " opening the workout's plan: \(held.text) waits"
        case .writeAnswer:
            // Locally the answer comes in milliseconds; from a slow server the keys would wait
            // unseen.
            return Spinner.frame(state.spinnerFrame) + " saving: \(held.text) waits"
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
