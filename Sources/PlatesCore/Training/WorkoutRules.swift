import Foundation

/// Which workout a set belongs to, and how workouts start and end (SPEC 8; docs/DECISIONS.md).
public enum WorkoutRules {
    /// An open workout takes sets for this long after it started; later sets (a workout left
    /// open overnight) stay out of it, and the next start finishes it.
    public static let openWindow: TimeInterval = 6 * 3600
    /// A set dated a little before the start (a clock a minute apart) still belongs.
    public static let earlySlack: TimeInterval = 15 * 60

    /// The workout a set logged without one joins: the open workout, when the set's date falls in
    /// its window. Sets from the command line, another shell or another device follow the same rule.
    public static func joins(_ date: Date, open: Workout?) -> Bool {
        guard let open, open.isOpen else { return false }
        return date >= open.startedAt.addingTimeInterval(-earlySlack) && date <= open.startedAt.addingTimeInterval(openWindow)
    }

    /// When a workout being finished ends: now, unless it was left open past its window, when it
    /// ends at its last set (or its start, without sets) — a forgotten workout is not 14 hours long.
    public static func finish(_ w: Workout, lastSet: Date?, now: Date) -> Date {
        let cutoff = w.startedAt.addingTimeInterval(openWindow)
        if now <= cutoff { return max(now, w.startedAt) }
        return max(w.startedAt, min(lastSet ?? w.startedAt, cutoff))
    }

    /// A started workout's name: the given one, else its routine's, else "Workout".
    public static func name(_ given: String?, routine: Routine?) -> String {
        if let g = given?.trimmingCharacters(in: .whitespaces), !g.isEmpty { return g }
        return routine?.name ?? "Workout"
    }

    /// The routine to offer first (SPEC 8): of the routines trained lately, the one trained
    /// longest ago, so a rotation (5×5 A and B; push, pull, legs) offers the next one. Nil when
    /// none of `routines` was trained in `recent` (the picker offers the first).
    public static func suggested(_ routines: [Routine], recent: [Workout]) -> String? {
        var last: [String: Date] = [:]
        for w in recent {
            guard let id = w.routineId else { continue }
            last[id] = max(last[id] ?? w.startedAt, w.startedAt)
        }
        return routines.filter { last[$0.id] != nil }.min { last[$0.id]! < last[$1.id]! }?.id
    }
}
