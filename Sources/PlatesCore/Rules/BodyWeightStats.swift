import Foundation

/// Body weight at a glance (SPEC 3), every value in the display unit.
public struct BodyWeightStats: Codable, Hashable, Sendable {
    public var unit: WeightUnit
    /// The first entry ever.
    public var starting: Double?
    /// The latest entry.
    public var current: Double?
    /// current − starting.
    public var change: Double?
    public var goal: Double?
    /// Whether the change moves toward the goal (nil without a goal or with fewer than two entries).
    public var isProgressGood: Bool?
    public var entryCount: Int

    /// How the change stands to the goal, in words; nil when not judged. A weight that has not
    /// moved is not toward the goal, and not away from it either.
    public var goalVerdict: String? {
        guard let good = isProgressGood else { return nil }
        if good { return "toward goal" }
        return abs(change ?? 0) < 1e-9 ? "not toward goal" : "away from goal"
    }

    enum CodingKeys: String, CodingKey {
        case unit, starting, current, change, goal
        case isProgressGood = "is_progress_good"
        case entryCount = "entry_count"
    }

    public init(
        unit: WeightUnit, starting: Double?, current: Double?, change: Double?, goal: Double?,
        isProgressGood: Bool?, entryCount: Int
    ) {
        self.unit = unit
        self.starting = starting
        self.current = current
        self.change = change
        self.goal = goal
        self.isProgressGood = isProgressGood
        self.entryCount = entryCount
    }

    /// From the first and latest entries, the goal and the unit to show them in.
    /// A value entered in `unit` stays exact; others are converted.
    public static func make(first: BodyWeightEntry?, latest: BodyWeightEntry?, count: Int, profile: Profile) -> BodyWeightStats {
        let unit = profile.unit
        func inUnit(_ e: BodyWeightEntry?) -> Double? { e.map { $0.unit.convert($0.weight, to: unit) } }
        let starting = inUnit(first)
        let current = inUnit(latest)
        let goal = profile.goalWeight.map { (profile.goalWeightUnit ?? unit).convert($0, to: unit) }
        let change = starting.flatMap { s in current.map { $0 - s } }
        var good: Bool?
        // One weigh-in has no change yet to judge: the first entry after setting a goal showed
        // "±0 kg ✗", as if the lifter had failed at it.
        if let starting, let goal, let change, count > 1 {
            let direction = goal - starting
            good = abs(direction) < 1e-9 ? abs(change) < 1e-9 : change * direction > 0
        }
        return BodyWeightStats(
            unit: unit, starting: starting, current: current, change: change, goal: goal,
            isProgressGood: good, entryCount: count)
    }

    /// Same, from the ends of the log.
    public static func make(_ ends: BodyWeightEnds, profile: Profile) -> BodyWeightStats {
        make(first: ends.first, latest: ends.latest, count: ends.count, profile: profile)
    }

    /// Same, from all entries.
    public static func make(entries: [BodyWeightEntry], profile: Profile) -> BodyWeightStats {
        make(BodyWeightEnds(entries: entries), profile: profile)
    }
}
