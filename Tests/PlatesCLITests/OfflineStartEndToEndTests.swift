import Foundation
import PlatesTestSupport
import Testing

/// Issue 19, item 21: started while the server was unreachable, the dashboard could not load,
/// quick-log answered "No exercise matches 'squat'" and `plates log` exited 1, so the outbox was
/// never reached. With the last answers kept beside the outbox, the TUI starts offline (marked as
/// such), logs, and `plates log` queues and says how many writes wait.
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the server end-to-end tests are skipped"))
struct OfflineStartEndToEndTests {
    let plates = PlatesProcess.binary.path

    @Test func startAndLogWhileTheServerIsDown() async throws {
        let (server, port) = try await ServerEndToEndTests.restartableServer()
        let a = Tmux()
        defer {
            a.stop()
            server.stop()
        }
        let url = "http://127.0.0.1:\(port)"
        let env = try await ServerEndToEndTests.signedUp(server: url, email: "offline@example.com")
        // One session online: a set, so the dashboard has something to show later.
        #expect(try await PlatesProcess.run(["log", "bench 100x5"], environment: env).status == 0)
        try await a.start("\(plates)", width: 100, height: 30, environment: env)
        try await a.wait(for: "1 set ·")
        try await a.send("q")
        try await a.wait("the TUI gone") { !$0.contains("Today ·") }
        a.stop()

        try await server.send("C-c")
        try await server.wait(for: "STOPPED")
        let b = Tmux()
        defer { b.stop() }
        try await b.start("\(plates)", width: 100, height: 30, environment: env)
        let start = try await b.wait(for: "1 set ·", seconds: 20)
        #expect(!start.contains("cannot be reached") || start.contains("offline"))
        // The top bar's mark, at the line's end (capture-pane drops trailing spaces).
        try await b.wait("the offline mark") { $0.split(separator: "\n").first?.hasSuffix(" offline") == true }
        try await b.quickLogBench("102.5x5")
        try await b.wait(for: "Saved offline: Bench Press 102.5 kg × 5", seconds: 20)
        try await b.wait(for: "offline · 1 pending")
        try await b.send("q")
        try await b.wait("the TUI gone") { !$0.contains("Today ·") }

        let logged = try await PlatesProcess.run(["log", "squat 140x3"], environment: env)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("Saved offline: Squat: 140 kg × 3") && logged.stdout.contains("2 writes pending"), "\(logged.stdout)")
        // A read never made online has no kept answer: one clear line, as before.
        let listed = try await PlatesProcess.run(["sets"], environment: env)
        #expect(listed.status == 1 && listed.stderr.hasPrefix("plates: cannot reach the server at \(url)"), "\(listed.stderr)")

        try await server.send("Enter")
        try await server.wait("the server back") { $0.components(separatedBy: "listening on http://").count == 3 }
        // The next command sends what waits, first.
        let sets = try await PlatesProcess.run(["sets"], environment: env)
        #expect(sets.status == 0, "\(sets.stderr)")
        for s in ["100 kg × 5", "102.5 kg × 5", "140 kg × 3"] { #expect(sets.stdout.contains(s), "\(sets.stdout)") }
        #expect(sets.stdout.split(separator: "\n").count == 4, "\(sets.stdout)")  // header and three sets, once each
    }
}
