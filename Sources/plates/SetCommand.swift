import ArgumentParser
import Foundation
import PlatesCore

/// `plates set edit ID` and `plates set delete ID`: the TUI's `e` and `d` from a script.
/// Ids are in `plates sets --json`.
struct SetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Edit or delete a logged set (its id is in plates sets --json).", subcommands: [Edit.self, Delete.self])

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a set: new values in the quick-log grammar; what you leave out stays as it was.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The set's id.", valueName: "id"))
        var id: String

        // `.allUnrecognized` so `-5x5` reaches the grammar's message, not the option parser.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("New values, e.g. \"82.5x8@9\" (none: keep them).", valueName: "set"))
        var entry: [String] = []

        @Option(
            help: ArgumentHelp(
                "When it was done: today, yesterday, a weekday (fri: the last one) or YYYY-MM-DD, with a time if you like (\"yesterday 18:00\"), or a time alone (default: unchanged).",
                valueName: "date"))
        var date: String?

        @Option(help: "A new note (\"\" removes it; default: unchanged).")
        var notes: String?

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let current = try await backend.set(id: id)
                let exercise = try await backend.exercise(id: current.exerciseId)
                var draft = current.draft
                let text = entry.joined(separator: " ").trimmingCharacters(in: .whitespaces)
                if !text.isEmpty {
                    draft = try QuickLogResolver.edited(current, text: text, exercise: exercise, preferredUnit: context.formatter.unit)
                }
                if let date { draft.date = try DateInput.parse(date, environment: context.environment) }
                if let notes { draft.notes = notes.isEmpty ? nil : notes }
                let saved = try await backend.updateSet(id: id, draft)
                Output.line("Saved \(Output.clean(exercise.name)): \(context.formatter.describe(saved, bodyWeight: exercise.usesBodyWeight))")
            }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a set.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The set's id.", valueName: "id"))
        var id: String

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let set = try await backend.set(id: id)
                let exercise = try await backend.exercise(id: set.exerciseId)
                try await backend.deleteSet(id: id)
                Output.line(
                    "Deleted \(Output.clean(exercise.name)) \(context.formatter.describe(set, bodyWeight: exercise.usesBodyWeight)) on \(DateText.dayAndTime(set.date, calendar: context.calendar))"
                )
            }
        }
    }
}
