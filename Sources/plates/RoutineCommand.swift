import ArgumentParser
import Foundation
import PlatesCore

/// `plates routine list|show|add|edit|delete`: routines written in `RoutineText`'s grammar.
struct RoutineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routine", abstract: "List, show, add, edit or delete routines (plans of exercises and sets).",
        discussion: """
            A plan is written as: \(RoutineText.example)
            (';' between exercises, ' + ' joins a superset, a weight is optional: without one, last time's is used; \
            a hold takes a time and cardio a time or a distance, as plates log reads them: Plank 3x1:00, \
            Rowing 10min, Running 8x400m).
            """,
        subcommands: [List.self, Show.self, Add.self, Edit.self, Delete.self])

    /// A routine's or workout's name as typed names are compared with it: `5x5 a` is `5×5 A`.
    static func key(_ name: String) -> String { Exercise.nameKey(name.replacingOccurrences(of: "×", with: "x")) }

    /// The routine a typed name means: exact (case-insensitively), else the one whose name starts
    /// with or contains it; `5x5 a` finds `5×5 A`.
    static func match(_ query: String, in routines: [Routine]) throws(PlatesError) -> Routine {
        let q = key(query)
        if let exact = routines.first(where: { key($0.name) == q }) { return exact }
        let near = routines.filter { key($0.name).hasPrefix(q) || key($0.name).contains(q) }
        if near.count == 1 { return near[0] }
        if near.isEmpty { throw .validation("No routine is named ‘\(query)’: plates routine list shows them.", field: "routine") }
        throw .validation("‘\(query)’ could be \(near.map(\.name).joined(separator: ", ")): type more of the name.", field: "routine")
    }

    /// Entries from plan text, exercise names matched to the user's exercises.
    /// The plan's entries; exercises it names that nobody has are refused with the lines that
    /// add them (the TUI's routine form offers to add them).
    static func entries(_ plan: String, backend: any PlatesBackend, unit: WeightUnit) async throws(PlatesError) -> [RoutineEntry] {
        let names = try await ExerciseNames.read(backend)
        let missing = RoutineText.newExercises(plan, exercises: names.exercises, aliases: names.aliases, unit: unit)
        guard missing.isEmpty else {
            let names = missing.map { "‘\($0.name)’" }.joined(separator: ", ")
            throw .validation(
                "No exercise matches \(names). Add \(missing.count == 1 ? "it" : "them") first: "
                    + missing.map(NewExerciseHint.command).joined(separator: "; ") + ".", field: "entries")
        }
        return try RoutineText.entries(plan, exercises: names.exercises, aliases: names.aliases, unit: unit)
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every routine: yours, then the shipped ones.")
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await CommandRunner.run(global) { backend, _ throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let names = Dictionary(uniqueKeysWithValues: try await backend.listExercises().map { ($0.id, $0.name) })
                let rows = try await t.listRoutines().map { r in
                    [
                        Output.clean(r.name), r.isShipped ? "shipped" : "yours", "\(r.entries.reduce(0) { $0 + $1.sets })",
                        Output.clean(r.entries.compactMap { names[$0.exerciseId] }.joined(separator: ", ")),
                    ]
                }
                for line in Output.table(rows, header: ["Routine", "", "Sets", "Exercises"]) { Output.line(line) }
            }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "A routine's plan, exercise by exercise.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp("The routine (any unique part of its name).", valueName: "routine"))
        var routine: String

        func run() async throws {
            try await CommandRunner.run(global) { backend, _ throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let r = try RoutineCommand.match(routine, in: try await t.listRoutines())
                let names = Dictionary(uniqueKeysWithValues: try await backend.listExercises().map { ($0.id, $0.name) })
                Output.line("\(Output.clean(r.name))\(r.isShipped ? " (shipped)" : "")" + (r.notes.map { " · \(Output.clean($0))" } ?? ""))
                let rows = r.entries.map { e in
                    ["", "\(e.group.map { "[\($0)] " } ?? "")\(Output.clean(names[e.exerciseId] ?? "(deleted exercise)"))", RoutineText.describe(e)]
                }
                for line in Output.columns(rows) { Output.line(line) }
                Output.line("As text: " + Output.clean(RoutineText.describe(r, names: names)))
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a routine from a plan, or copy one (--from).")
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp("Its name.", valueName: "name"))
        var name: String
        @Argument(help: ArgumentHelp("The plan, e.g. \"Squat 5x5 100kg; Bench Press 3x8-12\".", valueName: "plan"))
        var plan: String?
        @Option(help: ArgumentHelp("Copy this routine's plan (a shipped one too).", valueName: "routine"))
        var from: String?

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let entries: [RoutineEntry]
                var notes: String?
                if let plan {
                    entries = try await RoutineCommand.entries(plan, backend: backend, unit: context.formatter.unit)
                } else if let from {
                    let source = try RoutineCommand.match(from, in: try await t.listRoutines())
                    entries = source.entries
                    notes = source.notes
                } else {
                    throw .validation("Give the plan (\"Squat 5x5; Bench Press 3x8-12\") or --from ROUTINE.", field: "plan")
                }
                let r = try await t.createRoutine(RoutineDraft(name: name, notes: notes, entries: entries))
                let sets = r.entries.reduce(0) { $0 + $1.sets }
                Output.line(
                    "Added \(Output.clean(r.name)) · \(r.entries.count) exercise\(r.entries.count == 1 ? "" : "s") · \(sets) set\(sets == 1 ? "" : "s")"
                )
            }
        }
    }

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Replace a routine's plan, or rename it.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp("The routine (any unique part of its name).", valueName: "routine"))
        var routine: String
        @Argument(help: ArgumentHelp("The new plan (none: keep it).", valueName: "plan"))
        var plan: String?
        @Option(help: ArgumentHelp("A new name.", valueName: "name"))
        var name: String?

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let r = try RoutineCommand.match(routine, in: try await t.listRoutines())
                let entries = try await plan.asyncMap { p throws(PlatesError) in
                    try await RoutineCommand.entries(p, backend: backend, unit: context.formatter.unit)
                }
                let saved = try await t.updateRoutine(id: r.id, RoutineDraft(name: name ?? r.name, notes: r.notes, entries: entries ?? r.entries))
                Output.line("Saved \(Output.clean(saved.name)) · \(saved.entries.count) exercise\(saved.entries.count == 1 ? "" : "s")")
            }
        }
    }

    /// `plates routine delete "My Push"`: the shell has no `d d` to confirm with; it prints the
    /// command that adds the routine again instead, as `set delete` does. The workouts trained
    /// from it keep their sets and names.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete one of your routines (it prints how to add it again).")
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp("The routine (any unique part of its name).", valueName: "routine"))
        var routine: String

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, _ throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let r = try RoutineCommand.match(routine, in: try await t.listRoutines())
                let names = Dictionary(uniqueKeysWithValues: try await backend.listExercises().map { ($0.id, $0.name) })
                try await t.deleteRoutine(id: r.id)
                Output.line("Deleted \(Output.clean(r.name))")
                Output.line(
                    "To add it again: \(global.again) routine add \(Output.shellQuoted(Output.clean(r.name))) "
                        + Output.shellQuoted(Output.clean(RoutineText.describe(r, names: names))))
                if let notes = r.notes { Output.line("Its notes were: \(Output.clean(notes))") }
            }
        }
    }
}
