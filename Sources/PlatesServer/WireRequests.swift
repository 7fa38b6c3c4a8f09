import Foundation
import PlatesCore

/// Request bodies of the API (snake_case, SPEC 5). Values are checked by PlatesCore's `Validator`
/// in the backend; here only shapes and the auth fields.
struct SignUpRequest: Decodable, Sendable {
    var email: String
    var password: String
    var name: String?

    /// E-mail 3–254 characters with one @; password 8–1,024 characters; name up to 100.
    func validated() throws(PlatesError) -> SignUpRequest {
        var r = self
        r.email = email.trimmingCharacters(in: .whitespaces)
        let parts = r.email.split(separator: "@", omittingEmptySubsequences: false)
        guard (3...254).contains(r.email.count), parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            !r.email.contains(where: { $0.isWhitespace || $0.isNewline || ($0.asciiValue.map { $0 < 32 } ?? false) })
        else {
            throw .validation("Enter a valid e-mail address.", field: "email")
        }
        guard (8...1024).contains(password.count) else {
            throw .validation("The password needs 8 to 1,024 characters.", field: "password")
        }
        r.name = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        if r.name?.isEmpty == true { r.name = nil }
        if let n = r.name, n.count > 100 || n.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) }) {
            throw .validation("The name needs at most 100 characters and no control characters.", field: "name")
        }
        return r
    }
}

struct LogInRequest: Decodable, Sendable {
    var email: String
    var password: String
}

struct RefreshRequest: Decodable, Sendable {
    var refreshToken: String
    enum CodingKeys: String, CodingKey { case refreshToken = "refresh_token" }
}

struct ExerciseCreateRequest: Decodable, Sendable {
    var name: String
    var muscleGroup: MuscleGroup
    var exerciseType: ExerciseType?
    var defaultPRReps: Int?
    var usesBodyWeight: Bool?
    var pinnedNote: String?

    enum CodingKeys: String, CodingKey {
        case name
        case muscleGroup = "muscle_group"
        case exerciseType = "exercise_type"
        case defaultPRReps = "default_pr_reps"
        case usesBodyWeight = "uses_body_weight"
        case pinnedNote = "pinned_note"
    }

    var draft: ExerciseDraft {
        ExerciseDraft(
            name: name, muscleGroup: muscleGroup, exerciseType: exerciseType ?? .strength,
            defaultPRReps: defaultPRReps, usesBodyWeight: usesBodyWeight ?? false, pinnedNote: pinnedNote)
    }
}

struct ExercisePatchRequest: Decodable, Sendable {
    var patch: ExercisePatch

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ExerciseCreateRequest.CodingKeys.self)
        patch = ExercisePatch(
            name: try c.decodeIfPresent(String.self, forKey: .name),
            muscleGroup: try c.decodeIfPresent(MuscleGroup.self, forKey: .muscleGroup),
            exerciseType: try c.decodeIfPresent(ExerciseType.self, forKey: .exerciseType),
            defaultPRReps: try c.decodeIfPresent(Int.self, forKey: .defaultPRReps),
            usesBodyWeight: try c.decodeIfPresent(Bool.self, forKey: .usesBodyWeight),
            pinnedNote: (try c.patch(.pinnedNote) as Patch<String>).change)
    }
}

/// A set to create: the fields of `SetDraft`; `date` defaults to now.
struct SetCreateRequest: Decodable, Sendable {
    var exerciseId: String
    var weight: Double?
    var weightUnit: WeightUnit?
    var reps: Int?
    var duration: Int?
    var distance: Double?
    var distanceUnit: DistanceUnit?
    var kind: SetKind?
    var rpe: Double?
    var date: Date?
    var notes: String?

    enum CodingKeys: String, CodingKey {
        case weight, reps, duration, distance, kind, rpe, date, notes
        case exerciseId = "exercise_id"
        case weightUnit = "weight_unit"
        case distanceUnit = "distance_unit"
    }

    func draft(now: Date) -> SetDraft {
        SetDraft(
            exerciseId: exerciseId, weight: weight, weightUnit: weightUnit, reps: reps, duration: duration,
            distance: distance, distanceUnit: distanceUnit, kind: kind ?? .normal, rpe: rpe, date: date ?? now, notes: notes)
    }
}

