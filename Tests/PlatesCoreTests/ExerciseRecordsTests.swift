import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Records of timed holds and cardio (SPEC 9): which targets a set reaches, how candidates rank,
/// ties and warm-ups, unit mixes, and the codes and JSON the stores and the API keep them in.
@Suite(.onTestThreads) struct ExerciseRecordsTests {
    static let plank = Exercise(id: "plank", name: "Plank", muscleGroup: .core, exerciseType: .timed, createdAt: day(0))
    static let running = Exercise(id: "run", name: "Running", muscleGroup: .cardio, exerciseType: .cardio, createdAt: day(0))
    static let rowing = Exercise(id: "row", name: "Rowing", muscleGroup: .cardio, exerciseType: .cardio, createdAt: day(0))

    static func day(_ n: Int) -> Date { Date(timeIntervalSince1970: 1_763_000_000 + Double(n) * 86_400) }

    static func set(
        _ id: String, _ exercise: Exercise, seconds: Int? = nil, kg: Double? = nil, lb: Double? = nil, distance: Double? = nil,
        _ unit: DistanceUnit = .km, day n: Int, kind: SetKind = .normal
    ) -> WorkoutSet {
        let weight = kg ?? lb
        let draft = SetDraft(
            exerciseId: exercise.id, weight: weight, weightUnit: weight == nil ? nil : (kg != nil ? .kg : .lb), duration: seconds,
            distance: distance, distanceUnit: distance == nil ? nil : unit, kind: kind, date: day(n))
        return WorkoutSet(id: id, draft: draft, createdAt: day(n))
    }

