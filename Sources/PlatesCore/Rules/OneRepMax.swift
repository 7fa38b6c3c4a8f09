/// Estimated one-rep max by Epley: w × (1 + r/30); one rep gives the weight itself.
public enum OneRepMax {
    public static func epley(weight: Double, reps: Int) -> Double {
        reps <= 1 ? weight : weight * (1 + Double(reps) / 30)
    }
}
