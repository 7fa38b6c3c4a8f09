import ArgumentParser
import Foundation
import PlatesCore

/// `plates sets`: logged sets, newest first; of one exercise (`plates sets bench`, as `plates prs
/// squat` names one) and between two days.
struct SetsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sets", abstract: "List logged sets, newest first.",
        discussion: """
              plates sets bench                   Bench Press's, newest first
              plates sets --from mon              since the last Monday
              plates sets squat --from 2026-11-01 --to 2026-11-30 --json
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Only this exercise (any unique part of its name), as --exercise.", valueName: "exercise"))
    var name: String?

    @Option(help: ArgumentHelp("Only this exercise (any unique part of its name).", valueName: "name"))
    var exercise: String?

    @Option(help: ArgumentHelp("From this day on: today, yesterday, a weekday (mon: the last one), YYYY-MM-DD or 28 nov.", valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp("Up to this day, with it.", valueName: "day"))
    var to: String?

    @Option(help: "How many sets at most.")
    var limit = 50

    @Flag(help: "Print JSON (the REST API's shape: {items, skip, limit, total}).")
    var json = false

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit takes a number above 0, not \(limit)") }
        if name != nil, exercise != nil { throw ValidationError("Name the exercise once: plates sets bench, or --exercise bench.") }
    }

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            let names = try await ExerciseNames.read(backend)
            let byId = Dictionary(uniqueKeysWithValues: names.exercises.map { ($0.id, $0) })
            let exerciseId = try (name ?? exercise).map { name throws(PlatesError) in try names.match(name).id }
            let (start, end) = try Self.days(from: from, to: to, context)
            var sets: [WorkoutSet] = []
            var total = 0
            while sets.count < limit {
                let page = try await backend.listSets(
                    SetQuery(exerciseId: exerciseId, from: start, to: end, skip: sets.count, limit: min(100, limit - sets.count)))
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
                let filtered = exerciseId != nil || start != nil || end != nil
                Output.line(filtered ? "No sets match." : "No sets logged yet. Log one: plates log \"bench 100x5\"")
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

    /// `--from` and `--to` as the query's bounds: the start of the first day, the start of the day
    /// after the last (a day typed with a time is that day).
    static func days(from: String?, to: String?, _ context: CommandRunner.Context) throws(PlatesError) -> (Date?, Date?) {
        let calendar = context.calendar
        func day(_ text: String?, field: String) throws(PlatesError) -> Date? {
            guard let text else { return nil }
            do {
                return calendar.startOfDay(for: try DateInput.parse(text, environment: context.environment))
            } catch {
                throw .validation("--\(field): \(error.message)", field: field)
            }
        }
        let start = try day(from, field: "from")
        let end = try day(to, field: "to").map { calendar.date(byAdding: .day, value: 1, to: $0)! }
        if let start, let end, end <= start {
            throw .validation("--to is before --from: nothing is between them.", field: "to")
        }
        return (start, end)
    }
}
