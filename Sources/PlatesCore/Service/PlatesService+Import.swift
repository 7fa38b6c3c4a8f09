import Foundation

/// Imports on stores that take them: the batch is checked here against the exercises it will
/// meet (validator, patches applied), then written whole by the store.
extension PlatesService: ImportingBackend where Store: ImportingStorage {
    public func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (Int) -> Void) async throws(PlatesError) -> ImportApplied {
        try await store.importBatch(try await checked(batch), progress: progress)
    }

    public func deleteSets(ids: [String]) async throws(PlatesError) -> Int {
        guard !ids.isEmpty else { return 0 }
        return try await store.deleteSets(ids: ids)
    }

    public func deleteWorkouts(ids: [String]) async throws(PlatesError) -> Int {
        guard !ids.isEmpty else { return 0 }
        return try await store.deleteWorkouts(ids: ids)
    }

    public var importScope: String { store.importScope }

    /// The batch with its exercise changes and profile patch applied and validated, and every set
    /// and weigh-in validated against the exercise it will belong to.
    func checked(_ batch: ImportBatch) async throws(PlatesError) -> ImportBatch {
        let now = environment.now()
        var checked = batch
        var exercises: [String: Exercise] = [:]
        for e in try await store.exercises() { exercises[e.id] = e }
        for e in batch.exercises where exercises[e.id] == nil { exercises[e.id] = e }
        checked.updatedExercises = []
        for change in batch.exerciseChanges {
            guard let current = exercises[change.id] else { throw .notFound(what: "exercise", id: change.id) }
            let updated = try Validator.exercise(change.patch.applied(to: current))
            exercises[change.id] = updated
            checked.updatedExercises.append(updated)
        }
        for i in checked.sets.indices {
            let set = checked.sets[i]
            guard let exercise = exercises[set.exerciseId] else { throw .notFound(what: "exercise", id: set.exerciseId) }
            let valid = try Validator.set(set.draft, for: exercise, now: now)
            // Replaced only when validation changed it: a copy of 100,000 sets costs 15 MB.
            if valid != set.draft { checked.sets[i] = WorkoutSet(id: set.id, draft: valid, createdAt: set.createdAt) }
        }
        for i in checked.bodyWeight.indices {
            let entry = checked.bodyWeight[i]
            checked.bodyWeight[i] = BodyWeightEntry(id: entry.id, draft: try Validator.bodyWeight(entry.draft, now: now))
        }
        for i in checked.routines.indices {
            let r = checked.routines[i]
            checked.routines[i].entries = try r.entries.map { e throws(PlatesError) in
                guard let exercise = exercises[e.exerciseId] else { throw .notFound(what: "exercise", id: e.exerciseId) }
                return try e.checked(for: exercise)
            }
            checked.routines[i].name = TextRule.cleaned(r.name, .exerciseName)
        }
        if let patch = batch.profile {
            checked.settings = try Validator.profile(try await store.profileSettings(), applying: patch)
        }
        return checked
    }
}
