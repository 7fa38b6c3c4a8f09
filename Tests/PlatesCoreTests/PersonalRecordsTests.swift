import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct PersonalRecordsTests {
    @Test func theRecordIsTheHeaviestSetWithEnoughReps() {
        let sets = [Make.set(100, 5, "2026-01-01"), Make.set(110, 3, "2026-01-02"), Make.set(120, 1, "2026-01-03")]
        #expect(PersonalRecords.record(for: 1, in: sets)?.set.weight == 120)
        #expect(PersonalRecords.record(for: 3, in: sets)?.set.weight == 110)
        #expect(PersonalRecords.record(for: 5, in: sets)?.set.weight == 100)
        #expect(PersonalRecords.record(for: 8, in: sets) == nil)
    }

    @Test func aTieGoesToTheEarliestDate() {
        let sets = [
            Make.set(100, 5, "2026-03-01", id: "late"), Make.set(100, 6, "2026-01-01", id: "early"),
            Make.set(100, 5, "2026-02-01", id: "middle"),
        ]
        #expect(PersonalRecords.record(for: 5, in: sets)?.set.id == "early")
    }

    @Test func warmUpsNeverCount() {
        let sets = [Make.set(140, 5, "2026-01-01", kind: .warmup), Make.set(100, 5, "2026-01-02")]
        #expect(PersonalRecords.record(for: 5, in: sets)?.set.weight == 100)
        #expect(PersonalRecords.records(in: [Make.set(140, 5, "2026-01-01", kind: .warmup)]).isEmpty)
    }

    @Test func dropAndFailureSetsCount() {
        let sets = [Make.set(90, 8, "2026-01-01", kind: .drop), Make.set(95, 3, "2026-01-02", kind: .failure)]
        #expect(PersonalRecords.record(for: 8, in: sets)?.set.kind == .drop)
        #expect(PersonalRecords.record(for: 3, in: sets)?.set.kind == .failure)
    }

    @Test func unitsAreComparedInOneUnit() {
        // 225 lb = 102.06 kg beats 100 kg; 220 lb = 99.79 kg does not.
        let sets = [Make.set(100, 5, "2026-01-01"), Make.set(225, 5, "2026-01-02", unit: .lb)]
        #expect(PersonalRecords.record(for: 5, in: sets)?.set.weightUnit == .lb)
        let lighter = [Make.set(100, 5, "2026-01-01"), Make.set(220, 5, "2026-01-02", unit: .lb)]
        #expect(PersonalRecords.record(for: 5, in: lighter)?.set.weightUnit == .kg)
    }

    @Test func recordsCoverEveryRepCountToTwenty() {
        let sets = [Make.set(60, 12, "2026-01-01")]
        #expect(PersonalRecords.records(in: sets).map(\.targetReps) == Array(1...12))
        #expect(PersonalRecords.records(in: [Make.set(40, 30, "2026-01-01")]).map(\.targetReps) == Array(1...20))
    }

    @Test func bodyWeightTiesGoToMoreRepsThenEarliest() {
        let sets = [
            Make.set(0, 8, "2026-01-01", id: "first"), Make.set(0, 12, "2026-02-01", id: "more"),
            Make.set(0, 12, "2026-03-01", id: "again"),
        ]
        #expect(PersonalRecords.record(for: 1, in: sets, bodyWeight: true)?.set.id == "more")
        #expect(PersonalRecords.record(for: 1, in: sets, bodyWeight: false)?.set.id == "first")
        let weighted = sets + [Make.set(5, 6, "2026-04-01", id: "added")]
        #expect(PersonalRecords.record(for: 5, in: weighted, bodyWeight: true)?.set.id == "added")
    }

    @Test func loadsCompareInWholeMilligrams() {
        // 10 lb is 4.535923700000001 kg in floating point: the same load as 4.5359237 kg typed.
        let typed = Make.set(4.5359237, 5, "2026-01-02", id: "typed")
        let pounds = Make.set(10, 5, "2026-01-01", unit: .lb, id: "pounds")
        #expect(PersonalRecords.rank(typed, bodyWeight: false).load == PersonalRecords.rank(pounds, bodyWeight: false).load)
        #expect(PersonalRecords.record(for: 5, in: [typed, pounds])?.set.id == "pounds")  // the earlier
        let gram = Make.set(4.5369237, 5, "2026-01-03", id: "gram")
        #expect(PersonalRecords.record(for: 5, in: [typed, pounds, gram])?.set.id == "gram")
    }

    @Test func theRankSortsAsItsKeyDoes() {
        var rng = SeededGenerator(seed: 3)
        let sets = (0..<200).map { i in
            Make.set(
                Double(Int.random(in: 0...4, using: &rng)) * 2.5, Int.random(in: 1...12, using: &rng),
                "2026-01-0\(Int.random(in: 1...3, using: &rng))", id: "s\(i % 7)")
        }
        for bodyWeight in [false, true] {
            for (a, b) in zip(sets, sets.dropFirst()) {
                let (ra, rb) = (PersonalRecords.rank(a, bodyWeight: bodyWeight), PersonalRecords.rank(b, bodyWeight: bodyWeight))
                #expect((ra < rb) == ra.sortKey.lexicographicallyPrecedes(rb.sortKey))
                #expect(PersonalRecords.isBetter(a, than: b, bodyWeight: bodyWeight) == (ra != rb ? ra < rb : a.id < b.id))
            }
        }
    }

    /// What a store's weight index feeds the walk: heaviest first, with sets that do not count.
    /// What a store's weight index gives the walk, heaviest first, either every set or (as the
    /// stores do) one seek per stored weight, with pounds among kilograms so that loads tie across
    /// stored weights: the same holder as the rule applied to all sets, reading little past it.
    @Test func aWalkHeaviestFirstFindsTheSameHolderAndStopsAtALighterLoad() {
        var rng = SeededGenerator(seed: 11)
        for round in 0..<50 {
            let sets = (0..<40).map { i in
                let pounds = Int.random(in: 0..<4, using: &rng) == 0
                return Make.set(
                    pounds ? 10 * Double(Int.random(in: 0...3, using: &rng)) : 4.5359237 * Double(Int.random(in: 0...3, using: &rng)),
                    Int.random(in: 1...12, using: &rng), "2026-02-\(10 + Int.random(in: 0...9, using: &rng))",
                    unit: pounds ? .lb : .kg, kind: Int.random(in: 0..<5, using: &rng) == 0 ? .warmup : .normal, id: "r\(round)-\(i)")
            }
            let bodyWeight = round % 2 == 1
            for target in Limits.prReps {
                let expected = PersonalRecords.record(for: target, in: sets, bodyWeight: bodyWeight)
                let fed = sets.filter { ($0.reps ?? 0) >= target }.sorted { ($0.weightKg ?? 0) > ($1.weightKg ?? 0) }
                var walk = RecordWalk(target: target, bodyWeight: bodyWeight)
                var read = 0
                for set in fed {
                    read += 1
                    if !walk.offer(set) { break }
                }
                #expect(walk.record == expected, "round \(round), target \(target)")
                if let holder = expected?.set {
                    // It read the holder's load and at most one lighter set.
                    #expect(fed.prefix(read).dropLast().allSatisfy { RecordRank.milligrams($0.weightKg!) >= RecordRank.milligrams(holder.weightKg!) })
                }
                // The stores' seek: the first set, in `RecordRank.sqlOrder`, stored lighter than `below`.
                var seeks = 0
                let sought = RecordWalk.holder(target: target, bodyWeight: bodyWeight) { below in
                    seeks += 1
                    return sets.filter { PersonalRecords.counts($0) && $0.reps! >= target && $0.weightKg! < below }.min { a, b in
                        if a.weightKg! != b.weightKg! { return a.weightKg! > b.weightKg! }
                        let (ra, rb) = (PersonalRecords.rank(a, bodyWeight: bodyWeight), PersonalRecords.rank(b, bodyWeight: bodyWeight))
                        return ra != rb ? ra < rb : a.id < b.id
                    }
                }
                #expect(sought == expected?.set, "round \(round), target \(target)")
                #expect(seeks <= Set(sets.compactMap(\.weightKg)).count + 1)
            }
        }
    }

    @Test func newRecordsAreTheOnesTheNewSetsHold() {
        let old = [Make.set(100, 5, "2026-01-01")]
        let tie = Make.set(100, 5, "2026-01-08", id: "tie")
        #expect(ExerciseRecords.newRecords(after: [tie], in: old + [tie], of: Make.exercise("Bench Press")).isEmpty)
        let better = Make.set(102.5, 3, "2026-01-08", id: "better")
        #expect(ExerciseRecords.newRecords(after: [better], in: old + [better], of: Make.exercise("Bench Press")).map(\.targetReps) == [1, 2, 3])
    }

    @Test(arguments: [(100.0, 1, 100.0), (100.0, 5, 116.66666666666667), (100.0, 10, 133.33333333333334), (60.0, 30, 120.0)])
    func epleyEstimatesTheOneRepMax(weight: Double, reps: Int, expected: Double) {
        #expect(abs(OneRepMax.epley(weight: weight, reps: reps) - expected) < 1e-9)
    }

    @Test func theRecordCarriesItsEstimate() {
        let r = PersonalRecords.record(for: 5, in: [Make.set(90, 6, "2026-01-01")])!
        #expect(abs(r.estimatedOneRepMax - 108) < 1e-9)
    }
}

/// The rep records at each weight, as the detail and `plates prs` list them.
@Suite(.onTestThreads) struct RepRecordSetsTests {
    @Test func aHolderBeatenOnRepsAtItsLoadIsNoRepRecord() {
        let five = Make.set(100, 5, "2026-01-01", id: "five")
        let seven = Make.set(100, 7, "2026-01-02", id: "seven")
        let light = Make.set(60, 20, "2026-01-03", id: "light")
        let records = PersonalRecords.records(in: [five, seven, light])
        #expect(records.first { $0.targetReps == 5 }?.set.id == "five")  // the earlier keeps the tie
        #expect(PersonalRecords.repRecordSets(records).map(\.id) == ["seven", "light"])
    }
}
