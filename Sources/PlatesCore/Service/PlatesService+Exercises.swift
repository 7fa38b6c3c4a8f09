import Foundation

/// Exercises: create, edit, delete with their sets, restore, merge (SPEC 9).
extension PlatesService {
    public func listExercises() async throws(PlatesError) -> [Exercise] {
        try await store.exercises()
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        try await store.exercise(id: id)
    }

    public func createExercise(_ draft: ExerciseDraft) async throws(PlatesError) -> Exercise {
        let defaultReps = try await store.profileSettings().defaultPRReps
        let d = try Validator.exercise(draft, defaultPRReps: defaultReps)
        let e = Exercise(id: environment.makeID(), name: d.name, muscleGroup: d.muscleGroup, exerciseType: d.exerciseType,
                         defaultPRReps: d.defaultPRReps ?? defaultReps, isBase: false, usesBodyWeight: d.usesBodyWeight,
                         pinnedNote: d.pinnedNote, createdAt: environment.now().roundedToMilliseconds)
        return try await answering({ e }) { () throws(PlatesError) in try await store.insertExercise(e) }
    }

    public func updateExercise(id: String, _ patch: ExercisePatch) async throws(PlatesError) -> Exercise {
        let current = try await store.exercise(id: id)
        let updated = try Validator.exercise(patch.applied(to: current))
        var whileSetCount: Int?
        if updated.exerciseType != current.exerciseType {
            let count = try await store.setCount(exerciseId: id)
            try ExerciseTypeChange.check(current, to: updated.exerciseType, setCount: count)
            whileSetCount = count
        }
        return try await answering({ updated }) { [whileSetCount] () throws(PlatesError) in
            try await store.updateExercise(updated, whileSetCount: whileSetCount)
        }
    }

    public func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        let e = try await store.exercise(id: id)
        let sets = try await store.sets(exerciseId: id)
        try ExerciseRemoval.checkDeletable(e, setCount: sets.count, withSets: withSets)
        return try await answering({ ExerciseRemoval(exercise: e, sets: sets) }) { () throws(PlatesError) in
            try await store.deleteExercise(id: id, setCount: sets.count)
        }
    }

    public func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) {
        let valid = try removal.validated(now: environment.now())
        try await store.restoreExercise(valid.exercise, sets: valid.sets)
    }

    public func mergeExercise(id: String, into targetId: String) async throws(PlatesError) -> ExerciseMergeResult {
        let source = try await store.exercise(id: id)
        let target = try await store.exercise(id: targetId)
        let moved = try ExerciseMerge.movedSets(try await store.sets(exerciseId: id), from: source, into: target, now: environment.now())
        return try await answering({ ExerciseMergeResult(exercise: target, movedSets: moved.count) }) { () throws(PlatesError) in
            try await store.mergeExercise(source: source, into: target, moved: moved, aliasKey: ExerciseMerge.aliasKey(for: source))
        }
    }
}
