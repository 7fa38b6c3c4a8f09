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
    /// The bar and plates the plate calculator uses, per unit (`PlateInventory`'s text form,
    /// `25 20 15 10 5 2.5 1.25`); nil: the standard ones.
    public var barKg: Double?
    public var platesKg: String?
    public var barLb: Double?
    public var platesLb: String?
    /// The rest timer's alarm at zero; nil: `.bell` (bell and flash).
    public var restAlert: RestAlert?
    /// Sessions a week that keep the run of weeks going (the dashboard's consistency card,
    /// `plates report`); nil: `WeekStreak.defaultGoal`.
    public var weeklyGoal: Int?

    public init(
        unit: WeightUnit = .kg, goalWeight: Double? = nil, goalWeightUnit: WeightUnit? = nil,
        currentWeight: Double? = nil, currentWeightUnit: WeightUnit? = nil, defaultPRReps: Int = 1,
        barKg: Double? = nil, platesKg: String? = nil, barLb: Double? = nil, platesLb: String? = nil, restAlert: RestAlert? = nil,
        weeklyGoal: Int? = nil
    ) {
        self.unit = unit
        self.goalWeight = goalWeight
        self.goalWeightUnit = goalWeight == nil ? nil : (goalWeightUnit ?? unit)
        self.currentWeight = currentWeight
        self.currentWeightUnit = currentWeight == nil ? nil : (currentWeightUnit ?? unit)
        self.defaultPRReps = defaultPRReps
        self.barKg = barKg
        self.platesKg = platesKg
        self.barLb = barLb
        self.platesLb = platesLb
        self.restAlert = restAlert
        self.weeklyGoal = weeklyGoal
    }

    enum CodingKeys: String, CodingKey {
        case unit
        case goalWeight = "goal_weight"
        case goalWeightUnit = "goal_weight_unit"
        case currentWeight = "current_weight"
        case currentWeightUnit = "current_weight_unit"
        case defaultPRReps = "default_pr_reps"
        case barKg = "bar_kg"
        case platesKg = "plates_kg"
        case barLb = "bar_lb"
        case platesLb = "plates_lb"
        case restAlert = "rest_alert"
        case weeklyGoal = "weekly_goal"
    }

    /// Sessions a week that keep the run of weeks going.
    public var sessionsGoal: Int { weeklyGoal ?? WeekStreak.defaultGoal }

    /// The alarm the rest timer sounds at zero.
    public var alert: RestAlert { restAlert ?? .bell }

    /// The bar and plates for weights in `unit`: the settings', or the standard ones.
    public func inventory(_ unit: WeightUnit) -> PlateInventory {
        var inventory = PlateInventory.standard(unit)
        let (bar, plates) = unit == .kg ? (barKg, platesKg) : (barLb, platesLb)
        if let bar { inventory.bar = bar }
        if let plates, let parsed = try? PlateInventory.parsePlates(plates) {
            inventory = PlateInventory(unit: unit, bar: inventory.bar, plates: parsed)
        }
        return inventory
    }

    /// Keeps `inventory` as the one for its unit; the standard one is kept as nil (so a change
    /// to the standard plates reaches everyone who never set theirs).
    public mutating func setInventory(_ inventory: PlateInventory) {
        let standard = PlateInventory.standard(inventory.unit)
        let bar = inventory.bar == standard.bar ? nil : inventory.bar
        let plates = inventory.plates == standard.plates ? nil : inventory.platesText
        if inventory.unit == .kg { (barKg, platesKg) = (bar, plates) } else { (barLb, platesLb) = (bar, plates) }
    }
}

/// A change to the profile; `nil` fields stay as they are. `clearGoal` removes the goal.
public struct ProfilePatch: Hashable, Sendable {
    public var unit: WeightUnit?
    public var goalWeight: Double?
    public var goalWeightUnit: WeightUnit?
    public var clearGoal: Bool
    public var defaultPRReps: Int?
    /// A unit's bar and plates: `.null` puts back the standard ones.
    public var barKg: Patch<Double>
    public var platesKg: Patch<String>
    public var barLb: Patch<Double>
    public var platesLb: Patch<String>
    public var restAlert: RestAlert?
    public var weeklyGoal: Int?

    public init(
        unit: WeightUnit? = nil, goalWeight: Double? = nil, goalWeightUnit: WeightUnit? = nil,
        clearGoal: Bool = false, defaultPRReps: Int? = nil,
        barKg: Patch<Double> = .absent, platesKg: Patch<String> = .absent, barLb: Patch<Double> = .absent, platesLb: Patch<String> = .absent,
        restAlert: RestAlert? = nil, weeklyGoal: Int? = nil
    ) {
        self.unit = unit
        self.goalWeight = goalWeight
        self.goalWeightUnit = goalWeightUnit
        self.clearGoal = clearGoal
        self.defaultPRReps = defaultPRReps
        self.barKg = barKg
        self.platesKg = platesKg
        self.barLb = barLb
        self.platesLb = platesLb
        self.restAlert = restAlert
        self.weeklyGoal = weeklyGoal
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
