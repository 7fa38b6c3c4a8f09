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

    static func tempDatabase() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("plates.sqlite").path
    }

    static func sqlite(_ path: String, _ sql: String) throws -> String { try SQL.run(path, sql) }
}
