import PlatesCore
import TermUI

/// An exercise's own changes from the exercise list (`e`, `m`, `d`) and its detail
/// (`E`, `M`, `D`): rename and settings, merge into another, delete with its sets (asked first,
/// with the count); `u` takes a merge or a delete back.
extension Reducer {
    func manageExercise(_ command: Command, _ exercise: Exercise, _ state: inout AppState) -> [Effect] {
        switch command {
        case .editExercise:
            state.modal = .form(ExerciseManagement.editForm(exercise, otherNames: ExerciseAlias.names(of: exercise.id, in: state.exerciseAliases)))
        case .mergeExercise:
            var form = FormState(
                purpose: .mergeExercise(exercise), title: "Merge \(exercise.name) into…",
                fields: [
                    .init("Into", placeholder: "the exercise that keeps the sets", maxLength: 100)
                ])
            form.keys = "enter asks first · esc cancels"
            form.intro =
                "Every set of \(exercise.name) and its place in routines move there, its records are recomputed, and \(exercise.name) goes. Logging and imports then read its name as that exercise."
            state.modal = .form(form)
        case .deleteExercise:
            return [.countExerciseSets(exercise)]
        default:
            break
        }
        return []
    }

    /// The count arrived: ask, saying what goes and which routines will skip it.
    func exerciseSetsCounted(_ exercise: Exercise, _ result: Result<ExerciseUse, PlatesError>, _ state: inout AppState) -> [Effect] {
        switch result {
        case .success(let use):
            let n = use.sets
            let sets = n == 0 ? "It has no logged sets." : "Its \(n) logged set\(n == 1 ? "" : "s") go\(n == 1 ? "es" : "") with it."
            let one = use.routines.count == 1
            let routines =
                use.routines.isEmpty
                ? "" : " \(use.routineNames) plan\(one ? "s" : "") it: \(one ? "its walk" : "their walks") will skip it."
            state.modal = .confirm(
                ConfirmState(
                    title: "Delete \(exercise.name)?", message: "\(sets)\(routines) u undoes it in this session.",
                    target: .exercise(exercise, setCount: n)))
        case .failure(let error):
            toast("Not deleted: \(error.message)", .error, &state)
        }
        return []
    }

    func exerciseDeleted(_ removal: ExerciseRemoval, _ state: inout AppState) -> [Effect] {
        let n = removal.sets.count
        toast("Deleted \(removal.exercise.name)" + (n == 0 ? "" : " and its \(n) set\(n == 1 ? "" : "s")") + " · u undoes", .info, &state)
        state.undo.record(.exerciseDeleted(removal))
        if state.detail?.exerciseId == removal.exercise.id { state.detail = nil }
        return reloadSetLists(&state, exerciseId: removal.exercise.id)
    }

    func exercisesMerged(_ source: Exercise, _ result: ExerciseMergeResult, _ state: inout AppState) -> [Effect] {
        let n = result.movedSets
        let undoable = result.undo != nil
        toast(
            "✓ Merged \(source.name) into \(result.exercise.name): \(n) set\(n == 1 ? "" : "s") moved" + (undoable ? " · u undoes" : ""), .success,
            &state)
        if undoable {
            // Taken back before the changes to its sets made earlier: those replay onto it again.
            state.undo.record(.exerciseMerged(result))
        } else {
            // A server older than undoable merges: changes to the merged-away exercise's sets
            // would replay onto a gone id; the rest can still be taken back.
            state.undo.forget(exerciseId: source.id)
        }
        var effects = reloadSetLists(&state, exerciseId: nil)
        if state.detail?.exerciseId == source.id { effects += openDetail(result.exercise, &state) }
        return effects
    }
}

/// What deleting an exercise takes or leaves behind: its sets, and the routines that plan it.
public struct ExerciseUse: Equatable, Sendable {
    public var sets: Int
    /// The names of the routines (the shipped ones too) that plan the exercise.
    public var routines: [String]

