import ArgumentParser
import Foundation
import PlatesCore

/// `plates`: the TUI (its own issue) and the subcommands that work without it.
@main
struct PlatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plates",
        abstract: "A keyboard-driven workout tracker for the terminal.",
        discussion: """
            Data lives in $XDG_DATA_HOME/plates/plates.sqlite (default ~/.local/share/plates/plates.sqlite).
            Log a set:   plates log "bench 100x5"     Repeat the last one:   plates log bench
            Grammar: 100x5, 100x5x3 (3 sets), 100x5@8 (RPE), w60x10 (warm-up), bw+20x8, 225lbx5, 60s, 5km 25:00
            """,
        version: "0.1.0",
        subcommands: [LogCommand.self, SetsCommand.self, PRsCommand.self, ExercisesCommand.self, BodyWeightCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        // The full-screen interface arrives with its own issue; until then, say so and point at what works.
        _ = try global.validated()
        Output.line("""
            The full-screen interface is not built yet. Meanwhile:
              plates log "bench 100x5"     log a set (same grammar as the quick-log form)
              plates sets                  recent sets
              plates prs bench             personal records
              plates exercises             the exercise list
              plates bodyweight add 81.5   log body weight
            Add --demo to try them on demo data. plates --help lists everything.
            """)
        Output.flush()
    }
}
