/// A unit of mass, as the lifter entered it. Values are stored in the unit they were typed in.
public enum WeightUnit: String, Codable, CaseIterable, Sendable, Hashable {
    case kg, lb

    /// Exactly 0.45359237 kg per pound (the international pound).
    public static let kilogramsPerPound = 0.45359237

    /// Converts `value` expressed in this unit into `target`.
    public func convert(_ value: Double, to target: WeightUnit) -> Double {
        switch (self, target) {
        case (.kg, .kg), (.lb, .lb): return value
        case (.kg, .lb): return value / Self.kilogramsPerPound
        case (.lb, .kg): return value * Self.kilogramsPerPound
        }
    }

    /// Accepts the spellings people type: kg, kgs, kilo(s), lb, lbs, pound(s).
    public init?(lenient text: String) {
        switch text.lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }
}
