import Foundation
import PlatesCore
import TermUI

/// Everything the screens show. Changed only by `Reducer.reduce`; rendered by `AppView`.
public struct AppState: Equatable, Sendable {
    public var route: Route = .dashboard
    public var size: Size
    /// Shown in the top bar's right corner: `DEMO` on demo data.
    public var isDemo: Bool
    /// What the settings screen says about where data lives.
    public var backendDescription: String
    public var profile: LoadState<Profile> = .idle
    public var dashboard: LoadState<DashboardSummary> = .idle
    /// Every exercise with its stats: the exercise list, names everywhere, quick-log's picker.
    public var summaries: LoadState<[ExerciseSummary]> = .idle
    /// The other names exercises answer to (`PlatesBackend.exerciseAliases`), read after each
    /// exercise list: the quick-log, the routine form and the list's search find an exercise by
    /// a name merged into it.
    public var exerciseAliases: [String: String] = [:]
    /// At start the exercise list is asked for once the dashboard answered: the first screen's
    /// reads do not share the two cores with it (docs/DECISIONS.md, "The dashboard first").
    public var summariesAfterDashboard = false
    public var exercises = ExerciseListState()
    /// The exercise detail, open over the exercise list (or whichever screen opened it).
    public var detail: DetailState?
    public var history = HistoryState()
    public var bodyWeight = BodyWeightState()
    public var settings = ListCursor()
    public var modal: Modal?
    /// Keys held until the data they act on arrives (`TypeAhead`).
    public var typeAhead: TypeAhead?
    public var toast: ToastState?
    /// This session's changes to sets, for `u` (undo) and `U` / `ctrl+r` (redo).
    public var undo = UndoHistory()
    /// Advances on every tick while something loads (the spinner's frame).
    public var spinnerFrame = 0
    /// Since when something has been loading (nil: nothing is).
    public var busySince: Date?
    /// The status bar's "loading" shows only for a load that takes this long: a local database
    /// answers in a few milliseconds, and a spinner drawn and erased within them is only flicker
    /// (and a second frame for every key that reloads a screen).
    public static let spinnerDelay: TimeInterval = 0.15
    public var shouldQuit = false
    /// Printed after the terminal is restored (logged out everywhere, the account deleted).
    public var farewell: String?
    /// Settings, on a server account: its live sessions.
    public var sessions: LoadState<[AccountSession]> = .idle
    /// The dashboard's week in figures, on a screen tall enough to show it (`DashboardScreen.showsWeek`).
    public var weekReport: LoadState<TrainingReport> = .idle
    /// The dashboard's calendar of training days, a year of them, on a screen tall enough
    /// (`DashboardScreen.showsCalendar`).
    public var trainingDays: LoadState<TrainingCalendar.Grid> = .idle
    /// Best session volumes of the last seven days, for the dashboard's recent records.
    public var recentSessions: LoadState<[SessionVolumeRecord.Recent]> = .idle
    /// Settings, on a server account: its live personal API tokens.
    public var apiTokens: LoadState<[APIToken]> = .idle
    /// Writes waiting for the server (HTTP backend offline): "offline · N pending" in the top bar.
    public var sync = SyncStatus()
    /// A sync is running; the next one is due at `nextSync` (every few seconds while writes wait).
    public var syncing = false
    public var nextSync: Date?
    /// When the data was last checked for other processes' writes; a check is on its way while `checkingForChanges`.
    public var lastChangeCheck: Date?
    public var checkingForChanges = false
    /// The local day the screens were last read on: at midnight "today" is another day, and
    /// what the screen shows of it (the dashboard's Today, the week) is read again.
    public var shownDay: Date?
    /// The account the backend works for (nil: local data, no log-in).
    public var account: String?
    /// The log-in form, over everything, after the server ended the session.
    public var login: LoginState?
    /// The user closed the log-in form: calls that meet a 401 fail with a message until a log-in works.
    public var loginDeclined = false
    /// The rows last built for the history and the exercise detail (`SetRowCache`).
    public var rowCaches = SetRowCaches()
    /// The rest timer after a logged set, shown in the status line on every screen.
    public var rest = RestState()
    /// The local database's backups (nil: none here — demo data, a server account).
    public var backups: BackupInfo?
    /// The open workout and the routines (SPEC 8).
    public var training = TrainingState()

    public init(size: Size, isDemo: Bool, backendDescription: String, account: String? = nil) {
        self.size = size
        self.isDemo = isDemo
        self.backendDescription = backendDescription
        self.account = account
    }

    /// The display unit (kg until the profile has loaded).
    public var unit: WeightUnit { profile.value?.unit ?? .kg }
    public var formatter: SetFormatter { SetFormatter(unit: unit) }

    /// The exercise with this id, if the list has loaded.
    public func exercise(_ id: String) -> Exercise? { summary(id)?.exercise }
    public func summary(_ id: String) -> ExerciseSummary? {
        guard let list = summaries.value else { return nil }
        return rowCaches.exercises.index(of: id, in: list).map { list[$0] }
    }

    /// Each exercise's muscle group, for workout labels.
    public var muscleGroups: [String: MuscleGroup] {
        Dictionary((summaries.value ?? []).map { ($0.exercise.id, $0.exercise.muscleGroup) }, uniquingKeysWith: { a, _ in a })
    }

