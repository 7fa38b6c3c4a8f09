import Foundation

/// Workouts and routines (SPEC 8), for the screens and the command line. `PlatesService`
/// answers it over every store, `HTTPBackend` over the REST API.
public protocol TrainingBackend: PlatesBackend {
    /// Workouts started in `[from, to)`, newest first.
    func listWorkouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout]
    func workout(id: String) async throws(PlatesError) -> WorkoutDetail
    /// The workout being trained (open), if any.
    func currentWorkout() async throws(PlatesError) -> Workout?
    /// Starts a workout now (or at the draft's time). An open workout is finished first
    /// (`WorkoutRules.finish`), in the same transaction.
    func startWorkout(_ draft: WorkoutDraft) async throws(PlatesError) -> Workout
    /// Finishes an open workout (`WorkoutRules.finish`); a finished one is answered as it is.
    func finishWorkout(id: String) async throws(PlatesError) -> Workout
    func updateWorkout(id: String, _ patch: WorkoutPatch) async throws(PlatesError) -> Workout
    /// Deletes the workout; its sets stay, in no workout.
    func deleteWorkout(id: String) async throws(PlatesError)
    /// Moves sets into a workout (nil: out of any).
    func moveSets(ids: [String], toWorkout: String?) async throws(PlatesError)
    /// The user's routines by name, then the shipped ones in their order.
    func listRoutines() async throws(PlatesError) -> [Routine]
    func routine(id: String) async throws(PlatesError) -> Routine
    func createRoutine(_ draft: RoutineDraft) async throws(PlatesError) -> Routine
    /// Shipped routines cannot be changed (`.forbidden`): copy one with `createRoutine`.
    func updateRoutine(id: String, _ draft: RoutineDraft) async throws(PlatesError) -> Routine
    func deleteRoutine(id: String) async throws(PlatesError)
    /// The plan walk of a workout started from a routine; nil for a workout without one (or whose
    /// routine is gone).
    func plan(workoutId: String) async throws(PlatesError) -> WorkoutPlan?
}
