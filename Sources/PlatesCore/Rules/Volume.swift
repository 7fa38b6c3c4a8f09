/// Training volume: the sum of weight × reps, warm-ups included (SPEC 2), in kilograms.
/// Body-weight sets add only their added load (the body is not a plate).
public enum Volume {
    public static func kilograms(of sets: [WorkoutSet]) -> Double {
        sets.reduce(0) { total, set in
            guard let kg = set.weightKg, let reps = set.reps else { return total }
            return total + kg * Double(reps)
        }
    }
}
