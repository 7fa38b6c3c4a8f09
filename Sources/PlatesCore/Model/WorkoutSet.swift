import Foundation

/// One logged set. Which fields are present depends on the exercise type
/// (strength: weight + reps; timed: duration, optional added weight; cardio: distance and/or duration).
/// Named `WorkoutSet` so it never shadows Swift's `Set`.
public struct WorkoutSet: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var exerciseId: String
    public var weight: Double?
    public var weightUnit: WeightUnit?
    public var reps: Int?
    /// Seconds.
    public var duration: Int?
    public var distance: Double?
    public var distanceUnit: DistanceUnit?
    public var kind: SetKind
    public var rpe: Double?
    /// When the set was performed.
    public var date: Date
    public var notes: String?
    public var createdAt: Date

    public init(id: String, draft: SetDraft, createdAt: Date) {
        self.id = id
        self.exerciseId = draft.exerciseId
        self.weight = draft.weight
        self.weightUnit = draft.weight == nil ? nil : draft.weightUnit
        self.reps = draft.reps
        self.duration = draft.duration
        self.distance = draft.distance
        self.distanceUnit = draft.distance == nil ? nil : draft.distanceUnit
        self.kind = draft.kind
        self.rpe = draft.rpe
        self.date = draft.date
        self.notes = draft.notes
        self.createdAt = createdAt
    }

    /// The values of this set as a draft, to edit it.
    public var draft: SetDraft {
        SetDraft(
            exerciseId: exerciseId, weight: weight, weightUnit: weightUnit, reps: reps, duration: duration,
            distance: distance, distanceUnit: distanceUnit, kind: kind, rpe: rpe, date: date, notes: notes)
    }

    /// The weight in kilograms, for comparisons across units.
    public var weightKg: Double? {
        guard let weight else { return nil }
        return (weightUnit ?? .kg).convert(weight, to: .kg)
    }

    /// The distance in metres, for comparisons across units.
    public var distanceMetres: Double? {
        guard let distance else { return nil }
        return (distanceUnit ?? .km).convert(distance, to: .m)
    }

    enum CodingKeys: String, CodingKey {
        case id, weight, reps, duration, distance, kind, rpe, date, notes
        case exerciseId = "exercise_id"
        case weightUnit = "weight_unit"
        case distanceUnit = "distance_unit"
        case createdAt = "created_at"
    }
}
