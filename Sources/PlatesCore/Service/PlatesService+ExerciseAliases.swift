import Foundation

/// Other names of exercises a lifter gives or takes away (`OtherNames`); imports and merges
/// make them too.
extension PlatesService {
    public func addExerciseAlias(_ name: String, exerciseId: String) async throws(PlatesError) -> ExerciseAlias {
        try await addExerciseAlias(name, exerciseId: exerciseId, receipt: nil)
    }

    public func addExerciseAlias(_ name: String, exerciseId: String, receipt: WriteReceipt<ExerciseAlias>?) async throws(PlatesError) -> ExerciseAlias {
        let key = try OtherNames.key(name)
        _ = try await store.exercise(id: exerciseId)
        try OtherNames.checkFree(key, among: try await store.exercises())
        let alias = ExerciseAlias(name: key, exerciseId: exerciseId)
        try await store.putExerciseAlias(key: key, exerciseId: exerciseId, receipt: receipt?.composed { alias })
        return alias
    }

    public func deleteExerciseAlias(_ name: String) async throws(PlatesError) -> ExerciseAlias {
        try await deleteExerciseAlias(name, receipt: nil)
    }

    public func deleteExerciseAlias(_ name: String, receipt: WriteReceipt<ExerciseAlias>?) async throws(PlatesError) -> ExerciseAlias {
        let key = try OtherNames.key(name)
        guard let id = try await store.exerciseAliases()[key] else {
            throw OtherNames.unknown(key)
        }
        let alias = ExerciseAlias(name: key, exerciseId: id)
        try await store.deleteExerciseAlias(key: key, exerciseId: id, receipt: receipt?.composed { alias })
        return alias
    }
}
