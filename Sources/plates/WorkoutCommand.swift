import ArgumentParser
import Foundation
import PlatesCore

/// `plates workout start|finish|show`: workouts from a script or another shell (SPEC 8). Sets
/// logged with `plates log` while one is open join it (`WorkoutRules.joins`).
struct WorkoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout", abstract: "Start, finish or show a workout.", subcommands: [Start.self, Finish.self, Show.self])

    static func training(_ backend: any PlatesBackend) throws(PlatesError) -> any TrainingBackend {
        guard let t = backend as? any TrainingBackend else {
            throw .forbidden("This backend keeps no workouts or routines.")
        }
        return t
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
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                guard let open = try await t.currentWorkout() else { throw .notFound(what: "open workout", id: "(none: plates workout start)") }
                let w = try await t.finishWorkout(id: open.id)
                Output.line("Finished \(WorkoutCommand.describe(w, sets: try await t.workout(id: w.id).sets.count, context))")
            }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the open workout (or the last one) with its sets.")

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await CommandRunner.run(global) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                var w = try await t.currentWorkout()
                if w == nil { w = try await t.listWorkouts(from: nil, to: nil, limit: 1).first }
                guard let w else {
                    Output.line("No workout yet: plates workout start \"5x5 A\" starts one.")
                    return
                }
                let detail = try await t.workout(id: w.id)
                Output.line(WorkoutCommand.describe(w, sets: detail.sets.count, context))
                let names = Dictionary(uniqueKeysWithValues: try await backend.listExercises().map { ($0.id, $0) })
                for s in detail.sets {
                    let e = names[s.exerciseId]
                    Output.line(
                        "  \(String(DateText.dayAndTime(s.date, calendar: context.calendar).suffix(5)))  \(Output.clean(e?.name ?? "?"))  \(context.formatter.describe(s, bodyWeight: e?.usesBodyWeight ?? false))"
                    )
                }
            }
        }
    }
}
