import PlatesTestSupport
import Testing

@testable import PlatesCore

/// Property-style: every spec the formatter writes parses back to the same spec.
@Suite(.onTestThreads) struct QuickLogRoundTripTests {
    /// A small deterministic generator (SplitMix64), so a failure reproduces with its seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func bool() -> Bool { next() & 1 == 1 }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    }

    static func randomSpec(_ r: inout Random) -> SetSpec {
        var s = SetSpec()
        s.kind = r.pick(SetKind.allCases)
        switch r.int(0...2) {
        case 0:  // strength
            s.bodyWeight = r.int(0...3) == 0
            if !s.bodyWeight || r.bool() { s.weight = Double(r.int(0...4000)) / 4 }
            if s.bodyWeight, s.weight == 0 { s.weight = nil }
            if s.bodyWeight, let w = s.weight, r.bool() { s.weight = -w }  // assisted: bw-15x8
            s.weightUnit = s.weight == nil ? nil : r.pick([nil, .kg, .lb])
            s.reps = r.int(1...1000)
            s.count = r.bool() ? 1 : r.int(2...20)
            if r.bool() { s.rpe = Double(r.int(2...20)) / 2 }
        case 1:  // hold
            s.duration = r.int(1...86_400)
            if r.bool() {
                s.weight = Double(r.int(1...400)) / 2
                s.weightUnit = r.pick([.kg, .lb])
            }
        default:  // cardio
            // Distance, time or both (a cardio set has at least one).
            let parts = r.int(0...2)
            if parts != 1 {
                s.distance = Double(r.int(1...50_000)) / 10
                s.distanceUnit = r.pick(DistanceUnit.allCases)
            }
            if parts != 0 { s.duration = r.int(1...86_400) }
        }
        return s
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func whatItFormatsItParsesBack(seed: UInt64) throws {
        var r = Random(state: seed)
        for _ in 0..<2_000 {
            let spec = Self.randomSpec(&r)
            let text = QuickLogFormatter.format(spec)
            let parsed = try QuickLogParser.parse(text)
            #expect(parsed.spec == spec, "seed \(seed): \(text)")
            #expect(parsed.exerciseQuery == nil, "seed \(seed): \(text)")
            // With an exercise in front, the same.
            let named = try QuickLogParser.parse("Bench Press " + text)
            #expect(named.exerciseQuery == "Bench Press" && named.spec == spec, "seed \(seed): \(text)")
        }
    }

    @Test func omittingTheDisplayUnitStillParses() throws {
        let spec = SetSpec(weight: 102.5, weightUnit: .kg, reps: 5)
        #expect(QuickLogFormatter.format(spec, omittingUnit: .kg) == "102.5x5")
        #expect(try QuickLogParser.parse("102.5x5").spec.weight == 102.5)
        #expect(QuickLogFormatter.format(SetSpec(bodyWeight: true, weight: 20, weightUnit: .lb, reps: 8), omittingUnit: .kg) == "bw+20lbx8")
    }
}
