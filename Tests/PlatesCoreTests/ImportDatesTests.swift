import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// `yyyy-MM-dd HH:mm:ss` is read by hand for speed; what it reads must agree with the strict
/// DateFormatter it stands in for, and what it refuses goes to that formatter.
@Suite(.onTestThreads) struct ImportDatesTests {
    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = TimeZone(identifier: "UTC")!
        f.dateFormat = "yyyy-MM-dd HH:mm:ss"
        f.isLenient = false
        return f
    }()

    @Test func theHandReaderAgreesWithTheFormatter() {
        var texts = [
            "2025-02-28 23:59:59", "2024-02-29 00:00:00", "2025-02-29 10:00:00", "2025-02-30 10:00:00",
            "2000-02-29 12:00:00", "1900-02-29 12:00:00", "2025-13-01 10:00:00", "2025-00-10 10:00:00",
            "2025-01-01 24:00:00", "2025-01-01 23:60:00", "2025-01-01 23:59:60", "2025-1-01 10:00:00",
            "2025-01-01T10:00:00", "2025-01-01 10:00:0x", "1970-01-01 00:00:00", "2026-11-23 18:04:00",
            "0001-01-01 00:00:00", "2025-12-31 23:59:59", "2025-04-31 08:00:00", "2025-06-30 08:00:00",
        ]
        var random = SeededRandomNumbers(seed: 7)
        for _ in 0..<2_000 {
            texts.append(
                String(
                    format: "%04d-%02d-%02d %02d:%02d:%02d", random.int(1900...2100), random.int(0...13),
                    random.int(0...32), random.int(0...24), random.int(0...60), random.int(0...60)))
        }
        var read = 0
        for text in texts {
            let expected = Self.formatter.date(from: text)?.timeIntervalSince1970
            // nil hands the text to the formatter, so only a value must agree; a time the
            // formatter refuses must be refused too.
            if let seconds = ImportDates.plainSeconds(text) {
                read += 1
                #expect(seconds == expected, "\(text)")
            }
        }
        #expect(read > 300 && ImportDates.plainSeconds("2026-11-23 18:04:00") == 1_795_457_040)
    }
}

/// A small deterministic generator (xorshift), so a failure names a repeatable case.
struct SeededRandomNumbers {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return range.lowerBound + Int(state % UInt64(range.count))
    }
}
