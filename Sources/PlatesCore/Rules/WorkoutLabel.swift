/// The label of a training day from its sets' muscle groups (SPEC 3).
public enum WorkoutLabel {
    /// One set's contribution: its exercise and that exercise's muscle group.
    public struct Entry: Hashable, Sendable {
        public var exerciseId: String
        public var muscleGroup: MuscleGroup
        public init(exerciseId: String, muscleGroup: MuscleGroup) {
            self.exerciseId = exerciseId
            self.muscleGroup = muscleGroup
        }
    }

    /// `nil` for a day without sets.
    public static func label(for entries: [Entry]) -> String? {
        guard !entries.isEmpty else { return nil }
        var counts: [MuscleGroup: Int] = [:]
        for e in entries { counts[e.muscleGroup, default: 0] += 1 }
        func has(_ g: MuscleGroup) -> Bool { counts[g] != nil }
        let shoulderExercises = Set(entries.filter { $0.muscleGroup == .shoulders }.map(\.exerciseId)).count

        if has(.chest), has(.shoulders) || has(.triceps), !has(.back), !has(.legs) { return "Push" }
        if has(.back), has(.biceps), shoulderExercises <= 1, !has(.chest), !has(.legs) { return "Pull" }
        if has(.shoulders), has(.arms) || has(.biceps) || has(.triceps), !has(.chest), !has(.back), !has(.legs) {
            return "Sharms"
        }
        if counts.keys.allSatisfy({ $0 == .legs }) { return "Legs" }
        // The one or two groups with the most sets; ties go to the group listed first in SPEC 2.
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return ranked.prefix(2).map(\.key.rawValue).joined(separator: " & ")
    }
}
