/// Estimated one-rep max by Epley: w × (1 + r/30); one rep gives the weight itself.
public enum OneRepMax {
    /// Where the estimate means something: past about 12 reps a set tests endurance, and Epley's
    /// line overshoots (100x500 would "estimate" 1,766 kg). Outside it no e1RM is shown.
    public static let meaningfulReps = 1...12

    public static func epley(weight: Double, reps: Int) -> Double {
        reps <= 1 ? weight : weight * (1 + Double(reps) / 30)
    }
}