    /// What a list not loaded yet shows: one lineage for all, so its rows are built once.
    private static let noSets = SetList()

    /// The rows of history as shown: day headers, and the sets of expanded days.
    public func historyRows(calendar: Calendar) -> [SetRow] {
        let list = history.sets.value ?? Self.noSets
        let key = SetRowCache.Key(sets: list.version, expanded: history.expanded, calendar: calendar, summaries: summaries.value)
        return rowCaches.history.rows(for: key, of: list.items) { muscleGroups }
    }

    /// The rows of an exercise's set history: every day expanded.
    public func detailRows(_ d: DetailState, calendar: Calendar) -> [SetRow] {
        let list = d.sets.value ?? Self.noSets
        let key = SetRowCache.Key(sets: list.version, expanded: nil, calendar: calendar, summaries: summaries.value)
        return rowCaches.detail.rows(for: key, of: list.items) { muscleGroups }
    }

    /// Anything on its way from the backend (the status bar's spinner).
    public var isBusy: Bool {
        profile.isLoading || dashboard.isLoading || summaries.isLoading || history.sets.isLoading
            || bodyWeight.stats.isLoading || bodyWeight.entries.isLoading
            || (detail.map { $0.records.isLoading || $0.progress.isLoading || $0.sets.isLoading } ?? false)
            || modal?.isSaving == true || login?.submitting == true
    }

    /// Whether the status bar shows the spinner at `now`: something has loaded for `spinnerDelay`.
    public func showsSpinner(at now: Date) -> Bool {
        guard isBusy, let since = busySince else { return false }
        return now.timeIntervalSince(since) >= Self.spinnerDelay
    }

    /// Whether `command` does something where the keyboard is now (the status bar's hints).
    public func acts(_ command: Command, calendar: Calendar) -> Bool {
        switch (keyContext, command) {
        case (.form, .nextTab):
            if case .form(let f)? = modal { return f.fields.count > 1 }
            return true
        case (.history, .edit), (.history, .delete):
            let rows = historyRows(calendar: calendar)
            return rows.indices.contains(history.cursor.selected) && rows[history.cursor.selected].set != nil
        case (.exerciseDetail, .edit), (.exerciseDetail, .delete):
            guard let d = detail else { return false }
            let rows = detailRows(d, calendar: calendar)
            return rows.indices.contains(d.cursor.selected) && rows[d.cursor.selected].set != nil
        default:
            return true
        }
    }

    /// Which binding table the keyboard uses now.
    public var keyContext: KeyContext {
        if AppView.isTooSmall(size) { return .tooSmall }
        if login != nil { return .login }
        switch modal {
        case .help?: return .help
        case .confirm?: return .confirm
        case .quickLog?: return .quickLog
        case .form?: return .form
        case .report?: return .report
        case .workoutPicker?: return .workoutPicker
        case nil: break
        }
        if detail != nil { return .exerciseDetail }
        switch route {
        case .dashboard: return .dashboard
        case .exercises: return exercises.searching ? .searching : .exercises
        case .history: return .history
        case .bodyWeight: return .bodyWeight
        case .settings: return .settings
        }
    }
}

/// What lies over the screen and takes the keyboard.
public enum Modal: Equatable, Sendable {
    /// The keys of a screen; `scroll`: the first line shown when they do not fit.
    case help(KeyContext, scroll: Int = 0)
    case confirm(ConfirmState)
    case quickLog(QuickLogState)
    case form(FormState)
    /// What an import did (Settings → Import a file).
    case report(ReportState)
    /// `w`: which workout to start.
    case workoutPicker(WorkoutPickerState)

    var isSaving: Bool {
        switch self {
        case .workoutPicker(let p): return p.starting
        case .quickLog(let q): return q.saving
        case .form(let f): return f.saving
        case .confirm(let c): return c.saving
        case .help, .report: return false
        }
    }
}

/// A yes/no question before something is deleted or merged away.
public struct ConfirmState: Equatable, Sendable {
    public enum Target: Equatable, Sendable {
        case set(WorkoutSet)
        case bodyWeight(BodyWeightEntry)
        /// An exercise with this many sets, deleted with them.
        case exercise(Exercise, setCount: Int)
        /// A workout; its sets stay, in no workout.
        case workout(Workout)
        /// An exercise merged into another; `n` goes back to the form.
        case merge(Exercise, into: Exercise, form: FormState)
        /// The exercises a routine's plan names that nobody has, added before the routine is
        /// saved; `n` goes back to the form.
        case addExercises([ExerciseDraft], form: FormState)
        /// Ctrl-C over a form with typed text: quit and lose it, or go back to the form as it was.
        indirect case quit(returningTo: Modal)
        /// Settings → Log out everywhere.
        case logOutEverywhere
    }
    public var title: String
    public var message: String
    public var target: Target
    public var saving = false

    /// The form the question was asked from: `n`, and a refusal, go back to it.
    var form: FormState? {
        switch target {
        case .merge(_, _, let f), .addExercises(_, let f): return f
        default: return nil
        }
    }
}

/// A short message at the right end of the status line, gone after a few seconds or at the next key.
public struct ToastState: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case success, error, info }
    public var message: String
    public var kind: Kind
    public var expires: Date

    public static let seconds: TimeInterval = 4
}