    @Test func holdsReachTheLongestAndTheWeightedTargets() {
        #expect(ExerciseRecords.targets(reachedBy: Self.set("a", Self.plank, seconds: 45, day: 1), of: Self.plank) == [.longestHold])
        #expect(
            ExerciseRecords.targets(reachedBy: Self.set("b", Self.plank, seconds: 75, kg: 10, day: 1), of: Self.plank)
                == [.longestHold, .heaviestHold(seconds: 30), .heaviestHold(seconds: 60)])
        #expect(ExerciseRecords.targets(reachedBy: Self.set("c", Self.plank, seconds: 600, day: 1, kind: .warmup), of: Self.plank).isEmpty)
    }

    @Test func theEarliestHoldsATieAndWarmUpsNeverCount() {
        let sets = [
            Self.set("late", Self.plank, seconds: 90, day: 3), Self.set("early", Self.plank, seconds: 90, day: 2),
            Self.set("warm", Self.plank, seconds: 300, day: 1, kind: .warmup),
            // 20 lb (9.07 kg) held longer loses to 10 kg: the load ranks first.
            Self.set("pounds", Self.plank, seconds: 65, lb: 20, day: 4), Self.set("kilos", Self.plank, seconds: 60, kg: 10, day: 5),
        ]
        let records = ExerciseRecords.records(in: sets, of: Self.plank)
        #expect(records.map(\.target) == [.longestHold, .heaviestHold(seconds: 30), .heaviestHold(seconds: 60)])
        #expect(records.map(\.set.id) == ["early", "kilos", "kilos"])
    }

    @Test func paceCountsOverEachStandardDistanceReached() {
        let sets = [
            Self.set("5k", Self.running, seconds: 1500, distance: 5, day: 1),  // 5:00 /km
            Self.set("10k", Self.running, seconds: 2900, distance: 10, day: 2),  // 4:50 /km over 10 km
            Self.set("4.9k", Self.running, seconds: 1000, distance: 4.9, day: 3),  // fast, but short of 5 km by 2 %
            Self.set("3.1mi", Self.running, seconds: 1560, distance: 3.1, .mi, day: 4),  // 4,989 m: a 5 km within 1 %
        ]
        let records = Dictionary(uniqueKeysWithValues: ExerciseRecords.records(in: sets, of: Self.running).map { ($0.target, $0.set.id) })
        #expect(records[.fastest(metres: 1000)] == "4.9k")
        #expect(records[.fastest(metres: 5000)] == "10k")  // 4:50 beats 3.1 mi's 5:13 and 5 km's 5:00
        #expect(records[.fastest(metres: 10_000)] == "10k")
        #expect(records[.fastest(metres: ExerciseRecords.halfMarathon)] == nil)
        #expect(records[.longestDistance] == "10k" && records[.longestDuration] == "10k")
        #expect(ExerciseRecords.targets(reachedBy: Self.set("d", Self.running, distance: 5, day: 1), of: Self.running) == [.longestDistance])
    }

    @Test func eachKindOfCardioHasItsOwnDistances() {
        #expect(ExerciseRecords.standardDistances(for: Self.rowing).first == 500)
        #expect(ExerciseRecords.standardDistances(for: Self.running) == [1000, 5000, 10_000, 21_097, 42_195])
        var bike = Self.running
        bike.name = "Stationary Bike"
        #expect(ExerciseRecords.standardDistances(for: bike) == [10_000, 20_000, 40_000, 100_000])
        var renamed = Self.running
        renamed.name = "Ski Erg"
        #expect(ExerciseRecords.editChangesRecords(from: Self.running, to: renamed))
        renamed.name = "Trail Running"
        #expect(!ExerciseRecords.editChangesRecords(from: Self.running, to: renamed))
    }

    /// What a store runs on each log (the new sets against the holders) ends where ranking all
    /// the sets at once does, in any order of logging.
    @Test(arguments: [1, 2, 3, 4, 5])
    func loggingOneByOneEndsWithTheSameHolders(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for exercise in [Self.plank, Self.running, Self.rowing] {
            let sets = (0..<60).map { i -> WorkoutSet in
                let kind: SetKind = Int.random(in: 0..<6, using: &random) == 0 ? .warmup : .normal
                if exercise.exerciseType == .timed {
                    let kg: Double? = Bool.random(using: &random) ? Double(Int.random(in: 0...4, using: &random)) * 5 : nil
                    return Self.set(
                        "s\(i)", exercise, seconds: 15 * Int.random(in: 1...10, using: &random), kg: kg, day: Int.random(in: 0...20, using: &random), kind: kind
                    )
                }
                let unit: DistanceUnit = [.km, .mi, .m][Int.random(in: 0...2, using: &random)]
                let metres = Double(Int.random(in: 1...24, using: &random)) * 500
                return Self.set(
                    "s\(i)", exercise, seconds: Int.random(in: 100...6000, using: &random), distance: DistanceUnit.m.convert(metres, to: unit), unit,
                    day: Int.random(in: 0...20, using: &random), kind: kind)
            }
            var holders: [RecordTarget: WorkoutSet] = [:]
            for set in sets.shuffled(using: &random) {
                holders.merge(ExerciseRecords.improved(holders, by: [set], of: exercise)) { $1 }
            }
            let batch = ExerciseRecords.records(in: sets, of: exercise)
            #expect(batch.map(\.target) == holders.keys.sorted())
            #expect(batch.map(\.set.id) == holders.keys.sorted().map { holders[$0]!.id })
        }
    }

    @Test func codesAndNamesRoundTrip() throws {
        let targets: [RecordTarget] = [
            .reps(1), .reps(10), .longestHold, .heaviestHold(seconds: 30), .heaviestHold(seconds: 120), .longestDistance, .longestDuration,
            .fastest(metres: 500), .fastest(metres: 42_195),
        ]
        #expect(targets.map { RecordTarget(code: $0.code) } == targets)
        #expect(targets.sorted() == targets)
        #expect(RecordTarget(code: 0) == nil && RecordTarget(code: 3000) == nil)
        let holder = Self.set("a", Self.running, seconds: 1500, distance: 5, day: 1)
        for target in targets {
            let record = PersonalRecord(target: target, set: holder)
            let data = try WireCoding.encoder().encode(record)
            #expect(try WireCoding.decoder().decode(PersonalRecord.self, from: data) == record)
        }
        // A server from before the other kinds wrote no `record`.
        let old = try WireCoding.encoder().encode(PersonalRecord(targetReps: 5, set: holder))
        var object = try #require(try JSONSerialization.jsonObject(with: old) as? [String: Any])
        object.removeValue(forKey: "record")
        let decoded = try WireCoding.decoder().decode(PersonalRecord.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(decoded.target == .reps(5))
    }

    @Test func recordsReadAsLiftersSayThem() {
        #expect(RecordTarget.heaviestHold(seconds: 60).label == "heaviest 1 min hold")
        #expect(RecordTarget.heaviestHold(seconds: 30).label == "heaviest 30 s hold")
        #expect(RecordTarget.fastest(metres: 21_097).label == "fastest half marathon")
        #expect(
            RecordTarget.phrase([.fastest(metres: 5000), .longestDistance, .fastest(metres: 1000), .longestDuration])
                == "longest distance, longest duration, fastest 1 km, 5 km")
        let miles = Self.set("m", Self.running, seconds: 1800, distance: 3.1, .mi, day: 1)
        let f = SetFormatter(unit: .kg)
        #expect(f.pace(miles, of: Self.running) == "9:41 /mi")
        #expect(
            f.describeRecords(of: miles, [PersonalRecord(target: .fastest(metres: 5000), set: miles)], of: Self.running)
                == "3.1 mi · 30:00 · fastest 5 km · 9:41 /mi")
    }
}
