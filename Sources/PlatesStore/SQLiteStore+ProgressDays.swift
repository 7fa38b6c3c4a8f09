import Foundation
import GRDB
import PlatesCore

/// The progress series from per-day aggregates (`progress_day`, migration v6), kept on write.
///
/// A series reads one row per training day instead of every set: at 1M generated sets the bench
/// press has 65,000 qualifying sets on 10,200 days, and walking them took 20–36 ms.
/// A row holds, for one exercise and local day, the heaviest qualifying set's weight for each
/// record target (reps ≥ 1, 3, 5, 8, 10) and the most reps, the best e1RM, the longest hold and
/// the fastest pace and the day's volume (v13), which is all any series needs: max and sums
/// commute with the unit conversion,
/// and a body-weight series is the most reps when that reaches the filter.
///
/// Local days depend on the time zone, so each exercise's rows carry the zone they were built
/// in (`progress_zone`). A reader in another zone, or an exercise not built yet (after the
/// upgrade), reads the sets as before and builds the rows in the background; a write in another
/// zone drops the exercise's mark, so nobody trusts rows it did not keep up to date.
extension SQLiteStore {
    /// Aggregated filters: the record targets. Another filter on a plain exercise reads the sets.
    static let progressTargets = Limits.prReps

    static func progressColumn(target: Int) -> String { "best\(target)" }

    /// The zone an exercise's rows were built in, nil when they are not built.
    static func progressZone(_ db: Database, owner: String, exerciseId: String) throws -> String? {
        try String.fetchOne(
            db.cachedStatement(sql: "SELECT zone FROM progress_zone WHERE user_id = ? AND exercise_id = ?"),
            arguments: [owner, exerciseId])
    }

