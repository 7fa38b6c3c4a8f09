import Foundation
import PlatesCore

/// Request bodies the client sends. PATCH bodies write every field, `null` included, because
/// the server keeps what a PATCH leaves out (and a cleared RPE or note must be cleared).
struct SetPatchBody: Encodable {
    var draft: SetDraft

    enum CodingKeys: String, CodingKey {
        case weight, reps, duration, distance, kind, rpe, date, notes
        case exerciseId = "exercise_id"
        case weightUnit = "weight_unit"
        case distanceUnit = "distance_unit"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(draft.exerciseId, forKey: .exerciseId)
        try c.encode(draft.weight, forKey: .weight)
        try c.encode(draft.weightUnit, forKey: .weightUnit)
        try c.encode(draft.reps, forKey: .reps)
        try c.encode(draft.duration, forKey: .duration)
        try c.encode(draft.distance, forKey: .distance)
        try c.encode(draft.distanceUnit, forKey: .distanceUnit)
        try c.encode(draft.kind, forKey: .kind)
        try c.encode(draft.rpe, forKey: .rpe)
        try c.encode(draft.date, forKey: .date)
        try c.encode(draft.notes, forKey: .notes)
    }
}

struct SetBatchBody: Encodable {
    var sets: [SetDraft]
}

struct SetRestoreBody: Encodable {
    var sets: [WorkoutSet]
}

struct ExerciseCreateBody: Encodable {
    var draft: ExerciseDraft

    enum CodingKeys: String, CodingKey {
        case name
        case muscleGroup = "muscle_group"
        case exerciseType = "exercise_type"
        case defaultPRReps = "default_pr_reps"
        case usesBodyWeight = "uses_body_weight"
        case pinnedNote = "pinned_note"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(draft.name, forKey: .name)
        try c.encode(draft.muscleGroup, forKey: .muscleGroup)
        try c.encode(draft.exerciseType, forKey: .exerciseType)
        try c.encodeIfPresent(draft.defaultPRReps, forKey: .defaultPRReps)
        try c.encode(draft.usesBodyWeight, forKey: .usesBodyWeight)
        try c.encodeIfPresent(draft.pinnedNote, forKey: .pinnedNote)
    }
}

struct ExercisePatchBody: Encodable {
    var patch: ExercisePatch

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ExerciseCreateBody.CodingKeys.self)
        try c.encodeIfPresent(patch.name, forKey: .name)
        try c.encodeIfPresent(patch.muscleGroup, forKey: .muscleGroup)
        try c.encodeIfPresent(patch.exerciseType, forKey: .exerciseType)
        try c.encodeIfPresent(patch.defaultPRReps, forKey: .defaultPRReps)
        try c.encodeIfPresent(patch.usesBodyWeight, forKey: .usesBodyWeight)
        if let note = patch.pinnedNote { try c.encode(note, forKey: .pinnedNote) }
    }
}

struct BodyWeightBody: Encodable {
    var draft: BodyWeightDraft

    enum CodingKeys: String, CodingKey { case weight, unit, date, notes }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(draft.weight, forKey: .weight)
        try c.encode(draft.unit, forKey: .unit)
        try c.encode(draft.date, forKey: .date)
        try c.encode(draft.notes, forKey: .notes)
    }
}

struct ProfilePatchBody: Encodable {
    var patch: ProfilePatch

    enum CodingKeys: String, CodingKey {
        case unit
        case goalWeight = "goal_weight"
        case goalWeightUnit = "goal_weight_unit"
        case defaultPRReps = "default_pr_reps"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(patch.unit, forKey: .unit)
        if patch.clearGoal { try c.encodeNil(forKey: .goalWeight) } else { try c.encodeIfPresent(patch.goalWeight, forKey: .goalWeight) }
        try c.encodeIfPresent(patch.goalWeightUnit, forKey: .goalWeightUnit)
        try c.encodeIfPresent(patch.defaultPRReps, forKey: .defaultPRReps)
    }
}

struct AuthBody: Encodable {
    var email: String
    var password: String
    var name: String?
}

struct RefreshBody: Encodable {
    var refreshToken: String
    enum CodingKeys: String, CodingKey { case refreshToken = "refresh_token" }
}

/// What sign-up, log-in and refresh answer (the fields the client keeps).
struct SessionReply: Decodable {
    var accessToken: String
    var refreshToken: String
    var user: User

    struct User: Decodable { var email: String }

    enum CodingKeys: String, CodingKey {
        case user
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
    }
}

/// `POST /exercises/{id}/merge`.
struct ExerciseMergeBody: Encodable {
    var into: String
}
