import ArgumentParser
import Foundation
import PlatesCore

extension ExerciseCommand {
    /// `plates exercise delete "Floor Press" --with-sets`. From a script there is no
    /// question to answer: `--with-sets` is the consent to lose the sets, and without it an
    /// exercise with sets is refused with their count.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete an exercise; --with-sets deletes its sets too.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The exercise (any unique part of its name).", valueName: "exercise"))
        var exercise: String

        @Flag(help: "Delete its logged sets with it (without this, an exercise with sets is refused).")
        var withSets = false

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, _ throws(PlatesError) in
                let found = try await ExerciseNames.read(backend).own(exercise)
                let removed = try await backend.deleteExercise(id: found.id, withSets: withSets)
                let n = removed.sets.count
                Output.line("Deleted \(Output.clean(found.name))" + (n == 0 ? "" : " and its \(n) set\(n == 1 ? "" : "s")"))
            }
        }
    }

    /// `plates exercise merge "Flat Barbell Bench Press" "Bench Press"`.
    struct Merge: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Move every set of one exercise into another and delete the first; logging and imports then read its name as the second.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The exercise that goes (any unique part of its name).", valueName: "exercise"))
        var exercise: String

        @Argument(help: ArgumentHelp("The exercise that receives its sets and stays.", valueName: "into"))
        var into: String

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let names = try await ExerciseNames.read(backend)
                let source = try names.own(exercise)
                let target = try names.own(into)
                let merged = try await backend.mergeExercise(id: source.id, into: target.id)
                let n = merged.movedSets
                Output.line("Merged \(Output.clean(source.name)) into \(Output.clean(target.name)): \(n) set\(n == 1 ? "" : "s") moved, records recomputed")
                // Kept by every backend (a server's account too) and read by the matcher and imports.
                Output.line("Logging and imports now read ‘\(Output.clean(source.name))’ as \(Output.clean(target.name)).")
                // Demo data is gone at the end of the command: nothing to take back.
                guard !global.demo, merged.undo != nil else { return }
                let file = try MergeUndoFile.save(merged, in: MergeUndoFile.folder(db: global.db), at: context.environment.now(), calendar: context.calendar)
                Output.line("To take it back: \(global.again) exercise unmerge \(Output.shellQuoted(file))")
            }
        }
    }

    /// `plates exercise unmerge FILE`: the merge the file names, taken back — the exercise again,
    /// with the sets that were its own and its other names; what happened since is kept.
    struct Unmerge: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Take a merge back, with the file plates exercise merge named: the exercise and its sets are back.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The file plates exercise merge named (in undo/ beside the database).", valueName: "file"))
        var file: String

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, _ throws(PlatesError) in
                let merge = try MergeUndoFile.read(file, folder: MergeUndoFile.folder(db: global.db))
                let back = try await backend.unmergeExercise(merge)
                let n = back.movedSets
                Output.line(
                    "Took back the merge of \(Output.clean(back.exercise.name)) into \(Output.clean(merge.exercise.name)): "
                        + "\(Output.clean(back.exercise.name)) is back" + (n == 0 ? "" : " with its \(n) set\(n == 1 ? "" : "s")"))
                // Taken back once: a second run would only be refused (the name is there again).
                try? FileManager.default.removeItem(atPath: file)
            }
        }
    }
}
