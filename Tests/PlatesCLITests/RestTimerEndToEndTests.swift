import Foundation
import PlatesTestSupport
import Testing

/// The rest timer in the real binary, in tmux (issue 22, item 3): a logged set starts it in the
/// status line, - takes 15 s off, it counts down on other screens, and at zero the terminal gets
/// a bell (BEL in the bytes the program wrote) and the line flashes "rest over". While it counts,
/// the program writes at most 64 bytes a second.
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the end-to-end tests of the terminal interface are skipped"))
struct RestTimerEndToEndTests {
    /// A new database whose squat rests `rest`, the app on it in tmux, and a file for what it writes.
    final class Session {
        let t = Tmux()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("plates-rest-\(UUID().uuidString).bytes").path

        init(rest: String) async throws {
            let db = PlatesProcess.tempDatabase()
            let edit = try await PlatesProcess.run(["--db", db, "exercise", "edit", "squat", "--rest", rest])
            #expect(edit.status == 0, "\(edit.stderr)")
            try await t.startScript("\(PlatesProcess.binary.path) --db \(db); echo EXIT=$?; sleep 60")
            try await t.wait(for: "Nothing logged yet today")
        }

        func logSquat() async throws {
            try await t.send("l")
            try await t.wait(for: "Log a set")
            try await t.type("squat")
            try await t.send("Enter")
            try await t.type("100x5")
            try await t.send("Enter")
        }

        func record(_ on: Bool) async throws {
            try await t.tmux(["pipe-pane", "-t", t.session] + (on ? ["-o", "cat > \(output)"] : []))
        }

        /// What the program wrote, as the pipe left it (read after a short wait for the pipe's cat).
        func bytes() async throws -> [UInt8] {
            try await Task.sleep(for: .milliseconds(200))
            return [UInt8](FileManager.default.contents(atPath: output) ?? Data())
        }

        func quit() async throws {
            try await t.send("q")
            try await t.wait(for: "EXIT=0")
        }

        deinit {
            t.stop()
            try? FileManager.default.removeItem(atPath: output)
        }
    }

    @Test func theTimerCountsInTheStatusLineAndRingsAtZero() async throws {
        let s = try await Session(rest: "0:20")
        try await s.record(true)
        try await s.logSquat()
        try await s.t.wait(for: "rest 0:1")
        try await s.t.send("-")
        try await s.t.wait(for: "rest 0:0")
        try await s.t.send("3")
        try await s.t.wait(for: "rest over", seconds: 30)
        let bytes = try await s.bytes()
        #expect(bytes.contains(0x07), "no bell among the \(bytes.count) bytes written")
        try await s.t.wait("the flash ends") { !$0.contains("rest over") }
        try await s.quit()
    }

    @Test func aTickCostsAtMostSixtyFourBytes() async throws {
        let s = try await Session(rest: "1:00")
        try await s.logSquat()
        // Wait out the toast of the logged set (4 s): from then on only the timer changes.
        try await s.t.wait("the toast gone", seconds: 20) { !$0.contains("✓ Logged") && $0.contains("rest 0:5") }
        try await s.record(true)
        let start = Date()
        try await s.t.wait("five ticks", seconds: 20) { _ in Date().timeIntervalSince(start) >= 5 }
        try await s.record(false)
        let seconds = Date().timeIntervalSince(start)
        let bytes = try await s.bytes()
        // One tick a second, each at most 64 bytes (the first second may hold a tick more).
        let ticks = Int(seconds.rounded(.up)) + 1
        #expect(bytes.count <= 64 * ticks, "\(bytes.count) bytes in \(seconds) s")
        #expect(bytes.count > 0, "the timer did not count")
        try await s.quit()
    }
}
