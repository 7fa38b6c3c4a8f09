import ArgumentParser
import Foundation
import PlatesTestSupport
import Testing

@testable import plates

/// Issue 19, item 25: help text wrapped inside its examples at 80 columns. Every command's help
/// (found by walking the command tree, so a new command is covered) keeps its indented example
/// lines whole at 80 columns; and the examples `plates log --help` gives all log. The help is
/// rendered in process, by the same ArgumentParser call the binary makes: 44 launches of the
/// binary cost a second of the suite (issue 20's budget).
@Suite(.onTestThreads) struct HelpTextTests {
    /// Every command: plates, plates log, plates set edit, …
    static func commands() -> [(path: [String], type: any ParsableCommand.Type)] {
        var found: [(path: [String], type: any ParsableCommand.Type)] = []
        func walk(_ command: any ParsableCommand.Type, _ path: [String]) {
            found.append((path, command))
            for sub in command.configuration.subcommands {
                walk(sub, path + [sub.configuration.commandName ?? sub._commandName])
            }
        }
        walk(PlatesCommand.self, [])
        return found
    }

    /// The indented lines of the part above USAGE: examples, tables.
    static func exampleLines(_ help: String) -> [Substring] {
        help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("USAGE:") }.filter { $0.hasPrefix("  ") }
    }

    @Test func examplesKeepWholeAt80Columns() throws {
        let commands = Self.commands()
        #expect(commands.count >= 20 && commands.contains { $0.path == ["set", "edit"] })
        for (path, command) in commands {
            let wide = PlatesCommand.helpMessage(for: command, columns: 1000)
            let narrow = PlatesCommand.helpMessage(for: command, columns: 80)
            let narrowLines = Set(narrow.split(separator: "\n"))
            for line in Self.exampleLines(wide) {
                #expect(line.count <= 78 && narrowLines.contains(line), "plates \(path.joined(separator: " ")): \(line)")
            }
        }
    }

    /// The binary prints the same help the walk above checks, wrapped to COLUMNS.
    @Test func theBinaryPrintsThatHelp() async throws {
        for (path, command) in Self.commands() where path == ["set", "edit"] || path == [] {
            let printed = try await PlatesProcess.run(path + ["--help"], environment: ["COLUMNS": "80"]).stdout
            #expect(printed.trimmingCharacters(in: .newlines) == PlatesCommand.helpMessage(for: command, columns: 80).trimmingCharacters(in: .newlines))
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
