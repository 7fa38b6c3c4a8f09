import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Issue 18: an assisted set (a negative added load on a body-weight exercise) is stored as it is
/// and ranks below less assistance on every backend, SQL walks and demo rules alike.
@Suite(.onTestThreads) struct AssistedSetContractTests {
    @Test(arguments: BackendFactory.all)
    func lessAssistanceIsTheBetterRecordAndAssistanceIsNoVolume(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let pull = try await b.exercise(named: "Pull-ups")
        #expect(pull.usesBodyWeight)
        let heavyHelp = try await b.log(pull, -20, 8, "2026-11-21 08:00")
        let lightHelp = try await b.log(pull, -10, 8, "2026-11-21 08:30")
        #expect(try await b.set(id: heavyHelp.id).weight == -20)
        #expect(try await b.records(exerciseId: pull.id).first { $0.targetReps == 8 }?.set.id == lightHelp.id)
        let alone = try await b.log(pull, 0, 8, "2026-11-21 09:00")
        #expect(try await b.records(exerciseId: pull.id).first { $0.targetReps == 8 }?.set.id == alone.id)
        #expect(try await b.dashboard().today.volumeKg == 0)  // -20 × 8 and -10 × 8 add nothing
        let bench = try await b.exercise(named: "Bench Press")
        await expectPlatesError(\.isValidation) { _ = try await b.log(bench, -20, 5, "2026-11-21 09:05") }
    }
}
