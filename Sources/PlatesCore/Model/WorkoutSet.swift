import Foundation

/// One logged set. Which fields are present depends on the exercise type
/// (strength: weight + reps; timed: duration, optional added weight; cardio: distance and/or duration).
/// Named `WorkoutSet` so it never shadows Swift's `Set`.
@dynamicMemberLookup
public struct WorkoutSet: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    /// What was done — exercise, weight, reps, time, distance, kind, RPE, when, notes — as a
    /// `SetDraft`, read and written through the set itself (`set.weight`, `set.date`). A unit is
    /// kept only beside its value.
    public var draft: SetDraft
    public var createdAt: Date

    public init(id: String, draft: SetDraft, createdAt: Date) {
        var draft = draft
        if draft.weight == nil { draft.weightUnit = nil }
        if draft.distance == nil { draft.distanceUnit = nil }
        self.id = id
        self.draft = draft
        self.createdAt = createdAt
    }

    /// Inlinable: the app reads a set's fields on every frame, and a key path applied across
    /// modules at run time costs what a stored property did not.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<SetDraft, Value>) -> Value {
        get { draft[keyPath: field] }
        set { draft[keyPath: field] = newValue }
    }

    /// The wire and export shape: the draft's fields beside `id` and `created_at`, in one object.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), draft: try SetDraft(from: decoder),
            createdAt: try c.decode(Date.self, forKey: .createdAt))
    }

    public func encode(to encoder: any Encoder) throws {
        try draft.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(createdAt, forKey: .createdAt)
    }

    /// The weight in kilograms, for comparisons across units.
    public var weightKg: Double? {
        guard let weight = draft.weight else { return nil }
        return (draft.weightUnit ?? .kg).convert(weight, to: .kg)
    }

    /// The distance in metres, for comparisons across units.
    public var distanceMetres: Double? {
        guard let distance = draft.distance else { return nil }
        return (draft.distanceUnit ?? .km).convert(distance, to: .m)
    }

    enum CodingKeys: String, CodingKey {
        case id
        case createdAt = "created_at"
    }
}
