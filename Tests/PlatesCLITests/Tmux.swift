import Foundation
import PlatesTestSupport

/// A tmux server of the test's own (`tmux -L plates-e2e-…`) running one window: start a
/// command, send keys, read the screen. Waits poll the screen; there are no fixed sleeps.
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
    func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        try Spawn.run("tmux", ["-L", socket] + arguments, capture: capture).stdout
    }

    /// Starts `command` in a shell, in a window of the given size, with TZ=UTC.
    func start(_ command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        let env = (["TZ": "UTC", "LANG": "C.UTF-8"].merging(environment) { $1 }).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "env \(env) \(command)"], capture: false)
        try tmux(["set-option", "-t", session, "remain-on-exit", "on"])
    }

    /// Starts a shell script (written to a file, so its `$?` and `$$` reach the shell intact).
    func startScript(_ script: String, width: Int = 80, height: Int = 24) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plates-e2e-\(UUID().uuidString).sh").path
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        try start("sh \(file)", width: width, height: height)
    }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }
    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }
    /// Pastes text the way a terminal does when the program asked for bracketed paste.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", text])
        try tmux(["paste-buffer", "-p", "-t", session])
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session]) }
    func resize(_ width: Int, _ height: Int) throws { try tmux(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"]) }
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `predicate` holds; fails with the last screen after `seconds`.
    @discardableResult
    func wait(_ what: String, seconds: Double = 15, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Timeout(description: "timed out waiting for \(what); the screen was:\n\(last)")
    }

    @discardableResult
    func wait(for text: String, seconds: Double = 15) throws -> String {
        try wait("‘\(text)’", seconds: seconds) { $0.contains(text) }
    }

    func stop() { _ = try? tmux(["kill-server"]) }
    deinit { stop() }
}

extension Tmux {
    /// Logs `entry` on Bench Press through the quick-log form (`l`, type "bench", Enter, the entry).
    func quickLogBench(_ entry: String) throws {
        try send("l")
        try wait(for: "Log a set")
        try type("bench")
        try wait(for: "▸ Bench Press")
        try send("Enter")
        try wait(for: "e.g.")
        try send("C-u")
        try type(entry)
        try send("Enter")
    }
}
