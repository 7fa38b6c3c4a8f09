import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

@Suite(.onTestThreads) struct SetContractTests {
    @Test(arguments: BackendFactory.all)
    func aLoggedSetReadsBackExactly(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let draft = SetDraft(
            exerciseId: bench.id, weight: 102.5, weightUnit: .kg, reps: 5, kind: .failure, rpe: 9.5,
            date: Clock.date("2026-11-21 09:15").addingTimeInterval(0.1234), notes: " grindy ")
        let stored = try await b.logSets([draft]).sets[0]
        #expect(stored.weight == 102.5 && stored.reps == 5 && stored.kind == .failure && stored.rpe == 9.5 && stored.notes == "grindy")
        #expect(stored.date == draft.date.roundedToMilliseconds)
        #expect(try await b.set(id: stored.id) == stored)
        #expect(try await b.allSets() == [stored])
    }

    /// Readying the quick-log write (while the form is open) changes nothing, and the write after
    /// it is the same as without it.
    @Test(arguments: BackendFactory.all)
    func preparingToLogChangesNothing(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 100, 5, "2026-11-20 18:00")
        let before = try await b.allSets()
        let exercises = try await b.listExercises()
        let records = try await b.records(exerciseId: bench.id)
        await b.prepareToLog()
        await b.prepareToLog()
        let setsAfter = try await b.allSets()
        let exercisesAfter = try await b.listExercises()
        let recordsAfter = try await b.records(exerciseId: bench.id)
        #expect(setsAfter == before && exercisesAfter == exercises && recordsAfter == records)
        let logged = try await b.logSets([SetDraft(exerciseId: bench.id, weight: 105, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-21 18:00"))])
        #expect(logged.sets.count == 1 && logged.newRecords.map(\.targetReps).contains(5))
        #expect(try await b.allSets().count == 2)
    }

    @Test(arguments: BackendFactory.all)
    func setsListNewestFirstWithPagingAndRanges(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let squat = try await b.exercise(named: "Squat")
        for day in 1...9 {
            try await b.log(day.isMultiple(of: 2) ? squat : bench, Double(100 + day), 5, "2026-11-0\(day) 18:00")
        }
        let page1 = try await b.listSets(SetQuery(skip: 0, limit: 4))
        #expect(page1.total == 9 && page1.items.map(\.weight) == [109, 108, 107, 106] && page1.hasMore)
        let page3 = try await b.listSets(SetQuery(skip: 8, limit: 4))
        #expect(page3.items.map(\.weight) == [101] && !page3.hasMore)
        let benchOnly = try await b.listSets(SetQuery(exerciseId: bench.id))
        #expect(benchOnly.total == 5 && benchOnly.items.allSatisfy { $0.exerciseId == bench.id })
        let range = try await b.listSets(SetQuery(from: Clock.date("2026-11-03"), to: Clock.date("2026-11-05")))
        #expect(range.items.map(\.weight) == [104, 103])
        let empty = try await b.listSets(SetQuery(skip: 50))
        #expect(empty.items.isEmpty && empty.total == 9)
        await expectPlatesError(\.isValidation) { _ = try await b.listSets(SetQuery(limit: 0)) }
        await expectPlatesError(\.isValidation) { _ = try await b.listSets(SetQuery(limit: 101)) }
    }

    @Test(arguments: BackendFactory.all)
    func equalTimestampsKeepTheOrderTheyWereLogged(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let d = Clock.date("2026-11-21 10:00")
        let drafts = (1...3).map { SetDraft(exerciseId: bench.id, weight: Double($0), weightUnit: .kg, reps: 5, date: d.addingTimeInterval(Double($0) / 1000)) }
        _ = try await b.logSets(drafts)
        #expect(try await b.allSets().map(\.weight) == [3, 2, 1])
    }

    @Test(arguments: BackendFactory.all)
    func updatesAndDeletesASet(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let set = try await b.log(bench, 100, 5, "2026-11-20 18:00")
        var draft = set.draft
        draft.weight = 225
        draft.weightUnit = .lb
        draft.kind = .warmup
        let updated = try await b.updateSet(id: set.id, draft)
        #expect(updated.weight == 225 && updated.weightUnit == .lb && updated.kind == .warmup && updated.createdAt == set.createdAt)
        #expect(try await b.set(id: set.id) == updated)
        try await b.deleteSet(id: set.id)
        await expectPlatesError(\.isNotFound) { _ = try await b.set(id: set.id) }
        await expectPlatesError(\.isNotFound) { try await b.deleteSet(id: set.id) }
        await expectPlatesError(\.isNotFound) { _ = try await b.updateSet(id: "nope", draft) }
    }

    /// `plates set edit last` names the set logged last, whatever its date (it was the newest by
    /// date: after a set logged with `--date yesterday`, today's set was edited instead). Of sets
    /// logged together (`100x5x3`, an import), the newest by date, then the greater id.
    @Test(arguments: BackendFactory.all)
    func theSetLoggedLastIsFoundWhateverItsDate(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        #expect(try await b.lastLoggedSet() == nil)
        let bench = try await b.exercise(named: "Bench Press")
        func set(_ id: String, _ date: String, loggedAt: String) -> WorkoutSet {
            WorkoutSet(
                id: id, draft: SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.date(date)),
                createdAt: Clock.date(loggedAt))
        }
        let today = set("a-today", "2026-11-21 09:00", loggedAt: "2026-11-21 09:01")
        let yesterday = set("b-yesterday", "2026-11-20 18:00", loggedAt: "2026-11-21 09:05")
        try await b.restoreSets([today, yesterday])
        #expect(try await b.lastLoggedSet() == yesterday)
        #expect(try await b.listSets(SetQuery(limit: 1)).items == [today], "the newest by date is another")
        // Three logged at once: the last of them; two at one time too: the greater id.
        let three = (1...3).map { set("c-\($0)", "2026-11-19 17:0\($0)", loggedAt: "2026-11-21 09:10") }
        try await b.restoreSets(three)
        #expect(try await b.lastLoggedSet() == three[2])
        let twin = set("c-4", "2026-11-19 17:03", loggedAt: "2026-11-21 09:10")
        try await b.restoreSets([twin])
        #expect(try await b.lastLoggedSet() == twin)
        try await b.deleteSet(id: twin.id)
        try await b.deleteSet(id: three[2].id)
        #expect(try await b.lastLoggedSet() == three[1])
    }

    /// Undo of a delete and redo of a log (issue 19): the sets come back exactly, with their ids,
    /// notes and created_at, and take their records back; an id in use is a conflict.
    @Test(arguments: BackendFactory.all)
    func deletedSetsAreRestoredExactlyWithTheirRecords(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let squat = try await b.exercise(named: "Squat")
        let best = try await b.logSets([
            SetDraft(
                exerciseId: bench.id, weight: 120, weightUnit: .kg, reps: 5,
                date: Clock.date("2026-11-20 18:00").addingTimeInterval(0.25), notes: "belt")
        ]).sets[0]
        let other = try await b.log(squat, 140, 3, "2026-11-20 18:30")
        try await b.log(bench, 100, 5, "2026-11-21 09:00")
        let before = try await b.allSets()
        let records = try await b.records(exerciseId: bench.id)
        #expect(records.allSatisfy { $0.set.id == best.id })
        try await b.deleteSet(id: best.id)
        try await b.deleteSet(id: other.id)
        #expect(try await b.records(exerciseId: bench.id).allSatisfy { $0.set.weight == 100 })
        try await b.restoreSets([best, other])
        #expect(try await b.allSets() == before)
        #expect(try await b.set(id: best.id) == best)
        #expect(try await b.records(exerciseId: bench.id) == records)
        await expectPlatesError(\.isConflict) { try await b.restoreSets([best]) }
        // An id no Plates makes (schemathesis sent a NUL) is refused by every backend before it is stored.
        var odd = other
        odd.id = "\u{0}N"
        await expectPlatesError(\.isValidation) { try await b.restoreSets([odd]) }
        // All or nothing: a batch with one set in use restores none.
        try await b.deleteSet(id: other.id)
        await expectPlatesError(\.isConflict) { try await b.restoreSets([other, best]) }
        #expect(try await b.allSets().count == 2)
    }

    @Test(arguments: BackendFactory.all)
    func badSetsAreRefusedAndNothingIsWritten(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let plank = try await b.exercise(named: "Plank")
        let good = SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.now)
        var bads: [SetDraft] = []
        for (w, r) in [(Double.nan, 5), (-5, 5), (99_999, 5), (100, 0), (0, 5)] as [(Double, Int)] {
            bads.append(SetDraft(exerciseId: bench.id, weight: w, weightUnit: .kg, reps: r, date: Clock.now))
        }
        bads.append(SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.date("2100-01-01")))
        bads.append(SetDraft(exerciseId: plank.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.now))
        bads.append(SetDraft(exerciseId: plank.id, date: Clock.now))
        for bad in bads {
            await expectPlatesError(\.isValidation) { _ = try await b.logSets([bad]) }
            // All or nothing: a good set in the same batch is not stored either.
            await expectPlatesError(\.isValidation) { _ = try await b.logSets([good, bad]) }
        }
        await expectPlatesError(\.isNotFound) { _ = try await b.logSets([SetDraft(exerciseId: "nope", weight: 1, reps: 1, date: Clock.now)]) }
        #expect(try await b.allSets().isEmpty)
        let stored = try await b.log(bench, 100, 5, "2026-11-20 18:00")
        var bad = stored.draft
        bad.reps = 0
        await expectPlatesError(\.isValidation) { _ = try await b.updateSet(id: stored.id, bad) }
        #expect(try await b.set(id: stored.id) == stored)
    }

    @Test(arguments: BackendFactory.all)
    func holdsAndCardioAreStoredWithTheirFields(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let plank = try await b.exercise(named: "Plank")
        let run = try await b.exercise(named: "Running")
        let hold = try await b.logSets([SetDraft(exerciseId: plank.id, weight: 10, weightUnit: .kg, duration: 45, date: Clock.now)]).sets[0]
        let cardio = try await b.logSets([SetDraft(exerciseId: run.id, duration: 1500, distance: 5, distanceUnit: .km, date: Clock.now)]).sets[0]
        #expect(try await b.set(id: hold.id) == hold)
        #expect(try await b.set(id: cardio.id) == cardio)
        #expect(cardio.distance == 5 && cardio.distanceUnit == .km && cardio.duration == 1500 && cardio.weight == nil)
    }
}
