import ArgumentParser
import Foundation
import PlatesCore

/// `plates exercise add`: what the exercise list's `a` does, from a script (issue 19, item 24).
struct ExerciseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise", abstract: "Add an exercise of your own.", subcommands: [Add.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an exercise (its name must be new).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The exercise's name, e.g. \"Zercher Squat\".", valueName: "name"))
        var name: String

        @Option(help: ArgumentHelp("Chest, Back, Legs, Shoulders, Arms, Biceps, Triceps, Core or Cardio (default: guessed from the name).", valueName: "group"))
        var group: MuscleGroup?

        @Option(help: ArgumentHelp("strength, timed (holds such as a plank) or cardio.", valueName: "type"))
        var type: ExerciseType = .strength

        @Flag(help: "Body weight is the load (pull-ups, dips): sets read BW and BW + 10 kg.")
        var bodyWeight = false

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let profile = try await backend.profile()
                let created = try await backend.createExercise(ExerciseDraft(
                    name: name, muscleGroup: group ?? MuscleGroupGuess.guess(name), exerciseType: type,
                    defaultPRReps: profile.defaultPRReps, usesBodyWeight: bodyWeight))
                Output.line("Added \(Output.clean(created.name)) · \(created.muscleGroup.rawValue) · \(created.exerciseType.rawValue)\(created.usesBodyWeight ? " · body weight" : "")")
            }
        }
    }
}

extension MuscleGroup: ExpressibleByArgument {
    public init?(argument: String) { self.init(lenient: argument) }
}

extension ExerciseType: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
