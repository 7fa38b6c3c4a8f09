import ArgumentParser
import Foundation
import PlatesCore

/// Runs a command body with the chosen backend; a `PlatesError` becomes one line on stderr and exit code 1.
enum CommandRunner {
    static func run(_ global: GlobalOptions, _ body: (any PlatesBackend, Context) async throws(PlatesError) -> Void) async throws {
        let options = try global.validated()
        let environment = PlatesEnvironment()
        do throws(PlatesError) {
            let backend = try options.openBackend(environment: environment)
            let unit: WeightUnit
            if let chosen = options.unit { unit = chosen } else { unit = try await backend.profile().unit }
            try await body(backend, Context(environment: environment, formatter: SetFormatter(unit: unit), explicitUnit: options.unit))
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
