import Foundation

/// What a merge changed, as it was before, carried in the merge's answer: the exercise merged
/// away, the sets that moved, the other names it answered to and the routines that planned it.
public struct ExerciseMergeUndo: Codable, Hashable, Sendable {
    public var source: Exercise
    public var setIds: [String]
    /// Name keys (`Exercise.nameKey`) that read as the source before the merge.
    public var aliases: [String]
    /// The routines that planned the source, as they were.
    public var routines: [Routine]

    public init(source: Exercise, setIds: [String], aliases: [String], routines: [Routine]) {
        self.source = source
        self.setIds = setIds
        self.aliases = aliases
        self.routines = routines
    }

    enum CodingKeys: String, CodingKey {
        case source, aliases, routines
        case setIds = "set_ids"
    }
}

/// One routine a merge rewrote, its entries before and after: an undo puts back only a routine
/// still as the merge left it (one edited since keeps the edit).
public struct MergedRoutine: Hashable, Sendable {
    public var id: String
    public var before: [RoutineEntry]
    public var after: [RoutineEntry]

    public init(id: String, before: [RoutineEntry], after: [RoutineEntry]) {
        self.id = id
        self.before = before
        self.after = after
    }
}

/// The rules of taking a merge back: the exercise merged away comes back as it was (id, name,
/// settings), the sets that moved and are still the target's go back to it, so do its other
/// names and its place in routines; the target keeps what was logged to it since. A set that
/// no longer fits the exercise coming back refuses the whole undo, as in a merge.
public enum ExerciseUnmerge {
    /// The merge's answer checked as an undo's input (it may come from a client): ids well formed,
    /// the exercise valid, the routines' entries of it fit it.
    public static func checked(_ merge: ExerciseMergeResult) throws(PlatesError) -> ExerciseMergeUndo {
        guard let undo = merge.undo else {
            throw .validation("This merge carries nothing to take it back with (a server older than undoable merges made it).", field: "undo")
        }
        _ = try Validator.restoredID(merge.exercise.id)
        _ = try Validator.restoredID(undo.source.id)
        guard undo.source.id != merge.exercise.id else {
            throw .validation("The exercise merged away and the one it went into must differ.", field: "undo")
        }
        let source = try Validator.exercise(undo.source)
        var ids: [String] = []
        var seen: Set<String> = []
        for id in undo.setIds {
            if seen.insert(try Validator.restoredID(id)).inserted { ids.append(id) }
        }
        var routines: [Routine] = []
        for var r in undo.routines {
            _ = try Validator.restoredID(r.id)
            for i in r.entries.indices where r.entries[i].exerciseId == source.id {
                r.entries[i] = try r.entries[i].checked(for: source)
            }
            routines.append(r)
        }
        return ExerciseMergeUndo(source: source, setIds: ids, aliases: try ExerciseAlias.checkedKeys(undo.aliases), routines: routines)
    }

    /// Of the target's sets now, those the merge moved, each checked as the source takes it.
    public static func setsBack(
        _ targetSets: [WorkoutSet], _ undo: ExerciseMergeUndo, from target: Exercise, now: Date
    ) throws(PlatesError) -> [WorkoutSet] {
        let moved = Set(undo.setIds)
        let back = targetSets.filter { moved.contains($0.id) }
        for set in back {
            do {
                _ = try Validator.set(set.draft, for: undo.source, now: now)
            } catch {
                throw .conflict(
                    """
                    A set of \(target.name) on \(WireDates.format(set.date).prefix(10)) was changed since the merge and no longer fits \
                    \(undo.source.name): \(error.message) Nothing was undone.
                    """)
            }
        }
        return back
    }

    /// The routines to put back: each as it was, and as the merge left it.
    public static func routines(_ undo: ExerciseMergeUndo, into target: Exercise) -> [MergedRoutine] {
        undo.routines.compactMap { r in
            // One the target could not take was not rewritten by the merge: nothing to put back.
            guard let after = try? ExerciseMerge.routines([r], from: undo.source, into: target).first else { return nil }
            return MergedRoutine(id: r.id, before: r.entries, after: after.entries)
        }
    }
}
