import Foundation
import PlatesTestSupport
import Testing

@Suite(.onTestThreads) struct LogCommandTests {
    @Test func aLoggedSetShowsInSetsJSON() async throws {
        let db = PlatesProcess.tempDatabase()
        let log = try await PlatesProcess.run(["--db", db, "log", "squat 140x5"])
        #expect(log.status == 0 && log.stderr.isEmpty)
        #expect(log.stdout.hasPrefix("Logged Squat: 140 kg × 5\n"))
        #expect(log.stdout.contains("New PR! 140 kg × 5 · 1–5RM · e1RM 163.3 kg"))
        let sets = try await PlatesProcess.run(["--db", db, "sets", "--json"])
        #expect(sets.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sets.stdout.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(json["total"] as? Int == 1 && items.count == 1)
        #expect(items[0]["exercise_name"] as? String == "Squat" && items[0]["weight"] as? Double == 140 && items[0]["reps"] as? Int == 5)
        #expect(items[0]["weight_unit"] as? String == "kg")
    }

    /// A name no exercise has says how to add it (the TUI's quick-log adds it with ↓ then enter).
    @Test func anUnknownExerciseSaysHowToAddIt() async throws {
        let db = PlatesProcess.tempDatabase()
        let log = try await PlatesProcess.run(["--db", db, "log", "goblet squat 24x10"])
        #expect(log.status != 0 && log.stderr.contains("No exercise matches ‘goblet squat’"))
        #expect(log.stderr.contains(#"plates exercise add "Goblet Squat" --group legs"#), "\(log.stderr)")
    }

    /// The best session volume is said when a log takes the day past every other (once); a first
    /// session, a lighter one and warm-ups say nothing of it.
    @Test func aLogThatMakesTheBestSessionSaysSo() async throws {
        let db = PlatesProcess.tempDatabase()
        let first = try await PlatesProcess.run(["--db", db, "log", "bench 100x5x2", "--date", "yesterday"])
        #expect(first.status == 0 && !first.stdout.contains("session volume"), "\(first.stdout)")
        let warmups = try await PlatesProcess.run(["--db", db, "log", "bench w60x5x5"])
        #expect(!warmups.stdout.contains("session volume"), "\(warmups.stdout)")
        let under = try await PlatesProcess.run(["--db", db, "log", "bench 100x5x2"])
        #expect(!under.stdout.contains("session volume"), "\(under.stdout)")  // 1000 kg: equal, yesterday keeps it
        let past = try await PlatesProcess.run(["--db", db, "log", "bench 100x5"])
        #expect(past.stdout.contains("Best session volume! 1500 kg on "), "\(past.stdout)")
        let again = try await PlatesProcess.run(["--db", db, "log", "bench 100x5"])
        #expect(!again.stdout.contains("session volume"), "\(again.stdout)")  // already the best: said once
    }

