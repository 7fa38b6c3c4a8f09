import Foundation
import PlatesCore

/// Deleting, restoring and merging exercises, in memory (the rules: `ExerciseMerge`).
extension DemoBackend {
    public func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        let (i, e) = try exerciseIndex(id)
        let sets = data.sets.filter { $0.exerciseId == id }.sorted { ($0.date, $0.createdAt, $0.id) < ($1.date, $1.createdAt, $1.id) }
        try ExerciseRemoval.checkDeletable(e, setCount: sets.count, withSets: withSets)
        data.sets.removeAll { $0.exerciseId == id }
        data.exercises.remove(at: i)
        data.aliases = data.aliases.filter { $0.value != id }
        return ExerciseRemoval(exercise: e, sets: sets)
    }

    public func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) {
        let valid = try removal.validated(now: environment.now())
        let e = valid.exercise
        if data.exercises.contains(where: { $0.id == e.id }) { throw .conflict("\(e.name) is already there (id \(e.id)): nothing to restore.") }
        try checkNameFree(e.name, exceptId: nil)
        if let taken = valid.sets.first(where: { set in data.sets.contains { $0.id == set.id } }) {
            throw .conflict("That set is already stored (id \(taken.id)): nothing to restore.")
        }
        data.exercises.append(e)
        data.sets += valid.sets
    }

    public func mergeExercise(id: String, into targetId: String) async throws(PlatesError) -> ExerciseMergeResult {
        let (i, source) = try exerciseIndex(id)
        let target = try exerciseIndex(targetId).1
        let moved = try ExerciseMerge.movedSets(data.sets.filter { $0.exerciseId == id }, from: source, into: target, now: environment.now())
        let byId = Dictionary(uniqueKeysWithValues: moved.map { ($0.id, $0) })
        data.sets = data.sets.map { byId[$0.id] ?? $0 }
        data.exercises.remove(at: i)
        data.aliases = data.aliases.mapValues { $0 == id ? targetId : $0 }
        data.aliases[ExerciseMerge.aliasKey(for: source)] = targetId
        return ExerciseMergeResult(exercise: target, movedSets: moved.count)
    }
}
