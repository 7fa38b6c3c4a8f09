import ArgumentParser
import Foundation
import PlatesCore

/// `plates workout start|finish|show|list|delete`: workouts from a script or another shell (SPEC 8).
/// Sets logged with `plates log` while one is open join it (`WorkoutRules.joins`).
struct WorkoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout", abstract: "Start, finish, show, list or delete workouts.",
        subcommands: [Start.self, Finish.self, Show.self, List.self, Delete.self])

    static func training(_ backend: any PlatesBackend) throws(PlatesError) -> any TrainingBackend {
        guard let t = backend as? any TrainingBackend else {
            throw .forbidden("This backend keeps no workouts or routines.")
        }
        return t
    }

    /// The workouts of the day `text` names (`DateInput`), oldest first, and that day: those
    /// started on it, and one begun the evening before with sets on it (past midnight), as the
    /// TUI's history names them.
    static func workouts(on text: String, _ t: any TrainingBackend, _ context: CommandRunner.Context) async throws(PlatesError) -> (
        workouts: [Workout], day: Date
    ) {
        let day = LocalDay.interval(of: try DateInput.parse(text, environment: context.environment), calendar: context.calendar)
        var found: [Workout] = []
        let before = try await t.listWorkouts(from: day.start.addingTimeInterval(-WorkoutRules.openWindow), to: day.start, limit: 10)
        for w in before.reversed() where try await t.workout(id: w.id).sets.contains(where: { $0.date >= day.start }) { found.append(w) }
        return (found + (try await t.listWorkouts(from: day.start, to: day.end, limit: Limits.pageLimit.upperBound).reversed()), day.start)
    }

    /// `5×5 A · started 18:02 · 42 min · 15 sets`.
    static func describe(_ w: Workout, sets: Int, _ context: CommandRunner.Context) -> String {
        let when = DateText.dayAndTime(w.startedAt, calendar: context.calendar)
        let length = w.isOpen ? "open" : DurationText.workout(w.duration(now: context.environment.now()))
        return "\(Output.clean(w.name)) · started \(when) · \(length) · \(sets) set\(sets == 1 ? "" : "s")"
    }

    struct Start: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Start a workout now, empty or from a routine (an open one is finished first).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("A routine (any unique part of its name), e.g. \"5x5 A\"; none: an empty workout.", valueName: "routine"))
        var routine: String?

        @Option(help: ArgumentHelp("The workout's name (default: the routine's, or Workout).", valueName: "name"))
        var name: String?

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let found = try await routine.asyncMap { query throws(PlatesError) in try RoutineCommand.match(query, in: try await t.listRoutines()) }
                let w = try await t.startWorkout(WorkoutDraft(name: name, routineId: found?.id))
                Output.line("Started \(WorkoutCommand.describe(w, sets: 0, context))")
            }
        }
    }

    struct Finish: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Finish the open workout.")

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                guard let open = try await t.currentWorkout() else { throw .notFound(what: "open workout", id: "(none: plates workout start)") }
                let w = try await t.finishWorkout(id: open.id)
                Output.line("Finished \(WorkoutCommand.describe(w, sets: try await t.workout(id: w.id).sets.count, context))")
            }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the open workout (or the last one) with its sets, or the workouts of a day.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("A day: today, yesterday, a weekday (fri: the last one), YYYY-MM-DD or 28 nov.", valueName: "day"))
        var day: String?

        func run() async throws {
            try await CommandRunner.run(global) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                var shown: [Workout]
                if let day {
                    let start: Date
                    (shown, start) = try await WorkoutCommand.workouts(on: day, t, context)
                    if shown.isEmpty {
                        Output.line("No workout on \(DateText.day(start, calendar: context.calendar)): plates workout list shows them.")
                        return
                    }
                } else {
                    if let open = try await t.currentWorkout() {
                        shown = [open]
                    } else {
                        shown = try await t.listWorkouts(from: nil, to: nil, limit: 1)
                    }
                    if shown.isEmpty {
                        Output.line("No workout yet: plates workout start \"5x5 A\" starts one.")
                        return
                    }
                }
                let names = Dictionary(uniqueKeysWithValues: try await backend.listExercises().map { ($0.id, $0) })
                for (i, w) in shown.enumerated() {
                    if i > 0 { Output.line("") }
                    let detail = try await t.workout(id: w.id)
                    Output.line(WorkoutCommand.describe(w, sets: detail.sets.count, context))
                    let rows = detail.sets.map { s in
                        let e = names[s.exerciseId]
                        return [
                            "", String(DateText.dayAndTime(s.date, calendar: context.calendar).suffix(5)), Output.clean(e?.name ?? "?"),
                            context.formatter.describe(s, bodyWeight: e?.usesBodyWeight ?? false),
                        ]
                    }
                    for line in Output.columns(rows) { Output.line(line) }
                }
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List workouts, newest first (plates workout show DAY shows a day's sets).")

        @OptionGroup var global: GlobalOptions

        @Option(help: "How many workouts at most.")
        var limit = 20

        func validate() throws {
            guard (1...10_000).contains(limit) else { throw ValidationError("--limit goes from 1 to 10000.") }
        }

        func run() async throws {
            try await CommandRunner.run(global) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                var workouts: [Workout] = []
                var seen: Set<String> = []
                // Paged by start, as the export reads them: the next page ends just after this one's
                // oldest began (workouts of the same millisecond are not lost; those seen are skipped).
                while workouts.count < limit {
                    let before = workouts.last.map { $0.startedAt.addingTimeInterval(0.001) }
                    let page = try await t.listWorkouts(from: nil, to: before, limit: Limits.pageLimit.upperBound)
                    let new = page.filter { seen.insert($0.id).inserted }
                    workouts += new.prefix(limit - workouts.count)
                    if page.count < Limits.pageLimit.upperBound || new.isEmpty { break }
                }
                guard !workouts.isEmpty else {
                    Output.line("No workout yet: plates workout start \"5x5 A\" starts one.")
                    return
                }
                let now = context.environment.now()
                let rows = workouts.map { w in
                    [
                        DateText.dayAndTime(w.startedAt, calendar: context.calendar), Output.clean(w.name),
                        w.isOpen ? "open" : DurationText.workout(w.duration(now: now)), Output.clean(w.notes ?? ""),
                    ]
                }
                for line in Output.table(rows, header: ["STARTED", "WORKOUT", "LENGTH", "NOTES"]) { Output.line(line) }
            }
        }
    }
}
