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
        return PlatesExport(
            exportedAt: now.roundedToMilliseconds, profile: profile, exercises: exercises,
            sets: sets.reversed(), bodyWeight: weighIns.reversed())
    }
}
