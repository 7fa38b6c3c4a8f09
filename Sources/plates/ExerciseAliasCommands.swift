import ArgumentParser
import Foundation
import PlatesCore

extension ExerciseCommand {
    /// `plates exercise alias "inc bench" "Incline Bench Press"`: a name of one's own for an
    /// exercise, read by logging, plans and imports as merged names and `--map` mappings are.
    struct Alias: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Give an exercise another name: plates log, plans and imports then read it as that exercise.",
            discussion: """
                  plates exercise alias "inc bench" "Incline Bench Press"
                  plates exercise unalias "incline bench"   a mapping made in error
                  plates exercise aliases                   every other name
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The other name.", valueName: "name"))
        var name: String

        @Argument(help: ArgumentHelp("The exercise it means (any unique part of its own name).", valueName: "exercise"))
        var exercise: String

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, _ throws(PlatesError) in
                let names = try await ExerciseNames.read(backend)
                let target = try names.own(exercise)
                let was = names.aliases[Exercise.nameKey(name)].flatMap { id in names.exercises.first { $0.id == id } }
                let alias = try await backend.addExerciseAlias(name, exerciseId: target.id)
                let moved = was.map { $0.id == target.id ? " (it did already)" : " (it read as \(Output.clean($0.name)))" } ?? ""
                Output.line("‘\(Output.clean(alias.name))’ now reads as \(Output.clean(target.name))\(moved).")
            }
        }
    }

    /// `plates exercise unalias "incline bench"`: the way out of a mapping made in error.
    struct Unalias: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Drop another name of an exercise (plates exercise aliases lists them).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The other name.", valueName: "name"))
        var name: String

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, _ throws(PlatesError) in
                let dropped = try await backend.deleteExerciseAlias(name)
                let owner = (try? await backend.exercise(id: dropped.exerciseId))?.name ?? dropped.exerciseId
                Output.line("‘\(Output.clean(dropped.name))’ no longer reads as \(Output.clean(owner)).")
                Output.line("To give it back: \(global.again) exercise alias \(Output.shellQuoted(dropped.name)) \(Output.shellQuoted(owner))")
            }
        }
    }

    /// `plates exercise aliases`: every other name and the exercise it reads as.
    struct Aliases: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the other names exercises answer to (merged, mapped by an import, or given).")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print JSON (the REST API's shape).")
        var json = false

        func run() async throws {
            try await CommandRunner.run(global) { backend, _ throws(PlatesError) in
                let list = ExerciseAlias.list(try await backend.exerciseAliases())
                if json {
                    Output.line(try WireCoding.string(list, pretty: true))
                    return
                }
                guard !list.isEmpty else {
                    Output.line("No other names yet: plates exercise alias NAME EXERCISE gives one.")
                    return
                }
                let names = Dictionary(uniqueKeysWithValues: try await backend.listExercises().map { ($0.id, $0.name) })
                let rows = list.map { [Output.clean($0.name), Output.clean(names[$0.exerciseId] ?? "?")] }
                for line in Output.table(rows, header: ["NAME", "READS AS"]) { Output.line(line) }
            }
        }
    }
}
