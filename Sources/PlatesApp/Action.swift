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
    case recordsLoaded(exerciseId: String, Result<[PersonalRecord], PlatesError>)
    case progressLoaded(exerciseId: String, minReps: Int, Result<[ProgressPoint], PlatesError>)
    case exerciseSetsLoaded(exerciseId: String, Result<Page<WorkoutSet>, PlatesError>)
    case historyLoaded(Result<Page<WorkoutSet>, PlatesError>)
    case bodyWeightStatsLoaded(Result<BodyWeightStats, PlatesError>)
    case bodyWeightEntriesLoaded(Result<Page<BodyWeightEntry>, PlatesError>)
    case saved(Saved)
    case saveFailed(PlatesError)
    /// What the backend said after trying to send the writes it keeps offline.
    case synced(SyncStatus)
}

/// A write that reached the backend (after its commit).
public enum Saved: Equatable, Sendable {
    case logged(LogResult, exerciseName: String)
    case setUpdated(WorkoutSet)
    case setDeleted(String)
    case undone(LoggedSets)
    case exerciseCreated(Exercise)
    case exerciseUpdated(Exercise)
    case bodyWeightAdded(BodyWeightEntry)
    case bodyWeightUpdated(BodyWeightEntry)
    case bodyWeightDeleted(String)
    case profileUpdated(Profile)
}