    /// The series from the rows (built in the reader's zone: the caller checks), or nil for a weight
    /// filter that is not a record target on a plain exercise.
    static func aggregatedProgress(_ db: Database, owner: String, exercise: Exercise, measure: ProgressMeasure, unit: WeightUnit) throws -> [ProgressPoint]? {
        let column: String
        var condition = "IS NOT NULL"
        switch measure {
        case .weight(let minReps) where exercise.usesBodyWeight:
            column = "reps"
            condition = ">= \(minReps)"
        case .weight(let minReps):
            guard progressTargets.contains(minReps) else { return nil }
            column = progressColumn(target: minReps)
        case .oneRepMax where exercise.usesBodyWeight: return []  // only what was added is stored: no estimate
        case .oneRepMax: column = "e1rm"
        case .hold: column = "hold"
        case .pace: column = "pace"
        case .volume: column = "volume"
        }
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT day, \(column) FROM progress_day WHERE user_id = ? AND exercise_id = ? AND \(column) \(condition) ORDER BY day
                    """), arguments: [owner, exercise.id])
        let weight = measure.isWeight(bodyWeight: exercise.usesBodyWeight)
        var points: [ProgressPoint] = []
        while let row = try rows.next() {
            let value: Double = row[1]
            points.append(
                ProgressPoint(day: (row[0] as Millis).date, value: weight ? WeightUnit.kg.convert(value, to: unit) : value, unit: weight ? unit : nil))
        }
        return points
    }

    /// Keeps the rows of the days `dates` fall on up to date, inside the writing transaction. Rows
    /// built in another zone are dropped instead: this writer cannot tell which of their days moved.
    static func progressSetsChanged(_ db: Database, owner: String, exerciseId: String, dates: [Date], calendar: Calendar) throws {
        guard let zone = try progressZone(db, owner: owner, exerciseId: exerciseId) else { return }
        guard zone == calendar.timeZone.identifier else {
            try dropProgress(db, owner: owner, exerciseId: exerciseId)
            return
        }
        var days: [DateInterval] = []
        for date in dates {
            let day = LocalDay.interval(of: date, calendar: calendar)
            if !days.contains(day) { days.append(day) }
        }
        for day in days {
            var found = false
            try foldDays(db, owner: owner, exerciseId: exerciseId, in: day, calendar: calendar) { start, aggregate in
                found = true
                try saveProgressDay(db, owner: owner, exerciseId: exerciseId, day: start, aggregate)
            }
            if !found {
                try db.cachedStatement(sql: "DELETE FROM progress_day WHERE user_id = ? AND exercise_id = ? AND day = ?")
                    .execute(arguments: [owner, exerciseId, Millis(day.start)])
            }
        }
    }

    /// Rebuilds one exercise's rows in `calendar`'s zone from its date index, and marks them built.
    static func buildProgress(_ db: Database, owner: String, exerciseId: String, calendar: Calendar) throws {
        try dropProgress(db, owner: owner, exerciseId: exerciseId)
        try foldDays(db, owner: owner, exerciseId: exerciseId, in: nil, calendar: calendar) { start, aggregate in
            try saveProgressDay(db, owner: owner, exerciseId: exerciseId, day: start, aggregate)
        }
        try db.cachedStatement(sql: "INSERT INTO progress_zone (user_id, exercise_id, zone) VALUES (?, ?, ?)")
            .execute(arguments: [owner, exerciseId, calendar.timeZone.identifier])
    }

    /// The exercise's non-warm-up sets in `range` (all of them when nil), in date order from its
    /// date index, folded per local day: `each` hears every day that has some, with its start.
    private static func foldDays(
        _ db: Database, owner: String, exerciseId: String, in range: DateInterval?, calendar: Calendar,
        _ each: (Date, DayAggregate) throws -> Void
    ) throws {
        var sql = """
            SELECT \(progressSampleColumns) FROM workout_set INDEXED BY set_by_exercise_date
            WHERE user_id = ? AND exercise_id = ? AND kind != 'warmup'
            """
        var arguments: StatementArguments = [owner, exerciseId]
        if let range {
            sql += " AND date >= ? AND date < ?"
            arguments += [Millis(range.start), Millis(range.end)]
        }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql + " ORDER BY date"), arguments: arguments)
        var day: DateInterval?
        var aggregate = DayAggregate()
        while let row = try rows.next() {
            let sample = progressSample(row)
            let date = sample.date
            if let current = day, current.start <= date, date < current.end {
                aggregate.add(sample)
                continue
            }
            if let current = day, !aggregate.isEmpty { try each(current.start, aggregate) }
            // In date order the day is found once per day, not once per set.
            day = LocalDay.interval(of: date, calendar: calendar)
            aggregate = DayAggregate()
            aggregate.add(sample)
        }
        if let current = day, !aggregate.isEmpty { try each(current.start, aggregate) }
    }

    /// What a series needs of a set, in the order `progressSample` reads it.
    static let progressSampleColumns = "date, weight_kg, reps, duration, distance, distance_unit"

    static func progressSample(_ row: Row) -> ProgressSeries.Sample {
        let distance: Double? = row[4]
        let metres = distance.map { (DistanceUnit(rawValue: row[5] ?? "") ?? .km).convert($0, to: .m) }
        return ProgressSeries.Sample(date: (row[0] as Millis).date, weightKg: row[1], reps: row[2], seconds: row[3], metres: metres)
    }

    static func dropProgress(_ db: Database, owner: String, exerciseId: String) throws {
        try db.cachedStatement(sql: "DELETE FROM progress_zone WHERE user_id = ? AND exercise_id = ?").execute(arguments: [owner, exerciseId])
        try db.cachedStatement(sql: "DELETE FROM progress_day WHERE user_id = ? AND exercise_id = ?").execute(arguments: [owner, exerciseId])
    }

    /// Builds an exercise's rows in this backend's zone, unless they are built, in a transaction of
    /// its own that changes no set (history page positions stay valid).
    public func buildProgress(exerciseId: String) async throws(PlatesError) {
        let owner = self.owner
        let calendar = environment.calendar
        do {
            try await database.writeKeepingPages { db in
                guard try Self.progressZone(db, owner: owner, exerciseId: exerciseId) != calendar.timeZone.identifier else { return }
                try Self.buildProgress(db, owner: owner, exerciseId: exerciseId, calendar: calendar)
            }
        } catch {
            throw Self.map(error, opening: database.path)
        }
    }

    /// `buildProgress` off the caller's path; a failure (a read-only file, a busy lock) leaves the
    /// series reading the sets, as before.
    func buildProgressInBackground(exerciseId: String) {
        Task.detached(priority: .utility) { try? await self.buildProgress(exerciseId: exerciseId) }
    }

    private static func saveProgressDay(_ db: Database, owner: String, exerciseId: String, day: Date, _ a: DayAggregate) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO progress_day (user_id, exercise_id, day, best1, best3, best5, best8, best10, reps, e1rm, hold, pace, volume)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [owner, exerciseId, Millis(day), a.best[0], a.best[1], a.best[2], a.best[3], a.best[4], a.reps, a.e1rm, a.hold, a.pace, a.volume])
    }

    /// One day's non-warm-up sets folded: the heaviest weight per record target and the most reps,
    /// the best e1RM, the longest hold, the fastest pace and the volume (`ProgressMeasure`'s rule, in kg,
    /// seconds, seconds per km).
    struct DayAggregate {
        var best: [Double?] = Array(repeating: nil, count: SQLiteStore.progressTargets.count)
        var reps = 0
        var e1rm: Double?
        var hold: Int?
        var pace: Double?
        var volume: Double?

        /// Nothing any series reads (a day of sets with neither weight nor time).
        var isEmpty: Bool { reps == 0 && best[0] == nil && e1rm == nil && hold == nil && pace == nil && volume == nil }

        mutating func add(_ sample: ProgressSeries.Sample) {
            if let weightKg = sample.weightKg, let reps = sample.reps, reps >= 1 {
                self.reps = max(self.reps, reps)
                for (i, target) in SQLiteStore.progressTargets.enumerated() where reps >= target {
                    best[i] = max(best[i] ?? weightKg, weightKg)
                }
            }
            if let e = ProgressMeasure.oneRepMax.value(of: sample, bodyWeight: false) { e1rm = max(e1rm ?? e, e) }
            if let h = ProgressMeasure.hold.value(of: sample, bodyWeight: false) { hold = max(hold ?? Int(h), Int(h)) }
            if let p = ProgressMeasure.pace.value(of: sample, bodyWeight: false) { pace = min(pace ?? p, p) }
            if let v = ProgressMeasure.volume.value(of: sample, bodyWeight: false) { volume = (volume ?? 0) + v }
        }
    }
}
