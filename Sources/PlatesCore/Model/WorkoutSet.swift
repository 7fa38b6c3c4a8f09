import Foundation

/// One logged set. Which fields are present depends on the exercise type
/// (strength: weight + reps; timed: duration, optional added weight; cardio: distance and/or duration).
/// Named `WorkoutSet` so it never shadows Swift's `Set`.
public struct WorkoutSet: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    /// What was done — exercise, weight, reps, time, distance, kind, RPE, when, notes — as a
    /// `SetDraft`, the one definition of a set's values (its coding, its rows, its checks); the
    /// set reads and writes them through it (`set.weight`, `set.date`). A unit is kept only
    /// beside its value.
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

    // The draft's fields, read and written through the set. Spelled out rather than reached by
    // `@dynamicMemberLookup`: a key path applied at run time made the debug build's reducer fuzz
    // 30 % slower (docs/performance.md). Inlinable, so the release build reads the field itself.
    @inlinable public var exerciseId: String {
        get { draft.exerciseId }
        set { draft.exerciseId = newValue }
    }
    @inlinable public var weight: Double? {
        get { draft.weight }
        set { draft.weight = newValue }
    }
    @inlinable public var weightUnit: WeightUnit? {
        get { draft.weightUnit }
        set { draft.weightUnit = newValue }
    }
    @inlinable public var reps: Int? {
        get { draft.reps }
        set { draft.reps = newValue }
    }
    @inlinable public var duration: Int? {
        get { draft.duration }
        set { draft.duration = newValue }
    }
    @inlinable public var distance: Double? {
        get { draft.distance }
        set { draft.distance = newValue }
    }
    @inlinable public var distanceUnit: DistanceUnit? {
        get { draft.distanceUnit }
        set { draft.distanceUnit = newValue }
    }
    @inlinable public var kind: SetKind {
        get { draft.kind }
        set { draft.kind = newValue }
    }
    @inlinable public var rpe: Double? {
        get { draft.rpe }
        set { draft.rpe = newValue }
    }
    @inlinable public var date: Date {
        get { draft.date }
        set { draft.date = newValue }
    }
    @inlinable public var notes: String? {
        get { draft.notes }
        set { draft.notes = newValue }
    }
    @inlinable public var workoutId: String? {
        get { draft.workoutId }
        set { draft.workoutId = newValue }
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

    /// Whether `self` was logged after `other`: a later `created_at`; of sets logged together
    /// (`100x5x3`, an import), the newer date, then the greater id. The order of "the set logged
    /// last" (`PlatesStorage.lastLoggedSet`), which every store answers alike.
    public func loggedLater(than other: WorkoutSet) -> Bool {
        if createdAt != other.createdAt { return createdAt > other.createdAt }
        if date != other.date { return date > other.date }
        return other.id.utf8.lexicographicallyPrecedes(id.utf8)
    }

    enum CodingKeys: String, CodingKey {
        case id
        case createdAt = "created_at"
    }
}
