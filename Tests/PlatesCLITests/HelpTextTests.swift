import Foundation
import PlatesTestSupport
import Testing

/// Issue 19, item 25: help text wrapped inside its examples at 80 columns. Every command's help
/// (found through the tree ArgumentParser dumps, so a new command is covered) keeps its indented
/// example lines whole at 80 columns; and the examples `plates log --help` gives all log.
@Suite struct HelpTextTests {
    /// Every command path: [], ["log"], ["set", "edit"], …
    static func commandPaths() async throws -> [[String]] {
        let dump = try await PlatesProcess.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var paths: [[String]] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            paths.append(path)
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String, name != "help" else { continue }
                walk(sub, path + [name])
            }
        }
        walk(try #require(root["command"] as? [String: Any]), [])
        return paths
    }

    /// The indented lines of the part above USAGE: examples, tables.
    static func exampleLines(_ help: String) -> [Substring] {
        help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("USAGE:") }.filter { $0.hasPrefix("  ") }
    }

    @Test func examplesKeepWholeAt80Columns() async throws {
        let paths = try await Self.commandPaths()
        #expect(paths.count >= 20 && paths.contains(["set", "edit"]))
        for path in paths {
            let wide = try await PlatesProcess.run(path + ["--help"], environment: ["COLUMNS": "1000"]).stdout
            let narrow = try await PlatesProcess.run(path + ["--help"], environment: ["COLUMNS": "80"]).stdout
            let narrowLines = Set(narrow.split(separator: "\n"))
            for line in Self.exampleLines(wide) {
                #expect(line.count <= 78 && narrowLines.contains(line), "plates \(path.joined(separator: " ")): \(line)")
            }
        }
    }

    @Test func theLogExamplesLog() async throws {
        let help = try await PlatesProcess.run(["log", "--help"], environment: ["COLUMNS": "1000"]).stdout
        let entries = Self.exampleLines(help).map { line in
            String(line.trimmingCharacters(in: .whitespaces).components(separatedBy: "   ").first ?? "")
        }
        #expect(entries.count >= 10 && entries.last == "bench", "\(entries)")
        let db = PlatesProcess.tempDatabase()
        for entry in entries {
            let r = try await PlatesProcess.run(["--db", db, "log", entry])
            #expect(r.status == 0 && r.stdout.hasPrefix("Logged"), "\(entry): \(r.stderr)")
        }
    }
}
