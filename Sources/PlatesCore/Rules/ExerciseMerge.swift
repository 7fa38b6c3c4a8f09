import Foundation

/// What a merge did: the exercise that remains, how many sets moved into it, and what was there
/// before (`undo`), so the session can take it back (`unmergeExercise`). An undone merge answers
/// the same shape: the exercise back, and how many sets moved back to it.
public struct ExerciseMergeResult: Codable, Hashable, Sendable {
    public var exercise: Exercise
    public var movedSets: Int
    /// Nil in an undo's answer, and from a server older than undoable merges.
    public var undo: ExerciseMergeUndo?

    public init(exercise: Exercise, movedSets: Int, undo: ExerciseMergeUndo? = nil) {
        self.exercise = exercise
        self.movedSets = movedSets
        self.undo = undo
    }

    enum CodingKeys: String, CodingKey {
        case exercise, undo
        case movedSets = "moved_sets"
    }
}

/// The rules of merging one exercise into another: every set of the source moves to
/// the target, which keeps its own name, group, type and settings; the source is deleted and its
/// name read as the target's by later imports. A set that does not fit the target (a timed set
/// into a weight × reps exercise) refuses the whole merge, naming how many and the first.
public enum ExerciseMerge {
    public static func movedSets(
        _ sets: [WorkoutSet], from source: Exercise, into target: Exercise,
        now: Date
    ) throws(PlatesError) -> [WorkoutSet] {
        guard source.id != target.id else { throw .validation("An exercise can't be merged into itself.", field: "into") }
        var moved: [WorkoutSet] = []
        var misfits: [(WorkoutSet, PlatesError)] = []
        for set in sets {
            var draft = set.draft
            draft.exerciseId = target.id
            do {
                moved.append(WorkoutSet(id: set.id, draft: try Validator.set(draft, for: target, now: now), createdAt: set.createdAt))
            } catch {
                misfits.append((set, error))
            }
        }
        if let (first, error) = misfits.first {
            let day = WireDates.format(first.date).prefix(10)
            throw .conflict(
                """
                \(misfits.count) of \(source.name)'s \(sets.count) sets do not fit \(target.name) (\(target.exerciseType.rawValue)): \
                the first, on \(day): \(error.message) Nothing was merged.
                """)
        }
        return moved
    }

    /// The routines that plan `source`, each entry of it now planned for `target` (in place, its
    /// sets, reps, weight, warm-ups and superset kept). An entry that does not fit the target,
    /// checked as saving the routine checks it, refuses the whole merge, as a set that does not fit
    /// does. Routines that do not plan `source` are left out.
    public static func routines(_ routines: [Routine], from source: Exercise, into target: Exercise) throws(PlatesError) -> [Routine] {
        var changed: [Routine] = []
        for var routine in routines where routine.entries.contains(where: { $0.exerciseId == source.id }) {
            for i in routine.entries.indices where routine.entries[i].exerciseId == source.id {
                var entry = routine.entries[i]
                entry.exerciseId = target.id
                do {
                    routine.entries[i] = try entry.checked(for: target)
                } catch {
                    throw .conflict(
                        """
                        The routine ‘\(routine.name)’ plans \(source.name) in a way \(target.name) (\(target.exerciseType.rawValue)) \
                        does not take: \(error.message) Change the routine first. Nothing was merged.
                        """)
                }
            }
            changed.append(routine)
        }
        return changed
    }

    /// The alias key under which imports read the source's name as the target.
    public static func aliasKey(for source: Exercise) -> String { Exercise.nameKey(source.name) }
}
