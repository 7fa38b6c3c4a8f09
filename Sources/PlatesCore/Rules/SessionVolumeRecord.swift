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
            guard let exercise = exercises[set.exerciseId], ProgressMeasure.charts(for: exercise, minReps: 1).contains(.volume),
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

    /// The lifts trained since `since` whose best session falls on or after it, newest first, read
    /// through any backend: the sets since then (a page or two), then each such lift's volume chart.
    public static func recent(_ backend: any PlatesBackend, since: Date) async throws(PlatesError) -> [Recent] {
        var ids: [String] = []
        var skip = 0
        while true {
            let page = try await backend.listSets(SetQuery(from: since, skip: skip, limit: Limits.pageLimit.upperBound))
            for set in page.items where set.kind != .warmup && !ids.contains(set.exerciseId) { ids.append(set.exerciseId) }
            skip += page.items.count
            if page.items.isEmpty || skip >= page.total { break }
        }
        let exercises = Dictionary(try await backend.listExercises().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var recent: [Recent] = []
        for id in ids {
            guard let exercise = exercises[id], ProgressMeasure.charts(for: exercise, minReps: 1).contains(.volume) else { continue }
            let series = try await backend.progress(exerciseId: id, measure: .volume)
            // A first session has nothing to beat: no record, as on log.
            guard series.count > 1, let best = best(series), best.day >= since else { continue }
            recent.append(Recent(exercise: exercise, session: best))
        }
        return recent.sorted { ($0.session.day, $1.exercise.name) > ($1.session.day, $0.exercise.name) }
    }
}
