import ArgumentParser
import Foundation
import PlatesCore

/// `plates`: the full-screen interface, and the subcommands that work without it.
@main
struct PlatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plates",
        abstract: "A keyboard-driven workout tracker for the terminal.",
        discussion: """
            Data lives in $XDG_DATA_HOME/plates/plates.sqlite (default ~/.local/share/plates/plates.sqlite), \
            or on a Plates server after `plates login --server URL` (until `plates logout`).

            Examples:
              plates                     the full-screen interface (? for keys)
              plates --demo              the same on demo data, saving nothing
              plates log "bench 100x5"   log a set without opening it
              plates log bench           repeat the last bench set
              plates prs squat           squat's 1, 3, 5, 8 and 10RM

            Set grammar (plates log --help): 100x5, 100x5x3 (3 sets), 100x5@8 (RPE), w60x10 (warm-up), \
            bw+20x8, 225lbx5, 60s, 5km 25:00.
            """,
        version: PlatesVersion.number,
        subcommands: [
            LogCommand.self, SetsCommand.self, SetCommand.self, PRsCommand.self, ReportCommand.self, ExercisesCommand.self, ExerciseCommand.self,
            BodyWeightCommand.self,
            PlateCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, RestoreCommand.self, LoginCommand.self, LogoutCommand.self,
            AccountCommand.self, TokenCommand.self, WebhookCommand.self, WorkoutCommand.self, RoutineCommand.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    /// `plates` alone, or with backend options only, starts the interface without ArgumentParser
    /// (`FastStart`); everything else goes through it.
    static func main() async {
        StartTrace.mark("main")
        MallocArenas.useOne()
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let choice = FastStart.choice(arguments) else {
            await parseAndRun(arguments)
            return
        }
        StartTrace.mark("arguments read")
        do {
            try await TUI.run(choice)
        } catch {
            exit(withError: error)
        }
    }

    func run() async throws {
        try await TUI.run(try global.validated())
    }

    /// Runs the command the arguments name. A usage mistake (an unknown subcommand or option, a
    /// value that does not parse) is one line and a hint on stderr, with status 64 (EX_USAGE,
    /// sysexits.h); bad input to a command that ran is status 1 (`CommandRunner`). Usage
    /// errors printed four lines.
    static func parseAndRun(_ arguments: [String]) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            let subcommand = configuration.subcommands.first { arguments.contains($0.configuration.commandName ?? "") }
            let help = "plates " + (subcommand.flatMap { $0.configuration.commandName }.map { "\($0) " } ?? "") + "--help"
            var line = Self.oneLine(message(for: error))
            // `--limit -5`: the parser reads -5 as an option and says the value is missing.
            if line.hasPrefix("Missing value for '"), let i = arguments.firstIndex(where: { line.contains("'\($0) ") }),
                i + 1 < arguments.count, let n = Double(arguments[i + 1]), n < 0
            {
                line = "\(arguments[i]) takes a number above 0, not \(arguments[i + 1])"
            }
            FileHandle.standardError.write(Data("plates: \(line) (see `\(help)`)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }

    /// The parser's message on one line. A value list it writes one per line (`--group glutes`:
    /// "Please provide one of the following:", then "- Chest"…) is kept, joined: the first line
    /// alone named none of them.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first else { return "bad arguments" }
        let values = lines.dropFirst().prefix { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        guard first.hasSuffix("one of the following:"), !values.isEmpty else { return first }
        return first.dropLast("the following:".count) + values.joined(separator: ", ") + "."
    }
}
