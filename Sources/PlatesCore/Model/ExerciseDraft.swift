/// A new custom exercise.
public struct ExerciseDraft: Hashable, Sendable {
    public var name: String
    public var muscleGroup: MuscleGroup
    public var exerciseType: ExerciseType
    public var defaultPRReps: Int?
    public var usesBodyWeight: Bool
    public var pinnedNote: String?

    public init(
        name: String, muscleGroup: MuscleGroup, exerciseType: ExerciseType = .strength,
        defaultPRReps: Int? = nil, usesBodyWeight: Bool = false, pinnedNote: String? = nil
    ) {
        self.name = name
        self.muscleGroup = muscleGroup
        self.exerciseType = exerciseType
        self.defaultPRReps = defaultPRReps
        self.usesBodyWeight = usesBodyWeight
        self.pinnedNote = pinnedNote
    }
}

/// A change to an exercise; `nil` fields stay as they are. Base exercises accept only
/// `pinnedNote`, `defaultPRReps`, `usesBodyWeight` and `restSeconds`.
public struct ExercisePatch: Hashable, Sendable {
    public var name: String?
    public var muscleGroup: MuscleGroup?
    public var exerciseType: ExerciseType?
    public var defaultPRReps: Int?
    public var usesBodyWeight: Bool?
    /// `.some(nil)` or `.some("")` clears the note.
    public var pinnedNote: String??
    /// `.some(nil)` puts back the default rest; `.some(0)` turns the timer off.
    public var restSeconds: Int??

    public init(
        name: String? = nil, muscleGroup: MuscleGroup? = nil, exerciseType: ExerciseType? = nil,
        defaultPRReps: Int? = nil, usesBodyWeight: Bool? = nil, pinnedNote: String?? = nil, restSeconds: Int?? = nil
    ) {
        self.name = name
        self.muscleGroup = muscleGroup
        self.exerciseType = exerciseType
        self.defaultPRReps = defaultPRReps
        self.usesBodyWeight = usesBodyWeight
        self.pinnedNote = pinnedNote
        self.restSeconds = restSeconds
    }

    /// Applies the patch as typed; `Validator.exercise` then trims and checks it.
    public func applied(to exercise: Exercise) -> Exercise {
        var e = exercise
        if let name { e.name = name }
        if let muscleGroup { e.muscleGroup = muscleGroup }
        if let exerciseType { e.exerciseType = exerciseType }
        if let defaultPRReps { e.defaultPRReps = defaultPRReps }
        if let usesBodyWeight { e.usesBodyWeight = usesBodyWeight }
        if let pinnedNote { e.pinnedNote = pinnedNote }
        if let restSeconds { e.restSeconds = restSeconds }
        return e
    }
}
