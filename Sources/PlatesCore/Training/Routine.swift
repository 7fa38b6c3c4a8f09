import Foundation

/// A named plan (SPEC 8): exercises in order, each with its planned sets. Shipped routines
/// (`ShippedRoutines`) are the same shape, read-only and marked `isShipped`.
public struct Routine: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var notes: String?
    public var entries: [RoutineEntry]
    public var isShipped: Bool
    public var createdAt: Date

    public init(id: String, name: String, notes: String? = nil, entries: [RoutineEntry], isShipped: Bool = false, createdAt: Date) {
        self.id = id
        self.name = name
        self.notes = notes
        self.entries = entries
        self.isShipped = isShipped
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey {
        case id, name, notes, entries
        case isShipped = "is_shipped"
        case createdAt = "created_at"
    }
}

/// One exercise of a routine and its planned work sets: `5×5 @ 100 kg`, `3×8–12`, `3×60 s`,
/// `1×5 km`.
public struct RoutineEntry: Codable, Hashable, Sendable {
    public var exerciseId: String
    public var sets: Int
    /// Reps, or the low end of a range (nil for holds and cardio).
    public var reps: Int?
    /// The high end of a rep range (`8–12`), nil for a fixed count.
    public var repsMax: Int?
    /// The planned weight; nil: what was done last time (or the empty bar, the first time).
    public var weight: Double?
    public var weightUnit: WeightUnit?
    /// Seconds, for holds (and cardio).
    public var duration: Int?
    /// For cardio, with or without a time (`8×400 m`, `1×5 km`).
    public var distance: Double?
    public var distanceUnit: DistanceUnit?
    /// The warm-up ramp (ctrl+r) is offered before the first work set.
    public var warmUps: Bool
    /// Entries with the same group, next to each other, are a superset: their sets alternate.
    public var group: Int?

    public init(
        exerciseId: String, sets: Int, reps: Int? = nil, repsMax: Int? = nil, weight: Double? = nil,
        weightUnit: WeightUnit? = nil, duration: Int? = nil, distance: Double? = nil, distanceUnit: DistanceUnit? = nil,
        warmUps: Bool = false, group: Int? = nil
    ) {
        self.exerciseId = exerciseId
        self.sets = sets
        self.reps = reps
        self.repsMax = repsMax
        self.weight = weight
        self.weightUnit = weight == nil ? nil : weightUnit
        self.duration = duration
        self.distance = distance
        self.distanceUnit = distance == nil ? nil : (distanceUnit ?? .km)
        self.warmUps = warmUps
        self.group = group
    }

    enum CodingKeys: String, CodingKey {
        case sets, reps, weight, duration, distance, group
        case distanceUnit = "distance_unit"
        case exerciseId = "exercise_id"
        case repsMax = "reps_max"
        case weightUnit = "weight_unit"
        case warmUps = "warm_ups"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            exerciseId: try c.decode(String.self, forKey: .exerciseId), sets: try c.decode(Int.self, forKey: .sets),
            reps: try c.decodeIfPresent(Int.self, forKey: .reps), repsMax: try c.decodeIfPresent(Int.self, forKey: .repsMax),
            weight: try c.decodeIfPresent(Double.self, forKey: .weight),
            weightUnit: try c.decodeIfPresent(WeightUnit.self, forKey: .weightUnit),
            duration: try c.decodeIfPresent(Int.self, forKey: .duration),
            distance: try c.decodeIfPresent(Double.self, forKey: .distance),
            distanceUnit: try c.decodeIfPresent(DistanceUnit.self, forKey: .distanceUnit),
            warmUps: try c.decodeIfPresent(Bool.self, forKey: .warmUps) ?? false,
            group: try c.decodeIfPresent(Int.self, forKey: .group))
    }
}

/// What creates or replaces a routine: a name and its entries.
public struct RoutineDraft: Codable, Hashable, Sendable {
    public var name: String
    public var notes: String?
    public var entries: [RoutineEntry]

    public init(name: String, notes: String? = nil, entries: [RoutineEntry]) {
        self.name = name
        self.notes = notes
        self.entries = entries
    }
}

extension RoutineEntry {
    /// A routine's entries as stores keep them: one JSON array, keys sorted.
    public static func storedJSON(_ entries: [RoutineEntry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Plain numbers, strings and booleans: encoding cannot fail.
        return String(decoding: try! encoder.encode(entries), as: UTF8.self)
    }

    /// What `storedJSON` wrote; a document this version cannot read is `.decoding`.
    public static func stored(_ json: String) throws(PlatesError) -> [RoutineEntry] {
        do {
            return try JSONDecoder().decode([RoutineEntry].self, from: Data(json.utf8))
        } catch {
            throw .decoding("a stored routine (\(error))")
        }
    }
}
