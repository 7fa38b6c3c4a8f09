import Foundation

/// Last set and last session's top set (SPEC 3). Days are local days of `calendar`'s time zone.
public enum SessionRules {
    /// Newest first: by date, then creation, then id, so equal timestamps still order the same everywhere.
    public static func isNewer(_ a: WorkoutSet, than b: WorkoutSet) -> Bool {
        if a.date != b.date { return a.date > b.date }
        if a.createdAt != b.createdAt { return a.createdAt > b.createdAt }
        return a.id > b.id
    }

    /// The most recent set, today included.
    public static func lastSet(in sets: [WorkoutSet]) -> WorkoutSet? {
        sets.max { isNewer($1, than: $0) }
    }

    /// Among sets before the start of today, the most recent day with sets, and its top set.
    public static func lastSessionTopSet(in sets: [WorkoutSet], now: Date, calendar: Calendar) -> WorkoutSet? {
        topSet(of: lastSession(in: sets, before: calendar.startOfDay(for: now), calendar: calendar))
    }

    /// The sets of the most recent local day with sets before `today` (a day's start), up to
    /// `today`. The stores answer the same from their indexes (`PlatesStorage.summaryRows`).
    public static func lastSession(in sets: [WorkoutSet], before today: Date, calendar: Calendar) -> [WorkoutSet] {
        guard let latest = sets.lazy.filter({ $0.date < today }).map(\.date).max() else { return [] }
        let day = calendar.dateInterval(of: .day, for: latest)!
        return sets.filter { day.start <= $0.date && $0.date < min(day.end, today) }
    }

    /// The heaviest set (tie: more reps); holds by time then load; cardio by distance then time.
    public static func topSet(of sets: [WorkoutSet]) -> WorkoutSet? {
        sets.max { isHeavier($1, than: $0) }
    }

    /// The order behind `topSet`: strength by weight then reps; holds by time then weight; cardio by distance then time.
    public static func isHeavier(_ a: WorkoutSet, than b: WorkoutSet) -> Bool {
        let ka = key(a)
        let kb = key(b)
        if abs(ka.0 - kb.0) > 1e-9 { return ka.0 > kb.0 }
        if abs(ka.1 - kb.1) > 1e-9 { return ka.1 > kb.1 }
        return isNewer(b, than: a)  // on a full tie, the earlier set is the top set
    }

    private static func key(_ s: WorkoutSet) -> (Double, Double) {
        if let reps = s.reps { return (s.weightKg ?? 0, Double(reps)) }
        if s.distance != nil { return (s.distanceMetres ?? 0, Double(s.duration ?? 0)) }
        return (Double(s.duration ?? 0), s.weightKg ?? 0)
    }
}
