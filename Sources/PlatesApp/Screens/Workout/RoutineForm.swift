import PlatesCore

/// The routine form (SPEC 8), opened from the workout picker: a name and the plan in
/// `RoutineText`'s grammar, the way lifters write plans. A shipped routine is copied, never
/// changed.
enum RoutineForm {
    static let intro =
        "The plan: sets×reps for each exercise, ; between exercises, + joins a superset. "
        + "E.g. " + RoutineText.example

    /// The form for a new routine (`from` nil), a copy of `from` (shipped), or `from` changed.
    static func make(from routine: Routine?, state: AppState) -> FormState {
        let names = Dictionary((state.summaries.value ?? []).map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { a, _ in a })
        let plan = routine.map { RoutineText.describe($0, names: names) } ?? ""
        let editing = routine?.isShipped == false ? routine : nil
        let name = routine.map { $0.isShipped ? "\($0.name) (copy)" : $0.name } ?? ""
        let title = editing != nil ? "Edit routine" : routine != nil ? "Copy of a shipped routine" : "New routine"
        var f = FormState(
            purpose: .routine(editing: editing), title: title,
            fields: [
                .init("Name", name, placeholder: "e.g. Push day", maxLength: Limits.nameLength.upperBound),
                .init("Plan", plan, placeholder: "Squat 5x5 100kg warm-ups; Bench Press 3x8-12", maxLength: 2_000),
            ])
        f.focused = routine == nil ? 0 : 1
        preview(&f, state: state)
        return f
    }

    /// The grammar, then how the plan reads so far, kept up to date as it is typed: each exercise
    /// as matched with its sets, or what does not read yet.
    static func preview(_ f: inout FormState, state: AppState) {
        let plan = f.fields[1].text.trimmingCharacters(in: .whitespaces)
        guard !plan.isEmpty else {
            f.intro = intro
            return
        }
        let known = state.summaries.value?.map(\.exercise) ?? []
        let adding = RoutineText.newExercises(plan, exercises: known, aliases: state.exerciseAliases, unit: state.unit)
        let exercises = known + standIns(adding)
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        do throws(PlatesError) {
            let entries = try RoutineText.entries(plan, exercises: exercises, aliases: state.exerciseAliases, unit: state.unit)
            let sets = entries.reduce(0) { $0 + $1.sets }
            // A superset's exercises joined by +, as they alternate.
            var read = ""
            for (i, e) in entries.enumerated() {
                if i > 0 { read += e.group != nil && e.group == entries[i - 1].group ? " + " : "; " }
                read += "\(names[e.exerciseId] ?? "?") \(RoutineText.describe(e))"
            }
            let new = adding.isEmpty ? "" : " · new: \(adding.map(\.name).joined(separator: ", ")) (enter asks to add \(adding.count == 1 ? "it" : "them"))"
            f.intro = intro + "\n\nReads as (\(sets) set\(sets == 1 ? "" : "s")): " + read + new
        } catch {
            f.intro = intro + "\n\nNot yet: " + error.message
        }
    }

    /// Stand-ins for exercises not added yet, so the plan reads as it will once they are.
    static func standIns(_ drafts: [ExerciseDraft]) -> [Exercise] {
        drafts.enumerated().map { i, d in
            Exercise(
                id: "new-\(i)", name: d.name, muscleGroup: d.muscleGroup, exerciseType: d.exerciseType, usesBodyWeight: d.usesBodyWeight,
                createdAt: .distantPast)
        }
    }

    /// Enter on a plan that names exercises nobody has: the question that adds them (the plan
    /// and the name checked first, as they will be once they are added).
    static func addQuestion(_ f: FormState, editing: Routine?, state: AppState) throws(PlatesError) -> ConfirmState? {
        guard let known = state.summaries.value?.map(\.exercise) else { return nil }
        let adding = RoutineText.newExercises(f.fields[1].text, exercises: known, aliases: state.exerciseAliases, unit: state.unit)
        guard !adding.isEmpty else { return nil }
        _ = try draft(f, editing: editing, exercises: known + standIns(adding), aliases: state.exerciseAliases, unit: state.unit)
        let one = adding.count == 1
        let lines = adding.map { "\($0.name) · " + NewExerciseGuess.describe($0) }
        return ConfirmState(
            title: one ? "Add \(adding[0].name)?" : "Add \(adding.count) exercises?",
            message: "The plan names \(one ? "an exercise" : "exercises") you do not have: \(lines.joined(separator: "; ")). "
                + "y adds \(one ? "it" : "them") (e on the exercise list changes a guess) and saves the routine.",
            target: .addExercises(adding, form: f))
    }

    /// What the form says, exercises matched by name among the user's; a plan that does not read
    /// says where.
    static func draft(_ f: FormState, editing: Routine?, state: AppState) throws(PlatesError) -> RoutineDraft {
        guard !f.fields[0].text.trimmingCharacters(in: .whitespaces).isEmpty else { throw .validation("Type the routine's name.", field: "name") }
        guard let exercises = state.summaries.value?.map(\.exercise) else {
            throw .validation("The exercises are still loading: try again in a moment.", field: "entries")
        }
        return try draft(f, editing: editing, exercises: exercises, aliases: state.exerciseAliases, unit: state.unit)
    }

    /// The same, read against `exercises` and the other names they answer to.
    static func draft(
        _ f: FormState, editing: Routine?, exercises: [Exercise], aliases: [String: String], unit: WeightUnit
    ) throws(PlatesError) -> RoutineDraft {
        let name = f.fields[0].text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .validation("Type the routine's name.", field: "name") }
        let entries = try RoutineText.entries(f.fields[1].text, exercises: exercises, aliases: aliases, unit: unit)
        return RoutineDraft(name: name, notes: editing?.notes, entries: entries)
    }
}
