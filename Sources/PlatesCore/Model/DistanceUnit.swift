/// A unit of distance for cardio, as the lifter entered it.
public enum DistanceUnit: String, Codable, CaseIterable, Sendable, Hashable {
    case km, mi, m

    /// Metres in one of this unit (the international mile: 1609.344 m).
    public var metres: Double {
        switch self {
        case .km: return 1000
        case .mi: return 1609.344
        case .m: return 1
        }
    }

    /// Converts `value` expressed in this unit into `target`.
    public func convert(_ value: Double, to target: DistanceUnit) -> Double {
        self == target ? value : value * metres / target.metres
    }
}
