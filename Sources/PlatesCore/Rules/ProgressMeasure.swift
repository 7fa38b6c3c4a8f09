/// What a progress chart plots, one value per local day: SPEC 3's series, and the e1RM, hold and pace charts.
public enum ProgressMeasure: Hashable, Sendable {
    /// The heaviest set of at least `minReps` reps; the most reps, for a body-weight exercise.
    case weight(minReps: Int)
    /// The best Epley estimate among sets of 1–12 reps (`OneRepMax.meaningfulReps`), never for a
    /// body-weight exercise (its stored weight is only what was added).
    case oneRepMax
    /// The longest hold, in seconds.
    case hold
    /// The fastest pace, in seconds per kilometre, among sets with a distance and a time.
    case pace
    /// The day's work volume: weight × reps summed over its sets (`Volume`'s rule, warm-ups left
    /// out as from every record), in kilograms. Its best day is the best session volume.
    case volume

    /// Whether a lower value is the better one of a day (a pace).
    public var lowerIsBetter: Bool { self == .pace }

    /// How a day's sets make its value: the best of them, or their sum (volume).
    public var sumsTheDay: Bool { self == .volume }

    /// Whether the values are weights (converted to the display unit) rather than reps, seconds or
    /// a pace.
    public func isWeight(bodyWeight: Bool) -> Bool {
        switch self {
        case .weight: !bodyWeight
        case .oneRepMax, .volume: true
        case .hold, .pace: false
        }
    }

    /// The name in `GET /exercises/{id}/progress?measure=` (the weight series takes `min_reps`).
    public var queryName: String {
        switch self {
        case .weight: "weight"
        case .oneRepMax: "e1rm"
        case .hold: "hold"
        case .pace: "pace"
        case .volume: "volume"
        }
    }

    /// The measure a query names, nil for an unknown name.
    public init?(queryName: String, minReps: Int) {
        switch queryName {
        case "weight": self = .weight(minReps: minReps)
        case "e1rm": self = .oneRepMax
        case "hold": self = .hold
        case "pace": self = .pace
        case "volume": self = .volume
        default: return nil
        }
    }

    /// The charts an exercise's detail offers, the first shown when it opens: a strength
    /// exercise's heaviest set for the rep filter, then its e1RM and its volume per session (not
    /// for body weight: reps are its series); a hold's length; a run's pace.
    public static func charts(for exercise: Exercise, minReps: Int) -> [ProgressMeasure] {
        switch exercise.exerciseType {
        case .strength: exercise.usesBodyWeight ? [.weight(minReps: minReps)] : [.weight(minReps: minReps), .oneRepMax, .volume]
        case .timed: [.hold]
        case .cardio: [.pace]
        }
    }

    /// A non-warm-up set's value, in kilograms for weights: nil when the set says nothing of this
    /// measure. The one rule behind every store's series and per-day rows.
    public func value(of sample: ProgressSeries.Sample, bodyWeight: Bool) -> Double? {
        switch self {
        case .weight(let minReps):
            guard let weightKg = sample.weightKg, let reps = sample.reps, reps >= minReps else { return nil }
            return bodyWeight ? Double(reps) : weightKg
        case .oneRepMax:
            guard !bodyWeight, let weightKg = sample.weightKg, weightKg > 0, let reps = sample.reps,
                OneRepMax.meaningfulReps.contains(reps)
            else { return nil }
            return OneRepMax.epley(weight: weightKg, reps: reps)
        case .hold:
            guard let seconds = sample.seconds, seconds > 0 else { return nil }
            return Double(seconds)
        case .pace:
            guard let metres = sample.metres, metres > 0, let seconds = sample.seconds, seconds > 0 else { return nil }
            return Double(seconds) / metres * 1000
        case .volume:
            guard let weightKg = sample.weightKg, weightKg > 0, let reps = sample.reps, reps > 0 else { return nil }
            return weightKg * Double(reps)
        }
    }
}
