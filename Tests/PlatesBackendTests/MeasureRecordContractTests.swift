import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Records of timed holds and cardio (SPEC 9) on every backend: kept on write, announced when a
/// log takes one, recomputed when their holder is edited or deleted or a rename changes the distances,
/// read back with the same tie (earliest) and warm-up (never) rules as weight records.
@Suite(.onTestThreads) struct MeasureRecordContractTests {
    @Test(arguments: BackendFactory.all)
    func holdsTakeTheLongestAndTheHeaviestRecords(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let plank = try await b.exercise(named: "Plank")
        let first = try await b.logSets([plank.hold(60, at: "2026-11-18 08:00")]).sets[0]
        #expect(try await b.logSets([plank.hold(60, at: "2026-11-18 09:00")]).newRecords.isEmpty)  // a tie: the first keeps it
        let warmUp = try await b.logSets([plank.hold(300, at: "2026-11-18 10:00", kind: .warmup)])
        #expect(warmUp.newRecords.isEmpty)
        let weighted = try await b.logSets([plank.hold(65, weight: 20, unit: .lb, at: "2026-11-19 08:00")])
        #expect(weighted.newRecords.map(\.target) == [.longestHold, .heaviestHold(seconds: 30), .heaviestHold(seconds: 60)])
        let heavier = try await b.logSets([plank.hold(45, weight: 10, at: "2026-11-20 08:00")])
        #expect(heavier.newRecords.map(\.target) == [.heaviestHold(seconds: 30)])  // 10 kg > 20 lb, but only 45 s
        let records = try await b.records(exerciseId: plank.id)
        #expect(records.map(\.target) == [.longestHold, .heaviestHold(seconds: 30), .heaviestHold(seconds: 60)])
        #expect(records.map(\.set.id) == [weighted.sets[0].id, heavier.sets[0].id, weighted.sets[0].id])
        #expect(first.id != weighted.sets[0].id)
        // The exercise list's record of a hold is the longest.
        let summary = try #require(try await b.exerciseSummaries().first { $0.exercise.id == plank.id })
        #expect(summary.currentRecord?.target == .longestHold && summary.currentRecord?.set.id == weighted.sets[0].id)

        // Deleting the holder gives the record back to the next best, the earliest of a tie.
        try await b.deleteSet(id: weighted.sets[0].id)
        let after = try await b.records(exerciseId: plank.id)
        #expect(after.map(\.target) == [.longestHold, .heaviestHold(seconds: 30)])
        #expect(after.first?.set.id == first.id)
    }

    @Test(arguments: BackendFactory.all)
    func cardioTakesDistanceDurationAndPaceOverStandardDistances(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let running = try await b.exercise(named: "Running")
        let fiveK = try await b.logSets([running.run(5, .km, seconds: 25 * 60, at: "2026-11-15 08:00")])
        #expect(fiveK.newRecords.map(\.target) == [.longestDistance, .longestDuration, .fastest(metres: 1000), .fastest(metres: 5000)])
        // 3.1 mi (4,989 m) reaches 5 km within 1 %, at a faster pace; it is not longer.
        let miles = try await b.logSets([running.run(3.1, .mi, seconds: 24 * 60, at: "2026-11-16 08:00")])
        #expect(miles.newRecords.map(\.target) == [.fastest(metres: 1000), .fastest(metres: 5000)])
        // A slow 10 km: longest, and the only 10 km, not fastest over 5 km.
        let tenK = try await b.logSets([running.run(10, .km, seconds: 60 * 60, at: "2026-11-17 08:00")])
        #expect(tenK.newRecords.map(\.target) == [.longestDistance, .longestDuration, .fastest(metres: 10_000)])
        let records = try await b.records(exerciseId: running.id)
        #expect(records.map(\.target) == [.longestDistance, .longestDuration, .fastest(metres: 1000), .fastest(metres: 5000), .fastest(metres: 10_000)])

        // Editing the 10 km into a warm-up gives its records back.
        var edited = tenK.sets[0].draft
        edited.kind = .warmup
        _ = try await b.updateSet(id: tenK.sets[0].id, edited)
        let afterEdit = try await b.records(exerciseId: running.id)
        #expect(afterEdit.map(\.target) == [.longestDistance, .longestDuration, .fastest(metres: 1000), .fastest(metres: 5000)])
        #expect(afterEdit[0].set.id == fiveK.sets[0].id && afterEdit[2].set.id == miles.sets[0].id)

        // The dashboard's recent records name them too.
        let recent = try await b.dashboard().recentRecords.filter { $0.exerciseId == running.id }
        #expect(Set(recent.map(\.record.target)) == Set(afterEdit.map(\.target)))
    }

    /// A cardio exercise's standard distances come from its name: renamed to an erg, its sets
    /// are ranked over 500 m too.
    @Test(arguments: BackendFactory.all)
    func aNewNameWithOtherDistancesRanksTheSetsAnew(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let cardio = try await b.createExercise(ExerciseDraft(name: "Machine", muscleGroup: .cardio, exerciseType: .cardio))
        _ = try await b.logSets([cardio.run(600, .m, seconds: 120, at: "2026-11-20 09:00")])
        #expect(try await b.records(exerciseId: cardio.id).map(\.target) == [.longestDistance, .longestDuration])
        _ = try await b.updateExercise(id: cardio.id, ExercisePatch(name: "Rowing Erg"))
        #expect(try await b.records(exerciseId: cardio.id).map(\.target) == [.longestDistance, .longestDuration, .fastest(metres: 500)])
    }
}

extension Exercise {
    func hold(_ seconds: Int, weight: Double? = nil, unit: WeightUnit = .kg, at date: String, kind: SetKind = .normal) -> SetDraft {
        SetDraft(exerciseId: id, weight: weight, weightUnit: weight == nil ? nil : unit, duration: seconds, kind: kind, date: Clock.date(date))
    }

    func run(_ distance: Double, _ unit: DistanceUnit, seconds: Int, at date: String, kind: SetKind = .normal) -> SetDraft {
        SetDraft(exerciseId: id, duration: seconds, distance: distance, distanceUnit: unit, kind: kind, date: Clock.date(date))
    }
}