    @Test(arguments: [
        "squat abc", "squat 1e309x5", "squat -5x5", "squat 99999x5", "squat 100x0", "zercher 100x5", "squat 100x5x50",
        "100x5", "squat", "plank 100x5", "squat NaN", "squat ∞", "squat 0x10", "curl 20x10",
    ])
    func badInputFailsWithOneLineAndWritesNothing(entry: String) async throws {
        let db = PlatesProcess.tempDatabase()
        let r = try await PlatesProcess.run(["--db", db, "log", entry])
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("plates: ") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "0")
    }

    /// A date or a note typed after the set, as in a chat (`bench 100x5 yesterday`), said "‘yesterday’
    /// is not a weight, reps, time or distance", and `bench yesterday` offered to add an exercise
    /// "Bench Yesterday". Each now says the option it goes after, as a command to run.
    @Test(arguments: [
        ("bench 100x5 yesterday 18:00", "plates: ‘yesterday 18:00’ is a date: plates log 'bench 100x5' --date 'yesterday 18:00'\n"),
        ("bench yesterday", "plates: ‘yesterday’ is a date: plates log 'bench' --date 'yesterday'\n"),
        (
            "bench 100x5 @8 it's heavy",
            "plates: ‘it's heavy’ is not a set: a note goes after --notes, as in plates log 'bench 100x5 @8' --notes 'it'\\''s heavy'\n"
        ),
    ])
    func wordsForAnOptionSayWhichOption(entry: String, message: String) async throws {
        let db = PlatesProcess.tempDatabase()
        let r = try await PlatesProcess.run(["--db", db, "log", entry])
        #expect(r.status == 1 && r.stderr == message, "\(r.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "0")
    }

    /// Words after a known name read as a name nobody has yet (`lat pulldown 50x12` said
    /// "‘pulldown’ is not a set"): both readings are said, and how to add it.
    @Test func theSquatAbcMessageSaysWhatIsWrong() async throws {
        let db = PlatesProcess.tempDatabase()
        let r = try await PlatesProcess.run(["--db", db, "log", "squat abc"])
        #expect(
            r.stderr == "plates: No exercise matches ‘squat abc’ (‘squat’ is Squat: after it, a set like 100x5). "
                + "A new one: plates exercise add \"Squat Abc\" --group legs, then log again.\n")
        let lat = try await PlatesProcess.run(["--db", db, "log", "lat pulldown 50x12"])
        #expect(
            lat.stderr == "plates: No exercise matches ‘lat pulldown’ (‘lat’ is Lateral Raises: after it, a set like 100x5). "
                + "A new one: plates exercise add \"Lat Pulldown\" --group back, then log again.\n", "\(lat.stderr)")
    }

    @Test func theGrammarWorksFromTheShell() async throws {
        let db = PlatesProcess.tempDatabase()
        for entry in ["bench 100x5x3@8", "bench", "pull bw x 8", "pull-ups bw+10x5", "plank 1:30", "run 5km 25:00", "bench w60x10", "leg press 225lbx10"] {
            let r = try await PlatesProcess.run(["--db", db, "log", entry])
            #expect(r.status == 0, "\(entry): \(r.stderr)")
        }
        let text = try await PlatesProcess.run(["--db", db, "sets", "--limit", "100"]).stdout
        #expect(text.contains("100 kg × 5 @8"))
        #expect(text.contains("BW × 8") && text.contains("BW + 10 kg × 5"))
        #expect(text.contains("1:30") && text.contains("5 km · 25:00"))
        #expect(text.contains("60 kg × 10 (warm-up)"))
        #expect(text.contains("102.1 kg × 10"))
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set WHERE exercise_id = 'b45e0000-0000-4000-8000-000000000001'") == "5")
        // Reps that fall, a set each, said as written.
        let falling = try await PlatesProcess.run(["--db", db, "log", "squat 120x5, 5, 4"])
        #expect(falling.stdout.hasPrefix("Logged 3 sets of Squat: 120 kg × 5, 5, 4\n"), "\(falling.stdout)\(falling.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT group_concat(reps, ',') FROM (SELECT reps FROM workout_set WHERE weight = 120 ORDER BY date)") == "5,5,4")
    }

    @Test func unitAndDateOptionsApply() async throws {
        let db = PlatesProcess.tempDatabase()
        let r = try await PlatesProcess.run(["--db", db, "--unit", "lb", "log", "bench 225x5", "--date", "2026-01-15 18:30", "--notes", "paused"])
        #expect(r.stdout.hasPrefix("Logged Bench Press: 225 lb × 5"), "\(r.stdout)\(r.stderr)")
        #expect(
            try PlatesProcess.sqlite(db, "SELECT weight_unit, datetime(date / 1000, 'unixepoch'), notes FROM workout_set") == "lb|2026-01-15 18:30:00|paused")
        let kg = try await PlatesProcess.run(["--db", db, "sets"]).stdout
        #expect(kg.contains("102.1 kg × 5"))
        let bad = try await PlatesProcess.run(["--db", db, "log", "bench 100x5", "--date", "2100-01-01"])
        #expect(bad.status != 0 && bad.stderr.contains("future"))
        let garbled = try await PlatesProcess.run(["--db", db, "log", "bench 100x5", "--date", "yesterdayish"])
        #expect(garbled.status != 0 && garbled.stderr.contains("is not a date"))
    }

    /// A set reported as logged survives SIGKILL right after the report; the file stays sound.
    @Test func aReportedSetSurvivesKillNine() async throws {
        let db = PlatesProcess.tempDatabase()
        _ = try await PlatesProcess.run(["--db", db, "exercises"])
        var reported = 0
        for i in 0..<15 {
            let p = try SpawnedChild(PlatesProcess.binary.path, ["--db", db, "log", "bench \(100 + i)x5"])
            // The first byte of output comes after the commit: kill the moment it arrives.
            let first = p.stdout.readData(ofLength: 6)
            kill(p.pid, SIGKILL)
            p.wait()
            if String(decoding: first, as: UTF8.self) == "Logged" { reported += 1 }
        }
        #expect(reported == 15)
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "\(reported)")
        #expect(try PlatesProcess.sqlite(db, "PRAGMA integrity_check") == "ok")
    }
}
