/// The sane bounds every value is checked against (SPEC 2; decisions in docs/DECISIONS.md).
public enum Limits {
    public static let nameLength = 1...100
    public static let notesLength = 2_000
    /// Heaviest load accepted for a set, in kilograms (a leg press sled can pass 500 kg; 1,000 kg is no typo's ceiling).
    public static let maxSetWeightKg = 1_000.0
    /// Reps of a set with no load (push-ups, crunches): long sets happen.
    public static let reps = 1...1_000
    /// Reps of a set with a load: 100 is past any real set, so `squat 100x500` is a typo.
    public static let loadedReps = 1...100
    /// Seconds: one second to 24 hours.
    public static let duration = 1...86_400
    /// Metres: up to 1,000 km (an ultra ride).
    public static let maxDistanceMetres = 1_000_000.0
    /// The least load or distance other than 0, in the entered unit: what three decimals can show.
    /// A smaller one (1e-320 typed into a script) shows as 0 and ranks as 0, yet would pass as a load.
    public static let smallestAmount = 0.001
    public static let rpe = 1.0...10.0
    public static let prReps = [1, 3, 5, 8, 10]
    /// Sessions a week a run of weeks may ask for: up to two a day.
    public static let weeklyGoal = 1...14
    /// A body weight between 20 and 700 kg.
    public static let bodyWeightKg = 20.0...700.0
    /// Sets repeated by `100x5x3`: at most 20 at once.
    public static let setsAtOnce = 1...20
    /// Sets moved into or out of a workout at once: a long session's worth.
    public static let setsMovedAtOnce = 1...100
    /// Dates from 1900 up to one day after now (a clock a little ahead is no reason to refuse).
    public static let earliestDate = -2_208_988_800.0
    public static let futureSlack = 86_400.0
    public static let pageLimit = 1...100
}
