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

    /// The rows shown: the tab's group, then every search word found in the name, or in one of
    /// the exercise's other names (`aliases`: a name merged into it, as the quick-log reads them).
    public func visible(_ all: [ExerciseSummary], aliases: [String: String]) -> [ExerciseSummary] {
        let words = search.text.lowercased().split(separator: " ")
        // Asked at every key on the list: without a search, the tab alone decides.
        guard !words.isEmpty else { return all.filter { s in group == nil || s.exercise.muscleGroup == group } }
        let otherNames = ExerciseAlias.byExercise(aliases)
        return all.filter { s in
            guard group == nil || s.exercise.muscleGroup == group else { return false }
            return ([s.exercise.name] + otherNames[s.exercise.id, default: []]).map { $0.lowercased() }.contains { name in
                words.allSatisfy { name.contains($0) }
            }
        }
    }
}