/// Several sets in one transaction (`POST /sets/batch`, what quick-log's `100x5x3` sends).
struct SetBatchRequest: Decodable, Sendable {
    var sets: [SetCreateRequest]
}

/// Deleted sets stored again as they were (`POST /sets/restore`: the TUI's undo and redo).
struct SetRestoreRequest: Decodable, Sendable {
    var sets: [WorkoutSet]
}

/// `POST /exercises/restore`: an exercise and its sets, as `DELETE /exercises/{id}` answered them.
struct ExerciseRestoreRequest: Decodable, Sendable {
    var exercise: Exercise
    var sets: [WorkoutSet]

    var removal: ExerciseRemoval { ExerciseRemoval(exercise: exercise, sets: sets) }
}

/// `POST /exercises/{id}/merge`: the exercise that receives the sets.
struct ExerciseMergeRequest: Decodable, Sendable {
    var into: String
}

/// A change to a set: present keys replace (null clears), absent keys stay.
struct SetPatchRequest: Decodable, Sendable {
    var exerciseId: String?
    var weight: Patch<Double>, weightUnit: Patch<WeightUnit>, reps: Patch<Int>, duration: Patch<Int>
    var distance: Patch<Double>, distanceUnit: Patch<DistanceUnit>, rpe: Patch<Double>, notes: Patch<String>
    var kind: SetKind?
    var date: Date?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SetCreateRequest.CodingKeys.self)
        exerciseId = try c.decodeIfPresent(String.self, forKey: .exerciseId)
        weight = try c.patch(.weight)
        weightUnit = try c.patch(.weightUnit)
        reps = try c.patch(.reps)
        duration = try c.patch(.duration)
        distance = try c.patch(.distance)
        distanceUnit = try c.patch(.distanceUnit)
        rpe = try c.patch(.rpe)
        notes = try c.patch(.notes)
        kind = try c.decodeIfPresent(SetKind.self, forKey: .kind)
        date = try c.decodeIfPresent(Date.self, forKey: .date)
    }

    func applied(to d: SetDraft) -> SetDraft {
        var d = d
        if let exerciseId { d.exerciseId = exerciseId }
        if let v = weight.change { d.weight = v }
        if let v = weightUnit.change { d.weightUnit = v }
        if let v = reps.change { d.reps = v }
        if let v = duration.change { d.duration = v }
        if let v = distance.change { d.distance = v }
        if let v = distanceUnit.change { d.distanceUnit = v }
        if let v = rpe.change { d.rpe = v }
        if let v = notes.change { d.notes = v }
        if let kind { d.kind = kind }
        if let date { d.date = date }
        return d
    }
}

struct BodyWeightCreateRequest: Decodable, Sendable {
    var weight: Double
    var unit: WeightUnit?
    var date: Date?
    var notes: String?
}

struct BodyWeightPatchRequest: Decodable, Sendable {
    var weight: Double?
    var unit: WeightUnit?
    var date: Date?
    var notes: Patch<String>

    enum CodingKeys: String, CodingKey { case weight, unit, date, notes }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        weight = try c.decodeIfPresent(Double.self, forKey: .weight)
        unit = try c.decodeIfPresent(WeightUnit.self, forKey: .unit)
        date = try c.decodeIfPresent(Date.self, forKey: .date)
        notes = try c.patch(.notes)
    }

    func applied(to d: BodyWeightDraft) -> BodyWeightDraft {
        var d = d
        if let weight { d.weight = weight }
        if let unit { d.unit = unit }
        if let date { d.date = date }
        if let v = notes.change { d.notes = v }
        return d
    }
}

struct ProfilePatchRequest: Decodable, Sendable {
    var patch: ProfilePatch

    enum CodingKeys: String, CodingKey {
        case unit
        case goalWeight = "goal_weight"
        case goalWeightUnit = "goal_weight_unit"
        case defaultPRReps = "default_pr_reps"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let goal: Patch<Double> = try c.patch(.goalWeight)
        patch = ProfilePatch(
            unit: try c.decodeIfPresent(WeightUnit.self, forKey: .unit), goalWeight: goal.value,
            goalWeightUnit: try c.decodeIfPresent(WeightUnit.self, forKey: .goalWeightUnit),
            clearGoal: { if case .null = goal { true } else { false } }(),
            defaultPRReps: try c.decodeIfPresent(Int.self, forKey: .defaultPRReps))
    }
}
