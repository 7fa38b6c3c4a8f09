import ArgumentParser
import Foundation
import PlatesCore

/// Runs a command body with the chosen backend; a `PlatesError` becomes one line on stderr and exit code 1.
enum CommandRunner {
    /// `access`: whether the command writes. One that only reads never creates a database: a
    /// mistyped `--db` fails with the path named instead of leaving an empty file behind.
    static func run(
        _ global: GlobalOptions, access: BackendChoice.Access = .reads,
        _ body: (any PlatesBackend, Context) async throws(PlatesError) -> Void
    ) async throws {
        try await withBackend(global.choice, access: access) { backend, environment throws(PlatesError) in
            // Writes kept offline by an earlier command go first, so that what follows sees them
            // (nothing to do on a local database, or when nothing waits).
            await backend.sync()
            let unit: WeightUnit
            if let chosen = global.unit { unit = chosen } else { unit = try await backend.profile().unit }
            try await body(backend, Context(environment: environment, formatter: SetFormatter(unit: unit), explicitUnit: global.unit))
        }
    }

    /// The chosen backend alone (the full-screen interface opens its own beside the terminal: `TUI`).
    static func withBackend(
        _ choice: BackendChoice, access: BackendChoice.Access,
        _ body: (any PlatesBackend, PlatesEnvironment) async throws(PlatesError) -> Void
    ) async throws {
        let options = try choice.validated()
        let environment = PlatesEnvironment()
        do throws(PlatesError) {
            let backend = try options.openBackend(environment: environment, access: access)
            defer { LocalDatabase.close(backend) }
            try await body(backend, environment)
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }

    struct Context {
        var environment: PlatesEnvironment
        var formatter: SetFormatter
        /// `--unit`, when given.
        var explicitUnit: WeightUnit?
        var calendar: Calendar { environment.calendar }
    }
}
