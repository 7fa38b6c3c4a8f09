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
        } else if spec.isEmpty {
            type = fromName(name).type  // a name alone (`dead hang`, then the set)
        } else {
            type = .strength
        }
        return ExerciseDraft(
            name: name, muscleGroup: MuscleGroupGuess.guess(name, type: type), exerciseType: type,
            usesBodyWeight: type == .strength && (spec.bodyWeight || (spec.weight == nil && isBodyWeight(name))))
    }

    /// What a name alone says of a new exercise (the exercise list's form, `plates exercise add`).
    public struct NameGuess: Equatable, Sendable {
        /// Nil when no word of the name is known.
        public var group: MuscleGroup?
        public var type: ExerciseType
        public var usesBodyWeight: Bool

        public init(group: MuscleGroup?, type: ExerciseType, usesBodyWeight: Bool) {
            self.group = group
            self.type = type
            self.usesBodyWeight = usesBodyWeight
        }
    }

    /// The group its words say; cardio for a cardio name (`Rowing machine`), a hold for a hold's
    /// (`Side plank`, `Dead hang`, `Wall sit`), else strength; the body as the load for a movement
    /// done with it (`Dips`, `Chin-ups`).
    public static func fromName(_ name: String) -> NameGuess {
        let group = MuscleGroupGuess.known(name)
        let type: ExerciseType = group == .cardio ? .cardio : isHold(name) ? .timed : .strength
        return NameGuess(group: group, type: type, usesBodyWeight: type == .strength && isBodyWeight(name))
    }

    /// A hold by its words: a plank, a hold, an isometric; a dead hang, a wall sit, an L-sit, a
    /// hollow body. A word alone, so a hang clean stays a lift.
    static func isHold(_ name: String) -> Bool {
        let words = ExerciseMatcher.normalize(name).split { !$0.isLetter }.map(String.init)
        if words.contains(where: { $0.hasPrefix("plank") || $0.hasPrefix("hold") || $0.hasPrefix("isometric") || $0 == "lsit" }) { return true }
        let pairs = [("dead", "hang"), ("wall", "sit"), ("l", "sit"), ("hollow", "body")]
        return zip(words, words.dropFirst()).contains { first, second in pairs.contains { first == $0.0 && second.hasPrefix($0.1) } }
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
