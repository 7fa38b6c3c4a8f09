import Foundation
import PlatesCore

/// A backend call the reducer asks for, as plain data. The effect runner performs it off the UI
/// path and answers with an `Action`.
public enum Effect: Equatable, Sendable {
    case loadProfile
    case loadDashboard
    case loadSummaries
    /// The other names exercises answer to, asked once the exercise list has come (`aliasesLoaded`).
    case loadAliases
    case loadRecords(exerciseId: String)
    case loadProgress(exerciseId: String, measure: ProgressMeasure)
    /// A lift's sets from `skip`: a page, or (read again under a list on screen) `count` sets in
    /// one answer, so the selection keeps its row.
    case loadExerciseSets(exerciseId: String, skip: Int, count: Int = SetList.pageSize)
    case loadHistory(skip: Int)
    /// More history, page after page until the screen is full (`HistoryFill`).
    case fillHistory(HistoryFill)
    /// The rest of the last loaded day of history: sets from `from` (the day's start), after the
    /// `skip` already loaded, so a page never ends inside a day.
    case loadHistoryDay(from: Date, skip: Int)
    case loadBodyWeightStats
    case loadBodyWeightEntries(skip: Int, count: Int = BodyWeightState.pageSize)
    case logSets([SetDraft], exerciseName: String)
    /// Replaces `before`'s values with the draft's (undo remembers `before`).
    case updateSet(before: WorkoutSet, SetDraft)
    case deleteSet(WorkoutSet)
    /// Takes back (`.undo`) or makes again (`.redo`) a change of this session.
    case revert(SetChange, UndoHistory.Direction)
    case createExercise(ExerciseDraft)
    /// With the other names its form gives and drops.
    case updateExercise(id: String, ExercisePatch, otherNames: OtherNames.Change = .none)
    /// How many sets the exercise has, for the question before deleting it.
    case countExerciseSets(Exercise)
    /// The exercise and all its sets (undo puts both back).
    case deleteExercise(Exercise)
    case mergeExercise(Exercise, into: Exercise)
    case addBodyWeight(BodyWeightDraft)
    case updateBodyWeight(id: String, BodyWeightDraft)
    case deleteBodyWeight(id: String)
    case updateProfile(ProfilePatch)
    /// Sends writes kept offline, then reports what still waits.
    case sync
    /// Quick-log opened: the backend readies the write the user is about to make.
    case prepareToLog
    /// Asks whether another process changed the data (every `Reducer.changeCheckInterval`).
    case checkForChanges
    /// Settings → Import a file: reads the file and runs the importer (all or nothing).
    /// `backUpInto`: the backups folder Settings shows (nil: not read yet, the database's own).
    case importFile(ImportChoice, backUpInto: String? = nil)
    /// Logs in again after the server ended the session (the log-in form).
    case logIn(email: String, password: String)
    /// Settings, on a server account: its sessions.
    case loadSessions
    case changePassword(current: String, new: String)
    case logOutEverywhere
    case deleteAccount(password: String)
    /// The dashboard's "this week" and "weeks in a row" cards (a tall terminal only); `pastWeeks`:
    /// the run before this week, known from the last load in the same week (nil: count it).
    case loadWeekReport(goal: Int, pastWeeks: Int?, groupWeeks: GroupWeeks?)
    /// The dashboard's calendar: the days with sets from `from`'s day to `to`'s.
    case loadTrainingDays(from: Date, to: Date)
    /// The best session volumes set since a day (the dashboard's recent records), after the dashboard.
    case loadRecentSessions(since: Date)
    /// After a log: whether it made its day the lift's best session volume (the volume chart read).
    case checkSessionVolume(SessionVolumeRecord.Check)
    /// Settings, on a server account: its personal API tokens.
    case tokens(TokenCall)
    /// Workouts and routines.
    case training(TrainingCall)
    /// Settings → Backups folder (nil: the default). Only the local database has one.
    case chooseBackupFolder(String?)
    /// The backups in a folder, to choose one to restore.
    case listBackups(folder: String)
    /// Backs the database up into `folder`, then puts the backup at `path` in its place.
    case restoreBackup(path: String, folder: String)
}

/// The calls about workouts and routines (`TrainingBackend`).
public enum TrainingCall: Equatable, Sendable {
    /// The open workout.
    case loadCurrent
    case loadRoutines
    case start(WorkoutDraft)
    case loadPlan(workoutId: String)
    /// The same plan for a quick-log form opened by `l`, not walked: it prefills what it plans.
    case loadPlanToPrefill(workoutId: String)
    case finish(workoutId: String)
    /// The workouts started since `from` (history's day headers).
    case loadRecent(from: Date?)
    /// Creates a routine (id nil) or replaces one of the user's.
    case saveRoutine(id: String?, RoutineDraft)
    /// Adds the exercises a plan names that nobody had, then reads the plan and saves the routine
    /// as `saveRoutine` does.
    case addExercisesAndSaveRoutine([ExerciseDraft], id: String?, name: String, notes: String?, plan: String, unit: WeightUnit)
    case deleteRoutine(Routine)
    /// Its sets stay, in no workout.
    case deleteWorkout(Workout)
    case updateWorkout(id: String, WorkoutPatch)
    /// Sets into a workout (nil: out of any).
    case moveSets([String], to: String?)
}

/// What Settings asks of the account's personal API tokens.
public enum TokenCall: Equatable, Sendable {
    case load
    case create(name: String, scope: TokenScope)
    case revoke(APIToken)
}
