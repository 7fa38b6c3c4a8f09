import Foundation
import PlatesCore

extension DemoStore: ImportingStorage {
    /// One person's data, like the local database.
    nonisolated public var importScope: String { "local" }

    /// All or nothing: the batch is applied to a copy, which replaces the data only when every
    /// row fitted. Like every demo write, it lasts for the session.
    public func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (Int) -> Void) async throws(PlatesError) -> ImportApplied {
        var applied = ImportApplied()
        let before = data
        do throws(PlatesError) {
            var exerciseIds = Set(data.exercises.map(\.id))
            for e in batch.exercises where !exerciseIds.contains(e.id) {
                try checkNameFree(e.name, exceptId: nil)
                data.exercises.append(e)
                exerciseIds.insert(e.id)
                applied.exercisesCreated += 1
            }
            for updated in batch.updatedExercises {
                data.exercises[try exerciseIndex(updated.id).0] = updated
            }
            var workoutIds = Set(data.workouts.map(\.id))
            for w in batch.workouts where workoutIds.insert(w.id).inserted {
                data.workouts.append(w)
                applied.workoutsAdded += 1
            }
            var setIds = Set(data.sets.map(\.id))
            let setIndex = Dictionary(data.sets.indices.map { (data.sets[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
            for (done, set) in batch.sets.enumerated() {
                if done % ImportBatch.progressStep == 0 { progress(done) }
                if setIds.contains(set.id) || batch.previousIds[set.id].map(setIds.contains) == true {
                    applied.setsAlreadyThere += 1
                    // Imported before workouts were: the set joins its workout now.
                    if let w = set.workoutId, let i = setIndex[set.id] ?? batch.previousIds[set.id].flatMap({ setIndex[$0] }),
                        data.sets[i].workoutId == nil
                    {
                        data.sets[i].draft.workoutId = w
                    }
                    continue
                }
                guard exerciseIds.contains(set.exerciseId) else { throw .notFound(what: "exercise", id: set.exerciseId) }
                data.sets.append(set)
                setIds.insert(set.id)
                applied.setsAdded += 1
            }
            progress(batch.sets.count)
            var weighInIds = Set(data.bodyWeight.map(\.id))
            for entry in batch.bodyWeight {
                if weighInIds.contains(entry.id) {
                    applied.bodyWeightAlreadyThere += 1
                    continue
                }
                data.bodyWeight.append(entry)
                weighInIds.insert(entry.id)
                applied.bodyWeightAdded += 1
            }
            for r in batch.routines
            where !data.routines.contains(where: { $0.id == r.id || Exercise.nameKey($0.name) == Exercise.nameKey(r.name) }) {
                data.routines.append(r)
                applied.routinesAdded += 1
            }
            if let settings = batch.settings { data.profile = settings }
            data.aliases.merge(batch.aliases) { _, new in new }
        } catch {
            data = before
            throw error
        }
        return applied
    }

    public func exerciseAliases() async throws(PlatesError) -> [String: String] { data.aliases }
}
