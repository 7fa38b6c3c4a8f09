import Foundation
import GRDB
import PlatesCore

/// The progress series from per-day aggregates (`progress_day`, migration v6), kept on write.
///
/// A series reads one row per training day instead of every set: at 1M generated sets the bench
/// press has 65,000 qualifying sets on 10,200 days, and walking them took 20–36 ms.
/// A row holds, for one exercise and local day, the heaviest qualifying set's weight for each
/// record target (reps ≥ 1, 3, 5, 8, 10) and the most reps, which is all any series needs:
/// max commutes with the unit conversion, and a body-weight series is the most reps when that
/// reaches the filter.
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

    /// The series from the rows (built in the reader's zone: the caller checks), or nil for a filter
    /// that is not a record target on a plain exercise.
    static func aggregatedProgress(_ db: Database, owner: String, exercise: Exercise, minReps: Int, unit: WeightUnit) throws -> [ProgressPoint]? {
        if exercise.usesBodyWeight {
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT day, reps FROM progress_day WHERE user_id = ? AND exercise_id = ? AND reps >= ? ORDER BY day
                        """), arguments: [owner, exercise.id, minReps])
            var points: [ProgressPoint] = []
            while let row = try rows.next() {
                points.append(ProgressPoint(day: (row[0] as Millis).date, value: Double(row[1] as Int), unit: nil))
            }
            return points
        }
        guard progressTargets.contains(minReps) else { return nil }
        let column = progressColumn(target: minReps)
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT day, \(column) FROM progress_day WHERE user_id = ? AND exercise_id = ? AND \(column) IS NOT NULL ORDER BY day
                    """), arguments: [owner, exercise.id])
        var points: [ProgressPoint] = []
        while let row = try rows.next() {
            points.append(ProgressPoint(day: (row[0] as Millis).date, value: WeightUnit.kg.convert(row[1], to: unit), unit: unit))
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

    /// The exercise's qualifying sets in `range` (all of them when nil), in date order from its date
    /// index, folded per local day: `each` hears every day that has some, with its start.
    private static func foldDays(
        _ db: Database, owner: String, exerciseId: String, in range: DateInterval?, calendar: Calendar,
        _ each: (Date, DayAggregate) throws -> Void
    ) throws {
        var sql = """
            SELECT date, weight_kg, reps FROM workout_set INDEXED BY set_by_exercise_date
            WHERE user_id = ? AND exercise_id = ? AND reps >= 1 AND kind != 'warmup' AND weight_kg IS NOT NULL
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
            let date = (row[0] as Millis).date
            if let current = day, current.start <= date, date < current.end {
                aggregate.add(weightKg: row[1], reps: row[2])
                continue
            }
            if let current = day { try each(current.start, aggregate) }
            // In date order the day is found once per day, not once per set.
            day = LocalDay.interval(of: date, calendar: calendar)
            aggregate = DayAggregate()
            aggregate.add(weightKg: row[1], reps: row[2])
        }
        if let current = day { try each(current.start, aggregate) }
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
                INSERT OR REPLACE INTO progress_day (user_id, exercise_id, day, best1, best3, best5, best8, best10, reps)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [owner, exerciseId, Millis(day), a.best[0], a.best[1], a.best[2], a.best[3], a.best[4], a.reps])
    }

    /// One day's qualifying sets folded: the heaviest weight per record target, the most reps.
    struct DayAggregate {
        var best: [Double?] = Array(repeating: nil, count: SQLiteStore.progressTargets.count)
        var reps = 0

        mutating func add(weightKg: Double, reps: Int) {
            self.reps = max(self.reps, reps)
            for (i, target) in SQLiteStore.progressTargets.enumerated() where reps >= target {
                best[i] = max(best[i] ?? weightKg, weightKg)
            }
        }
    }
}
