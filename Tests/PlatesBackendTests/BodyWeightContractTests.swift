import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

@Suite(.onTestThreads) struct BodyWeightContractTests {
    @Test(arguments: BackendFactory.all)
    func entriesListNewestFirstAndUpdateTheCurrentWeight(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let first = try await b.addBodyWeight(BodyWeightDraft(weight: 86, unit: .kg, date: Clock.date("2026-11-01 07:00")))
        let latest = try await b.addBodyWeight(BodyWeightDraft(weight: 180, unit: .lb, date: Clock.date("2026-11-20 07:00"), notes: "fasted"))
        _ = try await b.addBodyWeight(BodyWeightDraft(weight: 85, unit: .kg, date: Clock.date("2026-11-10 07:00")))
        let page = try await b.listBodyWeight(skip: 0, limit: 2)
        #expect(page.total == 3 && page.items.map(\.id).first == latest.id && page.items.count == 2)
        #expect(try await b.listBodyWeight(skip: 2, limit: 2).items.map(\.id) == [first.id])
        let profile = try await b.profile()
        #expect(profile.currentWeight == 180 && profile.currentWeightUnit == .lb)
        try await b.deleteBodyWeight(id: latest.id)
        #expect(try await b.profile().currentWeight == 85)
    }

    @Test(arguments: BackendFactory.all)
    func entriesAreEditedAndDeleted(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let e = try await b.addBodyWeight(BodyWeightDraft(weight: 86, unit: .kg, date: Clock.date("2026-11-01 07:00")))
        let edited = try await b.updateBodyWeight(id: e.id, BodyWeightDraft(weight: 85.5, unit: .kg, date: e.date, notes: "typo"))
        #expect(try await b.listBodyWeight(skip: 0, limit: 10).items == [edited])
        try await b.deleteBodyWeight(id: e.id)
        #expect(try await b.listBodyWeight(skip: 0, limit: 10).total == 0)
        await expectPlatesError(\.isNotFound) { try await b.deleteBodyWeight(id: e.id) }
        await expectPlatesError(\.isNotFound) { _ = try await b.updateBodyWeight(id: "nope", e.draft) }
    }

    @Test(arguments: BackendFactory.all)
    func badWeighInsAreRefused(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        for w in [Double.nan, -1, 5, 5_000] {
            await expectPlatesError(\.isValidation) { _ = try await b.addBodyWeight(BodyWeightDraft(weight: w, unit: .kg, date: Clock.now)) }
        }
        await expectPlatesError(\.isValidation) { _ = try await b.addBodyWeight(BodyWeightDraft(weight: 80, unit: .kg, date: Clock.date("2100-01-01"))) }
        #expect(try await b.listBodyWeight(skip: 0, limit: 10).total == 0)
    }

    @Test(arguments: BackendFactory.all)
    func statsAndGoalFollowTheProfile(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        _ = try await b.addBodyWeight(BodyWeightDraft(weight: 90, unit: .kg, date: Clock.date("2026-10-01 07:00")))
        _ = try await b.addBodyWeight(BodyWeightDraft(weight: 86.5, unit: .kg, date: Clock.date("2026-11-20 07:00")))
        let p = try await b.updateProfile(ProfilePatch(goalWeight: 80))
        #expect(p.goalWeight == 80 && p.goalWeightUnit == .kg && p.unit == .kg)
        let stats = try await b.bodyWeightStats()
        #expect(stats.starting == 90 && stats.current == 86.5 && stats.change == -3.5 && stats.goal == 80 && stats.isProgressGood == true)
        #expect(try await b.dashboard().bodyWeight == stats)
        await expectPlatesError(\.isValidation) { _ = try await b.updateProfile(ProfilePatch(goalWeight: 5)) }
        await expectPlatesError(\.isValidation) { _ = try await b.updateProfile(ProfilePatch(defaultPRReps: 7)) }
        let cleared = try await b.updateProfile(ProfilePatch(unit: .lb, clearGoal: true, defaultPRReps: 3))
        #expect(cleared.goalWeight == nil && cleared.unit == .lb && cleared.defaultPRReps == 3)
        #expect(try await b.profile() == cleared)
        let custom = try await b.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        #expect(custom.defaultPRReps == 3)
    }
}
