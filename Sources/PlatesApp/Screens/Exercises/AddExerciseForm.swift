import PlatesCore

/// The exercise list's add form. As the name is typed, each choice the lifter has not changed
/// takes what the name says (`NewExerciseGuess.fromName`, as `plates exercise add` and the
/// quick-log's "+ add" read it): `Dips` is body weight, `Rowing machine` cardio, `Side plank` a
/// hold. A name that says no group keeps the group of the tab the form was opened on.
enum AddExerciseForm {
    static let name = 0, group = 1, type = 2, bodyWeight = 3

    /// `tab`: the exercise list's tab (0 is All, then the groups in order).
    static func make(tab: Int) -> FormState {
        let tabGroup = tab > 0 && tab <= MuscleGroup.allCases.count ? MuscleGroup.allCases[tab - 1] : nil
        return FormState(
            purpose: .addExercise(tabGroup: tabGroup), title: "Add exercise",
            fields: [
                .init("Name", placeholder: "e.g. Cable Row", maxLength: 100),
                .init("Muscle group", choices: MuscleGroup.allCases.map(\.rawValue), selected: tabGroup.flatMap(MuscleGroup.allCases.firstIndex) ?? 0),
                .init("Type", choices: ExerciseType.allCases.map(\.rawValue)),
                .init("Body weight", choices: ["no", "yes"]),
            ])
    }

    /// The guesses for the name as it is now, into the choices not changed by hand.
    static func guess(_ f: inout FormState) {
        guard case .addExercise(let tabGroup) = f.purpose else { return }
        let guess = NewExerciseGuess.fromName(f.fields[name].text)
        if !f.chosenByHand.contains(group), let g = guess.group ?? tabGroup ?? MuscleGroup.allCases.first {
            f.fields[group].choice = MuscleGroup.allCases.firstIndex(of: g) ?? 0
        }
        if !f.chosenByHand.contains(type) {
            f.fields[type].choice = ExerciseType.allCases.firstIndex(of: guess.type) ?? 0
        }
        if !f.chosenByHand.contains(bodyWeight) {
            let strength = ExerciseType.allCases[f.fields[type].choice] == .strength
            f.fields[bodyWeight].choice = strength && guess.usesBodyWeight ? 1 : 0
        }
    }
}
