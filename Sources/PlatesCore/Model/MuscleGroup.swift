/// The muscle groups of SPEC 2, in the order tabs and labels use.
public enum MuscleGroup: String, Codable, CaseIterable, Sendable, Hashable, Comparable {
    case chest = "Chest"
    case back = "Back"
    case legs = "Legs"
    case shoulders = "Shoulders"
    case arms = "Arms"
    case biceps = "Biceps"
    case triceps = "Triceps"
    case core = "Core"
    case cardio = "Cardio"

    /// Case-insensitive lookup; `nil` for anything not in the list.
    public init?(lenient text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = match
    }

    public static func < (lhs: MuscleGroup, rhs: MuscleGroup) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
