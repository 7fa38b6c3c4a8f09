import Foundation
import PlatesCore

extension DemoBackend: ImportingBackend {
    /// All or nothing: the whole batch is checked on a copy, which replaces the data only when
    /// every row passed. Like every demo write, it lasts for the session.
    public func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (Int) -> Void) async throws(PlatesError) -> ImportApplied {
        var applied = ImportApplied()
        let before = data
        do {
            let now = environment.now()
            var exerciseIds = Set(data.exercises.map(\.id))
            for e in batch.exercises where !exerciseIds.contains(e.id) {
                try checkNameFree(e.name, exceptId: nil)
                data.exercises.append(e)
                exerciseIds.insert(e.id)
                applied.exercisesCreated += 1
            }
            for change in batch.exerciseChanges {
                let (i, current) = try exerciseIndex(change.id)
                data.exercises[i] = try Validator.exercise(change.patch.applied(to: current))
            }
            var setIds = Set(data.sets.map(\.id))
            for (done, set) in batch.sets.enumerated() {
                if done % ImportBatch.progressStep == 0 { progress(done) }
                if setIds.contains(set.id) || batch.previousIds[set.id].map(setIds.contains) == true { applied.setsAlreadyThere += 1; continue }
                let valid = try Validator.set(set.draft, for: try exerciseIndex(set.exerciseId).1, now: now)
                data.sets.append(WorkoutSet(id: set.id, draft: valid, createdAt: set.createdAt))
                setIds.insert(set.id)
                applied.setsAdded += 1
            }
            progress(batch.sets.count)
            var weighInIds = Set(data.bodyWeight.map(\.id))
            for entry in batch.bodyWeight {
                if weighInIds.contains(entry.id) { applied.bodyWeightAlreadyThere += 1; continue }
                data.bodyWeight.append(BodyWeightEntry(id: entry.id, draft: try Validator.bodyWeight(entry.draft, now: now)))
                weighInIds.insert(entry.id)
                applied.bodyWeightAdded += 1
            }
            if let patch = batch.profile { data.profile = try Validator.profile(data.profile, applying: patch) }
            data.aliases.merge(batch.aliases) { _, new in new }
        } catch {
            data = before
            throw error
        }
        return applied
    }

    public func importAliases() async throws(PlatesError) -> [String: String] { data.aliases }
}
