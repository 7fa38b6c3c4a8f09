import Foundation

/// Work sets per muscle group in each of the last weeks, this week last: "am I doing enough for
/// my back?" read as a row of weeks. Work sets rather than kilograms: a week of planks, pull-ups
/// or runs moves no weight, and lifters plan their weeks in hard sets per muscle.
public struct GroupWeeks: Sendable, Equatable {
    /// The weeks, oldest first; the last one holds `now`.
    public var weeks: [DateInterval]
    /// Each group trained in any of the weeks: its work sets per week, in `weeks`' order.
    public var sets: [MuscleGroup: [Int]]

    /// Twelve weeks: a training block and the one before it.
    public static let count = 12

    public init(weeks: [DateInterval], sets: [MuscleGroup: [Int]]) {
        self.weeks = weeks
        self.sets = sets
    }

    /// The `count` weeks ending with the one that holds `now`, oldest first.
    public static func weeks(endingWith now: Date, count: Int = count, calendar: Calendar) -> [DateInterval] {
        (0..<count).reversed().map { ReportPeriod.week.interval(containing: now, calendar: calendar, back: $0) }
    }

    /// Counts the work sets (warm-ups never count) of `sets` into `weeks`; a set of an exercise not
    /// in `exercises`, or outside the weeks, is left out.
    public static func make(sets: [WorkoutSet], exercises: [Exercise], weeks: [DateInterval]) -> GroupWeeks {
        let groups = Dictionary(exercises.map { ($0.id, $0.muscleGroup) }, uniquingKeysWith: { a, _ in a })
        var counts: [MuscleGroup: [Int]] = [:]
        for set in sets where set.kind != .warmup {
            guard let group = groups[set.exerciseId], let week = weeks.firstIndex(where: { $0.start <= set.date && set.date < $0.end })
            else { continue }
            counts[group, default: Array(repeating: 0, count: weeks.count)][week] += 1
        }
        return GroupWeeks(weeks: weeks, sets: counts)
    }

    /// These weeks with the last one counted again from `thisWeek` (its sets changed; the weeks
    /// before did not), or nil when `thisWeek` is another week than the last.
    public func replacingLast(with thisWeek: GroupWeeks) -> GroupWeeks? {
        guard let last = weeks.last, thisWeek.weeks == [last] else { return nil }
        var sets = self.sets
        for group in Set(sets.keys).union(thisWeek.sets.keys) {
            var row = sets[group] ?? Array(repeating: 0, count: weeks.count)
            row[weeks.count - 1] = thisWeek.sets[group]?.first ?? 0
            sets[group] = row.allSatisfy { $0 == 0 } ? nil : row
        }
        return GroupWeeks(weeks: weeks, sets: sets)
    }

    /// A group's weeks as one character each on one scale for every group (the most sets any group
    /// had in a week is a full block), a blank for a week without: `▃▆▃▆ ▆▃█`.
    public func bars(_ group: MuscleGroup, ascii: Bool = false) -> String {
        let most = max(1, sets.values.flatMap { $0 }.max() ?? 1)
        let levels: [Character] = ascii ? [".", ":", "-", "=", "+", "*", "#", "@"] : ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let counts = sets[group] ?? Array(repeating: 0, count: weeks.count)
        return String(counts.map { n in n == 0 ? " " : levels[min(7, max(0, Int((Double(n) / Double(most) * 8).rounded(.up)) - 1))] })
    }

    /// The groups, most work sets this week first, then the most over all the weeks, then by name.
    public var groups: [MuscleGroup] {
        sets.keys.sorted { a, b in
            let (ra, rb) = (sets[a]!, sets[b]!)
            return (ra.last ?? 0, ra.reduce(0, +), b.rawValue) > (rb.last ?? 0, rb.reduce(0, +), a.rawValue)
        }
    }
}
