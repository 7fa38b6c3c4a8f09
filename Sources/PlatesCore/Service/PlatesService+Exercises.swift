import Foundation

/// Exercises: create, edit, delete with their sets, restore, merge and take a merge back (SPEC 9).
extension PlatesService {
    public func listExercises() async throws(PlatesError) -> [Exercise] {
        try await store.exercises()
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        try await store.exercise(id: id)
    }

    public func exerciseAliases() async throws(PlatesError) -> [String: String] {
        try await store.exerciseAliases()
    }

    public func createExercise(_ draft: ExerciseDraft) async throws(PlatesError) -> Exercise {
        try await createExercise(draft, receipt: nil)
    }

    public func createExercise(_ draft: ExerciseDraft, receipt: WriteReceipt<Exercise>?) async throws(PlatesError) -> Exercise {
        let defaultReps = try await store.profileSettings().defaultPRReps
        let d = try Validator.exercise(draft, defaultPRReps: defaultReps)
        let e = Exercise(
            id: environment.makeID(), name: d.name, muscleGroup: d.muscleGroup, exerciseType: d.exerciseType,
            defaultPRReps: d.defaultPRReps ?? defaultReps, isBase: false, usesBodyWeight: d.usesBodyWeight,
            pinnedNote: d.pinnedNote, createdAt: environment.now().roundedToMilliseconds)
        try await store.insertExercise(e, receipt: receipt?.composed { e })
        return e
    }

    public func updateExercise(id: String, _ patch: ExercisePatch) async throws(PlatesError) -> Exercise {
        try await updateExercise(id: id, patch, receipt: nil)
    }

    public func updateExercise(id: String, _ patch: ExercisePatch, receipt: WriteReceipt<Exercise>?) async throws(PlatesError) -> Exercise {
        let current = try await store.exercise(id: id)
        let updated = try Validator.exercise(patch.applied(to: current))
        var whileSetCount: Int?
        if updated.exerciseType != current.exerciseType {
            let count = try await store.setCount(exerciseId: id)
            try ExerciseTypeChange.check(current, to: updated.exerciseType, setCount: count)
            whileSetCount = count
        }
        try await store.updateExercise(updated, whileSetCount: whileSetCount, receipt: receipt?.composed { updated })
        return updated
    }

    public func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        try await deleteExercise(id: id, withSets: withSets, receipt: nil)
    }

    public func deleteExercise(
        id: String, withSets: Bool,
        receipt: WriteReceipt<ExerciseRemoval>?
    ) async throws(PlatesError) -> ExerciseRemoval {
        let e = try await store.exercise(id: id)
        let sets = try await store.sets(exerciseId: id)
        try ExerciseRemoval.checkDeletable(e, setCount: sets.count, withSets: withSets)
        let aliases = ExerciseAlias.names(of: id, in: try await store.exerciseAliases())
        let removal = ExerciseRemoval(exercise: e, sets: sets, aliases: aliases)
        try await store.deleteExercise(id: id, setCount: sets.count, receipt: receipt?.composed { removal })
        return removal
    }

    public func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) {
        try await restoreExercise(removal, receipt: nil)
    }

    public func restoreExercise(_ removal: ExerciseRemoval, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let valid = try removal.validated(now: environment.now())
        try await store.restoreExercise(valid.exercise, sets: valid.sets, aliases: valid.aliases, receipt: receipt)
    }

    public func mergeExercise(id: String, into targetId: String) async throws(PlatesError) -> ExerciseMergeResult {
        try await mergeExercise(id: id, into: targetId, receipt: nil)
    }

    public func mergeExercise(
        id: String, into targetId: String,
        receipt: WriteReceipt<ExerciseMergeResult>?
    ) async throws(PlatesError) -> ExerciseMergeResult {
        let source = try await store.exercise(id: id)
        let target = try await store.exercise(id: targetId)
        let moved = try ExerciseMerge.movedSets(try await store.sets(exerciseId: id), from: source, into: target, now: environment.now())
        let all = try await store.routines()
        let routines = try ExerciseMerge.routines(all, from: source, into: target)
        let undo = ExerciseMergeUndo(
            source: source, setIds: moved.map(\.id), aliases: ExerciseAlias.names(of: id, in: try await store.exerciseAliases()),
            routines: all.filter { r in routines.contains { $0.id == r.id } })
        let result = ExerciseMergeResult(exercise: target, movedSets: moved.count, undo: undo)
        try await store.mergeExercise(
            source: source, into: target, moved: moved, routines: routines, aliasKey: ExerciseMerge.aliasKey(for: source),
            receipt: receipt?.composed { result })
        return result
    }

    public func unmergeExercise(_ merge: ExerciseMergeResult) async throws(PlatesError) -> ExerciseMergeResult {
        try await unmergeExercise(merge, receipt: nil)
    }

    public func unmergeExercise(
        _ merge: ExerciseMergeResult,
        receipt: WriteReceipt<ExerciseMergeResult>?
    ) async throws(PlatesError) -> ExerciseMergeResult {
        let undo = try ExerciseUnmerge.checked(merge)
        let target: Exercise
        do {
            target = try await store.exercise(id: merge.exercise.id)
        } catch .notFound {
            throw .conflict("\(merge.exercise.name) is no longer there: the merge of \(undo.source.name) into it cannot be taken back.")
        }
        let back = try ExerciseUnmerge.setsBack(try await store.sets(exerciseId: target.id), undo, from: target, now: environment.now())
        let result = ExerciseMergeResult(exercise: undo.source, movedSets: back.count)
        try await store.unmergeExercise(
            undo.source, from: target, setIds: back.map(\.id), routines: ExerciseUnmerge.routines(undo, into: target),
            aliases: undo.aliases, aliasKey: ExerciseMerge.aliasKey(for: undo.source), receipt: receipt?.composed { result })
        return result
    }
}
