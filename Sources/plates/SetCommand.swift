import ArgumentParser
import Foundation
import PlatesCore

/// `plates set edit ID` and `plates set delete ID`: the TUI's `e` and `d` from a script.
/// Ids are in `plates sets --json`; `last` is the set logged last, so a typo just logged is fixed
/// without looking an id up.
struct SetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Edit or delete a logged set (its id is in plates sets --json; last: the one logged last).",
        discussion: """
              plates set edit last 100x5      the set just logged (any date) is 100 × 5
              plates set edit last ohp        it was Overhead Press: moved there
              plates set delete last          deletes it, and says how to log it again
            """,
        subcommands: [Edit.self, Delete.self])

    static let idHelp = ArgumentHelp("The set's id (plates sets --json), or last: the set logged last, whatever its date.", valueName: "id")

    /// The set `id` names: `last` is the set logged last. It was the newest by date, the first row
    /// of `plates sets`: after `plates log … --date yesterday`, `plates set delete last` deleted
    /// today's set instead of the one just logged.
    static func set(_ id: String, in backend: any PlatesBackend) async throws(PlatesError) -> WorkoutSet {
        guard id.lowercased() == "last" else { return try await backend.set(id: id) }
        guard let last = try await backend.lastLoggedSet() else {
            throw .validation("No sets yet: there is no last set to change.", field: "id")
        }
        return last
    }

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a set: new values in the quick-log grammar, an exercise's name first to move it there; what you leave out stays as it was.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: SetCommand.idHelp)
        var id: String

        // `.allUnrecognized` so `-5x5` reaches the grammar's message, not the option parser.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("New values, e.g. \"82.5x8@9\" (none: keep them).", valueName: "set"))
        var entry: [String] = []

        @Option(
            help: ArgumentHelp(
                "When it was done: today, yesterday, a weekday (fri: the last one), YYYY-MM-DD or 28 nov, with a time if you like (\"yesterday 18:00\"), or a time alone (default: unchanged).",
                valueName: "date"))
        var date: String?

        @Option(help: "A new note (\"\" removes it; default: unchanged).")
        var notes: String?

        @Flag(help: "Save a load far above your heaviest set of the exercise without asking (a typo otherwise: 1000x5 for 100x5).")
        var yes = false

        func validate() throws {
            try StrayOption.check(entry, of: Self.self, hints: LogCommand.optionHints)
        }

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, context throws(PlatesError) in
                let current = try await SetCommand.set(id, in: backend)
                let exercise = try await backend.exercise(id: current.exerciseId)
                var draft = current.draft
                var now = exercise
                let text = entry.joined(separator: " ").trimmingCharacters(in: .whitespaces)
                if !text.isEmpty {
                    let names = try await ExerciseNames.read(backend)
                    draft = try QuickLogResolver.edited(
                        current, text: text, exercise: exercise, exercises: names.exercises, aliases: names.aliases,
                        preferredUnit: context.formatter.unit)
                    now = names.exercises.first { $0.id == draft.exerciseId } ?? exercise
                }
                if let date { draft.date = try DateInput.parse(date, environment: context.environment) }
                if let notes { draft.notes = notes.isEmpty ? nil : notes }
                // `set edit last 1000x5` for 100x5: asked first, as `plates log` asks.
                let known = now.id == exercise.id ? current : nil
                let asked = yes || text.isEmpty ? true : try await LogCommand.usual([draft], now, last: known, backend: backend, unit: context.formatter.unit)
                guard asked else {
                    Output.line("Nothing changed.")
                    return
                }
                let saved = try await backend.updateSet(id: current.id, draft)
                let was = now.id == exercise.id ? "" : " (was \(Output.clean(exercise.name)))"
                Output.line(
                    "Saved \(Output.clean(now.name))\(was): \(context.formatter.describe(saved, bodyWeight: now.usesBodyWeight)) on \(DateText.dayAndTime(saved.date, calendar: context.calendar))"
                )
            }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a set.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: SetCommand.idHelp)
        var id: String

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, context throws(PlatesError) in
                let set = try await SetCommand.set(id, in: backend)
                let exercise = try await backend.exercise(id: set.exerciseId)
                try await backend.deleteSet(id: set.id)
                let when = DateText.dayAndTime(set.date, calendar: context.calendar)
                Output.line("Deleted \(Output.clean(exercise.name)) \(context.formatter.describe(set, bodyWeight: exercise.usesBodyWeight)) on \(when)")
                // The command line has no undo: the command that logs it again, in the set's own unit.
                let entry = exercise.name + " " + QuickLogFormatter.format(QuickLogFormatter.spec(of: set, bodyWeight: exercise.usesBodyWeight))
                let notes = set.notes.map { " --notes " + Output.shellQuoted(Output.clean($0)) } ?? ""
                Output.line("To log it again: \(global.again) log \(Output.shellQuoted(Output.clean(entry))) --date '\(when)'" + notes)
            }
        }
    }
}
