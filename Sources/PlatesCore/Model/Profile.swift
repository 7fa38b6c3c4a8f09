/// The user's settings and body-weight goal.
///
/// `currentWeight` is the latest body weight entry (so adding an entry updates it, and deleting the
/// latest one falls back to the one before); the goal keeps the unit it was entered in.
public struct Profile: Codable, Hashable, Sendable {
    /// The unit every weight is displayed in.
    public var unit: WeightUnit
    public var goalWeight: Double?
    public var goalWeightUnit: WeightUnit?
    public var currentWeight: Double?
    public var currentWeightUnit: WeightUnit?
    /// The rep target new custom exercises get for their current PR.
    public var defaultPRReps: Int

    public init(
        unit: WeightUnit = .kg, goalWeight: Double? = nil, goalWeightUnit: WeightUnit? = nil,
        currentWeight: Double? = nil, currentWeightUnit: WeightUnit? = nil, defaultPRReps: Int = 1
    ) {
        self.unit = unit
        self.goalWeight = goalWeight
        self.goalWeightUnit = goalWeight == nil ? nil : (goalWeightUnit ?? unit)
        self.currentWeight = currentWeight
        self.currentWeightUnit = currentWeight == nil ? nil : (currentWeightUnit ?? unit)
        self.defaultPRReps = defaultPRReps
    }

    enum CodingKeys: String, CodingKey {
        case unit
        case goalWeight = "goal_weight"
        case goalWeightUnit = "goal_weight_unit"
        case currentWeight = "current_weight"
        case currentWeightUnit = "current_weight_unit"
        case defaultPRReps = "default_pr_reps"
    }
}

/// A change to the profile; `nil` fields stay as they are. `clearGoal` removes the goal.
public struct ProfilePatch: Hashable, Sendable {
    public var unit: WeightUnit?
    public var goalWeight: Double?
    public var goalWeightUnit: WeightUnit?
    public var clearGoal: Bool
    public var defaultPRReps: Int?

    public init(
        unit: WeightUnit? = nil, goalWeight: Double? = nil, goalWeightUnit: WeightUnit? = nil,
        clearGoal: Bool = false, defaultPRReps: Int? = nil
    ) {
        self.unit = unit
        self.goalWeight = goalWeight
        self.goalWeightUnit = goalWeightUnit
        self.clearGoal = clearGoal
        self.defaultPRReps = defaultPRReps
    }
}

extension Profile {
    /// The settings with the latest weigh-in as the current weight (what every answer shows).
    public func weighing(_ latest: BodyWeightEntry?) -> Profile {
        var profile = self
        profile.currentWeight = latest?.weight
        profile.currentWeightUnit = latest?.unit
        return profile
    }
}
