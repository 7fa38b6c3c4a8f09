import Foundation

/// `GET /workouts/current`: the open workout, absent when none is.
public struct CurrentWorkout: Codable, Sendable, Hashable {
    public var workout: Workout?

    public init(workout: Workout?) { self.workout = workout }
}

/// `GET /workouts/{id}/plan`: the walk, absent for a workout without a routine.
public struct PlanAnswer: Codable, Sendable, Hashable {
    public var plan: WorkoutPlan?

    public init(plan: WorkoutPlan?) { self.plan = plan }
}

/// `PATCH /workouts/{id}`: keys present replace, null clears (notes, finished_at: reopens).
public struct WorkoutPatchBody: Codable, Sendable {
    public var name: String?
    public var notes: Patch<String> = .absent
    public var startedAt: Date?
    public var finishedAt: Patch<Date> = .absent

    enum CodingKeys: String, CodingKey {
        case name, notes
        case startedAt = "started_at"
        case finishedAt = "finished_at"
    }

    public init(_ patch: WorkoutPatch) {
        name = patch.name
        notes = patch.notes.map(Patch.init) ?? .absent
        startedAt = patch.startedAt
        finishedAt = patch.finishedAt.map(Patch.init) ?? .absent
    }

    public var patch: WorkoutPatch {
        WorkoutPatch(name: name, notes: notes.change, startedAt: startedAt, finishedAt: finishedAt.change)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.nonNull(String.self, .name)
        notes = try c.patch(.notes)
        startedAt = try c.nonNull(Date.self, .startedAt)
        finishedAt = try c.patch(.finishedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encode(notes, forKey: .notes)
        try c.encodeIfPresent(startedAt, forKey: .startedAt)
        try c.encode(finishedAt, forKey: .finishedAt)
    }
}

/// `POST /sets/move`: the sets go into `workout_id`; null or absent takes them out of any.
public struct MoveSetsBody: Codable, Sendable {
    public var setIds: [String]
    public var workoutId: String?

    enum CodingKeys: String, CodingKey {
        case setIds = "set_ids"
        case workoutId = "workout_id"
    }

    public init(setIds: [String], workoutId: String?) {
        self.setIds = setIds
        self.workoutId = workoutId
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(setIds, forKey: .setIds)
        try c.encode(workoutId, forKey: .workoutId)  // null said, not left out: "out of any workout"
    }
}

/// `PATCH /routines/{id}`: name, notes (null clears) and entries (the whole list) as given.
public struct RoutinePatchBody: Codable, Sendable {
    public var name: String?
    public var notes: Patch<String> = .absent
    public var entries: [RoutineEntry]?

    enum CodingKeys: String, CodingKey { case name, notes, entries }

    public init(_ draft: RoutineDraft) {
        name = draft.name
        notes = Patch(draft.notes)
        entries = draft.entries
    }

    public func applied(to routine: Routine) -> RoutineDraft {
        RoutineDraft(
            name: name ?? routine.name, notes: notes.change ?? routine.notes, entries: entries ?? routine.entries)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.nonNull(String.self, .name)
        notes = try c.patch(.notes)
        entries = try c.nonNull([RoutineEntry].self, .entries)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encode(notes, forKey: .notes)
        try c.encodeIfPresent(entries, forKey: .entries)
    }
}
