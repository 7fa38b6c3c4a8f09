import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// An import taken back (`ImportUndo`) on every backend that imports: the file's sets, workouts
/// and the exercises it made go, what the lifter logged stays, records fall back to what is left,
/// and the same file can come in again.
@Suite(.onTestThreads) struct ImportUndoContractTests {
    @Test(arguments: ImportContractTests.factories)
    func theFilesSetsGoAndTheLiftersOwnStay(factory: ImportContractTests.Factory) async throws {
        let backend = try await factory.make()
        let bench = try await backend.exercise(named: "Bench Press")
        let own = try await backend.log(bench, 60, 5, "2026-11-20 18:00")
        let text = try ImportContractTests.fixture("quirks/sheet-american-pounds.csv")
        let imported = try await Importer.run(Importer.Request(text: text), into: backend, environment: Clock.environment)
        #expect(imported.applied?.setsAdded == 12)
        // 185 lb × 5 (83.9 kg) holds the 5RM over the lifter's 60 kg.
        #expect(try await backend.records(exerciseId: bench.id).first { $0.targetReps == 5 }?.set.weight == 185)
        // A set logged since into an exercise the import made: that exercise stays, with it.
        let chins = try await backend.exercise(named: "Chin-ups")
        let chin = try await backend.logSets([SetDraft(exerciseId: chins.id, weight: 0, weightUnit: .kg, reps: 9, date: Clock.date("2026-11-21 09:00"))]).sets[
            0]

        let found = try await ImportUndo.find(Importer.Request(text: text), in: backend, environment: Clock.environment)
        #expect(found.sets.count == 12 && found.workoutIds.count == 3 && found.exercises.map(\.name) == ["Row, Barbell"])
        let removed = try await ImportUndo.remove(found, from: backend)
        #expect(removed == found.counts)

        #expect(Set(try await ImportContractTests.allSets(backend).map(\.id)) == [own.id, chin.id])
        #expect(try await backend.records(exerciseId: bench.id).first { $0.targetReps == 5 }?.set.id == own.id)
        let names = try await backend.listExercises().map(\.name)
        #expect(names.contains("Chin-ups") && !names.contains("Row, Barbell"))
        if let training = backend as? any TrainingBackend {
            #expect(try await training.listWorkouts(from: nil, to: nil, limit: 50).isEmpty)
        }
        // Again: nothing is left to take back. The file imports again whole.
        #expect(try await ImportUndo.find(Importer.Request(text: text), in: backend, environment: Clock.environment).isEmpty)
        let again = try await Importer.run(Importer.Request(text: text), into: backend, environment: Clock.environment)
        #expect(again.applied?.setsAdded == 12)
    }

    /// The undo's sets go in writes of 500 (`deleteSets`; one write a set took 13 s for 20,000):
    /// the stored ones go, an unknown or already gone id is passed over and not counted, and the
    /// records and the chart fall back to what is left, as after single deletes.
    @Test(arguments: ImportContractTests.factories)
    func setsGoTogetherWithTheirRecordsAndChart(factory: ImportContractTests.Factory) async throws {
        let backend = try await factory.make()
        let bench = try await backend.exercise(named: "Bench Press")
        let squat = try await backend.exercise(named: "Squat")
        let kept = try await backend.log(bench, 80, 5, "2026-11-18 18:00")
        let best = try await backend.log(bench, 100, 5, "2026-11-19 18:00")
        let same = try await backend.log(bench, 90, 5, "2026-11-19 18:10")
        let heavy = try await backend.log(squat, 140, 3, "2026-11-20 18:00")
        #expect(try await backend.records(exerciseId: bench.id).first { $0.targetReps == 5 }?.set.id == best.id)

        #expect(try await backend.deleteSets(ids: [best.id, "no-such-set", heavy.id, same.id, best.id]) == 3)
        #expect(try await ImportContractTests.allSets(backend).map(\.id) == [kept.id])
        #expect(try await backend.records(exerciseId: bench.id).map(\.set.id).allSatisfy { $0 == kept.id })
        #expect(try await backend.records(exerciseId: bench.id).first { $0.targetReps == 5 }?.set.id == kept.id)
        #expect(try await backend.records(exerciseId: squat.id).isEmpty)
        let chart = try await backend.progress(exerciseId: bench.id, measure: .weight(minReps: 1))
        #expect(chart.map(\.value) == [80], "\(chart)")
        #expect(try await backend.progress(exerciseId: squat.id, measure: .weight(minReps: 1)).isEmpty)
        #expect(try await backend.deleteSets(ids: [best.id]) == 0)
        #expect(try await backend.deleteSets(ids: []) == 0)
    }

