import Foundation

// The request bodies of the REST API (SPEC 5), once: the HTTP client encodes them, the server
// decodes them, and the key names are the models' own (`SetDraft`, `Exercise`, `Profile`).
// Values are checked by the service's `Validator`, not here.

// A set to create (`POST /sets`) is a `SetDraft`; the server dates one without a date `now`.

/// Several sets in one transaction (`POST /sets/batch`: what quick-log's `100x5x3` sends).
public struct SetBatchBody: Codable, Sendable {
    public var sets: [SetDraft]
    public init(sets: [SetDraft]) { self.sets = sets }
}

/// Sets stored again as they were (`POST /sets/restore`: undo and redo).
public struct SetRestoreBody: Codable, Sendable {
    public var sets: [WorkoutSet]
    public init(sets: [WorkoutSet]) { self.sets = sets }
}

/// A change to a set (`PATCH /sets/{id}`): a present key replaces (null clears), an absent key
/// stays. The client sends every field, null included, so a cleared RPE or note is cleared.
public struct SetPatchBody: Codable, Sendable {
    public var exerciseId: String?
    public var weight: Patch<Double> = .absent
    public var weightUnit: Patch<WeightUnit> = .absent
    public var reps: Patch<Int> = .absent
    public var duration: Patch<Int> = .absent
    public var distance: Patch<Double> = .absent
    public var distanceUnit: Patch<DistanceUnit> = .absent
    public var rpe: Patch<Double> = .absent
    public var notes: Patch<String> = .absent
    public var kind: SetKind?
    public var date: Date?

    typealias CodingKeys = SetDraft.CodingKeys

    /// Every field of `d`.
    public init(replacingWith d: SetDraft) {
        exerciseId = d.exerciseId
        weight = Patch(d.weight)
        weightUnit = Patch(d.weightUnit)
        reps = Patch(d.reps)
        duration = Patch(d.duration)
        distance = Patch(d.distance)
        distanceUnit = Patch(d.distanceUnit)
        rpe = Patch(d.rpe)
        notes = Patch(d.notes)
        kind = d.kind
        date = d.date
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        exerciseId = try c.nonNull(String.self, .exerciseId)
        weight = try c.patch(.weight)
        weightUnit = try c.patch(.weightUnit)
        reps = try c.patch(.reps)
        duration = try c.patch(.duration)
        distance = try c.patch(.distance)
        distanceUnit = try c.patch(.distanceUnit)
        rpe = try c.patch(.rpe)
        notes = try c.patch(.notes)
        kind = try c.nonNull(SetKind.self, .kind)
        date = try c.nonNull(Date.self, .date)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(exerciseId, forKey: .exerciseId)
        try c.encode(weight, forKey: .weight)
        try c.encode(weightUnit, forKey: .weightUnit)
        try c.encode(reps, forKey: .reps)
        try c.encode(duration, forKey: .duration)
        try c.encode(distance, forKey: .distance)
        try c.encode(distanceUnit, forKey: .distanceUnit)
        try c.encode(rpe, forKey: .rpe)
        try c.encode(notes, forKey: .notes)
        try c.encodeIfPresent(kind, forKey: .kind)
        try c.encodeIfPresent(date, forKey: .date)
    }

    public func applied(to d: SetDraft) -> SetDraft {
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

/// An exercise to create (`POST /exercises`): a strength exercise without body weight unless
/// the body says otherwise.
public struct ExerciseBody: Codable, Sendable {
    public var name: String
    public var muscleGroup: MuscleGroup
    public var exerciseType: ExerciseType?
    public var defaultPRReps: Int?
    public var usesBodyWeight: Bool?
    public var pinnedNote: String?

    typealias CodingKeys = Exercise.CodingKeys

    public init(_ d: ExerciseDraft) {
        name = d.name
        muscleGroup = d.muscleGroup
        exerciseType = d.exerciseType
        defaultPRReps = d.defaultPRReps
        usesBodyWeight = d.usesBodyWeight
        pinnedNote = d.pinnedNote
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        muscleGroup = try c.decode(MuscleGroup.self, forKey: .muscleGroup)
        exerciseType = try c.nonNull(ExerciseType.self, .exerciseType)
        defaultPRReps = try c.nonNull(Int.self, .defaultPRReps)
        usesBodyWeight = try c.nonNull(Bool.self, .usesBodyWeight)
        pinnedNote = try c.nonNull(String.self, .pinnedNote)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(muscleGroup, forKey: .muscleGroup)
        try c.encodeIfPresent(exerciseType, forKey: .exerciseType)
        try c.encodeIfPresent(defaultPRReps, forKey: .defaultPRReps)
        try c.encodeIfPresent(usesBodyWeight, forKey: .usesBodyWeight)
        try c.encodeIfPresent(pinnedNote, forKey: .pinnedNote)
    }

    public var draft: ExerciseDraft {
        ExerciseDraft(
            name: name, muscleGroup: muscleGroup, exerciseType: exerciseType ?? .strength,
            defaultPRReps: defaultPRReps, usesBodyWeight: usesBodyWeight ?? false, pinnedNote: pinnedNote)
    }
}

/// A change to an exercise (`PATCH /exercises/{id}`): present keys replace; a null note clears it.
public struct ExercisePatchBody: Codable, Sendable {
    public var patch: ExercisePatch

    typealias CodingKeys = Exercise.CodingKeys

    public init(_ patch: ExercisePatch) { self.patch = patch }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        patch = ExercisePatch(
            name: try c.nonNull(String.self, .name),
            muscleGroup: try c.nonNull(MuscleGroup.self, .muscleGroup),
            exerciseType: try c.nonNull(ExerciseType.self, .exerciseType),
            defaultPRReps: try c.nonNull(Int.self, .defaultPRReps),
            usesBodyWeight: try c.nonNull(Bool.self, .usesBodyWeight),
            pinnedNote: (try c.patch(.pinnedNote) as Patch<String>).change,
            restSeconds: (try c.patch(.restSeconds) as Patch<Int>).change)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(patch.name, forKey: .name)
        try c.encodeIfPresent(patch.muscleGroup, forKey: .muscleGroup)
        try c.encodeIfPresent(patch.exerciseType, forKey: .exerciseType)
        try c.encodeIfPresent(patch.defaultPRReps, forKey: .defaultPRReps)
        try c.encodeIfPresent(patch.usesBodyWeight, forKey: .usesBodyWeight)
        if let note = patch.pinnedNote { try c.encode(Patch(note), forKey: .pinnedNote) }
        if let rest = patch.restSeconds { try c.encode(Patch(rest), forKey: .restSeconds) }
    }
}

/// `POST /exercises/{id}/merge`: the exercise that receives the sets.
public struct ExerciseMergeBody: Codable, Sendable {
    public var into: String
    public init(into: String) { self.into = into }
}

/// A weigh-in (`POST /body-weight`; unit: the profile's, date: now, when left out) or a change to
/// one (`PATCH /body-weight/{id}`: present keys replace, a null note clears it).
public struct BodyWeightBody: Codable, Sendable {
    public var weight: Double?
    public var unit: WeightUnit?
    public var date: Date?
    public var notes: Patch<String> = .absent

