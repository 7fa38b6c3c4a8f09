import Foundation

/// One point of an exercise's progress chart: a local day and its value.
public struct ProgressPoint: Codable, Hashable, Sendable {
    /// Start of the local day.
    public var day: Date
    /// Max weight that day in `unit` (reps for a body-weight exercise, where `unit` is nil).
    public var value: Double
    public var unit: WeightUnit?

    public init(day: Date, value: Double, unit: WeightUnit?) {
        self.day = day
        self.value = value
        self.unit = unit
    }
}

/// Progress series (SPEC 3).
public enum ProgressSeries {
    /// Sets with `reps >= minReps` (warm-ups left out: they are never progress), grouped by local
    /// day, the max weight per day in `unit`, oldest first. For body-weight exercises the value is
    /// the most reps in one set that day.
    public static func series(
        of sets: [WorkoutSet], minReps: Int, bodyWeight: Bool, unit: WeightUnit, calendar: Calendar
    ) -> [ProgressPoint] {
        var best: [Date: Double] = [:]
        for set in sets where set.kind != .warmup {
            guard let reps = set.reps, reps >= minReps else { continue }
            let value: Double
            if bodyWeight {
                value = Double(reps)
            } else {
                guard let kg = set.weightKg else { continue }
                value = WeightUnit.kg.convert(kg, to: unit)
            }
            let day = calendar.startOfDay(for: set.date)
            best[day] = max(best[day] ?? -.infinity, value)
        }
        return best.keys.sorted().map { ProgressPoint(day: $0, value: best[$0]!, unit: bodyWeight ? nil : unit) }
    }
}
