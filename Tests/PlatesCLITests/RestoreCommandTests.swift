import Foundation
import PlatesTestSupport
import Testing

/// Issue 25, item 2: `plates restore FILE` says what the backup and the database hold, asks,
/// backs the database up first, and puts the backup in place: a fresh machine's default location
/// gets identical sets, exercises (custom ones, notes, flags) and body weight.
@Suite(.onTestThreads) struct RestoreCommandTests {
    /// A database with a custom exercise (note, body weight, rest), sets, a weigh-in; and a backup of it.
    static func source() async throws -> (db: String, backup: String) {
        let db = PlatesProcess.tempDatabase()
        for args in [
            ["exercise", "add", "Sled Push", "--group", "legs", "--body-weight"], ["exercise", "edit", "sled push", "--rest", "45s"],
            ["log", "bench 100x5x3@8", "--notes", "paused, \"wide\""], ["log", "sled bw+20x10", "--date", "2026-11-20"],
            ["bodyweight", "add", "82.5", "--date", "2026-11-01", "--notes", "morning"],
        ] {
            let r = try await PlatesProcess.run(["--db", db] + args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plates-restore-\(UUID().uuidString)").path
        #expect(try await PlatesProcess.run(["--db", db, "backup", "--to", folder]).status == 0)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        return (db, folder + "/" + name)
    }

    static func data(_ args: [String], environment: [String: String] = [:]) async throws -> [String] {
        var out: [String] = []
        for command in [["sets", "--json", "--limit", "100"], ["exercises", "--json"], ["bodyweight", "list", "--json"]] {
            let r = try await PlatesProcess.run(args + command, environment: environment)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            out.append(r.stdout)
        }
        return out
    }

    @Test func aFreshMachinesDefaultLocationGetsIdenticalData() async throws {
        let (db, backup) = try await Self.source()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("plates-home-\(UUID().uuidString)").path
        let env = ["XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config", "HOME": home]
        let r = try await PlatesProcess.run(["restore", backup, "--yes"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Backup    4 sets from 2026-11-20 to ") && r.stdout.contains("22 exercises (1 your own), 1 weigh-in"), "\(r.stdout)")
        #expect(r.stdout.contains("Database  none yet at \(home)/data/plates/plates.sqlite"), "\(r.stdout)")
        #expect(r.stdout.contains("Restored: 4 sets"), "\(r.stdout)")
        let restored = try await Self.data([], environment: env)
        let original = try await Self.data(["--db", db])
        #expect(restored == original)
        #expect(restored[1].contains("\"name\":\"Sled Push\"") || restored[1].contains("\"name\" : \"Sled Push\""), "\(restored[1])")
    }

    @Test func itAsksBacksUpFirstAndReplaces() async throws {
        let (_, backup) = try await Self.source()
        let target = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", target, "log", "squat 140x3"]).status == 0)
        // No answer (no terminal), or "n": nothing changes.
        for stdin in ["", "n\n"] {
            let declined = try await PlatesProcess.run(["--db", target, "restore", backup], stdin: stdin)
            #expect(declined.status == 0 && declined.stdout.hasSuffix("Nothing changed.\n"), "\(declined.stdout)\(declined.stderr)")
            #expect(declined.stdout.contains("Database  1 set from "), "\(declined.stdout)")
        }
        #expect(try PlatesProcess.sqlite(target, "SELECT COUNT(*) FROM workout_set") == "1")
        let folder = ((target as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        try await Task.sleep(for: .milliseconds(1100))  // a backup name of its own second
        let yes = try await PlatesProcess.run(["--db", target, "restore", backup], stdin: "y\n")
        #expect(yes.status == 0 && yes.stdout.contains("Backed up the database first: \(folder)/plates-"), "\(yes.stdout)\(yes.stderr)")
        #expect(try PlatesProcess.sqlite(target, "SELECT COUNT(*) FROM workout_set") == "4")
        // The database as it was is in the new backup: one squat set.
        let added = Set(try FileManager.default.contentsOfDirectory(atPath: folder)).subtracting(before)
        let first = try #require(added.first)
        #expect(try PlatesProcess.sqlite(folder + "/" + first, "SELECT COUNT(*) FROM workout_set") == "1")
    }

    /// A Plates export (JSON or CSV) restores like a backup: it replaces the database, which is
    /// backed up first, and gives the same sets, exercises (custom ones, notes, flags) and weigh-ins.
    @Test func aPlatesExportReplacesTheDatabase() async throws {
        let (db, _) = try await Self.source()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for format in ["json", "csv"] {
            let export = "\(dir)/export.\(format)"
            #expect(try await PlatesProcess.run(["--db", db, "export", "--format", format, "--output", export]).status == 0)
            let target = PlatesProcess.tempDatabase()
            #expect(try await PlatesProcess.run(["--db", target, "log", "squat 140x3"]).status == 0)
            let r = try await PlatesProcess.run(["--db", target, "restore", export, "--yes"])
            #expect(r.status == 0, "\(format): \(r.stderr)")
            #expect(r.stdout.contains("Export    4 sets from 2026-11-20 to ") && r.stdout.contains("Backed up the database first"), "\(r.stdout)")
            #expect(try await Self.data(["--db", target]) == (try await Self.data(["--db", db])), "\(format)")
        }
    }

    @Test func whatIsNotABackupIsRefusedInWordsAndChangesNothing() async throws {
        let (db, backup) = try await Self.source()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-notbackup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // An export that is not one (cut short): refused with the reader's words.
        let broken = dir + "/broken.json"
        try "{\"format\": \"plates-export\", \"version\": 1".write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = try await PlatesProcess.run(["--db", db, "restore", broken, "--yes"])
        #expect(refused.status == 1 && refused.stderr.contains("not a Plates export"), "\(refused.stderr)")
        try "hello".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        let text = try await PlatesProcess.run(["--db", db, "restore", dir + "/notes.txt", "--yes"])
        #expect(text.status == 1 && text.stderr.contains("is not a Plates database"), "\(text.stderr)")
        let missing = try await PlatesProcess.run(["--db", db, "restore", dir + "/nothing.sqlite", "--yes"])
        #expect(missing.status == 1 && missing.stderr == "plates: No file at \(dir)/nothing.sqlite.\n")
        let itself = try await PlatesProcess.run(["--db", db, "restore", db, "--yes"])
        #expect(itself.status == 1 && itself.stderr.contains("is the database itself"))
        // A newer Plates made it: refused before anything is touched.
        _ = try PlatesProcess.sqlite(backup, "INSERT INTO grdb_migrations VALUES ('v99: the future')")
        let newer = try await PlatesProcess.run(["--db", db, "restore", backup, "--yes"])
        #expect(newer.status == 1 && newer.stderr.contains("was made by a newer Plates"), "\(newer.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "4")
        let demo = try await PlatesProcess.run(["--demo", "restore", backup, "--yes"])
        #expect(demo.status == 1 && demo.stderr == "plates: Demo data lives in memory: there is nothing to restore into.\n")
    }
}
