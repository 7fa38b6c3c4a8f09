import Foundation
import PlatesCore
import TermUI

extension Reducer {
    func formKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard case .form(var f)? = state.modal else { return [] }
        defer { if case .form? = state.modal { state.modal = .form(f) } }
        if f.saving { return [] }  // keys typed now wait for the write's answer (`TypeAhead`)
        var field = f.fields[f.focused]
        switch key {
        case .escape:
            state.modal = nil
            return []
        case .tab, .down:
            f.focused = (f.focused + 1) % f.fields.count
        case .backTab, .up:
            f.focused = (f.focused + f.fields.count - 1) % f.fields.count
        case .enter:
            return submitForm(&f, state: &state)
        case .left where field.choices != nil, .right where field.choices != nil, .char(" ") where field.choices != nil:
            let n = field.choices!.count
            field.choice = (field.choice + (key == .left ? n - 1 : 1)) % n
            f.fields[f.focused] = field
            f.chosenByHand.insert(f.focused)
        case .char(let c) where field.choices != nil:
            // A letter jumps to the next choice starting with it.
            let choices = field.choices!
            let order = (1...choices.count).map { (field.choice + $0) % choices.count }
            if let hit = order.first(where: { choices[$0].lowercased().hasPrefix(String(c).lowercased()) }) {
                field.choice = hit
                f.fields[f.focused] = field
                f.chosenByHand.insert(f.focused)
            }
        default:
            if field.choices == nil, field.value.handle(key) {
                f.fields[f.focused] = field
                f.error = nil
                f.touched = true
                textChanged(&f, state: state)
            }
        }
        return []
    }

    /// What a form reads from its text as it is typed or pasted: a routine's preview, a new
    /// exercise's guesses.
    func textChanged(_ f: inout FormState, state: AppState) {
        switch f.purpose {
        case .routine: RoutineForm.preview(&f, state: state)
        case .addExercise: AddExerciseForm.guess(&f)
        default: break
        }
    }

    /// Checks the form and answers the write; a mistake stays in the form with the values as typed.
    func submitForm(_ f: inout FormState, state: inout AppState) -> [Effect] {
        let text = f.fields.map { $0.text.trimmingCharacters(in: .whitespaces) }
        do throws(PlatesError) {
            let effect: Effect
            switch f.purpose {
            case .addExercise:
                guard !text[0].isEmpty else { throw .validation("Type the exercise's name.", field: "name") }
                let group = MuscleGroup.allCases[f.fields[1].choice]
                let type = ExerciseType.allCases[f.fields[2].choice]
                effect = .createExercise(
                    ExerciseDraft(
                        name: text[0], muscleGroup: group, exerciseType: type,
                        defaultPRReps: state.profile.value?.defaultPRReps,
                        usesBodyWeight: f.fields[3].choice == 1))
            case .editSet(let set):
                guard let exercise = state.exercise(set.exerciseId) else { throw .validation("That set’s exercise is gone: refresh with r.", field: "set") }
                // A field still showing what the form showed keeps the stored value exactly.
                let shown = editSetTexts(set, state).map { $0.trimmingCharacters(in: .whitespaces) }
                var draft =
                    text[0] == shown[0]
                    ? set.draft
                    : try QuickLogResolver.edited(
                        set, text: text[0], exercise: exercise, exercises: state.summaries.value?.map(\.exercise) ?? [],
                        aliases: state.exerciseAliases, preferredUnit: state.unit)
                // `300x9` for 30x9: asked first, as the quick-log asks; the same text again saves.
                if text[0] != shown[0], f.unusualAsked != text[0], let target = state.summary(draft.exerciseId),
                    let question = UnusualLoad.question(
                        [draft], exercise: target.exercise,
                        known: [set.exerciseId == draft.exerciseId ? set : nil, target.lastSet, target.lastSessionTopSet, target.currentRecord?.set],
                        unit: state.unit)
                {
                    f.unusualAsked = text[0]
                    f.error = question + " Enter again saves it."
                    return []
                }
                draft.date = text[1] == shown[1] ? set.date : try DateInput.parse(text[1], environment: environment)
                draft.notes = text[2] == shown[2] ? set.notes : (text[2].isEmpty ? nil : text[2])
                effect = .updateSet(before: set, draft)
            case .editExercise(let exercise):
                effect = .updateExercise(
                    id: exercise.id, try ExerciseManagement.patch(f, of: exercise),
                    otherNames: try ExerciseManagement.otherNames(f, of: exercise, in: state.exerciseAliases))
            case .mergeExercise(let exercise):
                // The form takes any unique part of a name: ask first, naming the exercise the text matched.
                let target = try ExerciseManagement.mergeTarget(text[0], for: exercise, in: state.summaries.value?.map(\.exercise) ?? [])
                f.error = nil
                state.modal = .confirm(ExerciseManagement.mergeQuestion(exercise, into: target, form: f))
                return []
            case .editNote(let exercise):
                effect = .updateExercise(id: exercise.id, ExercisePatch(pinnedNote: .some(text[0].isEmpty ? nil : text[0])))
            case .addBodyWeight, .editBodyWeight:
                let (weight, unit) = try WeightInput.parse(text[0], defaultUnit: state.unit, field: "weight")
                let date = try DateInput.parse(text[1], environment: environment)
                let draft = BodyWeightDraft(weight: weight, unit: unit, date: date, notes: text[2].isEmpty ? nil : text[2])
                if case .editBodyWeight(let e) = f.purpose { effect = .updateBodyWeight(id: e.id, draft) } else { effect = .addBodyWeight(draft) }
            case .logIn:
                return []
            case .changePassword, .deleteAccount, .newToken, .revokeToken:
                effect = try accountFormEffect(f, state: state)
            case .importFile:
                effect = .importFile(try ImportForm.choice(f), backUpInto: state.backups?.folder)
            case .editPlates(let unit):
                effect = .updateProfile(try PlatesForm.patch(unit: unit, bar: text[0], plates: text[1]))
            case .editWorkout(let w):
                effect = .training(.updateWorkout(id: w.id, WorkoutPatch(name: text[0], notes: .some(text[1].isEmpty ? nil : text[1]))))
            case .moveSet(let set, let targets):
                effect = .training(.moveSets([set.id], to: targets[f.fields[0].choice]))
            case .backupFolder:
                effect = .chooseBackupFolder(text[0].isEmpty ? nil : text[0])
            case .restoreBackup(let paths, let folder):
                effect = .restoreBackup(path: paths[f.fields[0].choice], folder: folder)
            case .routine(let editing):
                if let question = try RoutineForm.addQuestion(f, editing: editing, state: state) {
                    f.error = nil
                    state.modal = .confirm(question)
                    return []
                }
                effect = .training(.saveRoutine(id: editing?.id, try RoutineForm.draft(f, editing: editing, state: state)))
            case .editGoal:
                if text[0].isEmpty {
                    effect = .updateProfile(ProfilePatch(clearGoal: true))
                } else {
                    let (weight, unit) = try WeightInput.parse(text[0], defaultUnit: state.unit, field: "goal")
                    effect = .updateProfile(ProfilePatch(goalWeight: weight, goalWeightUnit: unit))
                }
            }
            f.error = nil
            f.saving = true
            return [effect]
        } catch {
            f.error = error.message
            return []
        }
    }

    func confirmKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard case .confirm(var c)? = state.modal, !c.saving else { return [] }
        switch KeyBindings.command(for: key, in: .confirm) {
        case .open?:
            c.saving = true
            state.modal = .confirm(c)
            switch c.target {
            case .set(let s): return [.deleteSet(s)]
            case .bodyWeight(let e): return [.deleteBodyWeight(id: e.id)]
            case .exercise(let e, _): return [.deleteExercise(e)]
            case .workout(let w): return [.training(.deleteWorkout(w))]
            case .merge(let source, let target, _): return [.mergeExercise(source, into: target)]
            case .addExercises(let drafts, let form):
                guard case .routine(let editing) = form.purpose else { return [] }
                let text = form.fields.map { $0.text.trimmingCharacters(in: .whitespaces) }
                return [
                    .training(
                        .addExercisesAndSaveRoutine(
                            drafts, id: editing?.id, name: text[0], notes: editing?.notes, plan: text[1], unit: state.unit))
                ]
            case .quit:
                state.shouldQuit = true
                return []
            case .logOutEverywhere: return [.logOutEverywhere]
            }
        case .back?:
            if case .quit(let form) = c.target {
                state.modal = form
            } else {
                state.modal = c.form.map { .form($0) }
            }
        default:
            break
        }
        return []
    }
}

/// A weight as typed in a form: `80.5`, `80,5`, `177 lb`, `80kg`.
public enum WeightInput {
    public static func parse(_ text: String, defaultUnit: WeightUnit, field: String) throws(PlatesError) -> (Double, WeightUnit) {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        var number = t
        var unit = defaultUnit
        for u in ["kgs", "kg", "lbs", "lb"] where t.hasSuffix(u) {
            number = String(t.dropLast(u.count)).trimmingCharacters(in: .whitespaces)
            unit = u.hasPrefix("kg") ? .kg : .lb
            break
        }
        guard let value = NumberText.parse(number) else {
            throw .validation("‘\(text)’ is not a weight: type a number like 80.5, or 177 lb.", field: field)
        }
        try Validator.checkBodyWeight(value, unit: unit, field: field)
        return (value, unit)
    }
}
