import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

@Suite(.onTestThreads) struct StatsContractTests {
    @Test(arguments: BackendFactory.all)
    func recordsFollowTheRules(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 140, 1, "2026-11-01 18:00", kind: .warmup)  // warm-ups never count
        let first = try await b.log(bench, 100, 5, "2026-11-02 18:00")
        try await b.log(bench, 100, 5, "2026-11-09 18:00")  // tie: the earlier one holds it
        let single = try await b.log(bench, 225, 1, "2026-11-10 18:00", unit: .lb)  // 102.06 kg
        let records = try await b.records(exerciseId: bench.id).five
        #expect(records.map(\.targetReps) == [1, 3, 5])
        #expect(records[0].set == single)
        #expect(records[1].set == first && records[2].set == first)
    }

    @Test(arguments: BackendFactory.all)
    func loggingAnswersTheRecordsItSets(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let first = try await b.logSets([SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-19 18:00"))])
        #expect(first.newRecords.map(\.targetReps) == [1, 2, 3, 4, 5])
        let tie = try await b.logSets([SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-20 18:00"))])
        #expect(tie.newRecords.isEmpty)
        let triple = try await b.logSets([SetDraft(exerciseId: bench.id, weight: 105, weightUnit: .kg, reps: 3, date: Clock.date("2026-11-21 10:00"))])
        #expect(triple.newRecords.map(\.targetReps) == [1, 2, 3])
        let warm = try await b.logSets([SetDraft(exerciseId: bench.id, weight: 150, weightUnit: .kg, reps: 3, kind: .warmup, date: Clock.now)])
        #expect(warm.newRecords.isEmpty)
    }

    /// Rep records at a weight (SPEC 9): more reps than any set at that weight or heavier is a
    /// record for that rep count, kept to 20 reps.
    @Test(arguments: BackendFactory.all)
    func moreRepsAtAWeightIsARepRecord(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        func log(_ kg: Double, _ reps: Int, _ day: String) async throws -> [Int] {
            try await b.logSets([SetDraft(exerciseId: bench.id, weight: kg, weightUnit: .kg, reps: reps, date: Clock.date(day))]).newRecords.map(\.targetReps)
        }
        #expect(try await log(100, 8, "2026-11-10 18:00") == Array(1...8))
        #expect(try await log(100, 9, "2026-11-12 18:00") == [9])  // one more rep at the same weight
        #expect(try await log(90, 12, "2026-11-14 18:00") == [10, 11, 12])
        #expect(try await log(90, 9, "2026-11-16 18:00").isEmpty)  // 100 × 9 was heavier
        #expect(try await log(60, 25, "2026-11-18 18:00") == Array(13...20))  // beyond 20 reps, 20's record
        let frontier = try await b.records(exerciseId: bench.id).map { "\(NumberText.format($0.set.weight ?? 0))×\($0.set.reps ?? 0)" }
        #expect(Array(Set(frontier)).sorted() == ["100×8", "100×9", "60×25", "90×12"])
    }

    @Test(arguments: BackendFactory.all)
    func recordsFollowEditsAndDeletes(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let hundred = try await b.log(bench, 100, 5, "2026-11-01 18:00")
        let heavy = try await b.log(bench, 110, 5, "2026-11-02 18:00")
        let single = try await b.log(bench, 120, 1, "2026-11-03 18:00")
        #expect(try await b.records(exerciseId: bench.id).five.map(\.set.id) == [single.id, heavy.id, heavy.id])
        try await b.deleteSet(id: heavy.id)  // the holder goes: the next best takes over
        #expect(try await b.records(exerciseId: bench.id).five.map(\.set.id) == [single.id, hundred.id, hundred.id])
        var draft = SetDraft(exerciseId: bench.id, weight: 90, weightUnit: .kg, reps: 8, date: hundred.date)
        _ = try await b.updateSet(id: hundred.id, draft)  // lighter, more reps
        #expect(try await b.records(exerciseId: bench.id).five.map(\.targetReps) == [1, 3, 5, 8])
        draft.kind = .warmup  // a warm-up holds nothing
        _ = try await b.updateSet(id: hundred.id, draft)
        #expect(try await b.records(exerciseId: bench.id).five.map(\.set.id) == [single.id])
        let squat = try await b.exercise(named: "Squat")
        draft = SetDraft(exerciseId: squat.id, weight: 100, weightUnit: .kg, reps: 5, date: single.date)
        _ = try await b.updateSet(id: single.id, draft)  // moved to another exercise
        #expect(try await b.records(exerciseId: bench.id).isEmpty)
        #expect(try await b.records(exerciseId: squat.id).five.map(\.targetReps) == [1, 3, 5])
    }

    /// 10 lb is 4.535923700000001 kg in floating point and 4.5359237 kg typed: the same load, so
    /// the earlier set holds the record, whether it was kept on log or rebuilt after a delete.
    @Test(arguments: BackendFactory.all)
    func aLoadThatDiffersOnlyByConversionNoiseIsATie(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let typed = try await b.log(bench, 4.5359237, 5, "2026-11-01 18:00")
        try await b.log(bench, 10, 5, "2026-11-02 18:00", unit: .lb)
        let light = try await b.log(bench, 3, 12, "2026-11-03 18:00")
        #expect(try await b.records(exerciseId: bench.id).five.map(\.set.id) == [typed.id, typed.id, typed.id, light.id, light.id])
        try await b.deleteSet(id: light.id)  // a holder goes: every target is rebuilt from the sets
        #expect(try await b.records(exerciseId: bench.id).five.map(\.set.id) == [typed.id, typed.id, typed.id])
    }

    @Test(arguments: BackendFactory.all)
    func recordsChangeWhenAnExerciseStartsUsingBodyWeight(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let dips = try await b.createExercise(ExerciseDraft(name: "Ring Dips", muscleGroup: .chest))
        let first = try await b.log(dips, 10, 5, "2026-11-01 18:00")
        let more = try await b.log(dips, 10, 8, "2026-11-02 18:00")
        #expect(try await b.records(exerciseId: dips.id).first?.set == first)  // plain: the earlier wins a weight tie
        _ = try await b.updateExercise(id: dips.id, ExercisePatch(usesBodyWeight: true))
        #expect(try await b.records(exerciseId: dips.id).first?.set == more)  // body weight: more reps win it
    }

    /// Records kept on write equal records computed from every set, after any mix of logs, edits
    /// and deletes (seeded, so a failure repeats).
    @Test(arguments: BackendFactory.all)
    func recordsAlwaysEqualTheRulesAppliedToAllSets(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        var rng = SeededGenerator(seed: 7)
        var ids: [String] = []
        for step in 0..<30 {
            let draft = SetDraft(
                exerciseId: bench.id, weight: Double(Int.random(in: 16...24, using: &rng)) * 5, weightUnit: .kg,
                reps: Int.random(in: 1...12, using: &rng), kind: Int.random(in: 0..<6, using: &rng) == 0 ? .warmup : .normal,
                date: Clock.date("2026-10-01 18:00").addingTimeInterval(Double(Int.random(in: 0..<40, using: &rng)) * 86_400))
            let roll = ids.isEmpty ? 0 : Int.random(in: 0..<10, using: &rng)
            if roll < 6 {
                ids.append(try await b.logSets([draft]).sets[0].id)
            } else if roll < 8 {
                _ = try await b.updateSet(id: ids.randomElement(using: &rng)!, draft)
            } else {
                try await b.deleteSet(id: ids.remove(at: Int.random(in: 0..<ids.count, using: &rng)))
            }
            let all = try await b.listSets(SetQuery(limit: 100)).items
            #expect(try await b.records(exerciseId: bench.id) == PersonalRecords.records(in: all), "after step \(step)")
        }
    }

    @Test(arguments: BackendFactory.all)
    func bodyWeightRecordsPreferMoreReps(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let pullups = try await b.exercise(named: "Pull-ups")
        try await b.log(pullups, 0, 8, "2026-11-01 18:00")
        let best = try await b.log(pullups, 0, 12, "2026-11-08 18:00")
        try await b.log(pullups, 0, 12, "2026-11-15 18:00")
        #expect(try await b.records(exerciseId: pullups.id).first?.set == best)
    }

    @Test(arguments: BackendFactory.all)
    func summariesGiveLastSetLastSessionAndCurrentRecord(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let squat = try await b.exercise(named: "Squat")
        _ = try await b.updateExercise(id: squat.id, ExercisePatch(defaultPRReps: 5))
        try await b.log(squat, 150, 1, "2026-11-10 18:00")
        try await b.log(squat, 120, 5, "2026-11-19 18:00")
        let top = try await b.log(squat, 125, 5, "2026-11-19 18:10")
        try await b.log(squat, 125, 3, "2026-11-19 18:20")
        let today = try await b.log(squat, 60, 10, "2026-11-21 09:00", kind: .warmup)
        let summary = try #require(try await b.exerciseSummaries().first { $0.exercise.id == squat.id })
        #expect(summary.lastSet == today)
        #expect(summary.lastSessionTopSet == top)
        #expect(summary.currentRecord?.targetReps == 5 && summary.currentRecord?.set == top)
        // Not trained today: the newest set's day is the last session.
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 100, 3, "2026-11-12 18:00")
        let benchTop = try await b.log(bench, 95, 5, "2026-11-18 18:00")
        let benchLast = try await b.log(bench, 80, 8, "2026-11-18 18:10")
        let benchSummary = try #require(try await b.exerciseSummaries().first { $0.exercise.id == bench.id })
        #expect(benchSummary.lastSet == benchLast && benchSummary.lastSessionTopSet == benchTop)
        let untouched = try #require(try await b.exerciseSummaries().first { $0.exercise.name == "Deadlift" })
        #expect(untouched.lastSet == nil && untouched.lastSessionTopSet == nil && untouched.currentRecord == nil)
        #expect(try await b.exerciseSummaries().count == 21)
    }

    @Test(arguments: BackendFactory.all)
    func progressIsMaxWeightPerDayInTheProfileUnit(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 100, 5, "2026-11-01 18:00")
        try await b.log(bench, 110, 2, "2026-11-01 18:10")
        try await b.log(bench, 102.5, 5, "2026-11-03 18:00")
        try await b.log(bench, 60, 10, "2026-11-05 18:00", kind: .warmup)
        #expect(try await b.progress(exerciseId: bench.id, minReps: 1).map(\.value) == [110, 102.5])
        #expect(try await b.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [100, 102.5])
        _ = try await b.updateProfile(ProfilePatch(unit: .lb))
        let lb = try await b.progress(exerciseId: bench.id, minReps: 5)
        #expect(lb.map(\.unit) == [.lb, .lb] && abs(lb[0].value - 220.462) < 0.001)
        let dips = try await b.exercise(named: "Pull-ups")
        try await b.log(dips, 0, 9, "2026-11-02 18:00")
        #expect(try await b.progress(exerciseId: dips.id, minReps: 1).map(\.value) == [9])
    }

    @Test(arguments: BackendFactory.all)
    func progressFollowsEditsMovesAndDeletes(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let ohp = try await b.exercise(named: "Overhead Press")
        let top = try await b.log(bench, 110, 5, "2026-11-01 18:00")
        try await b.log(bench, 100, 8, "2026-11-01 18:10")
        let other = try await b.log(bench, 105, 5, "2026-11-03 18:00")
        #expect(try await b.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [110, 105])
        #expect(try await b.progress(exerciseId: bench.id, minReps: 8).map(\.value) == [100])
        // An edit lowers the day's best; a move to another day leaves a day and joins one.
        _ = try await b.updateSet(id: top.id, SetDraft(exerciseId: bench.id, weight: 90, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-01 18:00")))
        #expect(try await b.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [100, 105])
        _ = try await b.updateSet(id: other.id, SetDraft(exerciseId: bench.id, weight: 105, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-02 18:00")))
        #expect(try await b.progress(exerciseId: bench.id, minReps: 5).map(\.day) == [Clock.date("2026-11-01"), Clock.date("2026-11-02")])
        // A move to another exercise, then a delete, empty the days.
        _ = try await b.updateSet(id: other.id, SetDraft(exerciseId: ohp.id, weight: 60, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-02 18:00")))
        #expect(try await b.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [100])
        #expect(try await b.progress(exerciseId: ohp.id, minReps: 5).map(\.value) == [60])
        try await b.deleteSet(id: top.id)
        #expect(try await b.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [100])
        #expect(try await b.progress(exerciseId: bench.id, minReps: 10).isEmpty)
    }

    @Test(arguments: BackendFactory.all)
    func theDashboardSummarisesTodayTheLastWorkoutAndTheWeek(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let ohp = try await b.exercise(named: "Overhead Press")
        let squat = try await b.exercise(named: "Squat")
        try await b.log(bench, 100, 5, "2026-11-10 18:00")  // older than 7 days: no recent record
        try await b.log(squat, 140, 5, "2026-11-17 18:00")  // Tuesday: last week? no, this week (Mon 16th)
        try await b.log(squat, 145, 3, "2026-11-19 18:00")  // Thursday: the last workout
        try await b.log(bench, 80, 8, "2026-11-21 09:00")  // today
        try await b.log(ohp, 50, 5, "2026-11-21 09:10")  // today
        try await b.log(ohp, 30, 10, "2026-11-21 08:50", kind: .warmup)
        let d = try await b.dashboard()
        #expect(d.today.setCount == 3 && d.today.label == "Push" && d.today.day == Clock.date("2026-11-21"))
        #expect(abs(d.today.volumeKg - (640 + 250 + 300)) < 1e-9)
        #expect(d.today.exerciseIds == [ohp.id, bench.id])
        #expect(d.lastWorkout?.day == Clock.date("2026-11-19") && d.lastWorkout?.label == "Legs" && d.lastWorkout?.setCount == 1)
        #expect(d.trainingDaysThisWeek == 3)
        let recent = d.recentRecords.filter { Limits.prReps.contains($0.record.targetReps) }.map { "\($0.exerciseName) \($0.record.targetReps)" }
        #expect(recent == ["Overhead Press 1", "Overhead Press 3", "Overhead Press 5", "Bench Press 8", "Squat 1", "Squat 3", "Squat 5"])
        // The exercises its cards name come with it (the interface draws it without the exercise
        // list): today's, the last workout's, the records', each once; no other.
        #expect(d.exercises.map(\.id) == [ohp.id, bench.id, squat.id])
        #expect(d.exercises.first?.name == "Overhead Press" && d.exercise(squat.id)?.muscleGroup == squat.muscleGroup)
    }

    @Test(arguments: BackendFactory.all)
    func anEmptyDashboardIsCalm(factory: BackendFactory) async throws {
        let d = try await factory.make(Clock.environment).dashboard()
        #expect(d.today.setCount == 0 && d.today.label == nil && d.lastWorkout == nil && d.recentRecords.isEmpty)
        #expect(d.trainingDaysThisWeek == 0 && d.bodyWeight.entryCount == 0 && d.exercises.isEmpty)
    }
}
