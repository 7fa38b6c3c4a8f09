import Foundation

/// Everything of one account, read through the backend protocol (any backend).
public enum Exporter {
    public static func collect(_ backend: any PlatesBackend, now: Date) async throws(PlatesError) -> PlatesExport {
        let profile = try await backend.profile()
        let exercises = try await backend.listExercises()
        var sets: [WorkoutSet] = []
        var skip = 0
        while true {
            let page = try await backend.listSets(SetQuery(skip: skip, limit: Limits.pageLimit.upperBound))
            sets += page.items
            skip += page.items.count
            if page.items.isEmpty || skip >= page.total { break }
        }
        var weighIns: [BodyWeightEntry] = []
        skip = 0
        while true {
            let page = try await backend.listBodyWeight(skip: skip, limit: Limits.pageLimit.upperBound)
            weighIns += page.items
            skip += page.items.count
            if page.items.isEmpty || skip >= page.total { break }
        }
        var workouts: [Workout] = []
        var routines: [Routine] = []
        if let training = backend as? any TrainingBackend {
            // Newest first, paged by start: the next page ends just after this one's oldest began
            // (workouts started in the same millisecond are not lost; the ones seen are skipped).
            var before: Date? = nil
            var seen: Set<String> = []
            while true {
                let page = try await training.listWorkouts(from: nil, to: before, limit: Limits.pageLimit.upperBound)
                let new = page.filter { seen.insert($0.id).inserted }
                workouts += new
                guard page.count == Limits.pageLimit.upperBound, !new.isEmpty, let oldest = page.last?.startedAt else { break }
                before = oldest.addingTimeInterval(0.001)
            }
            routines = try await training.listRoutines().filter { !$0.isShipped }
        }
        // Only the names of exercises the export holds (a store drops them with their exercise).
        let ids = Set(exercises.map(\.id))
        let aliases = ExerciseAlias.list(try await backend.exerciseAliases()).filter { ids.contains($0.exerciseId) }
        return PlatesExport(
            exportedAt: now.roundedToMilliseconds, profile: profile, exercises: exercises,
            sets: sets.reversed(), bodyWeight: weighIns.reversed(), workouts: workouts.reversed(), routines: routines, aliases: aliases)
    }
}