    /// The undo's workouts go in writes of 500 too (`deleteWorkouts`): a set logged into one
    /// stays, in no workout; an unknown id is passed over and not counted.
    @Test(arguments: ImportContractTests.factories)
    func workoutsGoTogetherAndTheirSetsStay(factory: ImportContractTests.Factory) async throws {
        let backend = try await factory.make()
        guard let training = backend as? any TrainingBackend else { return }
        let bench = try await backend.exercise(named: "Bench Press")
        let push = try await training.startWorkout(WorkoutDraft(name: "Push", startedAt: Clock.date("2026-11-19 18:00")))
        let set = try await backend.logSets([
            SetDraft(exerciseId: bench.id, weight: 80, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-19 18:10"), workoutId: push.id)
        ]).sets[0]
        _ = try await training.finishWorkout(id: push.id)
        let legs = try await training.startWorkout(WorkoutDraft(name: "Legs", startedAt: Clock.date("2026-11-20 18:00")))
        _ = try await training.finishWorkout(id: legs.id)
        let kept = try await training.startWorkout(WorkoutDraft(name: "Kept", startedAt: Clock.date("2026-11-21 08:00")))

        #expect(try await backend.deleteWorkouts(ids: [push.id, "no-such-workout", legs.id, push.id]) == 2)
        #expect(try await training.listWorkouts(from: nil, to: nil, limit: 50).map(\.id) == [kept.id])
        #expect(try await backend.set(id: set.id).workoutId == nil)
        #expect(try await backend.deleteWorkouts(ids: [legs.id]) == 0)
    }

    /// A file whose weights carry no unit, imported with `--unit lb`: its sets' ids hold the unit
    /// they were read in, and the undo finds them without being told it.
    @Test(arguments: ImportContractTests.factories)
    func anImportInTheOtherUnitIsFoundToo(factory: ImportContractTests.Factory) async throws {
        let backend = try await factory.make()
        let text = try ImportContractTests.fixture("strong-classic.csv")
        let imported = try await Importer.run(Importer.Request(text: text, unit: .lb), into: backend, environment: Clock.environment)
        let found = try await ImportUndo.find(Importer.Request(text: text), in: backend, environment: Clock.environment)
        #expect(found.sets.count == imported.applied?.setsAdded && found.sets.count == found.setsInFile)
        #expect(ImportUndo.lines(found, removed: nil).contains("To remove: \(found.setsInFile) sets of the \(found.setsInFile) the file gives"))
    }

    /// A body-weight log: its weigh-ins come in once (again under another zone: none added) and go
    /// with the undo; one the lifter added stays.
    @Test(arguments: ImportContractTests.factories)
    func aBodyWeightLogComesInOnceAndGoesWithItsUndo(factory: ImportContractTests.Factory) async throws {
        let backend = try await factory.make()
        let own = try await backend.addBodyWeight(BodyWeightDraft(weight: 80, unit: .kg, date: Clock.date("2026-11-20 07:00")))
        let text = try ImportContractTests.fixture("quirks/sheet-body-weight-german.csv")
        let first = try await Importer.run(Importer.Request(text: text), into: backend, environment: Clock.environment)
        let berlin = PlatesEnvironment.fixed(Clock.now, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let again = try await Importer.run(Importer.Request(text: text), into: backend, environment: berlin)
        #expect(first.applied?.bodyWeightAdded == 3 && again.applied?.bodyWeightAdded == 0)
        let found = try await ImportUndo.find(Importer.Request(text: text), in: backend, environment: Clock.environment)
        #expect(try await ImportUndo.remove(found, from: backend).bodyWeight == 3)
        #expect(try await backend.listBodyWeight(skip: 0, limit: 100).items.map(\.id) == [own.id])
    }
}
