import Foundation
import PlatesTestSupport
import Testing

/// The daily backup beside the interface, in tmux (docs/backups.md): a start makes today's
/// backup and Settings says when and where; one that cannot be written is said once in the status
/// line, and not at the next start.
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the end-to-end tests of the terminal interface are skipped"))
struct BackupEndToEndTests {
    static func start(_ db: String) async throws -> Tmux {
        let t = Tmux()
        try await t.startScript("\(PlatesProcess.binary.path) --db \(db); echo EXIT=$?; sleep 60", width: 120)
        try await t.wait(for: "Nothing logged yet today")
        return t
    }

    @Test func theInterfaceBacksUpOnceADayAndSaysAFailureOnce() async throws {
        let db = PlatesProcess.tempDatabase()
        let folder = ((db as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
        let t = try await Self.start(db)
        defer { t.stop() }
        try await t.send("5")
        // "none yet" for the first three seconds (a loaded machine may be past them already).
        try await t.wait(for: "Backups  ")
        try await t.wait("today's backup", seconds: 20) { _ in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".sqlite") }
        }
        // Settings says so.
        try await t.wait(for: "Backups  last ")
        try await t.send("q")
        try await t.wait(for: "EXIT=0")

        let blockedDb = PlatesProcess.tempDatabase()
        let blocked = ((blockedDb as NSString).deletingLastPathComponent as NSString).appendingPathComponent("backups")
        try "x".write(toFile: blocked, atomically: true, encoding: .utf8)
        let first = try await Self.start(blockedDb)
        defer { first.stop() }
        try await first.wait(for: "The daily backup to \(blocked) failed", seconds: 20)
        try await first.send("q")
        try await first.wait(for: "EXIT=0")
        let second = try await Self.start(blockedDb)
        defer { second.stop() }
        // Past the moment it would be said (3 s after the start), nothing is.
        let started = Date()
        let screen = try await second.wait("five seconds") { _ in Date().timeIntervalSince(started) > 5 }
        #expect(!screen.contains("daily backup"), "\(screen)")
        try await second.send("q")
        try await second.wait(for: "EXIT=0")
    }
}
