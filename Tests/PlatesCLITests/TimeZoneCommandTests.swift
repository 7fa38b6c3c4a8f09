import Foundation
import PlatesTestSupport
import Testing

/// A set's time and day are those `date` shows under the same `TZ`. A set logged at 22:30 UTC
/// showed at 22:30 under `TZ=:Asia/Tokyo`, `TZ=JST-9` and `TZ=<+09>-9` (Foundation fell back to
/// the machine's zone, this one's UTC), and at 03:30 next day under `TZ=GMT+5`, which the C
/// library reads as 5 h west (17:30).
@Suite(.onTestThreads) struct TimeZoneCommandTests {
    static func shown(_ db: String, tz: String) async throws -> String {
        let sets = try await PlatesProcess.run(["--db", db, "sets"], environment: ["TZ": tz])
        #expect(sets.status == 0, "\(sets.stderr)")
        return sets.stdout.split(separator: "\n").dropFirst().first.map { String($0.prefix(16)) } ?? ""
    }

    @Test func aSetShowsInTheZoneTzNamesHoweverItIsWritten() async throws {
        let db = PlatesProcess.tempDatabase()
        let log = try await PlatesProcess.run(["--db", db, "log", "bench 100x5", "--date", "2026-07-01 22:30"], environment: ["TZ": "UTC"])
        #expect(log.status == 0, "\(log.stderr)")
        #expect(try await Self.shown(db, tz: "UTC") == "2026-07-01 22:30")
        for tokyo in ["Asia/Tokyo", ":Asia/Tokyo", "JST-9", "<+09>-9"] {
            #expect(try await Self.shown(db, tz: tokyo) == "2026-07-02 07:30", "TZ=\(tokyo)")
        }
        // Berlin's summer, written as its rule.
        #expect(try await Self.shown(db, tz: "CET-1CEST,M3.5.0,M10.5.0/3") == "2026-07-02 00:30")
        #expect(try await Self.shown(db, tz: "GMT+5") == "2026-07-01 17:30")
    }

    /// What the day is, too: the set counts for the day it was in the zone, not in UTC.
    @Test func theDayOfALogIsTheZonesDay() async throws {
        let db = PlatesProcess.tempDatabase()
        let log = try await PlatesProcess.run(["--db", db, "log", "squat 100x5", "--date", "2026-07-02 07:30"], environment: ["TZ": "JST-9"])
        #expect(log.status == 0, "\(log.stderr)")
        #expect(try await Self.shown(db, tz: "UTC") == "2026-07-01 22:30")
    }
}
