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
