/// What a quick-log entry says about a set, before it is tied to an exercise. Any field may be
/// missing: the resolver fills weight and reps from the exercise's last set.
public struct SetSpec: Hashable, Sendable {
    public var kind: SetKind = .normal
    /// `bw`: a body-weight set; `weight` is then the added load (nil or 0 for none).
    public var bodyWeight = false
    public var weight: Double?
    public var weightUnit: WeightUnit?
    /// The weight was a number alone (`dips 8`: no `x`, unit, `+` or `bw`), which a body-weight
    /// exercise reads as its reps.
    public var bareNumber = false
    public var reps: Int?
    /// How many identical sets (`100x5x3` → 3).
    public var count = 1
    /// The reps of each set when they differ (`100x5,5,4`): `count` is how many, `reps` the first.
    public var repsEach: [Int]?
    /// The time of each set when they differ (`plank 60s,45s,40s`), as `repsEach` gives reps.
    public var durationsEach: [Int]?
    public var rpe: Double?
    /// Seconds.
    public var duration: Int?
    public var distance: Double?
    public var distanceUnit: DistanceUnit?

    public init(
        kind: SetKind = .normal, bodyWeight: Bool = false, weight: Double? = nil, weightUnit: WeightUnit? = nil,
        reps: Int? = nil, count: Int = 1, rpe: Double? = nil, duration: Int? = nil,
        distance: Double? = nil, distanceUnit: DistanceUnit? = nil
    ) {
        self.kind = kind
        self.bodyWeight = bodyWeight
        self.weight = weight
        self.weightUnit = weightUnit
        self.reps = reps
        self.count = count
        self.rpe = rpe
        self.duration = duration
        self.distance = distance
        self.distanceUnit = distanceUnit
    }

    /// Nothing but (maybe) the exercise was typed: repeat the last set.
    public var isEmpty: Bool {
        !bodyWeight && weight == nil && reps == nil && duration == nil && distance == nil && rpe == nil
            && kind == .normal && count == 1
    }
}

/// A parsed quick-log line: the words naming the exercise (if any) and the set.
public struct QuickLogEntry: Hashable, Sendable {
    /// The text before the values, as typed (trimmed), or nil when the line starts with values.
    public var exerciseQuery: String?
    public var spec: SetSpec

    public init(exerciseQuery: String?, spec: SetSpec) {
        self.exerciseQuery = exerciseQuery
        self.spec = spec
    }
}
