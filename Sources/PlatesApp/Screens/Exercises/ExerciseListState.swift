import PlatesCore
import TermUI

/// The exercise list: search text, muscle-group tab, selection.
public struct ExerciseListState: Equatable, Sendable {
    public var search = TextField(maxLength: 100)
    /// The search box has the keyboard.
    public var searching = false
    /// 0 is All, then `MuscleGroup.allCases` in order.
    public var tab = 0
    public var cursor = ListCursor()
    /// Select this exercise when the list next loads (a newly added one).
    public var selectAfterLoad: String?

    public init() {}

    public static let tabTitles = ["All"] + MuscleGroup.allCases.map(\.rawValue)

    public var group: MuscleGroup? { tab == 0 ? nil : MuscleGroup.allCases[tab - 1] }

    /// The rows shown: the tab's group, then every search word found in the name.
    public func visible(_ all: [ExerciseSummary]) -> [ExerciseSummary] {
        let words = search.text.lowercased().split(separator: " ")
        return all.filter { s in
            (group == nil || s.exercise.muscleGroup == group)
                && words.allSatisfy { s.exercise.name.lowercased().contains($0) }
        }
    }
}
