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
        let samples = sets.filter { $0.kind != .warmup && ($0.reps ?? 0) >= minReps && $0.weightKg != nil }
            .sorted { $0.date < $1.date }
            .map { Sample(date: $0.date, weightKg: $0.weightKg!, reps: $0.reps!) }
        return series(of: samples, bodyWeight: bodyWeight, unit: unit, calendar: calendar)
    }

    /// What the series needs of a qualifying set (already filtered: no warm-ups, enough reps).
    public struct Sample: Sendable {
        public var date: Date
        public var weightKg: Double
        public var reps: Int
        public init(date: Date, weightKg: Double, reps: Int) {
            self.date = date
            self.weightKg = weightKg
            self.reps = reps
        }
    }

    /// The series of samples in date order.
    public static func series(of samples: [Sample], bodyWeight: Bool, unit: WeightUnit, calendar: Calendar) -> [ProgressPoint] {
        var builder = Builder(bodyWeight: bodyWeight, unit: unit, calendar: calendar)
        for sample in samples { builder.add(sample) }
        return builder.points
    }

    /// Builds the series one sample at a time, in date order (a store can feed it from a cursor
    /// without holding the samples).
    public struct Builder {
        public private(set) var points: [ProgressPoint] = []
        let bodyWeight: Bool
        let unit: WeightUnit
        let calendar: Calendar
        private var day: DateInterval?

        public init(bodyWeight: Bool, unit: WeightUnit, calendar: Calendar) {
            self.bodyWeight = bodyWeight
            self.unit = unit
            self.calendar = calendar
        }

        public mutating func add(_ sample: Sample) {
            let value = bodyWeight ? Double(sample.reps) : WeightUnit.kg.convert(sample.weightKg, to: unit)
            if let current = day, current.start <= sample.date, sample.date < current.end {
                points[points.count - 1].value = max(points[points.count - 1].value, value)
            } else {
                // In date order the day is found once per day, not once per set.
                let interval = LocalDay.interval(of: sample.date, calendar: calendar)
                day = interval
                points.append(ProgressPoint(day: interval.start, value: value, unit: bodyWeight ? nil : unit))
            }
        }
    }
}
