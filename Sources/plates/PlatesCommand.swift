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
            Data lives in $XDG_DATA_HOME/plates/plates.sqlite (default ~/.local/share/plates/plates.sqlite),
            or on a Plates server after `plates login --server URL` (until `plates logout`).
            Log a set:   plates log "bench 100x5"     Repeat the last one:   plates log bench
            Grammar: 100x5, 100x5x3 (3 sets), 100x5@8 (RPE), w60x10 (warm-up), bw+20x8, 225lbx5, 60s, 5km 25:00
            """,
        version: "0.1.0",
        subcommands: [LogCommand.self, SetsCommand.self, PRsCommand.self, ExercisesCommand.self, BodyWeightCommand.self,
                      ImportCommand.self, ExportCommand.self, LoginCommand.self, LogoutCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    /// `plates` alone, or with backend options only, starts the interface without ArgumentParser
    /// (`FastStart`); everything else goes through it.
    static func main() async {
        guard let choice = FastStart.choice(Array(CommandLine.arguments.dropFirst())) else {
            await main(nil)
            return
        }
        do {
            try await TUI.run(choice)
        } catch {
            exit(withError: error)
        }
    }

    func run() async throws {
        try await TUI.run(try global.validated())
    }
}
