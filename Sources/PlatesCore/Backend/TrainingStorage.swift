import Foundation

/// Where a store keeps workouts and routines (SPEC 8). Part of `PlatesStorage`; kept here so
/// the set and exercise calls stay readable. Routines' entries are stored whole, as one JSON
/// document per routine (a routine is edited and read as a whole; docs/DECISIONS.md).
public protocol TrainingStorage: Sendable {
    /// Workouts started in `[from, to)` (either end open), newest start first, at most `limit`.
    func workouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout]
    /// `.notFound` when there is none.
    func workout(id: String) async throws(PlatesError) -> Workout
    /// The newest workout not finished, if any.
    func openWorkout() async throws(PlatesError) -> Workout?
    /// Stores a new workout; `finishing`, an open one, is stored finished in the same transaction
    /// (`.conflict` when it is no longer open: another device finished it meanwhile).
    func insertWorkout(_ workout: Workout, finishing: Workout?, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// `.notFound` when gone.
    func updateWorkout(_ workout: Workout, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Deletes the workout; its sets stay, in no workout.
    func deleteWorkout(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// A workout's sets, oldest first (date, creation, id).
    func sets(workoutId: String) async throws(PlatesError) -> [WorkoutSet]
    /// Puts the sets into `workoutId` (nil: into none); an unknown set or workout: `.notFound`.
    func moveSets(ids: [String], toWorkout workoutId: String?, receipt: WriteReceipt<Void>?) async throws(PlatesError)

    /// The user's own routines, by name (case-insensitively), then id.
    func routines() async throws(PlatesError) -> [Routine]
    /// A name another routine has (case-insensitively): `.conflict`.
    func insertRoutine(_ routine: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// `.notFound` when gone; a name another routine has: `.conflict`.
    func updateRoutine(_ routine: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func deleteRoutine(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
}

extension PlatesError {
    public static func routineNameTaken(_ name: String) -> PlatesError {
        .conflict("A routine named ‘\(name)’ already exists.")
    }

    public static func workoutNoLongerOpen(_ name: String) -> PlatesError {
        .conflict("‘\(name)’ was finished meanwhile (another window or device): nothing was saved; try again.")
    }
}