    /// "A", "A and B", "A, B and C".
    var routineNames: String {
        routines.count < 2 ? routines.joined() : routines.dropLast().joined(separator: ", ") + " and " + routines.last!
    }
}

/// The forms' rules for an exercise's own changes.
public enum ExerciseManagement {
    /// `otherNames`: the names it answers to besides its own (merged, mapped, given), `;` between
    /// them in the last field: edited there, given and dropped on save.
    static func editForm(_ e: Exercise, otherNames: [String] = []) -> FormState {
        FormState(
            purpose: .editExercise(e), title: "Edit exercise",
            fields: [
                .init("Name", e.name, maxLength: 100),
                .init("Muscle group", choices: MuscleGroup.allCases.map(\.rawValue), selected: MuscleGroup.allCases.firstIndex(of: e.muscleGroup) ?? 0),
                .init("Type", choices: ExerciseType.allCases.map(\.rawValue), selected: ExerciseType.allCases.firstIndex(of: e.exerciseType) ?? 0),
                .init("Body weight", choices: ["no", "yes"], selected: e.usesBodyWeight ? 1 : 0),
                .init("PR reps", choices: Limits.prReps.map(String.init), selected: Limits.prReps.firstIndex(of: e.defaultPRReps) ?? 0),
                .init(
                    "Rest", e.restSeconds.map { $0 == 0 ? "off" : RestTimer.clock($0) } ?? "",
                    placeholder: "default \(RestDefaults.defaultSeconds(for: e).map(RestTimer.clock) ?? "off") · 2:30 · off", maxLength: 12),
                .init("Other names", otherNames.joined(separator: "; "), placeholder: "none · names that log here, ; between", maxLength: 1000),
            ])
    }

    /// The other names the form gives and drops, against those it showed. A field left as it was
    /// changes none (a file's name mapped by an import may hold a `;`).
    static func otherNames(_ f: FormState, of e: Exercise, in aliases: [String: String]) throws(PlatesError) -> OtherNames.Change {
        let current = ExerciseAlias.names(of: e.id, in: aliases)
        guard f.fields.count > 6, f.fields[6].text != current.joined(separator: "; ") else { return .none }
        return try OtherNames.change(from: current, to: f.fields[6].text)
    }

    /// The form's values as a patch; values left as they were patch nothing away.
    static func patch(_ f: FormState, of e: Exercise) throws(PlatesError) -> ExercisePatch {
        let name = f.fields[0].text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .validation("Type the exercise's name.", field: "name") }
        let rest = try RestTimeText.parse(f.fields[5].text, field: "rest")
        return ExercisePatch(
            name: name == e.name ? nil : name,
            muscleGroup: MuscleGroup.allCases[f.fields[1].choice],
            exerciseType: ExerciseType.allCases[f.fields[2].choice],
            defaultPRReps: Limits.prReps[f.fields[4].choice],
            usesBodyWeight: f.fields[3].choice == 1,
            restSeconds: rest == e.restSeconds ? nil : .some(rest))
    }

    /// The question before a merge, naming both exercises (the form takes any unique part of a name).
    static func mergeQuestion(_ source: Exercise, into target: Exercise, form: FormState) -> ConfirmState {
        ConfirmState(
            title: "Merge \(source.name) into \(target.name)?",
            message: """
                \(source.name)'s sets and its place in routines move to \(target.name), and \(source.name) goes \
                (logging and imports then read its name as \(target.name)). u undoes it in this session.
                """,
            target: .merge(source, into: target, form: form))
    }

    /// The exercise the merge form names (any unique part of its name), not the one merged.
    static func mergeTarget(_ text: String, for source: Exercise, in exercises: [Exercise]) throws(PlatesError) -> Exercise {
        guard !text.isEmpty else { throw .validation("Name the exercise that keeps the sets.", field: "into") }
        return try ExerciseMatcher.match(text, in: exercises.filter { $0.id != source.id })
    }
}
