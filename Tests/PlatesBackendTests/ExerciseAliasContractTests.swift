import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Other names given and taken away, on every backend: a mapping made in error (`--map "Incline
/// Bench=Bench Press"`) read every later "incline bench" as Bench Press — in imports, the quick-log
/// and plans — and nothing could drop it but adding an exercise of that name.
@Suite(.onTestThreads) struct ExerciseAliasContractTests {
    @Test(arguments: BackendFactory.all)
    func anOtherNameIsGivenMovedAndDropped(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let incline = try await b.exercise(named: "Incline Dumbbell Press")
        let given = try await b.addExerciseAlias("  Incline Bench ", exerciseId: bench.id)
        #expect(given == ExerciseAlias(name: "incline bench", exerciseId: bench.id))
        #expect(try await b.exerciseAliases()["incline bench"] == bench.id)
        #expect(try ExerciseMatcher.match("incline bench", in: try await b.listExercises(), aliases: try await b.exerciseAliases()) == bench)

        // Given again to another exercise: it moves.
        #expect(try await b.addExerciseAlias("INCLINE BENCH", exerciseId: incline.id).exerciseId == incline.id)
        #expect(try await b.exerciseAliases()["incline bench"] == incline.id)

        let dropped = try await b.deleteExerciseAlias("Incline bench")
        #expect(dropped == ExerciseAlias(name: "incline bench", exerciseId: incline.id))
        #expect(try await b.exerciseAliases()["incline bench"] == nil)
        await expectPlatesError({ $0.isNotFound && $0.message == "No exercise has ‘incline bench’ as another name." }) {
            _ = try await b.deleteExerciseAlias("incline bench")
        }
        // Put back from what the drop answered.
        #expect(try await b.addExerciseAlias(dropped.name, exerciseId: dropped.exerciseId) == dropped)
    }

    /// A name merged away is another name too: dropping it frees the name, and the merged sets
    /// stay where they are.
    @Test(arguments: BackendFactory.all)
    func aMergedNameCanBeDropped(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let flat = try await b.createExercise(ExerciseDraft(name: "Flat Bench", muscleGroup: .chest))
        try await b.log(flat, 100, 5, "2026-11-20 18:00")
        _ = try await b.mergeExercise(id: flat.id, into: bench.id)
        #expect(try await b.deleteExerciseAlias("flat bench").exerciseId == bench.id)
        #expect(try await b.exerciseAliases().isEmpty)
        #expect(try await b.listSets(SetQuery(exerciseId: bench.id, limit: 10)).total == 1)
    }

    @Test(arguments: BackendFactory.all)
    func whatCannotBeAnOtherNameIsRefused(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        await expectPlatesError({ $0.isConflict && $0.message.hasPrefix("‘squat’ is Squat's own name") }) {
            _ = try await b.addExerciseAlias("Squat", exerciseId: bench.id)
        }
        await expectPlatesError(\.isValidation) { _ = try await b.addExerciseAlias("   ", exerciseId: bench.id) }
        await expectPlatesError(\.isValidation) { _ = try await b.addExerciseAlias(String(repeating: "a", count: 1_001), exerciseId: bench.id) }
        await expectPlatesError(\.isNotFound) { _ = try await b.addExerciseAlias("ohp2", exerciseId: "no-such-exercise") }
        await expectPlatesError(\.isValidation) { _ = try await b.deleteExerciseAlias("") }
        #expect(try await b.exerciseAliases().isEmpty)
    }
}
