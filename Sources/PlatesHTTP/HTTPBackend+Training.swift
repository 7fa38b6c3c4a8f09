import Foundation
import PlatesCore

/// Workouts and routines over the REST API. Reads are kept for offline use like every read;
/// starting, finishing and editing need the server (a set logged offline still names its
/// workout and waits in the outbox).
extension HTTPBackend: TrainingBackend {
    public func listWorkouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout] {
        try Validator.page(skip: 0, limit: limit)
        var query = [("limit", String(limit)), tz]
        if let from { query.append(("from", WireDates.format(from))) }
        if let to { query.append(("to", WireDates.format(to))) }
        return try await get("/workouts", query)
    }

    public func workout(id: String) async throws(PlatesError) -> WorkoutDetail {
        try await get("/workouts/\(Self.segment(id))")
    }

    public func currentWorkout() async throws(PlatesError) -> Workout? {
        let answer: CurrentWorkout = try await get("/workouts/current")
        return answer.workout
    }

    public func startWorkout(_ draft: WorkoutDraft) async throws(PlatesError) -> Workout {
        try await write("POST", "/workouts", draft)
    }

    public func finishWorkout(id: String) async throws(PlatesError) -> Workout {
        try await write("POST", "/workouts/\(Self.segment(id))/finish", EmptyBody())
    }

    public func updateWorkout(id: String, _ patch: WorkoutPatch) async throws(PlatesError) -> Workout {
        try await write("PATCH", "/workouts/\(Self.segment(id))", WorkoutPatchBody(patch))
    }

    public func deleteWorkout(id: String) async throws(PlatesError) {
        try await delete("/workouts/\(Self.segment(id))")
    }

    public func moveSets(ids: [String], toWorkout: String?) async throws(PlatesError) {
        guard !ids.isEmpty else { return }
        _ = try await authorized("POST", "/sets/move", query: [], body: try Self.encode(MoveSetsBody(setIds: ids, workoutId: toWorkout)))
    }

    public func listRoutines() async throws(PlatesError) -> [Routine] {
        try await get("/routines")
    }

    public func routine(id: String) async throws(PlatesError) -> Routine {
        try await get("/routines/\(Self.segment(id))")
    }

    public func createRoutine(_ draft: RoutineDraft) async throws(PlatesError) -> Routine {
        try await write("POST", "/routines", draft)
    }

    public func updateRoutine(id: String, _ draft: RoutineDraft) async throws(PlatesError) -> Routine {
        try await write("PATCH", "/routines/\(Self.segment(id))", RoutinePatchBody(draft))
    }

    public func deleteRoutine(id: String) async throws(PlatesError) {
        try await delete("/routines/\(Self.segment(id))")
    }

    public func plan(workoutId: String) async throws(PlatesError) -> WorkoutPlan? {
        let answer: PlanAnswer = try await get("/workouts/\(Self.segment(workoutId))/plan", [tz])
        return answer.plan
    }
}

/// A POST that says everything in its path (`/workouts/{id}/finish`).
struct EmptyBody: Encodable {}
