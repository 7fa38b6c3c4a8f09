import Foundation
import PlatesTestSupport
import Testing

/// `plates report`: a week in figures from a real database, its JSON, and the periods.
@Suite(.onTestThreads) struct ReportCommandTests {
    @Test func aWeekInFiguresWithItsMuscleGroupsExercisesAndRecords() async throws {
        let db = PlatesProcess.tempDatabase()
        for set in ["squat w60x5", "squat 100x5x3", "bench 80x5", "pull-up bw x 10", "plank 60s"] {
            let logged = try await PlatesProcess.run(["--db", db, "log", set])
            #expect(logged.status == 0, "\(set): \(logged.stderr)")
        }
        let last = try await PlatesProcess.run(["--db", db, "log", "bench 70x8", "--date", "yesterday"])
        #expect(last.status == 0, "\(last.stderr)")

        let text = try await PlatesProcess.run(["--db", db, "report"])
        #expect(text.status == 0, "\(text.stderr)")
        let out = text.stdout
        #expect(out.hasPrefix("Week ") && out.contains("(so far)"), "\(out)")
        #expect(out.contains("Sets") && out.contains("work · 1 warm-up"), "\(out)")
        #expect(out.contains("MUSCLE GROUP") && out.contains("Legs") && out.contains("Chest"), "\(out)")
        // Holds lift nothing: no "0 kg", as if no work was done.
        #expect(out.split(separator: "\n").contains { $0.hasPrefix("Core ") && $0.hasSuffix("—") }, "\(out)")
        #expect(out.contains("Squat") && out.contains("100 kg × 5"), "\(out)")
        #expect(out.contains("Records set this week that still stand"), "\(out)")

        let json = try await PlatesProcess.run(["--db", db, "report", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["period"] as? String == "week" && report["warm_up_sets"] as? Int == 1)
        #expect((report["streak"] as? [String: Any])?["goal"] as? Int == 2)
        // The twelve weeks by muscle group and the calendar, as the dashboard shows them.
        let weeks = try #require(report["muscle_group_weeks"] as? [String: Any])
        #expect((weeks["work_sets"] as? [String: [Int]])?["Legs"]?.last == 3 && (weeks["week_starts"] as? [String])?.count == 12)
        let days = try #require((report["training_calendar"] as? [String: Any])?["days"] as? [String])
        #expect(days.count == 2, "\(days)")  // today and yesterday
        #expect(out.contains("WORK SETS A WEEK") && out.contains("TRAINING DAYS  2 in the 26 weeks"), "\(out)")

        // The settings' weekly goal (Settings → Weekly goal) is the default; --goal overrides it.
        _ = try PlatesProcess.sqlite(db, "UPDATE profile SET weekly_goal = 3")
        let goal3 = try await PlatesProcess.run(["--db", db, "report", "--json"])
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(goal3.stdout.utf8)) as? [String: Any])
        #expect((counted["streak"] as? [String: Any])?["goal"] as? Int == 3)
        let given = try await PlatesProcess.run(["--db", db, "report", "--goal", "5"])
        #expect(given.stdout.contains("5+ sessions"), "\(given.stdout)")

        let year = try await PlatesProcess.run(["--db", db, "report", "--year", "--last"])
        #expect(year.status == 0 && year.stdout.contains("No sets in this year"), "\(year.stdout)")
        let bad = try await PlatesProcess.run(["--db", db, "report", "--goal", "0"])
        #expect(bad.status == 64 && bad.stderr.contains("--goal"), "\(bad.stderr)")
        let both = try await PlatesProcess.run(["--db", db, "report", "--week", "--month"])
        #expect(both.status == 64, "\(both.stderr)")
    }
}
