import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// A merge taken back, on every backend: a name matched by mistake in the merge form lost an
/// exercise for good (the TUI could only warn). The merge's answer carries what it changed, and
/// `unmergeExercise` puts that back.
@Suite(.onTestThreads) struct ExerciseUnmergeContractTests {
    @Test(arguments: BackendFactory.all)
    func takingAMergeBackRestoresWhatItChangedAndKeepsWhatCameAfter(factory: BackendFactory) async throws {
        let b = try #require(try await factory.make(Clock.environment) as? any TrainingBackend)
        let bench = try await b.exercise(named: "Bench Press")
        let flat = try await b.createExercise(ExerciseDraft(name: "Flat Barbell Bench", muscleGroup: .chest, pinnedNote: "pause"))
        // An other name of its own: an exercise merged into it earlier.
        let old = try await b.createExercise(ExerciseDraft(name: "Old Flat", muscleGroup: .chest))
        _ = try await b.mergeExercise(id: old.id, into: flat.id)
        let benchSet = try await b.log(bench, 100, 5, "2026-11-20 18:00")
        try await b.log(flat, 110, 3, "2026-11-18 18:00")
        try await b.log(flat, 60, 10, "2026-11-18 18:05", kind: .warmup)
        let mine = try await b.createRoutine(
            RoutineDraft(
                name: "Mine",
                entries: [
                    RoutineEntry(exerciseId: flat.id, sets: 3, reps: 5, weight: 100, weightUnit: .kg, warmUps: true),
                    RoutineEntry(exerciseId: bench.id, sets: 3, reps: 8),
                ]))
        let other = try await b.createRoutine(RoutineDraft(name: "Other", entries: [RoutineEntry(exerciseId: flat.id, sets: 5, reps: 5)]))
        let flatSets = try await b.listSets(SetQuery(exerciseId: flat.id, limit: 10)).items
        let flatRecords = try await b.records(exerciseId: flat.id)
        let flatProgress = try await b.progress(exerciseId: flat.id, minReps: 1)
        let aliases = try await b.exerciseAliases()
        #expect(aliases[Exercise.nameKey("Old Flat")] == flat.id)

        let merged = try await b.mergeExercise(id: flat.id, into: bench.id)
        let undo = try #require(merged.undo)
        #expect(undo.source == flat && Set(undo.setIds) == Set(flatSets.map(\.id)) && undo.aliases == [Exercise.nameKey("Old Flat")])
        #expect(Set(undo.routines) == [mine, other])
        // After the merge: a set logged to the target, and one routine edited.
        let later = try await b.log(bench, 105, 5, "2026-11-21 10:00")
        let edited = try await b.updateRoutine(id: other.id, RoutineDraft(name: "Other", entries: [RoutineEntry(exerciseId: bench.id, sets: 4, reps: 6)]))

        let back = try await b.unmergeExercise(merged)
        #expect(back.exercise == flat && back.movedSets == 2 && back.undo == nil)
        #expect(try await b.exercise(id: flat.id) == flat)
        #expect(try await b.listSets(SetQuery(exerciseId: flat.id, limit: 10)).items == flatSets)
        #expect(try await b.records(exerciseId: flat.id) == flatRecords)
        #expect(try await b.progress(exerciseId: flat.id, minReps: 1) == flatProgress)
        #expect(try await b.listSets(SetQuery(exerciseId: bench.id, limit: 10)).items.map(\.id).sorted() == [later.id, benchSet.id].sorted())
        #expect(try await b.records(exerciseId: bench.id).first { $0.targetReps == 5 }?.set.id == later.id)
        #expect(try await b.exerciseAliases() == aliases)
        #expect(try await b.routine(id: mine.id) == mine)
        #expect(try await b.routine(id: other.id) == edited)
        // Taken back once.
        await expectPlatesError({ $0.isConflict && $0.message.contains("already there") }) { _ = try await b.unmergeExercise(merged) }
        // And merged again, as a redo does.
        #expect(try await b.mergeExercise(id: flat.id, into: bench.id).movedSets == 2)
    }

