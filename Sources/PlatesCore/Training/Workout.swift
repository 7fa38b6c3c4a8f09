import Foundation

/// A training session (SPEC 8): started from a routine, empty, or by the command line; open
/// (`finishedAt` nil) while training. Its sets name it (`SetDraft.workoutId`). A day's sets that
/// no workout holds form that day's workout implicitly (`WorkoutDay`); only started ones are stored.
public struct Workout: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var notes: String?
    public var startedAt: Date
    public var finishedAt: Date?
    /// The routine it was started from (a shipped routine's id too); nil for an empty workout.
    public var routineId: String?
    public var createdAt: Date

    public init(
        id: String, name: String, notes: String? = nil, startedAt: Date, finishedAt: Date? = nil,
        routineId: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.notes = notes
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.routineId = routineId
        self.createdAt = createdAt
    }

    public var isOpen: Bool { finishedAt == nil }

    /// Finished − started; while open, up to `now`. Never negative.
    public func duration(now: Date) -> TimeInterval {
        max(0, (finishedAt ?? now).timeIntervalSince(startedAt))
    }

    enum CodingKeys: String, CodingKey {
        case id, name, notes
        case startedAt = "started_at"
        case finishedAt = "finished_at"
        case routineId = "routine_id"
        case createdAt = "created_at"
    }
}

/// What starts a workout (`plates workout start`, the TUI's workout picker, the API).
public struct WorkoutDraft: Codable, Hashable, Sendable {
    /// Blank: the routine's name, or "Workout".
    public var name: String?
    public var notes: String?
    public var routineId: String?
    /// Nil: now.
    public var startedAt: Date?

    public init(name: String? = nil, notes: String? = nil, routineId: String? = nil, startedAt: Date? = nil) {
        self.name = name
        self.notes = notes
        self.routineId = routineId
        self.startedAt = startedAt
    }

    enum CodingKeys: String, CodingKey {
        case name, notes
        case routineId = "routine_id"
        case startedAt = "started_at"
    }
}

/// A change to a workout: each field given replaces the stored one.
public struct WorkoutPatch: Hashable, Sendable {
    public var name: String?
    public var notes: String??
    public var startedAt: Date?
    public var finishedAt: Date??

    public init(name: String? = nil, notes: String?? = nil, startedAt: Date? = nil, finishedAt: Date?? = nil) {
        self.name = name
        self.notes = notes
        self.startedAt = startedAt
        self.finishedAt = finishedAt
    }
}

/// A workout with its sets, oldest first, and what they add up to.
public struct WorkoutDetail: Codable, Hashable, Sendable {
    public var workout: Workout
    public var sets: [WorkoutSet]

    public init(workout: Workout, sets: [WorkoutSet]) {
        self.workout = workout
        self.sets = sets
    }
}