    enum CodingKeys: String, CodingKey { case weight, unit, date, notes }

    /// Every field of `d`.
    public init(_ d: BodyWeightDraft) {
        weight = d.weight
        unit = d.unit
        date = d.date
        notes = Patch(d.notes)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        weight = try c.nonNull(Double.self, .weight)
        unit = try c.nonNull(WeightUnit.self, .unit)
        date = try c.nonNull(Date.self, .date)
        notes = try c.patch(.notes)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(weight, forKey: .weight)
        try c.encodeIfPresent(unit, forKey: .unit)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encode(notes, forKey: .notes)
    }

    public func applied(to d: BodyWeightDraft) -> BodyWeightDraft {
        var d = d
        if let weight { d.weight = weight }
        if let unit { d.unit = unit }
        if let date { d.date = date }
        if let v = notes.change { d.notes = v }
        return d
    }
}

/// A change to the settings (`PATCH /profile`): present keys replace; a null goal clears it.
public struct ProfilePatchBody: Codable, Sendable {
    public var patch: ProfilePatch

    typealias CodingKeys = Profile.CodingKeys

    public init(_ patch: ProfilePatch) { self.patch = patch }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let goal: Patch<Double> = try c.patch(.goalWeight)
        patch = ProfilePatch(
            unit: try c.nonNull(WeightUnit.self, .unit), goalWeight: goal.value,
            goalWeightUnit: try c.nonNull(WeightUnit.self, .goalWeightUnit),
            clearGoal: { if case .null = goal { true } else { false } }(),
            defaultPRReps: try c.nonNull(Int.self, .defaultPRReps),
            barKg: try c.patch(.barKg), platesKg: try c.patch(.platesKg), barLb: try c.patch(.barLb), platesLb: try c.patch(.platesLb),
            restAlert: try c.nonNull(RestAlert.self, .restAlert), weeklyGoal: try c.nonNull(Int.self, .weeklyGoal))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(patch.unit, forKey: .unit)
        let goal: Patch<Double> = patch.clearGoal ? .null : patch.goalWeight.map(Patch.value) ?? .absent
        try c.encode(goal, forKey: .goalWeight)
        try c.encodeIfPresent(patch.goalWeightUnit, forKey: .goalWeightUnit)
        try c.encodeIfPresent(patch.defaultPRReps, forKey: .defaultPRReps)
        try c.encode(patch.barKg, forKey: .barKg)
        try c.encode(patch.platesKg, forKey: .platesKg)
        try c.encode(patch.barLb, forKey: .barLb)
        try c.encode(patch.platesLb, forKey: .platesLb)
        try c.encodeIfPresent(patch.restAlert, forKey: .restAlert)
        try c.encodeIfPresent(patch.weeklyGoal, forKey: .weeklyGoal)
    }
}

/// `POST /auth/signup` (with a name, optionally) and `POST /auth/login`.
public struct AccountBody: Codable, Sendable {
    public var email: String
    public var password: String
    public var name: String?
    /// A sign-up's invite code, on a server that takes new accounts by invitation.
    public var invite: String?

    public init(email: String, password: String, name: String? = nil, invite: String? = nil) {
        self.email = email
        self.password = password
        self.name = name
        self.invite = invite
    }
}

/// `POST /auth/refresh` and `POST /auth/logout`.
public struct RefreshBody: Codable, Sendable {
    public var refreshToken: String
    enum CodingKeys: String, CodingKey { case refreshToken = "refresh_token" }
    public init(refreshToken: String) { self.refreshToken = refreshToken }
}
