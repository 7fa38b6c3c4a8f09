import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// The hand-written JSON of `WireJSON` against `WireCoding.encoder()`, byte for byte: the
/// `Codable` conformances define the wire; the fast writer must not drift from them.
@Suite(.onTestThreads) struct WireJSONTests {
    static func generic(_ value: some Encodable) throws -> String {
        String(decoding: try WireCoding.encoder().encode(value), as: UTF8.self)
    }

    static func fast(_ value: some WireJSONWritable) -> String? {
        WireJSON.encode(value).map { String(decoding: $0, as: UTF8.self) }
    }

    static let awkwardTexts = [
        "", "a/b", "quote \" and backslash \\", "\u{0}\u{1}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{1f}\u{7f}",
        "\u{2028}\u{2029} é 😀 👩‍👩‍👧", "\r\n", String(repeating: "x", count: 5000), "</script>",
    ]

    static let awkwardNumbers: [Double] = [
        0, -0.0, 1, 100, 102.5, 0.1, 1e-7, 2.5e-5, 0.0001, 999_999_999_999_999, 1e15, 1e16, 1.5e20,
        123_456_789.125, 33.333333333333336, 1.7976931348623157e308, -42.25, Double("4.9e-324")!,
    ]

    @Test func everyFieldAndItsAbsenceMatchTheGenericEncoder() throws {
        var random = SeededRandomNumbers(seed: 2026)
        for round in 0..<2000 {
            func maybe<T>(_ value: @autoclosure () -> T) -> T? { random.int(0...2) == 0 ? nil : value() }
            let number = { Self.awkwardNumbers[random.int(0...Self.awkwardNumbers.count - 1)] }
            let text = { Self.awkwardTexts[random.int(0...Self.awkwardTexts.count - 1)] }
            // Instants from 0001 to 9999, and a few either side of 1970 and of a leap day.
            let ms: Int64 =
                switch round % 4 {
                case 0: Int64(random.int(-62_135_596_800_000...253_402_300_799_999))
                case 1: Int64(random.int(-86_400_000...86_400_000))
                case 2: 951_782_400_000 + Int64(random.int(-172_800_000...172_800_000))  // 2000-02-29
                default: Int64(random.int(1_700_000_000_000...1_900_000_000_000))
                }
            let draft = SetDraft(
                exerciseId: text(), weight: maybe(number()), weightUnit: maybe(WeightUnit.allCases[random.int(0...1)]),
                reps: maybe(random.int(-5...1_000_000)), duration: maybe(random.int(0...86_400)), distance: maybe(number()),
                distanceUnit: maybe(DistanceUnit.allCases[random.int(0...DistanceUnit.allCases.count - 1)]),
                kind: SetKind.allCases[random.int(0...SetKind.allCases.count - 1)], rpe: maybe(number()),
                date: Date(timeIntervalSince1970: Double(ms) / 1000), notes: maybe(text()))
            let set = WorkoutSet(id: text(), draft: draft, createdAt: Date(timeIntervalSince1970: Double(ms + 1) / 1000))
            #expect(Self.fast(set) == (try Self.generic(set)), "round \(round)")
        }
    }

    @Test func pagesAndListsMatchTheGenericEncoder() throws {
        let sets = (0..<30).map { Make.set(Double(60 + $0) + 0.25, $0 % 7, "2026-03-\(10 + $0 % 18) 18:05") }
        let page = Page(items: sets, skip: 50, limit: 30, total: 1234)
        #expect(Self.fast(page) == (try Self.generic(page)))
        #expect(Self.fast(sets) == (try Self.generic(sets)))
        let empty = Page<WorkoutSet>(items: [], skip: 0, limit: 50, total: 0)
        #expect(Self.fast(empty) == (try Self.generic(empty)))
    }

    @Test func integersAtTheirEdges() throws {
        for value in [0, 1, -1, 9, 10, 99, 100, Int.max, Int.min, 1_000_000_007] {
            var out = WireJSON()
            out.int(value)
            #expect(String(decoding: out.bytes, as: UTF8.self) == String(value))
        }
    }

    /// The generic encoder throws for these; the fast one says it cannot, so the caller falls back.
    @Test func numbersJSONCannotSpellAreLeftToTheGenericEncoder() {
        for bad in [Double.nan, .infinity, -.infinity] {
            let set = Make.set(bad, 5, "2026-03-10 18:05")
            #expect(Self.fast(set) == nil)
            #expect(throws: (any Error).self) { try Self.generic(set) }
        }
    }

    @Test func timestampsMatchFoundationsFormatter() {
        var random = SeededRandomNumbers(seed: 7)
        var instants: [Int64] = [0, -1, 1, 999, -999, -1000, 86_399_999, -86_400_000, 951_782_400_000, 253_402_300_799_999, -62_135_596_800_000]
        for _ in 0..<5000 { instants.append(Int64(random.int(-62_135_596_800_000...253_402_300_799_999))) }
        for ms in instants {
            let date = Date(timeIntervalSince1970: Double(ms) / 1000)
            #expect(WireDates.format(date) == WireDates.foundationFormat(date), "\(ms)")
        }
    }
}
