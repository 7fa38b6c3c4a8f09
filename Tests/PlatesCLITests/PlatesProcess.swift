import Foundation
import PlatesServerTestSupport
import PlatesTestSupport

/// Runs the built `plates` binary, as a user in a shell would.
enum PlatesProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `plates` beside the test bundle (`swift test` builds it: the test target depends on it).
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plates")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/plates")
    }()

    /// `plates-server`, built beside `plates`.
    static var server: URL { binary.deletingLastPathComponent().appendingPathComponent("plates-server") }

    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL = binary,
        stdin: String? = nil
    ) async throws -> Result {
        var env = ProcessInfo.processInfo.environment
        env["TZ"] = "UTC"
        for (k, v) in environment { env[k] = v }
        let r = try await Spawn.runOffPool(executable.path, arguments, environment: env, stdin: stdin)
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }

    /// Runs a command `plates` printed for the user to run next (`To log it again: plates …`)
    /// as a shell would, with this `plates` first on the PATH: what follows `prefix` on the
    /// output's first line that starts with it. `stdin`: what the shell pipes into it.
    static func runPrinted(_ output: String, after prefix: String, stdin pipe: String? = nil) async throws -> Result {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
            return Result(status: -1, stdout: "", stderr: "no line starts with ‘\(prefix)’ in: \(output)")
        }
        let command = String(line.dropFirst(prefix.count))
        return try await run(
            ["-c", pipe.map { "echo \($0) | " + command } ?? command],
            environment: ["PATH": binary.deletingLastPathComponent().path + ":/usr/bin:/bin"], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static func tempDatabase() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("plates.sqlite").path
    }

    static func sqlite(_ path: String, _ sql: String) throws -> String { try SQL.run(path, sql) }
}
