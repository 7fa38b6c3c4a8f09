import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

@Suite(.onTestThreads) struct ExerciseContractTests {
    @Test(arguments: BackendFactory.all)
    func startsWithTheBaseCatalogueSortedByName(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let list = try await b.listExercises()
        #expect(list.count == 21)
        #expect(list.allSatisfy { $0.isBase })
        #expect(list.map(\.name) == list.map(\.name).sorted { $0.lowercased() < $1.lowercased() })
        #expect(list == BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).sorted { $0.name.lowercased() < $1.name.lowercased() })
    }

    @Test(arguments: BackendFactory.all)
    func createsReadsUpdatesAndDeletesAnExercise(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let created = try await b.createExercise(ExerciseDraft(name: "  Zercher Squat ", muscleGroup: .legs, pinnedNote: "elbows"))
        #expect(created.name == "Zercher Squat" && !created.isBase && created.defaultPRReps == 1 && created.pinnedNote == "elbows")
        #expect(try await b.exercise(id: created.id) == created)
        let updated = try await b.updateExercise(id: created.id, ExercisePatch(name: "Zercher", defaultPRReps: 5, pinnedNote: .some(nil)))
        #expect(updated.name == "Zercher" && updated.defaultPRReps == 5 && updated.pinnedNote == nil)
        #expect(try await b.exercise(id: created.id) == updated)
        try await b.deleteExercise(id: created.id)
        await expectPlatesError(\.isNotFound) { _ = try await b.exercise(id: created.id) }
        #expect(try await b.listExercises().count == 21)
    }

    @Test(arguments: BackendFactory.all)
    func namesAreUniqueIgnoringCase(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        await expectPlatesError(\.isConflict) { _ = try await b.createExercise(ExerciseDraft(name: "bench PRESS", muscleGroup: .chest)) }
        let mine = try await b.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        await expectPlatesError(\.isConflict) { _ = try await b.updateExercise(id: mine.id, ExercisePatch(name: "SQUAT")) }
        #expect(try await b.updateExercise(id: mine.id, ExercisePatch(name: "FLOOR press")).name == "FLOOR press")
    }

    @Test(arguments: BackendFactory.all)
    func badExercisesAreRefused(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        for name in ["", "   ", String(repeating: "x", count: 101)] {
            await expectPlatesError(\.isValidation) { _ = try await b.createExercise(ExerciseDraft(name: name, muscleGroup: .chest)) }
        }
        await expectPlatesError(\.isValidation) { _ = try await b.createExercise(ExerciseDraft(name: "Odd", muscleGroup: .chest, defaultPRReps: 4)) }
        #expect(try await b.listExercises().count == 21)
    }

    @Test(arguments: BackendFactory.all)
    func baseExercisesCanBeRenamedAndTakeNotes(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let squat = try await b.exercise(named: "Squat")
        // Built-in exercises can be renamed and edited (issue 18); the name stays free of twins.
        let renamed = try await b.updateExercise(id: squat.id, ExercisePatch(name: "Back Squat", muscleGroup: .legs))
        #expect(renamed.name == "Back Squat" && renamed.isBase)
        await expectPlatesError(\.isConflict) { _ = try await b.updateExercise(id: squat.id, ExercisePatch(name: "bench press")) }
        let noted = try await b.updateExercise(id: squat.id, ExercisePatch(defaultPRReps: 5, pinnedNote: "Belt from 120"))
        #expect(noted.pinnedNote == "Belt from 120" && noted.defaultPRReps == 5 && noted.name == "Back Squat")
    }

    @Test(arguments: BackendFactory.all)
    func anExerciseWithSetsIsNotDeleted(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let mine = try await b.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        try await b.log(mine, 80, 5, "2026-11-20 18:00")
        await expectPlatesError(\.isConflict) { try await b.deleteExercise(id: mine.id) }
        await expectPlatesError(\.isConflict) { _ = try await b.updateExercise(id: mine.id, ExercisePatch(exerciseType: .timed)) }
        #expect(try await b.allSets().count == 1)
    }

    @Test(arguments: BackendFactory.all)
    func unknownIdsAreNotFound(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        await expectPlatesError(\.isNotFound) { _ = try await b.exercise(id: "nope") }
        await expectPlatesError(\.isNotFound) { _ = try await b.updateExercise(id: "nope", ExercisePatch(pinnedNote: "x")) }
        await expectPlatesError(\.isNotFound) { try await b.deleteExercise(id: "nope") }
        await expectPlatesError(\.isNotFound) { _ = try await b.records(exerciseId: "nope") }
        await expectPlatesError(\.isNotFound) { _ = try await b.progress(exerciseId: "nope", minReps: 1) }
    }
}
