import Foundation
import PlatesTestSupport
import Testing

/// `plates workout show DAY` and `delete DAY` take a workout begun the evening before with sets
/// on that day, as the TUI's history names it (found training past midnight: `workout show
/// today` at 00:05 said "No workout started on …" with the workout open).
@Suite(.onTestThreads) struct WorkoutDayCommandTests {
    @Test func aWorkoutPastMidnightIsShownAndDeletedOnTheDayItsSetsAre() async throws {
        let db = PlatesProcess.tempDatabase()
        for (set, at) in [("bench 60x5", "2026-11-20 23:45"), ("bench 80x5", "2026-11-21 00:10")] {
            #expect(try await PlatesProcess.run(["--db", db, "log", set, "--date", at]).status == 0)
        }
        // A workout from 23:40 to 00:20 holding both (the shell starts workouts now only).
        let start = Int(try #require(ISO8601DateFormatter().date(from: "2026-11-20T23:40:00Z")).timeIntervalSince1970 * 1000)
        _ = try PlatesProcess.sqlite(
            db,
            """
            INSERT INTO workout (user_id, id, name, started_at, finished_at, created_at)
                VALUES ('', 'late', 'Late push', \(start), \(start + 40 * 60_000), \(start))
            """)
        _ = try PlatesProcess.sqlite(db, "UPDATE workout_set SET workout_id = 'late'")
        for day in ["2026-11-20", "2026-11-21"] {
            let shown = try await PlatesProcess.run(["--db", db, "workout", "show", day])
            #expect(shown.stdout.hasPrefix("Late push · started 2026-11-20 23:40 · 40 min · 2 sets"), "\(day): \(shown.stdout)\(shown.stderr)")
        }
        #expect(try await PlatesProcess.run(["--db", db, "workout", "show", "2026-11-22"]).stdout.hasPrefix("No workout on 2026-11-22"))
        let deleted = try await PlatesProcess.run(["--db", db, "workout", "delete", "2026-11-21"])
        #expect(deleted.stdout.hasPrefix("Deleted the workout Late push"), "\(deleted.stdout)\(deleted.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set WHERE workout_id IS NULL") == "2")
    }
}
