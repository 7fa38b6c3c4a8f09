import Foundation
import PlatesTestSupport

/// A tmux server of the test's own (`tmux -L plates-e2e-…`) running one window: start a
/// command, send keys, read the screen. Waits poll the screen; there are no fixed sleeps. Every
/// call is async and runs tmux off Swift concurrency's threads (`Spawn.runOffPool`), so the async
/// tests running beside the end-to-end ones are never starved.
final class Tmux {
    static let available: Bool = {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    let socket = "plates-e2e-\(UUID().uuidString.prefix(8))"
    let session = "t"

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a tmux command and answers its output (the command that starts the server gets no
    /// captured output: the server would inherit it).
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = true) async throws -> String {
        try await Spawn.runOffPool("tmux", ["-L", socket] + arguments, capture: capture).stdout
    }

    /// Starts `command` in a shell, in a window of the given size, with TZ=UTC.
    func start(_ command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) async throws {
        let env = (["TZ": "UTC", "LANG": "C.UTF-8"].merging(environment) { $1 }).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        try await tmux(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "env \(env) \(command)"], capture: false)
        try await tmux(["set-option", "-t", session, "remain-on-exit", "on"])
    }

    /// Starts a shell script (written to a file, so its `$?` and `$$` reach the shell intact).
    func startScript(_ script: String, width: Int = 80, height: Int = 24) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plates-e2e-\(UUID().uuidString).sh").path
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        try await start("sh \(file)", width: width, height: height)
    }

    func send(_ keys: String...) async throws { try await tmux(["send-keys", "-t", session] + keys) }
    /// Types text literally.
    func type(_ text: String) async throws { try await tmux(["send-keys", "-t", session, "-l", text]) }
    /// Pastes text the way a terminal does when the program asked for bracketed paste.
    func paste(_ text: String) async throws {
        try await tmux(["set-buffer", text])
        try await tmux(["paste-buffer", "-p", "-t", session])
    }

    func screen() async throws -> String { try await tmux(["capture-pane", "-p", "-t", session]) }
    func resize(_ width: Int, _ height: Int) async throws { try await tmux(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"]) }
    func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `predicate` holds; fails with the last screen after `seconds`.
    @discardableResult
    func wait(_ what: String, seconds: Double = 15, _ predicate: (String) async -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        var pause = 20.0
        while Date() < deadline {
            last = try await screen()
            if await predicate(last) { return last }
            // Each look starts a tmux client: back off (20 ms → 200 ms) so a long wait does not
            // spend the CPU the rest of the parallel suite needs.
            try await Task.sleep(for: .milliseconds(Int(pause)))
            pause = min(200, pause * 1.5)
        }
        throw Timeout(description: "timed out waiting for \(what); the screen was:\n\(last)")
    }

    @discardableResult
    func wait(for text: String, seconds: Double = 15) async throws -> String {
        try await wait("‘\(text)’", seconds: seconds) { $0.contains(text) }
    }

    func stop() { _ = try? Spawn.run("tmux", ["-L", socket, "kill-server"]) }
    deinit { stop() }
}

extension Tmux {
    /// Logs `entry` on Bench Press through the quick-log form (`l`, type "bench", Enter, the entry).
    func quickLogBench(_ entry: String) async throws {
        try await send("l")
        try await wait(for: "Log a set")
        try await type("bench")
        try await wait(for: "▸ Bench Press")
        try await send("Enter")
        try await wait(for: "e.g.")
        try await send("C-u")
        try await type(entry)
        try await send("Enter")
    }
}
