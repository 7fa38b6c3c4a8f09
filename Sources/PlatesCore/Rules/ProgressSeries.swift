import Foundation

/// One point of an exercise's progress chart: a local day and its value.
public struct ProgressPoint: Codable, Hashable, Sendable {
    /// Start of the local day.
    public var day: Date
    /// The day's best: a weight in `unit`; reps (a body-weight exercise), seconds (a hold) or
    /// seconds per kilometre (a pace) where `unit` is nil.
    public var value: Double
    public var unit: WeightUnit?

    public init(day: Date, value: Double, unit: WeightUnit?) {
        self.day = day
        self.value = value
        self.unit = unit
    }
}

/// Progress series (SPEC 3), of any `ProgressMeasure`.
public enum ProgressSeries {
    /// Sets with `reps >= minReps` (warm-ups left out: they are never progress), grouped by local
    /// day, the max weight per day in `unit`, oldest first. For body-weight exercises the value is
    /// the most reps in one set that day.
    public static func series(
        of sets: [WorkoutSet], minReps: Int, bodyWeight: Bool, unit: WeightUnit, calendar: Calendar
    ) -> [ProgressPoint] {
        series(of: sets, measure: .weight(minReps: minReps), bodyWeight: bodyWeight, unit: unit, calendar: calendar)
    }

    /// `measure`'s best value per local day of the sets (warm-ups left out), oldest first; weights
    /// in `unit`.
    public static func series(
        of sets: [WorkoutSet], measure: ProgressMeasure, bodyWeight: Bool, unit: WeightUnit, calendar: Calendar
    ) -> [ProgressPoint] {
        let samples = sets.filter { $0.kind != .warmup }.sorted { $0.date < $1.date }.map(Sample.init(set:))
        return series(of: samples, measure: measure, bodyWeight: bodyWeight, unit: unit, calendar: calendar)
    }

    /// What the series needs of a non-warm-up set: weight and reps, or time and distance.
    public struct Sample: Sendable {
        public var date: Date
        public var weightKg: Double?
        public var reps: Int?
        public var seconds: Int?
        public var metres: Double?
        public init(date: Date, weightKg: Double?, reps: Int?, seconds: Int? = nil, metres: Double? = nil) {
            self.date = date
            self.weightKg = weightKg
            self.reps = reps
            self.seconds = seconds
            self.metres = metres
        }

        public init(set: WorkoutSet) {
            self.init(date: set.date, weightKg: set.weightKg, reps: set.reps, seconds: set.duration, metres: set.distanceMetres)
        }
    }

    /// The series of samples in date order.
    public static func series(of samples: [Sample], bodyWeight: Bool, unit: WeightUnit, calendar: Calendar) -> [ProgressPoint] {
        series(of: samples, measure: .weight(minReps: 1), bodyWeight: bodyWeight, unit: unit, calendar: calendar)
    }

    /// The series of samples in date order, for `measure`.
    public static func series(
        of samples: [Sample], measure: ProgressMeasure, bodyWeight: Bool, unit: WeightUnit, calendar: Calendar
    ) -> [ProgressPoint] {
        var builder = Builder(measure: measure, bodyWeight: bodyWeight, unit: unit, calendar: calendar)
        for sample in samples { builder.add(sample) }
        return builder.points
    }

    /// Builds the series one sample at a time, in date order (a store can feed it from a cursor
    /// without holding the samples).
    public struct Builder {
        public private(set) var points: [ProgressPoint] = []
        let measure: ProgressMeasure
        let bodyWeight: Bool
        let unit: WeightUnit
        let calendar: Calendar
        private var day: DateInterval?
        /// The current day's value so far, before conversion.
        private var dayValue = 0.0

        public init(measure: ProgressMeasure, bodyWeight: Bool, unit: WeightUnit, calendar: Calendar) {
            self.measure = measure
            self.bodyWeight = bodyWeight
            self.unit = unit
            self.calendar = calendar
        }

        /// SPEC 3's series (the samples already hold enough reps).
        public init(bodyWeight: Bool, unit: WeightUnit, calendar: Calendar) {
            self.init(measure: .weight(minReps: 1), bodyWeight: bodyWeight, unit: unit, calendar: calendar)
        }

        /// Adds a sample; one that says nothing of the measure is skipped.
        public mutating func add(_ sample: Sample) {
            guard let value = measure.value(of: sample, bodyWeight: bodyWeight) else { return }
            add(date: sample.date, value: value)
        }

        /// Adds a value already worked out (kilograms for a weight), as a store's per-day rows hold it.
        /// A day's values combine in kilograms, then convert: a sum in pounds is the same number
        /// whichever store made it.
        public mutating func add(date: Date, value: Double) {
            let weight = measure.isWeight(bodyWeight: bodyWeight)
            if let current = day, current.start <= date, date < current.end {
                dayValue = measure.sumsTheDay ? dayValue + value : measure.lowerIsBetter ? min(dayValue, value) : max(dayValue, value)
                points[points.count - 1].value = weight ? WeightUnit.kg.convert(dayValue, to: unit) : dayValue
            } else {
                // In date order the day is found once per day, not once per set.
                let interval = LocalDay.interval(of: date, calendar: calendar)
                day = interval
                dayValue = value
                points.append(ProgressPoint(day: interval.start, value: weight ? WeightUnit.kg.convert(value, to: unit) : value, unit: weight ? unit : nil))
            }
        }
    }
}
