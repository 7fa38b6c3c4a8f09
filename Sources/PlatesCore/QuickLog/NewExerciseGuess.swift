import Foundation

/// The exercise a quick-log entry names when no exercise has that name (the quick-log offers to
/// add it): the name as typed, each word's first letter capitalised when it was typed all in
/// lower case (`goblet squat` → Goblet Squat, `chin-ups` → Chin-ups); the group guessed from the
/// name as imports guess it; the type from the set typed with it — a distance is cardio, a time
/// alone a hold (cardio when the name says so: `assault bike 20:00`), anything else strength;
/// `bw`, or a name of a movement done with the body (push-ups, pull-ups, dips…), makes it a
/// body-weight exercise.
public enum NewExerciseGuess {
    public static func draft(named query: String, for spec: SetSpec) -> ExerciseDraft {
        let trimmed = query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Each word's first letter: `capitalized` also capitalises after a hyphen (Chin-Ups).
        let name =
            trimmed.contains(where: \.isUppercase)
            ? trimmed : trimmed.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        let guessed = MuscleGroupGuess.guess(name)
        let type: ExerciseType
        if spec.distance != nil {
            type = .cardio
        } else if spec.duration != nil && spec.reps == nil {
            type = guessed == .cardio ? .cardio : .timed
        } else {
            type = .strength
        }
        return ExerciseDraft(
            name: name, muscleGroup: type == .cardio ? .cardio : guessed, exerciseType: type,
            usesBodyWeight: type == .strength && (spec.bodyWeight || (spec.weight == nil && isBodyWeight(name))))
    }

    /// The guesses as the quick-log's row and the routine form's question name them: "Legs,
    /// strength", "Chest, strength, body weight".
    public static func describe(_ d: ExerciseDraft) -> String {
        ([d.muscleGroup.rawValue, d.exerciseType.rawValue] + (d.usesBodyWeight ? ["body weight"] : [])).joined(separator: ", ")
    }

    /// Movements done with the body as the load, by a word of the name (letters only, so
    /// "Push-ups", "pushups" and "push up" all read "pushup").
    static func isBodyWeight(_ name: String) -> Bool {
        let letters = name.lowercased().filter(\.isLetter)
        return ["pushup", "pullup", "chinup", "dip", "situp", "muscleup", "burpee"].contains { letters.contains($0) }
    }
}
