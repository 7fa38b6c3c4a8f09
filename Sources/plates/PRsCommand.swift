import ArgumentParser
import Foundation
import PlatesCore

/// `plates prs [NAME]`: one exercise's records, or every exercise's current record.
struct PRsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prs", abstract: "Show personal records: 1, 3, 5, 8 and 10RM (or the timed and cardio records) of one exercise, or the current PR of each."
    )

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
                        Output.clean(s.exercise.name), f.describe(s.currentRecord!, of: s.exercise),
                        DateText.day(s.currentRecord!.set.date, calendar: context.calendar),
                    ]
                }
                for line in Output.table(rows, header: ["EXERCISE", "CURRENT PR", "DATE"]) { Output.line(line) }
                return
            }
            let exercise = try await ExerciseNames.read(backend).match(name.joined(separator: " "))
            let records = try await backend.records(exerciseId: exercise.id)
            if json {
                // A strength exercise: every rep target, `null` where no set qualifies yet; timed and
                // cardio: the records its sets hold (docs/json/cli.schema.json, "prs-exercise").
                let byTarget = Dictionary(records.map { ($0.target, $0.set) }, uniquingKeysWith: { a, _ in a })
                let targets = exercise.exerciseType == .strength ? Limits.prReps.map(RecordTarget.reps) : records.map(\.target)
                let rows = targets.map { RecordJSON(exercise: exercise, target: $0, set: byTarget[$0]) }
                Output.line(try WireCoding.string(rows, pretty: true))
                return
            }
            Output.line("\(Output.clean(exercise.name)): personal records")
            if records.isEmpty {
                Output.line("none yet")
                return
            }
            if exercise.exerciseType != .strength {
                let rows = records.map { r in
                    [
                        r.target.label, f.describeRecords(of: r.set, [r], of: exercise, withTargets: false),
                        DateText.day(r.set.date, calendar: context.calendar),
                    ]
                }
                for line in Output.table(rows, header: ["RECORD", "SET", "DATE"]) { Output.line(line) }
                return
            }
            let rows = records.filter { Limits.prReps.contains($0.targetReps) }.map { r in
                [
                    r.target.label, f.describe(r.set, bodyWeight: exercise.usesBodyWeight),
                    f.oneRepMax(r.set, bodyWeight: exercise.usesBodyWeight) ?? "",
                    DateText.day(r.set.date, calendar: context.calendar),
                ]
            }
            for line in Output.table(rows, header: ["REPS", "SET", "E1RM", "DATE"]) { Output.line(line) }
            // The rep records at each weight: the most reps at that weight or heavier.
            let reps = PersonalRecords.repRecordSets(records).map { f.describe($0, bodyWeight: exercise.usesBodyWeight) }
            Output.line("Rep records: " + reps.joined(separator: f.ascii ? " - " : " · "))
        }
    }
}
