/// Training volume: the sum of weight × reps, warm-ups included (SPEC 2), in kilograms.
/// Body-weight sets add only their added load (the body is not a plate), and assistance (a
/// negative added load, `bw-15x8`) adds nothing: more help is not more work.
public enum Volume {
    public static func kilograms(of sets: [WorkoutSet]) -> Double {
        sets.reduce(0) { total, set in
            guard let kg = set.weightKg, kg > 0, let reps = set.reps else { return total }
            return total + kg * Double(reps)
        }
    }
}
