import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import Testing

/// The demo fixture: months of realistic training, dated relative to today.
@Suite(.onTestThreads) struct DemoBackendTests {
    let demo: DemoBackend

    init() throws {
        demo = try DemoBackend(seed: .fixtures, environment: Clock.environment)
    }

    /// The demo has no table for Idempotency-Key answers: a write asked to keep one is refused
    /// before it changes anything.
    @Test func aWriteWithAReceiptIsRefusedAndChangesNothing() async throws {
        let demo = try DemoBackend(seed: .empty)
        let bench = try #require(try await demo.listExercises().first)
        let receipt = WriteReceipt<LogResult>(key: IdempotencyKey(account: "a", key: "k", requestHash: "h", at: 0)) { _ in
            ReplayAnswer(status: 201, body: Data())
        }
        let draft = SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Date())
        await #expect(throws: PlatesError.internal("the demo cannot keep an Idempotency-Key's answer")) {
            try await demo.logSets([draft], receipt: receipt)
        }
        #expect(try await demo.listSets(SetQuery()).total == 0)
    }

    /// The fixture is built without the validator (a store never calls it): every set must pass it.
    @Test func everyFixtureSetPassesTheValidator() async throws {
        let exercises = Dictionary(uniqueKeysWithValues: try await demo.listExercises().map { ($0.id, $0) })
        var sets: [WorkoutSet] = []
        while true {
            let page = try await demo.listSets(SetQuery(skip: sets.count, limit: 100))
            sets += page.items
            if !page.hasMore { break }
        }
        #expect(sets.count > 1_500)
        for set in sets {
            let exercise = try #require(exercises[set.exerciseId])
            #expect(try Validator.set(set.draft, for: exercise, now: Clock.now) == set.draft, "\(set)")
        }
    }

    @Test func theFixtureHoldsAboutSixMonthsOfTraining() async throws {
        let sets = try await demo.listSets(SetQuery(limit: 1))
        #expect(sets.total > 1_500)
        let newest = try #require(sets.items.first)
        #expect(newest.date <= Clock.now && Clock.calendar.isDate(newest.date, inSameDayAs: Clock.now))
        let oldest = try #require(try await demo.listSets(SetQuery(skip: sets.total - 1, limit: 1)).items.first)
        let days = Clock.calendar.dateComponents([.day], from: oldest.date, to: Clock.now).day!
        #expect((150...200).contains(days))
    }

    @Test func itTrainsThreeOrFourTimesAWeek() async throws {
        var days = Set<Date>()
        var skip = 0
        while true {
            let page = try await demo.listSets(SetQuery(skip: skip, limit: 100))
            days.formUnion(page.items.filter { $0.reps != nil }.map { Clock.calendar.startOfDay(for: $0.date) })
            skip += page.items.count
            if !page.hasMore { break }
        }
        let perWeek = Double(days.count) / 26
        #expect((3.0...4.5).contains(perWeek), "\(perWeek) strength days a week")
    }

    @Test func itHasProgressCardioBodyWeightExercisesNotesAndAPinnedNote() async throws {
        let summaries = try await demo.exerciseSummaries()
        let bench = try #require(summaries.first { $0.exercise.name == "Bench Press" })
        let progress = try await demo.progress(exerciseId: bench.exercise.id, minReps: 5)
        #expect(progress.count > 30 && progress.last!.value > progress.first!.value + 10)
        #expect(summaries.contains { $0.exercise.exerciseType == .cardio && $0.lastSet != nil })
        #expect(summaries.contains { $0.exercise.usesBodyWeight && $0.lastSet != nil })
        #expect(summaries.contains { $0.exercise.pinnedNote != nil })
        #expect(summaries.contains { $0.lastSet?.weightUnit == .lb })
        var notes = 0
        var skip = 0
        while true {
            let page = try await demo.listSets(SetQuery(skip: skip, limit: 100))
            notes += page.items.filter { $0.notes != nil }.count
            skip += page.items.count
            if !page.hasMore { break }
        }
        #expect(notes > 5)
    }

    @Test func theDashboardLooksAlive() async throws {
        let d = try await demo.dashboard()
        #expect(d.today.setCount > 0 && d.today.label != nil)
        #expect(d.lastWorkout != nil && d.trainingDaysThisWeek > 0)
        #expect(d.bodyWeight.entryCount > 30 && d.bodyWeight.goal == 80 && d.bodyWeight.isProgressGood == true)
        #expect(d.bodyWeight.change! < -2)
    }

    @Test func writesLiveForTheSessionOnly() async throws {
        let bench = try await demo.exercise(named: "Bench Press")
        let before = try await demo.listSets(SetQuery(limit: 1)).total
        try await demo.log(bench, 100, 5, "2026-11-21 11:00")
        #expect(try await demo.listSets(SetQuery(limit: 1)).total == before + 1)
        let fresh = try DemoBackend(seed: .fixtures, environment: Clock.environment)
        #expect(try await fresh.listSets(SetQuery(limit: 1)).total == before)
        #expect(demo.kind == .demo)
    }

    @Test func theEmbeddedFixtureIsResourcesFixture() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("Resources/demo/training.json"), encoding: .utf8)
        let embedded = try String(contentsOf: root.appendingPathComponent("Sources/PlatesDemo/Generated/EmbeddedTraining.swift"), encoding: .utf8)
        #expect(embedded.contains(file), "run scripts/embed-resources after editing Resources/")
    }

    @Test func theFixtureIsDatedRelativeToAnyToday() async throws {
        let other = PlatesEnvironment.fixed(Clock.date("2031-03-30 06:30"), timeZone: TimeZone(identifier: "America/New_York")!)
        let later = try DemoBackend(seed: .fixtures, environment: other)
        let newest = try #require(try await later.listSets(SetQuery(limit: 1)).items.first)
        #expect(newest.date <= other.now() && other.now().timeIntervalSince(newest.date) < 86_400)
    }
}
