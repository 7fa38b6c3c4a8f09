import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct FormattingTests {
    @Test(arguments: [(100.0, "100"), (102.5, "102.5"), (0.25, "0.25"), (1.0 / 3, "0.333"), (-3.5, "-3.5"), (0, "0"), (1e-7, "0")])
    func numbersDropTrailingZeros(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
    }

    /// Found by Schemathesis: a body weight of 1e300 in an error message trapped the server.
    @Test(arguments: [(1e300, "1e+300"), (-1e19, "-1e+19"), (1e16, "10000000000000000"), (Double.greatestFiniteMagnitude, "1.79769e+308")])
    func hugeNumbersFormatWithoutTrapping(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
        #expect(throws: PlatesError.self) { try Validator.checkBodyWeight(value, unit: .kg, field: "weight") }
    }

    @Test func countsAreGroupedByThousands() {
        #expect(NumberText.grouped(0) == "0" && NumberText.grouped(999) == "999" && NumberText.grouped(1000) == "1,000")
        #expect(NumberText.grouped(50_000) == "50,000" && NumberText.grouped(1_234_567) == "1,234,567" && NumberText.grouped(-4500) == "-4,500")
    }

    @Test(arguments: [("102,5", 102.5), ("100", 100.0), (".5", 0.5)])
    func numbersParseWithADecimalPointOrComma(text: String, value: Double) {
        #expect(NumberText.parse(text) == value)
    }

    @Test(arguments: ["1e309", "NaN", "∞", "0x10", "abc", "", "1.2.3", "inf"])
    func nonNumbersAreRefused(text: String) {
        #expect(NumberText.parse(text) == nil)
    }

    @Test func unitsConvertBothWays() {
        #expect(abs(WeightUnit.lb.convert(225, to: .kg) - 102.05828325) < 1e-9)
        #expect(abs(WeightUnit.kg.convert(WeightUnit.lb.convert(123.4, to: .kg), to: .lb) - 123.4) < 1e-9)
        #expect(DistanceUnit.mi.convert(1, to: .m) == 1609.344)
        #expect(DistanceUnit.m.convert(5000, to: .km) == 5)
    }

    @Test func aValueEnteredInTheDisplayUnitShowsExactly() {
        let kg = SetFormatter(unit: .kg)
        let lb = SetFormatter(unit: .lb)
        #expect(kg.weight(102.25, .kg) == "102.25 kg")
        #expect(lb.weight(225, .lb) == "225 lb")
        #expect(lb.weight(100, .kg) == "220.5 lb")
        #expect(kg.weight(225, .lb) == "102.1 kg")
    }

    @Test func bodyWeightSetsShowBW() {
        let f = SetFormatter(unit: .lb)
        #expect(f.describe(Make.set(0, 8, "2026-01-01"), bodyWeight: true) == "BW × 8")
        #expect(f.describe(Make.set(20, 8, "2026-01-01", unit: .lb), bodyWeight: true) == "BW + 20 lb × 8")
    }

    @Test func setsDescribeKindRPEHoldsAndCardio() {
        let f = SetFormatter(unit: .kg)
        var s = Make.set(100, 5, "2026-01-01", kind: .warmup)
        s.rpe = 8
        #expect(f.describe(s, bodyWeight: false) == "100 kg × 5 @8 (warm-up)")
        var hold = Make.set(10, nil, "2026-01-01")
        hold.duration = 45
        #expect(f.describe(hold, bodyWeight: false) == "+10 kg · 45 s")
        var run = Make.set(nil, nil, "2026-01-01")
        run.distance = 5
        run.distanceUnit = .km
        run.duration = 1500
        #expect(f.describe(run, bodyWeight: false) == "5 km · 25:00")
        #expect(SetFormatter(unit: .kg, ascii: true).describe(Make.set(100, 5, "2026-01-01"), bodyWeight: false) == "100 kg x 5")
    }

    @Test func durationsReadLikeAClock() {
        #expect(DurationText.format(45) == "45 s")
        #expect(DurationText.format(90) == "1:30")
        #expect(DurationText.format(3900) == "1:05:00")
    }
}
