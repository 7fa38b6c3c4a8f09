import PlatesCore

/// A write this session made to a set, which `u` takes back and `U` / `ctrl+r` makes again.
/// Each case carries the sets as they were before and after, so undoing touches exactly the set
/// the change touched (undo used to delete the last logged set, whatever came after).
public enum SetChange: Equatable, Sendable {
    /// Sets written by one quick-log (`100x5x3` is one change of three sets).
    case logged([WorkoutSet], exerciseName: String)
    case edited(before: WorkoutSet, after: WorkoutSet, exerciseName: String)
    case deleted(WorkoutSet, exerciseName: String)
    /// An exercise deleted with its sets: undo puts both back.
    case exerciseDeleted(ExerciseRemoval)
    /// One exercise merged into another (the answer carries `undo`): undo takes it back, redo
    /// merges again.
    case exerciseMerged(ExerciseMergeResult)
    /// A workout finished (`F`), as it was finished: undo opens it again, redo finishes it.
    case workoutFinished(Workout)

    /// The exercise whose records and lists the change touches.
    var exerciseIds: [String] {
        switch self {
        case .logged(let sets, _): return Array(Set(sets.map(\.exerciseId))).sorted()
        case .edited(let before, let after, _): return Array(Set([before.exerciseId, after.exerciseId])).sorted()
        case .deleted(let set, _): return [set.exerciseId]
        case .exerciseDeleted(let removal): return [removal.exercise.id]
        case .exerciseMerged(let merge): return [merge.undo?.source.id, merge.exercise.id].compactMap(\.self)
        case .workoutFinished: return []
        }
    }

    /// The sets once the change went `direction`: those there again or with other values, and
    /// the ids of those gone. Nil for an exercise's deletion or merge: hundreds of sets come back
    /// or move, read again rather than put in place one by one.
    func outcome(_ direction: UndoHistory.Direction) -> (present: [WorkoutSet], gone: Set<String>)? {
        switch (self, direction) {
        case (.logged(let sets, _), .undo): return ([], Set(sets.map(\.id)))
        case (.logged(let sets, _), .redo): return (sets, [])
        case (.edited(let before, _, _), .undo): return ([before], [])
        case (.edited(_, let after, _), .redo): return ([after], [])
        case (.deleted(let set, _), .undo): return ([set], [])
        case (.deleted(let set, _), .redo): return ([], [set.id])
        case (.exerciseDeleted, _), (.exerciseMerged, _): return nil
        case (.workoutFinished, _): return ([], [])
        }
    }

    /// What the toast says was undone or redone: "log of Bench Press 80 kg × 8".
    func describe(_ f: SetFormatter, bodyWeight: (String) -> Bool, undoing: Bool) -> String {
        func one(_ s: WorkoutSet) -> String { f.describe(s, bodyWeight: bodyWeight(s.exerciseId)) }
        switch self {
        case .logged(let sets, let name):
            // Said as its toast said it: a ramp of warm-ups was "5 × 20 kg × 10 (warm-up)".
            guard let first = sets.first else { return "log of \(name)" }
            return "log of \(name) " + f.describe(logged: sets, bodyWeight: bodyWeight(first.exerciseId))
        case .edited(let before, let after, let name):
            return undoing ? "edit of \(name): back to \(one(before))" : "edit of \(name): \(one(after)) again"
        case .deleted(let set, let name):
            return undoing ? "delete of \(name) \(one(set)): restored" : "delete of \(name) \(one(set))"
        case .exerciseDeleted(let removal):
            let n = removal.sets.count
            let what = "delete of \(removal.exercise.name)" + (n == 0 ? "" : " and its \(n) set\(n == 1 ? "" : "s")")
            return undoing ? what + ": restored" : what
        case .exerciseMerged(let merge):
            let source = merge.undo?.source.name ?? "an exercise"
            let n = merge.movedSets
            let what = "merge of \(source) into \(merge.exercise.name)"
            return undoing ? what + ": \(source) is back" + (n == 0 ? "" : " with its \(n) set\(n == 1 ? "" : "s")") : what
        case .workoutFinished(let w):
            return undoing ? "finish of \(w.name): open again" : "finish of \(w.name)"
        }
    }
}

/// The session's changes, newest last: `done` is what `u` walks back through, `undone` what
/// `U` / `ctrl+r` walks forward through. A new change clears `undone`, as in every editor.
public struct UndoHistory: Equatable, Sendable {
    public var done: [SetChange] = []
    public var undone: [SetChange] = []
    /// An undo or redo is on its way to the backend: another `u` waits for it, so one change is
    /// never taken back twice.
    public var inFlight: Pending?
    /// More presses of the same key while one is on its way: each is sent when the one before it
    /// has gone through, so `u u u` typed quickly walks back three changes, one at a time.
    public var queued = 0

    public enum Direction: Equatable, Sendable { case undo, redo }

    /// The undo or redo on its way, for its answer.
    public struct Pending: Equatable, Sendable {
        public var change: SetChange
        public var direction: Direction
    }

    /// How many changes `u` can walk back through.
    public static let depth = 100

    public init() {}

    public mutating func record(_ change: SetChange) {
        done.append(change)
        if done.count > Self.depth { done.removeFirst(done.count - Self.depth) }
        undone = []
    }

    /// Drops the changes that touch an exercise now gone (merged into another): replaying them
    /// would write sets of an exercise that is not there.
    public mutating func forget(exerciseId: String) {
        done.removeAll { $0.exerciseIds.contains(exerciseId) }
        undone.removeAll { $0.exerciseIds.contains(exerciseId) }
    }

    /// The change an undo or redo in `direction` would make (nil: nothing left that way).
    func next(_ direction: Direction) -> SetChange? { direction == .undo ? done.last : undone.last }

    /// `change` went through in `direction`: it moves to the other list, as `now` when making it
    /// again answered anew (a merge redone moves the sets the source has by then). It is found by
    /// value, not taken from the end: a set logged while the undo was on its way is newer than it.
    mutating func finished(_ change: SetChange, _ direction: Direction, now: SetChange? = nil) {
        inFlight = nil
        queued = max(0, queued - 1)
        remove(change, direction)
        if direction == .undo { undone.append(now ?? change) } else { done.append(now ?? change) }
    }

    /// `change` cannot be made any more (its set was changed elsewhere): dropped.
    mutating func drop(_ change: SetChange, _ direction: Direction) {
        inFlight = nil
        queued = 0
        remove(change, direction)
    }

    private mutating func remove(_ change: SetChange, _ direction: Direction) {
        if direction == .undo {
            if let i = done.lastIndex(of: change) { done.remove(at: i) }
        } else if let i = undone.lastIndex(of: change) {
            undone.remove(at: i)
        }
    }
}
