import ArgumentParser
import Foundation
import PlatesCore

/// `plates exercise add`: what the exercise list's `a` does, from a script.
struct ExerciseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise", abstract: "Add, rename, edit, merge or delete an exercise (built-in ones too), or give it another name.",
        subcommands: [Add.self, Rename.self, Edit.self, Merge.self, Unmerge.self, Delete.self, Alias.self, Unalias.self, Aliases.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an exercise (its name must be new).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The exercise's name, e.g. \"Zercher Squat\".", valueName: "name"))
        var name: String

        @Option(help: ArgumentHelp("Chest, Back, Legs, Shoulders, Arms, Biceps, Triceps, Core or Cardio (default: guessed from the name).", valueName: "group"))
        var group: MuscleGroup?

        @Option(
            help: ArgumentHelp(
                "strength, timed (holds such as a plank) or cardio (default: guessed from the name, else strength).", valueName: "type"))
        var type: ExerciseType?

        @Flag(
            inversion: .prefixedNo,
            help: "Body weight is the load (pull-ups, dips): sets read BW and BW + 10 kg (default: guessed from the name).")
        var bodyWeight: Bool?

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let profile = try await backend.profile()
                let guess = NewExerciseGuess.fromName(name)
                let type = type ?? (group == .cardio ? .cardio : guess.type)
                let created = try await backend.createExercise(
                    ExerciseDraft(
                        name: name, muscleGroup: group ?? guess.group ?? .arms, exerciseType: type,
                        defaultPRReps: profile.defaultPRReps, usesBodyWeight: bodyWeight ?? (type == .strength && guess.usesBodyWeight)))
                Output.line(
                    "Added \(Output.clean(created.name)) · \(created.muscleGroup.rawValue) · \(created.exerciseType.rawValue)\(created.usesBodyWeight ? " · body weight" : "")"
                )
                // A guess is said, with how to change it: `Rowing machine` was a strength exercise.
                let guessed = [group == nil ? "group" : nil, self.type == nil ? "type" : nil, bodyWeight == nil ? "body weight" : nil]
                    .compactMap { $0.map { "the " + $0 } }
                if !guessed.isEmpty {
                    let what = guessed.count == 1 ? guessed[0] : guessed.dropLast().joined(separator: ", ") + " and " + guessed.last!
                    Output.line(
                        "Guessed from the name: \(what) (plates exercise edit \"\(Output.clean(created.name))\" changes \(guessed.count == 1 ? "it" : "them"))."
                    )
                }
            }
        }
    }
}

extension ExerciseCommand {
    /// `plates exercise rename "Squat" "Back Squat"`: history, records and imports follow the id.
    struct Rename: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rename an exercise (any unique part of its name finds it).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The exercise now.", valueName: "exercise"))
        var exercise: String

        @Argument(help: ArgumentHelp("Its new name.", valueName: "new-name"))
        var newName: String

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, _ throws(PlatesError) in
                let found = try await ExerciseNames.read(backend).own(exercise)
                let renamed = try await backend.updateExercise(id: found.id, ExercisePatch(name: newName))
                Output.line("Renamed \(Output.clean(found.name)) to \(Output.clean(renamed.name))")
            }
        }
    }

    /// `plates exercise edit dips --group triceps --body-weight`.
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change an exercise's group, type, body-weight flag, PR reps or rest.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The exercise (any unique part of its name).", valueName: "exercise"))
        var exercise: String

        @Option(help: ArgumentHelp("Its muscle group.", valueName: "group"))
        var group: MuscleGroup?

        @Option(help: ArgumentHelp("strength, timed or cardio (only while it has no sets).", valueName: "type"))
        var type: ExerciseType?

        @Option(help: ArgumentHelp("Whether body weight is the load: true or false.", valueName: "true|false"))
        var bodyWeight: Bool?

        @Option(help: ArgumentHelp("The rep target of its current PR: 1, 3, 5, 8 or 10.", valueName: "reps"))
        var prReps: Int?

        @Option(help: ArgumentHelp("The rest timer after its sets: 3:00, 90s, 2m, off, or default (3:00 for compound lifts, 1:30 else).", valueName: "time"))
        var rest: String?

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, _ throws(PlatesError) in
                var patch = ExercisePatch(muscleGroup: group, exerciseType: type, defaultPRReps: prReps, usesBodyWeight: bodyWeight)
                if let rest { patch.restSeconds = .some(try RestTimeText.parse(rest, field: "rest")) }
                guard patch != ExercisePatch() else {
                    throw .validation("Say what to change: --group, --type, --body-weight, --pr-reps or --rest.", field: "exercise")
                }
                let found = try await ExerciseNames.read(backend).own(exercise)
                let e = try await backend.updateExercise(id: found.id, patch)
                Output.line(
                    "\(Output.clean(e.name)) · \(e.muscleGroup.rawValue) · \(e.exerciseType.rawValue)\(e.usesBodyWeight ? " · body weight" : "") · PR at \(e.defaultPRReps) reps · rest \(RestTimeText.describe(e.restSeconds, default: RestDefaults.defaultSeconds(for: e)))"
                )
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
