import Foundation

/// The values of a set before it is stored: what a form, the quick-log grammar or an import produce.
public struct SetDraft: Codable, Hashable, Sendable {
    public var exerciseId: String
    public var weight: Double?
    public var weightUnit: WeightUnit?
    public var reps: Int?
    public var duration: Int?
    public var distance: Double?
    public var distanceUnit: DistanceUnit?
    public var kind: SetKind
    public var rpe: Double?
    public var date: Date
    public var notes: String?
    /// The workout it belongs to (SPEC 8); nil: none (the service's rule may give it the open one).
    public var workoutId: String?

    public init(
        exerciseId: String, weight: Double? = nil, weightUnit: WeightUnit? = nil, reps: Int? = nil,
        duration: Int? = nil, distance: Double? = nil, distanceUnit: DistanceUnit? = nil,
        kind: SetKind = .normal, rpe: Double? = nil, date: Date, notes: String? = nil, workoutId: String? = nil
    ) {
        self.exerciseId = exerciseId
        self.weight = weight
        self.weightUnit = weightUnit
        self.reps = reps
        self.duration = duration
        self.distance = distance
        self.distanceUnit = distanceUnit
        self.kind = kind
        self.rpe = rpe
        self.date = date
        self.notes = notes
        self.workoutId = workoutId
    }

    enum CodingKeys: String, CodingKey {
        case weight, reps, duration, distance, kind, rpe, date, notes
        case exerciseId = "exercise_id"
        case weightUnit = "weight_unit"
        case distanceUnit = "distance_unit"
        case workoutId = "workout_id"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        exerciseId = try c.decode(String.self, forKey: .exerciseId)
        weight = try c.decodeIfPresent(Double.self, forKey: .weight)
        weightUnit = try c.decodeIfPresent(WeightUnit.self, forKey: .weightUnit)
        reps = try c.decodeIfPresent(Int.self, forKey: .reps)
        duration = try c.decodeIfPresent(Int.self, forKey: .duration)
        distance = try c.decodeIfPresent(Double.self, forKey: .distance)
        distanceUnit = try c.decodeIfPresent(DistanceUnit.self, forKey: .distanceUnit)
        kind = try c.decodeIfPresent(SetKind.self, forKey: .kind) ?? .normal
        rpe = try c.decodeIfPresent(Double.self, forKey: .rpe)
        if let date = try c.decodeIfPresent(Date.self, forKey: .date) {
            self.date = date
        } else if let now = decoder.userInfo[WireCoding.nowKey] as? Date {
            self.date = now  // a set sent to the server to create, without a date: now
        } else {
            date = try c.decode(Date.self, forKey: .date)  // missing: the error names the field
        }
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        workoutId = try c.decodeIfPresent(String.self, forKey: .workoutId)
    }
}
