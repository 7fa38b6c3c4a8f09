import PlatesCore
import TermUI

/// Something that happened: input from the terminal, or the outcome of an effect.
public enum Action: Equatable, Sendable {
    /// The app opened: load what the first screen shows.
    case start
    case event(Event)
    case profileLoaded(Result<Profile, PlatesError>)
    case dashboardLoaded(Result<DashboardSummary, PlatesError>)
    case summariesLoaded(Result<[ExerciseSummary], PlatesError>)
    /// The other names exercises answer to (`PlatesBackend.exerciseAliases`).
    case aliasesLoaded(Result<[String: String], PlatesError>)
    case recordsLoaded(exerciseId: String, Result<[PersonalRecord], PlatesError>)
    case progressLoaded(exerciseId: String, measure: ProgressMeasure, Result<[ProgressPoint], PlatesError>)
    case exerciseSetsLoaded(exerciseId: String, Result<Page<WorkoutSet>, PlatesError>)
    case historyLoaded(Result<Page<WorkoutSet>, PlatesError>)
    /// History read to a full screen, ending on a day's end (`HistoryFill`).
    case historyFilled(Result<Page<WorkoutSet>, PlatesError>)
    case historyDayLoaded(Result<Page<WorkoutSet>, PlatesError>)
    case bodyWeightStatsLoaded(Result<BodyWeightStats, PlatesError>)
    case bodyWeightEntriesLoaded(Result<Page<BodyWeightEntry>, PlatesError>)
    case saved(Saved)
    /// The answer of `.countExerciseSets`: the delete question can say how many sets go, and
    /// which routines plan the exercise.
    case exerciseSetsCounted(Exercise, Result<ExerciseUse, PlatesError>)
    case saveFailed(PlatesError)
    /// What the backend said after trying to send the writes it keeps offline.
    case synced(SyncStatus)
    /// The backend has readied the quick-log write (nothing changes on screen).
    case preparedToLog
    /// Something outside the screens to say once (the daily backup failed).
    case notice(String)
    /// What the backups folder holds now (at the start, and after the daily backup).
    case backupsChecked(BackupInfo)
    /// Whether another process changed the data since the last check.
    case changedElsewhere(Bool)
    /// A call met a 401 the backend could not cure: log in, then make `retry` again; `failure` is
    /// what the call answered, for when the user gives up.
    indirect case loginNeeded(retry: Effect, failure: Action)
    /// The log-in form's answer: the account's e-mail, or why not.
    case loggedIn(Result<String, PlatesError>)
    case sessionsLoaded(Result<[AccountSession], PlatesError>)
    /// A change to the server account went through (a failure is `saveFailed`).
    case accountChanged(AccountChange)
    case weekReportLoaded(Result<TrainingReport, PlatesError>)
    case trainingDaysLoaded(Result<TrainingCalendar.Grid, PlatesError>)
    case recentSessionsLoaded(Result<[SessionVolumeRecord.Recent], PlatesError>)
    /// The lift's volume series after a log, to say whether the log set its best session.
    case sessionVolumeChecked(SessionVolumeRecord.Check, Result<[ProgressPoint], PlatesError>)
    /// A personal API token call answered.
    case tokens(TokenAnswer)
    /// An import running from the settings screen reached its next phase.
    case importProgress(Importer.Phase)
    /// A workout or routine call answered.
    case training(TrainingAnswer)
    case backupFolderChosen(Result<BackupInfo, PlatesError>)
    case backupsListed(Result<[BackupFile], PlatesError>)
    /// The backup made of the database before the restore.
    case backupRestored(Result<String, PlatesError>)
}

extension Action {
    /// Whether this is a call's failure for want of a session.
    var failedForWantOfSession: Bool {
        func check<T>(_ r: Result<T, PlatesError>) -> Bool {
            if case .failure(.unauthorized) = r { return true } else { return false }
        }
        switch self {
        case .profileLoaded(let r): return check(r)
        case .dashboardLoaded(let r): return check(r)
        case .summariesLoaded(let r): return check(r)
        case .recordsLoaded(_, let r): return check(r)
        case .progressLoaded(_, _, let r): return check(r)
        case .exerciseSetsLoaded(_, let r): return check(r)
        case .historyLoaded(let r): return check(r)
        case .historyFilled(let r): return check(r)
        case .historyDayLoaded(let r): return check(r)
        case .bodyWeightStatsLoaded(let r): return check(r)
        case .bodyWeightEntriesLoaded(let r): return check(r)
        case .sessionsLoaded(let r): return check(r)
        case .saveFailed(.unauthorized): return true
        default: return false
        }
    }
}

/// A write that reached the backend (after its commit).
public enum Saved: Equatable, Sendable {
    case logged(LogResult, exerciseName: String)
    case setUpdated(WorkoutSet, before: WorkoutSet)
    case setDeleted(WorkoutSet)
    /// An undo or redo went through; `now`: the change as made again, when it answered anew.
    case reverted(SetChange, UndoHistory.Direction, now: SetChange? = nil)
    case exerciseCreated(Exercise)
    case exerciseUpdated(Exercise)
    case exerciseDeleted(ExerciseRemoval)
    /// The first exercise went into the result's.
    case exercisesMerged(Exercise, ExerciseMergeResult)
    case bodyWeightAdded(BodyWeightEntry)
    case bodyWeightUpdated(BodyWeightEntry)
    case bodyWeightDeleted(String)
    case profileUpdated(Profile)
    /// An import from the settings screen (a dry run has no `applied`).
    case imported(ImportAnswer)
}

/// What Settings' account rows changed on the server.
public enum AccountChange: Equatable, Sendable {
    case passwordChanged(SessionsEnded)
    /// Every session ended, this one too: the app closes.
    case loggedOutEverywhere(SessionsEnded)
    /// The account and its data are gone: the app closes.
    case deleted
}

/// The answers of `TokenCall`s.
public enum TokenAnswer: Equatable, Sendable {
    case loaded(Result<[APIToken], PlatesError>)
    case created(Result<CreatedToken, PlatesError>)
    case revoked(Result<APIToken, PlatesError>)
}

/// The answers of `TrainingCall`s.
public enum TrainingAnswer: Equatable, Sendable {
    case current(Result<Workout?, PlatesError>)
    case routines(Result<[Routine], PlatesError>)
    case started(Result<Workout, PlatesError>)
    case plan(Result<WorkoutPlan?, PlatesError>)
    case planToPrefill(Result<WorkoutPlan?, PlatesError>)
    case finished(Result<Workout, PlatesError>)
    case history(Result<[Workout], PlatesError>)
    case routineSaved(Result<Routine, PlatesError>)
    case routineDeleted(Result<Routine, PlatesError>)
    case workoutDeleted(Result<Workout, PlatesError>)
    case workoutUpdated(Result<Workout, PlatesError>)
    /// The workout the sets went into (nil: out of any).
    case setsMoved(Result<String?, PlatesError>)
}
