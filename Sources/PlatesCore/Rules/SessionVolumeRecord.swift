import Foundation

/// The best session volume of an exercise: the day whose work sets moved the most (weight × reps,
/// `ProgressMeasure.volume`), the earliest of equal days — the records' tie rule, warm-ups left out
/// as from every record.
public enum SessionVolumeRecord {
    /// The best day of a volume series, nil when it is empty.
    public static func best(_ series: [ProgressPoint]) -> ProgressPoint? {
        // Oldest first: a later day must be strictly higher to take it.
        series.reduce(nil as ProgressPoint?) { best, p in best.map { p.value > $0.value ? p : $0 } ?? p }
    }

    /// What a log asks after: each lift's local day the sets went to and the volume they added
    /// there (kilograms), for the lifts that have a volume chart (not body weight, not holds or
    /// runs); sets that add none (warm-ups) are left out.
    public struct Check: Hashable, Sendable {
        public var exerciseId: String
        public var day: Date
        public var addedKg: Double
        public init(exerciseId: String, day: Date, addedKg: Double) {
            self.exerciseId = exerciseId
            self.day = day
            self.addedKg = addedKg
        }
    }

    public static func checks(after sets: [WorkoutSet], exercises: [String: Exercise], calendar: Calendar) -> [Check] {
        var checks: [Check] = []
        for set in sets where set.kind != .warmup {
            guard let exercise = exercises[set.exerciseId], hasVolumeChart(exercise),
                let kg = ProgressMeasure.volume.value(of: ProgressSeries.Sample(set: set), bodyWeight: false)
            else { continue }
            let day = LocalDay.interval(of: set.date, calendar: calendar).start
            if let i = checks.firstIndex(where: { $0.exerciseId == set.exerciseId && $0.day == day }) {
                checks[i].addedKg += kg
            } else {
                checks.append(Check(exerciseId: set.exerciseId, day: day, addedKg: kg))
            }
        }
        return checks
    }

    /// Whether the log `check` describes made its day the best session, given the exercise's volume
    /// series after it (in `unit`).
    public static func isNew(in series: [ProgressPoint], after check: Check, unit: WeightUnit) -> Bool {
        isNew(in: series, day: check.day, added: WeightUnit.kg.convert(check.addedKg, to: unit))
    }

    /// Whether `day` became the best session by the sets just logged (`added`, in the series'
    /// unit): it holds the record now and did not without them. A first session has nothing to beat
    /// and is not announced.
    public static func isNew(in series: [ProgressPoint], day: Date, added: Double) -> Bool {
        guard series.count > 1, let now = series.first(where: { $0.day == day }), best(series)?.day == day else { return false }
        var before = series
        before[before.firstIndex(where: { $0.day == day })!].value = now.value - added
        return best(before)?.day != day
    }

    /// A best session volume set in the last days (the dashboard's recent records).
    public struct Recent: Hashable, Sendable {
        public var exercise: Exercise
        /// The day, its volume in the profile's unit.
        public var session: ProgressPoint
        public init(exercise: Exercise, session: ProgressPoint) {
            self.exercise = exercise
            self.session = session
        }
    }

    /// Whether the lift has a volume chart (not body weight, not holds or runs).
    public static func hasVolumeChart(_ exercise: Exercise) -> Bool {
        ProgressMeasure.charts(for: exercise, minReps: 1).contains(.volume)
    }

    /// The lifts among `lifts` whose best session falls on or after `since`, newest first (then by
    /// name). A first session has nothing to beat: no record, as on log.
    public static func recent(_ lifts: [RecentVolumes], since: Date) -> [Recent] {
        var recent: [Recent] = []
        for lift in lifts where hasVolumeChart(lift.exercise) {
            let series = lift.series
            guard series.count > 1, let best = best(series), best.day >= since else { continue }
            recent.append(Recent(exercise: lift.exercise, session: best))
        }
        return recent.sorted { ($0.session.day, $1.exercise.name) > ($1.session.day, $0.exercise.name) }
    }

    /// `recent` through any backend's separate calls (`PlatesBackend.recentSessionVolumeRecords`'s
    /// default: the HTTP backend's).
    public static func recent(_ backend: any PlatesBackend, since: Date) async throws(PlatesError) -> [Recent] {
        let lifts = try await RecentVolumes.gather(
            since: since, sets: { query throws(PlatesError) in try await backend.listSets(query) },
            exercises: { () throws(PlatesError) in try await backend.listExercises() },
            series: { id throws(PlatesError) in try await backend.progress(exerciseId: id, measure: .volume) })
        return recent(lifts, since: since)
    }
}
