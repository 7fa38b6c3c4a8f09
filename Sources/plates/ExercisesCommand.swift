import ArgumentParser
import Foundation
import PlatesCore

/// `plates exercises`: the exercise list with its stats columns.
struct ExercisesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "exercises", abstract: "List exercises with last set and current PR.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON: each exercise with its last set and current PR (docs/json/exercises.schema.json).")
    var json = false

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            if json {
                let summaries = try await backend.exerciseSummaries()
                // As the matcher reads them (`ExerciseNames`): an aid, none when they cannot be read.
                let aliases = (try? await backend.exerciseAliases()) ?? [:]
                let byExercise = ExerciseAlias.byExercise(aliases)
                let rows = summaries.map { s in ExerciseJSON(summary: s, aliases: byExercise[s.exercise.id] ?? []) }
                Output.line(try WireCoding.string(rows, pretty: true))
                return
            }
            let f = context.formatter
            let rows = try await backend.exerciseSummaries().map { s in
                let bw = s.exercise.usesBodyWeight
                return [
                    Output.clean(s.exercise.name) + (s.exercise.pinnedNote == nil ? "" : " *"), s.exercise.muscleGroup.rawValue,
                    s.exercise.exerciseType.rawValue, s.lastSet.map { f.describe($0, bodyWeight: bw) } ?? "-",
                    s.currentRecord.map { f.describe($0.set, bodyWeight: bw) } ?? "-",
                ]
            }
            for line in Output.table(rows, header: ["EXERCISE", "GROUP", "TYPE", "LAST SET", "CURRENT PR"]) { Output.line(line) }
        }
    }
}