    /// What changed since the merge: a moved set deleted stays deleted; a set edited so that the
    /// exercise coming back would not take it, a name taken again, or a target gone refuse the
    /// whole undo with the reason, and nothing changes.
    @Test(arguments: BackendFactory.all)
    func whatChangedSinceTheMergeDecidesWhatComesBack(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let dips = try await b.createExercise(ExerciseDraft(name: "Dips", muscleGroup: .chest, usesBodyWeight: true))
        let weighted = try await b.createExercise(ExerciseDraft(name: "Weighted Dips", muscleGroup: .chest))
        let first = try await b.log(weighted, 20, 8, "2026-11-18 18:00")
        let second = try await b.log(weighted, 25, 6, "2026-11-19 18:00")
        let merged = try await b.mergeExercise(id: weighted.id, into: dips.id)

        // Body weight alone is a Dips set, not a Weighted Dips one.
        var unloaded = first.draft
        (unloaded.exerciseId, unloaded.weight) = (dips.id, 0)
        _ = try await b.updateSet(id: first.id, unloaded)
        await expectPlatesError({ $0.isConflict && $0.message.contains("no longer fits Weighted Dips") && $0.message.contains("Nothing was undone") }) {
            _ = try await b.unmergeExercise(merged)
        }
        await expectPlatesError(\.isNotFound) { _ = try await b.exercise(id: weighted.id) }
        try await b.deleteSet(id: first.id)

        let taken = try await b.createExercise(ExerciseDraft(name: "weighted dips", muscleGroup: .chest))
        await expectPlatesError(\.isConflict) { _ = try await b.unmergeExercise(merged) }
        #expect(try await b.listSets(SetQuery(exerciseId: dips.id, limit: 10)).items.map(\.id) == [second.id])
        _ = try await b.deleteExercise(id: taken.id, withSets: false)

        // Ids of sets that are not there (a merge of thousands carries as many): passed over. Over
        // HTTP the body is larger than the other routes take.
        var long = merged
        long.undo?.setIds += (0..<7_000).map { String(format: "0000%04d-0000-4000-8000-000000000000", $0) }
        let back = try await b.unmergeExercise(long)
        #expect(back.movedSets == 1 && back.exercise == weighted)
        #expect(try await b.listSets(SetQuery(exerciseId: weighted.id, limit: 10)).items.map(\.id) == [second.id])

        let again = try await b.mergeExercise(id: weighted.id, into: dips.id)
        _ = try await b.deleteExercise(id: dips.id, withSets: true)
        await expectPlatesError({ $0.isConflict && $0.message.contains("Dips is no longer there") }) { _ = try await b.unmergeExercise(again) }
    }

    /// The answer is the client's to send back: what does not read as one is refused, naming why.
    @Test(arguments: BackendFactory.all)
    func anAnswerThatIsNotAMergesIsRefused(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let floor = try await b.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        let merged = try await b.mergeExercise(id: floor.id, into: bench.id)
        await expectPlatesError({ $0.isValidation && $0.message.contains("older") }) {
            _ = try await b.unmergeExercise(ExerciseMergeResult(exercise: bench, movedSets: 0))
        }
        var badId = merged
        badId.undo?.setIds = ["not an id"]
        await expectPlatesError(\.isValidation) { _ = try await b.unmergeExercise(badId) }
        var itself = merged
        itself.undo?.source = bench
        await expectPlatesError(\.isValidation) { _ = try await b.unmergeExercise(itself) }
        var unnamed = merged
        unnamed.undo?.source.name = " "
        await expectPlatesError(\.isValidation) { _ = try await b.unmergeExercise(unnamed) }
        var plan = merged
        plan.undo?.routines = [Routine(id: "r1", name: "R", entries: [RoutineEntry(exerciseId: floor.id, sets: 3, duration: 60)], createdAt: Clock.now)]
        await expectPlatesError(\.isValidation) { _ = try await b.unmergeExercise(plan) }
        await expectPlatesError(\.isNotFound) { _ = try await b.exercise(id: floor.id) }
        #expect(try await b.unmergeExercise(merged).exercise == floor)
    }
}
