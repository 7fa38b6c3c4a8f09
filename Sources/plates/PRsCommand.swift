import ArgumentParser
import Foundation
import PlatesCore

/// `plates prs [NAME]`: one exercise's records, or every exercise's current record.
struct PRsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prs", abstract: "Show personal records: 1, 3, 5, 8 and 10RM of one exercise, or the current PR of each.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The exercise (any unique part of its name).", valueName: "name"))
    var name: [String] = []

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            let f = context.formatter
            if name.isEmpty {
                let summaries = try await backend.exerciseSummaries().filter { $0.currentRecord != nil }
                if json {
                    let items = summaries.map { RecordJSON(exercise: $0.exercise, record: $0.currentRecord!) }
                    Output.line(try WireCoding.string(items, pretty: true))
                    return
                }
                if summaries.isEmpty {
                    Output.line("No records yet: log a set with plates log \"bench 100x5\".")
                    return
                }
                let rows = summaries.map { s in
                    [
                        Output.clean(s.exercise.name), f.describe(s.currentRecord!, bodyWeight: s.exercise.usesBodyWeight),
                        DateText.day(s.currentRecord!.set.date, calendar: context.calendar),
                    ]
                }
                for line in Output.table(rows, header: ["EXERCISE", "CURRENT PR", "DATE"]) { Output.line(line) }
                return
            }
            let exercise = try ExerciseMatcher.match(name.joined(separator: " "), in: try await backend.listExercises())
            let records = try await backend.records(exerciseId: exercise.id)
            if json {
                // Every target, `null` where no set qualifies yet (docs/json/prs-exercise.schema.json).
                let byTarget = Dictionary(records.map { ($0.targetReps, $0.set) }, uniquingKeysWith: { a, _ in a })
                let rows = Limits.prReps.map { RecordJSON(exercise: exercise, targetReps: $0, set: byTarget[$0]) }
                Output.line(try WireCoding.string(rows, pretty: true))
                return
            }
            Output.line("\(Output.clean(exercise.name)): personal records")
            if records.isEmpty {
                Output.line("none yet")
                return
            }
            let rows = records.map { r in
                [
                    "\(r.targetReps)RM", f.describe(r.set, bodyWeight: exercise.usesBodyWeight),
                    f.oneRepMax(r.set, bodyWeight: exercise.usesBodyWeight) ?? "",
                    DateText.day(r.set.date, calendar: context.calendar),
                ]
            }
            for line in Output.table(rows, header: ["REPS", "SET", "E1RM", "DATE"]) { Output.line(line) }
        }
    }
}
