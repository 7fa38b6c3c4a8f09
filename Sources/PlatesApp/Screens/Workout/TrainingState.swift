import Foundation
import PlatesCore

/// Workouts and routines as the screens know them (SPEC 8).
public struct TrainingState: Equatable, Sendable {
    /// The workout being trained, once loaded (nil: none).
    public var open: Workout?
    /// Whether the start's question "is a workout open?" has been answered (or failed): until
    /// then `w` and `F` wait (`TypeAhead`).
    public var openKnown = false
    public var routines: LoadState<[Routine]> = .idle
    /// Workouts of the days history shows, newest first.
    public var recent: [Workout] = []
    /// Whether `recent` has been answered once (or failed), and whether the history asked for
    /// it: until the first answer the history's keys wait with its sets (moving a set into a
    /// workout, renaming a day's workout read it).
    public var recentKnown = false
    public var recentLoading = false
    /// The open routine's plan is on its way: the quick-log walks it when it comes, and the keys
    /// typed meanwhile wait for it (`TypeAhead`).
    public var planLoading = false
    public init() {}

    /// The workouts a history day names: those its sets belong to (a workout past midnight on
    /// both its days), and any started that day (an open workout before its first set).
    public func workouts(on day: DaySummary, calendar: Calendar) -> [Workout] {
        recent.filter { day.workoutIds.contains($0.id) || calendar.isDate($0.startedAt, inSameDayAs: day.day) }
    }
}

/// The workout picker (`w`): an empty workout, then every routine.
public struct WorkoutPickerState: Equatable, Sendable {
    /// The first routine, so `w enter` starts it (the empty workout is one row up).
    public var selected = 1
    /// Moved by the user: the suggestion no longer moves the selection.
    public var moved = false
    /// The routine `d` was pressed on once: a second `d` deletes it.
    public var confirmDelete: String?
    public var starting = false
    public var error: String?
    public init() {}

    /// Row 0 is the empty workout; row i > 0 is routine i − 1.
    public static func routine(at row: Int, in routines: [Routine]) -> Routine? {
        row > 0 && row <= routines.count ? routines[row - 1] : nil
    }

    /// Selects the routine `WorkoutRules.suggested` offers, unless the user has moved.
    mutating func suggest(_ routines: [Routine], recent: [Workout]) {
        guard !moved else { return }
        if let id = WorkoutRules.suggested(routines, recent: recent), let i = routines.firstIndex(where: { $0.id == id }) {
            selected = i + 1
        } else {
            selected = min(1, routines.count)
        }
    }
}

/// A routine walked in the quick-log form: the planned sets, and which one the form holds.
public struct PlanWalk: Equatable, Sendable {
    public var plan: WorkoutPlan
    public var steps: [PlannedSet]
    /// The planned set in the form; nil when every one is done or skipped.
    public var index: Int?
    /// The workout's sets, oldest first, this session's included.
    public var logged: [WorkoutSet]
    /// Planned sets logged before their turn by one entry of several sets (`100x5x3` on the
    /// first of three): the walk passes over them when it comes to them.
    public var loggedAhead: Set<Int> = []

    public init(plan: WorkoutPlan) {
        self.plan = plan
        self.steps = plan.steps
        self.logged = plan.logged
        self.index = RoutinePlan.position(plan.steps, logged: plan.logged)
    }

    public var current: PlannedSet? { index.map { steps[$0] } }

    /// Planned sets done or passed: those before the current one, and those logged ahead of it
    /// (`20x10x3` on a superset's first curl counts the three curls).
    public var doneCount: Int {
        let at = index ?? steps.count
        return at + loggedAhead.filter { $0 > at }.count
    }

    /// After the current set was logged or skipped: the next planned set. (Sets done before the
    /// walk opened are passed over once, when it opens; here an extra set must not count as a
    /// planned one.)
    public mutating func advance() {
        guard let i = index else { return }
        index = steps.indices.first { $0 > i && !loggedAhead.contains($0) }
    }

    /// After `count` work sets of `exerciseId` were logged from the current planned set: it is
    /// done, and so are the next `count − 1` planned sets of that exercise (a superset's other
    /// exercise between them stays to do). Sets beyond the plan count as no planned set; an entry
    /// of another exercise than the plan's takes the current planned set alone, as one set does.
    public mutating func logged(workSets count: Int, of exerciseId: String) {
        guard let i = index else { return }
        if count > 1, steps[i].exerciseId == exerciseId {
            let ahead = steps.indices.filter { j in
                j > i && !loggedAhead.contains(j) && steps[j].exerciseId == exerciseId && !steps[j].isExtra
            }
            loggedAhead.formUnion(ahead.prefix(count - 1))
        }
        advance()
    }

    /// One set more of the current exercise than planned, next.
    public mutating func addSet() {
        guard let i = index ?? steps.indices.last else { return }
        var extra = steps[i]
        extra.isExtra = true
        let at = index ?? steps.count
        steps.insert(extra, at: at)
        loggedAhead = Set(loggedAhead.map { $0 >= at ? $0 + 1 : $0 })
        index = at
    }
}
