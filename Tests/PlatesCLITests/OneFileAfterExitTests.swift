import Foundation
import PlatesTestSupport
import Testing

/// When `plates` ends, the database is one file that holds every set on its own: a lifter copies
/// it to a stick, syncs it, or copies a backup over it by hand (docs/DECISIONS.md, "At exit the
/// database is closed: one file"). Before, the interface quit within its first three seconds (the
/// daily backup's thread still waiting) and a `plates log` whose records cache was still being
/// written both left their sets in `plates.sqlite-wal` only: a copy of the file missed them, and
/// a backup copied over it met that stale WAL at the next start.
@Suite(.onTestThreads)
struct OneFileAfterExitTests {
    /// The sets a copy of the database file alone holds (without its `-wal`).
    static func setsInACopyOfTheFile(_ db: String) throws -> String {
        let copy = PlatesProcess.tempDatabase()
        try FileManager.default.copyItem(atPath: db, toPath: copy)
        return try PlatesProcess.sqlite(copy, "SELECT COUNT(*) FROM workout_set")
    }

    static func leftBeside(_ db: String) -> [String] {
        ["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: db + $0) }
    }

    @Test func commandsLeaveTheirSetsInTheFileItself() async throws {
        let db = PlatesProcess.tempDatabase()
        // The second lift is new to the file: its log starts a write of the records cache that
        // used to be cut off by the exit.
        for entry in ["bench 100x5", "squat 120x5", "deadlift 160x3"] {
            let logged = try await PlatesProcess.run(["--db", db, "log", entry])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        #expect(Self.leftBeside(db) == [])
        #expect(try Self.setsInACopyOfTheFile(db) == "3")
    }

    @Test(.enabled(if: Tmux.available, "tmux is not installed: the end-to-end tests of the terminal interface are skipped"))
    func theInterfaceQuitAtOnceLeavesItsSetInTheFileItself() async throws {
        let db = PlatesProcess.tempDatabase()
        let t = Tmux()
        defer { t.stop() }
        try await t.start("\(PlatesProcess.binary.path) --db \(db)")
        try await t.wait(for: "Nothing logged yet today")
        try await t.quickLogBench("100x5")
        try await t.wait(for: "✓ Logged Bench Press 100 kg × 5")
        // At once: the daily backup waits three seconds after the start before it runs.
        try await t.send("q")
        try await t.wait("the program to end") { _ in (try? await t.display("#{pane_dead}")) == "1" }
        #expect(Self.leftBeside(db) == [])
        #expect(try Self.setsInACopyOfTheFile(db) == "1")
        // The daily backup did not run, and did not start after the database closed: no failure
        // is waiting to be said at the next start.
        #expect(!FileManager.default.fileExists(atPath: db + ".backup-failure"))
    }
}
