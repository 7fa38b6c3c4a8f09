import Foundation

/// A weigh-in. Adding one updates the profile's current weight (the latest entry is the current weight).
public struct BodyWeightEntry: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var weight: Double
    public var unit: WeightUnit
    public var date: Date
    public var notes: String?

    public init(id: String, weight: Double, unit: WeightUnit, date: Date, notes: String? = nil) {
        self.id = id
        self.weight = weight
        self.unit = unit
        self.date = date
        self.notes = notes
    }

    public init(id: String, draft: BodyWeightDraft) {
        self.init(id: id, weight: draft.weight, unit: draft.unit, date: draft.date, notes: draft.notes)
    }

    public var weightKg: Double { unit.convert(weight, to: .kg) }
    public var draft: BodyWeightDraft { BodyWeightDraft(weight: weight, unit: unit, date: date, notes: notes) }
}

/// The values of a weigh-in before it is stored.
public struct BodyWeightDraft: Codable, Hashable, Sendable {
    public var weight: Double
    public var unit: WeightUnit
    public var date: Date
    public var notes: String?

    public init(weight: Double, unit: WeightUnit, date: Date, notes: String? = nil) {
        self.weight = weight
        self.unit = unit
        self.date = date
        self.notes = notes
    }
}
