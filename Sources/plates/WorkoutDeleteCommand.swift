import ArgumentParser
import Foundation
import PlatesCore

extension WorkoutCommand {
    /// `plates workout delete [DAY] [--name NAME]`: a workout started by mistake (the wrong
    /// routine, then the right one) stays in the list otherwise. Its sets stay, in no workout, so
    /// nothing logged is lost.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a workout (the open or last one, or a day's); its sets stay, in no workout.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("A day: today, yesterday, a weekday, YYYY-MM-DD or 28 nov (none: the open or last workout).", valueName: "day"))
        var day: String?

        @Option(help: ArgumentHelp("Which of the day's workouts (any unique part of its name).", valueName: "name"))
        var name: String?

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, context throws(PlatesError) in
                let t = try WorkoutCommand.training(backend)
                let w = try await Self.chosen(day: day, name: name, t, context)
                let sets = try await t.workout(id: w.id).sets.count
                try await t.deleteWorkout(id: w.id)
                Output.line("Deleted the workout \(WorkoutCommand.describe(w, sets: sets, context))")
                if sets > 0 { Output.line("Its \(sets) set\(sets == 1 ? "" : "s") stay\(sets == 1 ? "s" : ""), in no workout.") }
            }
        }

        /// The workout `day` and `name` mean: one, or the reason there is not one.
        static func chosen(day: String?, name: String?, _ t: any TrainingBackend, _ context: CommandRunner.Context) async throws(PlatesError) -> Workout {
            var candidates: [Workout]
            var said = "yet"
            if let day {
                let start: Date
                (candidates, start) = try await WorkoutCommand.workouts(on: day, t, context)
                said = "on \(DateText.day(start, calendar: context.calendar))"
            } else if name == nil, let open = try await t.currentWorkout() {
                candidates = [open]
            } else {
                // Newest first; with a name, the newest of the recent ones that has it.
                candidates = try await t.listWorkouts(from: nil, to: nil, limit: name == nil ? 1 : Limits.pageLimit.upperBound)
            }
            if let name {
                let key = RoutineCommand.key(name)
                candidates = candidates.filter { RoutineCommand.key($0.name).contains(key) }
                if day == nil { candidates = Array(candidates.prefix(1)) }
                said += " named ‘\(name)’"
            }
            guard candidates.count <= 1 else {
                let listed = candidates.map { "\(Output.clean($0.name)) (\(DateText.dayAndTime($0.startedAt, calendar: context.calendar).suffix(5)))" }
                throw .validation("\(candidates.count) workouts \(said): \(listed.joined(separator: ", ")). Name one with --name.", field: "name")
            }
            guard let only = candidates.first else { throw .validation("No workout \(said): plates workout list shows them.", field: "day") }
            return only
        }
    }
}
