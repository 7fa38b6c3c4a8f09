import Foundation

/// Reordering a set among its day's sets (SPEC 8). Sets are ordered by their time, so a set
/// moved one place takes a time between the neighbour it passes and the set beyond: one write,
/// the set's workout and values kept.
public enum SetOrder {
    /// The new time of `sets[index]` moved one place later (or earlier) among `sets` (one day's,
    /// oldest first); nil when it is already last (first) or no millisecond is left between.
    public static func moved(_ index: Int, in sets: [WorkoutSet], later: Bool, calendar: Calendar) -> Date? {
        let step = later ? 1 : -1
        guard sets.indices.contains(index), sets.indices.contains(index + step) else { return nil }
        let passed = sets[index + step].date
        let beyond = sets.indices.contains(index + 2 * step) ? sets[index + 2 * step].date : passed.addingTimeInterval(Double(step) * 60)
        var date = Date(timeIntervalSince1970: (passed.timeIntervalSince1970 + beyond.timeIntervalSince1970) / 2).roundedToMilliseconds
        // At the day's edge the minute beyond may be the next (or last) day: a millisecond past it.
        if !calendar.isDate(date, inSameDayAs: passed) { date = passed.addingTimeInterval(Double(step) * 0.001) }
        let between = later ? date > passed && date < beyond : date < passed && date > beyond
        return between ? date : nil
    }
}
