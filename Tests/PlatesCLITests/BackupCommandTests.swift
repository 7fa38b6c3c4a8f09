import Foundation
import PlatesTestSupport
import Testing

/// Issue 25, item 1: `plates backup` writes a checked copy, also while another process logs; the
/// first `plates log` of a day makes the daily backup, and a failing one never stops logging and
/// is said once.
@Suite(.onTestThreads) struct BackupCommandTests {
    static func backups(_ db: String) -> [String] {
        let folder = ((db as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".sqlite") }.sorted().map {
            (folder as NSString).appendingPathComponent($0)
        }
    }

    @Test func aBackupIsWrittenCheckedAndSaysWhatItHolds() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5x3"]).status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plates-backups-\(UUID().uuidString)").path
        let r = try await PlatesProcess.run(["--db", db, "backup", "--to", folder])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Backed up 3 sets, 21 exercises, 0 weigh-ins, ") && r.stdout.contains(" to \(folder)/plates-"), "\(r.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1 && files[0].hasSuffix(".sqlite"))
        // The copy is a database plates opens, with the sets.
        let sets = try await PlatesProcess.run(["--db", folder + "/" + files[0], "sets", "--json"])
        #expect(sets.status == 0 && sets.stdout.components(separatedBy: "\"exercise_id\"").count == 4, "\(sets.stderr)")
    }

    @Test func whatHasNoLocalDatabaseIsRefusedInWords() async throws {
        let demo = try await PlatesProcess.run(["--demo", "backup"])
        #expect(demo.status == 1 && demo.stderr == "plates: Demo data lives in memory: there is nothing to back up.\n")
        let missing = PlatesProcess.tempDatabase()
        let none = try await PlatesProcess.run(["--db", missing, "backup"])
        #expect(none.status == 1 && none.stderr == "plates: No database at \(missing): nothing to back up.\n")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// What the issue asks to show: a backup taken while another process logs 200 sets is intact
    /// and holds a consistent count (the per-exercise tally its triggers keep agrees with its sets).
    @Test func aBackupWhileAnotherProcessLogsIsConsistent() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 100x5"]).status == 0)
        let script = "for i in $(seq 200); do \(PlatesProcess.binary.path) --db \(db) log \"bench 100x1x$((i % 3 + 1))\" > /dev/null || exit 1; done"
        let writer = Task { try await Spawn.runOffPool("/bin/sh", ["-c", script]) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plates-backups-\(UUID().uuidString)").path
        var counts: [Int] = []
        for _ in 0..<8 {
            let r = try await PlatesProcess.run(["--db", db, "backup", "--to", folder])
            #expect(r.status == 0, "\(r.stderr)")
            let newest = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sqlite") }.max())
            let path = folder + "/" + newest
            #expect(try PlatesProcess.sqlite(path, "PRAGMA integrity_check") == "ok")
            let count = Int(try PlatesProcess.sqlite(path, "SELECT COUNT(*) FROM workout_set")) ?? -1
            let tally = Int(try PlatesProcess.sqlite(path, "SELECT COALESCE(SUM(sets), 0) FROM set_tally")) ?? -2
            #expect(count == tally, "sets \(count), tally \(tally)")
            counts.append(count)
            try await Task.sleep(for: .milliseconds(300))
        }
        let done = try await writer.value
        #expect(done.status == 0, "\(done.stderr)")
        // Each log of 1 to 3 sets commits whole: every count is the squat and a whole number of logs.
        var whole: Set<Int> = [1]
        var total = 1
        for i in 1...200 {
            total += i % 3 + 1
            whole.insert(total)
        }
        #expect(counts == counts.sorted() && counts.allSatisfy(whole.contains), "\(counts)")
        let final = try await PlatesProcess.run(["--db", db, "backup", "--to", folder])
        #expect(final.stdout.hasPrefix("Backed up \(Int(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set"))!) sets"), "\(final.stdout)")
    }

    @Test func theFirstLogOfADayBacksUpAndAFailureNeverStopsLogging() async throws {
        let db = PlatesProcess.tempDatabase()
        let first = try await PlatesProcess.run(["--db", db, "log", "bench 100x5"])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(Self.backups(db).count == 1)
        _ = try await PlatesProcess.run(["--db", db, "log", "bench 100x5"])
        #expect(Self.backups(db).count == 1)
        // The backups folder cannot be made: the set is logged all the same, and it is said once.
        let other = PlatesProcess.tempDatabase()
        let blocked = ((other as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
        try "x".write(toFile: blocked, atomically: true, encoding: .utf8)
        let failing = try await PlatesProcess.run(["--db", other, "log", "bench 100x5"])
        #expect(failing.status == 0 && failing.stdout.hasPrefix("Logged Bench Press: 100 kg × 5"), "\(failing.stdout)")
        #expect(failing.stderr.hasPrefix("plates: The daily backup to \(blocked) failed:"), "\(failing.stderr)")
        let again = try await PlatesProcess.run(["--db", other, "log", "bench 100x5"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try PlatesProcess.sqlite(other, "SELECT COUNT(*) FROM workout_set") == "2")
    }
}
