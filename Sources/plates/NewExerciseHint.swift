import PlatesCore

/// How the command line says to add an exercise it does not know (the TUI offers to add it): the
/// `plates exercise add` line with the group and type the quick-log would guess.
enum NewExerciseHint {
    static func command(_ d: ExerciseDraft) -> String {
        let type = d.exerciseType == .strength ? "" : " --type \(d.exerciseType.rawValue)"
        return "plates exercise add \"\(d.name)\" --group \(d.muscleGroup.rawValue.lowercased())" + type + (d.usesBodyWeight ? " --body-weight" : "")
    }
}
