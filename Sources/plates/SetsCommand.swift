import ArgumentParser
import Foundation
import PlatesCore

/// `plates sets`: logged sets, newest first.
struct SetsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sets", abstract: "List logged sets, newest first.")

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Only this exercise (any unique part of its name).", valueName: "name"))
    var exercise: String?

    @Option(help: "How many sets at most.")
    var limit = 50

    @Flag(help: "Print JSON (the REST API's shape: {items, skip, limit, total}).")
    var json = false

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit takes a number above 0, not \(limit)") }
    }

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            let names = try await ExerciseNames.read(backend)
            let byId = Dictionary(uniqueKeysWithValues: names.exercises.map { ($0.id, $0) })
            let exerciseId = try exercise.map { name throws(PlatesError) in try names.match(name).id }
            var sets: [WorkoutSet] = []
            var total = 0
            while sets.count < limit {
                let page = try await backend.listSets(SetQuery(exerciseId: exerciseId, skip: sets.count, limit: min(100, limit - sets.count)))
                sets += page.items
                total = page.total
                if !page.hasMore || page.items.isEmpty { break }
            }
            if json {
                let items = sets.map { SetJSON(set: $0, exerciseName: byId[$0.exerciseId]?.name ?? "") }
                Output.line(try WireCoding.string(JSONPage(items: items, skip: 0, limit: limit, total: total), pretty: true))
                return
            }
            if sets.isEmpty {
                Output.line("No sets logged yet. Log one: plates log \"bench 100x5\"")
                return
            }
            let rows = sets.map { s in
                [
                    DateText.dayAndTime(s.date, calendar: context.calendar), Output.clean(byId[s.exerciseId]?.name ?? "?"),
                    context.formatter.describe(s, bodyWeight: byId[s.exerciseId]?.usesBodyWeight ?? false), Output.clean(s.notes ?? ""),
                ]
            }
            for line in Output.table(rows, header: ["DATE", "EXERCISE", "SET", "NOTES"]) { Output.line(line) }
            if total > sets.count { Output.line("(\(sets.count) of \(total); --limit shows more)") }
        }
    }
}
