import Foundation
import PlatesTestSupport
import Testing

/// Issue 18: `plates exercise merge|delete`, as a lifter cleaning up after an import would.
@Suite(.onTestThreads) struct ExerciseRemovalCommandTests {
    @Test func mergeMovesTheSetsAndTheNextImportFollowsIt() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "add", "Flat Barbell Bench Press"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "flat barbell 110x3", "--date", "2026-11-18"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench press 100x5", "--date", "2026-11-20"]).status == 0)
        let merged = try await PlatesProcess.run(["--db", db, "exercise", "merge", "flat barbell", "bench press"])
        #expect(
            merged.stdout.hasPrefix(
                """
                Merged Flat Barbell Bench Press into Bench Press: 1 set moved, records recomputed
                Logging and imports now read ‘Flat Barbell Bench Press’ as Bench Press.
                To take it back: plates --db '\(db)' exercise unmerge '\((db as NSString).deletingLastPathComponent)/undo/merge-
                """), "\(merged.stdout)\(merged.stderr)")
        let prs = try await PlatesProcess.run(["--db", db, "prs", "bench press"])
        #expect(prs.stdout.contains("1RM   110 kg × 3"))

        // SPEC 9: the name merged away is read by the matcher too — typed by habit, it logs to
        // Bench Press (it was refused, with the command that adds the exercise again) …
        let logged = try await PlatesProcess.run(["--db", db, "log", "flat barbell bench press 102.5x5", "--date", "2026-11-21"])
        #expect(logged.status == 0 && logged.stdout.hasPrefix("Logged Bench Press: 102.5 kg × 5"), "\(logged.stdout)\(logged.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "prs", "flat barbell bench press"]).stdout.hasPrefix("Bench Press: personal records"))
        // `exercises --json` lists the names each answers to.
        let listed = try await PlatesProcess.run(["--db", db, "exercises", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(list.first { $0["name"] as? String == "Bench Press" }?["aliases"] as? [String] == ["flat barbell bench press"])
        #expect(list.first { $0["name"] as? String == "Squat" }?["aliases"] as? [String] == [])
        // … and a command that changes or removes an exercise does not take it for Bench Press.
        let delete = try await PlatesProcess.run(["--db", db, "exercise", "delete", "Flat Barbell Bench Press", "--with-sets"])
        #expect(delete.status == 1 && delete.stderr.contains("is another name of Bench Press"), "\(delete.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "3")

        // A Strong export naming the merged-away exercise: its sets land on Bench Press.
        let file = URL(fileURLWithPath: db).deletingLastPathComponent().appendingPathComponent("strong.csv")
        try """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2026-10-01 18:00:00,Push,1h,Flat Barbell Bench Press,1,95,5,,,,,
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = try await PlatesProcess.run(["--db", db, "import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM exercise WHERE name LIKE 'Flat%'") == "0")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set s JOIN exercise e ON e.id = s.exercise_id WHERE e.name = 'Bench Press'") == "4")
    }

    @Test func deleteAsksForWithSetsAndADeletedBuiltInStaysGone() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "add", "Floor Press"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "floor 80x5"]).status == 0)
        let refused = try await PlatesProcess.run(["--db", db, "exercise", "delete", "floor"])
        #expect(refused.status == 1 && refused.stderr.contains("Floor Press has 1 logged set"))
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "1")
        let deleted = try await PlatesProcess.run(["--db", db, "exercise", "delete", "floor", "--with-sets"])
        #expect(deleted.stdout == "Deleted Floor Press and its 1 set\n")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "0")
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "delete", "squat"]).stdout == "Deleted Squat\n")
        // The next start (a new process on the file) does not bring it back.
        let list = try await PlatesProcess.run(["--db", db, "exercises"])
        #expect(list.status == 0 && !list.stdout.split(separator: "\n").contains { $0.hasPrefix("Squat ") })
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 100x5"]).stderr.contains("No exercise matches"))
    }

    /// The shell has no `u`: a merge made there (any unique part of a name finds the exercise, so
    /// one matched by mistake lost its sets' exercise for good) prints the command that takes it
    /// back, and that command works after more sets are logged.
    @Test func aMergeFromTheShellIsTakenBackByTheCommandItPrints() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "add", "Close-Grip Bench Press"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "close-grip 80x8", "--date", "2026-11-18"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "close-grip 82.5x8", "--date", "2026-11-20"]).status == 0)
        let merged = try await PlatesProcess.run(["--db", db, "exercise", "merge", "close", "bench press"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5", "--date", "2026-11-21"]).status == 0)

        let shell = try await PlatesProcess.runPrinted(merged.stdout, after: "To take it back: ")
        #expect(
            shell.status == 0
                && shell.stdout == "Took back the merge of Close-Grip Bench Press into Bench Press: Close-Grip Bench Press is back with its 2 sets\n",
            "\(shell.stdout)\(shell.stderr)")
        #expect(
            try PlatesProcess.sqlite(db, "SELECT e.name, COUNT(*) FROM workout_set s JOIN exercise e ON e.id = s.exercise_id GROUP BY e.name ORDER BY e.name")
                == "Bench Press|1\nClose-Grip Bench Press|2")
        // The name reads as its own exercise again.
        let logged = try await PlatesProcess.run(["--db", db, "log", "close-grip bench press 85x8"])
        #expect(logged.stdout.hasPrefix("Logged Close-Grip Bench Press"), "\(logged.stdout)\(logged.stderr)")

        // Taken back once, the file is gone, and says so; a file that is not a merge is refused.
        let again = try await PlatesProcess.runPrinted(merged.stdout, after: "To take it back: ")
        #expect(again.status == 1 && again.stderr.contains("is not there (a merge taken back removes its file)"), "\(again.stderr)")
        let other = (db as NSString).deletingLastPathComponent + "/other.json"
        try "{\"exercise\": 1}".write(toFile: other, atomically: true, encoding: .utf8)
        let refused = try await PlatesProcess.run(["--db", db, "exercise", "unmerge", other])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("plates: \(other) is not a merge to take back"), "\(refused.stderr)")
    }
}
