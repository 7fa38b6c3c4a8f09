import Foundation
import GRDB
import PlatesCore

/// The reads behind records, progress, summaries and the dashboard, each through an index: no
/// call scans all sets (records are rows kept on write, see SQLiteStore+Records; newest sets walk
/// each exercise's date index; day and week reads use the date index).
extension SQLiteStore {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        let owner = self.owner
        return try await read { db in
            _ = try Self.fetchExercise(db, owner: owner, id: exerciseId)
            return try Self.records(db, owner: owner, exerciseId: exerciseId)
        }
    }

    /// One seek of the date index per day (`set_by_date`): a year is ~370 seeks, whatever the
    /// number of sets.
    public func trainingDays(in days: [DateInterval]) async throws(PlatesError) -> [Date] {
        let owner = self.owner
        return try await read { db in
            let statement = try db.cachedStatement(sql: "SELECT 1 FROM workout_set WHERE user_id = ? AND date >= ? AND date < ? LIMIT 1")
            return try days.filter { day in
                try Bool.fetchOne(statement, arguments: [owner, Millis(day.start), Millis(day.end)]) ?? false
            }.map(\.start)
        }
    }

    public func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] {
        let calendar = environment.calendar
        let owner = self.owner
        let zone = calendar.timeZone.identifier
        let (points, built) = try await read { db in
            let exercise = try Self.fetchExercise(db, owner: owner, id: exerciseId)
            let unit = try Self.profileUnit(db, owner: owner)
            let built = try Self.progressZone(db, owner: owner, exerciseId: exercise.id) == zone
            if built, let points = try Self.aggregatedProgress(db, owner: owner, exercise: exercise, measure: measure, unit: unit) {
                return (points, true)
            }
            var builder = ProgressSeries.Builder(measure: measure, bodyWeight: exercise.usesBodyWeight, unit: unit, calendar: calendar)
            guard case .weight(let minReps) = measure else {
                // Rows not built yet: the sets once, in date order, through a cursor.
                let rows = try Row.fetchCursor(
                    db.cachedStatement(
                        sql: """
                            SELECT \(Self.progressSampleColumns) FROM workout_set INDEXED BY set_by_exercise_date
                            WHERE user_id = ? AND exercise_id = ? AND kind != 'warmup' ORDER BY date
                            """), arguments: [owner, exercise.id])
                while let row = try rows.next() { builder.add(Self.progressSample(row)) }
                return (builder.points, built)
            }
            // Only the three columns the series needs, in date order, from the exercise's date index
            // alone (it carries them), through a cursor: no row is copied or kept.
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT date, weight_kg, reps FROM workout_set INDEXED BY set_by_exercise_date
                        WHERE user_id = ? AND exercise_id = ? AND reps >= ? AND kind != 'warmup' AND weight_kg IS NOT NULL ORDER BY date
                        """), arguments: [owner, exercise.id, minReps])
            while let row = try rows.next() {
                builder.add(ProgressSeries.Sample(date: (row[0] as Millis).date, weightKg: row[1], reps: row[2]))
            }
            return (builder.points, built)
        }
        if !built { buildProgressInBackground(exerciseId: exerciseId) }
        return points
    }

    public func dashboardRows(today: DateInterval, recentSince: Date, week: DateInterval) async throws(PlatesError) -> DashboardRows {
        let owner = self.owner
        let calendar = environment.calendar
        return try await read { db in
            let exercises = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT \(RowMapping.exerciseColumns) FROM exercise WHERE user_id = ?"),
                arguments: [owner]
            ).map(RowMapping.exercise)
            let todaySets = try Self.sets(db, owner: owner, in: today)
            var lastDay: DateInterval?
            var lastDaySets: [WorkoutSet] = []
            if let lastDate = try Millis.fetchOne(
                db.cachedStatement(sql: "SELECT date FROM workout_set WHERE user_id = ? AND date < ? ORDER BY date DESC LIMIT 1"),
                arguments: [owner, Millis(today.start)])?.date
            {
                let day = calendar.dateInterval(of: .day, for: lastDate)!
                lastDay = day
                lastDaySets = try Self.sets(db, owner: owner, in: day)
            }
            // INDEXED BY: with DISTINCT alone SQLite walks a whole exercise index (measured: 40 ms at 100k sets).
            let recentIds = try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT exercise_id FROM workout_set INDEXED BY set_by_date WHERE user_id = ? AND date >= ?
                        """), arguments: [owner, Millis(recentSince)])
            // Only the holders set since then (the service keeps no other): 146 record rows read
            // at 50k sets became a handful.
            var recentHolders: [String: [PersonalRecord]] = [:]
            for id in recentIds { recentHolders[id] = try Self.records(db, owner: owner, exerciseId: id, setSince: recentSince) }
            let weekDates = try Millis.fetchAll(
                db.cachedStatement(sql: "SELECT date FROM workout_set WHERE user_id = ? AND date >= ? AND date < ?"),
                arguments: [owner, Millis(week.start), Millis(week.end)]
            ).map(\.date)
            return DashboardRows(
                exercises: exercises, todaySets: todaySets, lastDay: lastDay, lastDaySets: lastDaySets,
                recentHolders: recentHolders, weekDates: weekDates,
                bodyWeight: try Self.bodyWeightEnds(db, owner: owner), settings: try Self.profileSettings(db, owner: owner))
        }
    }

    static func sets(_ db: Database, owner: String, in interval: DateInterval) throws -> [WorkoutSet] {
        try fetchSets(
            db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND date >= ? AND date < ?",
            [owner, Millis(interval.start), Millis(interval.end)])
    }

    /// Each exercise with sets walks its own date index: its newest set, the newest date before
    /// today, that day's sets; its record is a row.
    public func summaryRows(before today: Date) async throws(PlatesError) -> [SummaryRow] {
        let owner = self.owner
        let calendar = environment.calendar
        return try await read { db in
            let exercises = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT \(RowMapping.exerciseColumns) FROM exercise WHERE user_id = ? ORDER BY name_key, id"),
                arguments: [owner]
            ).map(RowMapping.exercise)
            let withSets = Set(try Self.exerciseIdsWithSets(db, owner: owner))
            return try exercises.map { e in
                guard withSets.contains(e.id) else { return SummaryRow(exercise: e, newest: nil, lastSession: [], record: nil) }
                let newest = try Self.fetchSets(
                    db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? \(Self.newestFirst) LIMIT 1",
                    [owner, e.id]
                ).first
                var session: [WorkoutSet] = []
                // The newest set is the last session's unless it is today's: most exercises were
                // not trained today, and each of them is spared a query.
                let lastDate =
                    try newest.flatMap { $0.date < today ? $0.date : nil }
                    ?? Millis.fetchOne(
                        db.cachedStatement(
                            sql: """
                                SELECT date FROM workout_set WHERE user_id = ? AND exercise_id = ? AND date < ? ORDER BY date DESC LIMIT 1
                                """), arguments: [owner, e.id, Millis(today)])?.date
                if let date = lastDate {
                    let day = calendar.dateInterval(of: .day, for: date)!
                    session = try Self.fetchSets(
                        db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? AND date >= ? AND date < ?",
                        [owner, e.id, Millis(day.start), Millis(min(day.end, today))])
                }
                return SummaryRow(
                    exercise: e, newest: newest, lastSession: session,
                    record: try Self.record(db, owner: owner, exerciseId: e.id, target: ExerciseRecords.currentTarget(of: e)))
            }
        }
    }

    /// One read from the progress rows: each lift's best volume day before `since` and its days
    /// from then on, not its whole series (the dashboard's recent best sessions read 7,600 days a
    /// lift at 1M sets). A lift whose rows are not built for this zone yet gets its series as
    /// `progress` makes it (which has them built).
    public func recentVolumes(since: Date) async throws(PlatesError) -> [RecentVolumes] {
        let owner = self.owner
        let zone = environment.calendar.timeZone.identifier
        let (lifts, unbuilt) = try await read { db in
            // INDEXED BY: the recent sets from the date index, not each exercise's whole one.
            let ids = try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT exercise_id FROM workout_set INDEXED BY set_by_date
                        WHERE user_id = ? AND date >= ? AND kind != 'warmup'
                        """), arguments: [owner, Millis(since)])
            let unit = try Self.profileUnit(db, owner: owner)
            let point = { (row: Row) in
                ProgressPoint(day: (row[0] as Millis).date, value: WeightUnit.kg.convert(row[1] as Double, to: unit), unit: unit)
            }
            var lifts: [RecentVolumes] = []
            var unbuilt: [Exercise] = []
            for id in ids {
                let exercise = try Self.fetchExercise(db, owner: owner, id: id)
                guard SessionVolumeRecord.hasVolumeChart(exercise) else { continue }
                guard try Self.progressZone(db, owner: owner, exerciseId: id) == zone else {
                    unbuilt.append(exercise)
                    continue
                }
                let best = try Row.fetchOne(db.cachedStatement(sql: Self.bestVolumeBefore), arguments: [owner, id, Millis(since)])
                let recent = try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT day, volume FROM progress_day WHERE user_id = ? AND exercise_id = ? AND day >= ? AND volume IS NOT NULL
                            ORDER BY day
                            """), arguments: [owner, id, Millis(since)])
                lifts.append(RecentVolumes(exercise: exercise, bestBefore: best.map(point), recent: recent.map(point)))
            }
            return (lifts, unbuilt)
        }
        var all = lifts
        for exercise in unbuilt {
            all.append(RecentVolumes(exercise: exercise, series: try await progress(exerciseId: exercise.id, measure: .volume), since: since))
        }
        return all
    }

    /// A lift's best volume day before a day: `SessionVolumeRecord.best`'s rule (the highest, the
    /// earliest of equal days; volumes are kept in kilograms, and converting keeps their order).
    /// SQLite answers it from `progress_day_by_volume`, the first entry of the lift's run of it
    /// (the ORDER BY and LIMIT choose it; a test checks the plan). Named with INDEXED BY, the same
    /// plan measured 0.4–0.7 MB more peak memory at 1M sets, for no reason found.
    static let bestVolumeBefore = """
        SELECT day, volume FROM progress_day WHERE user_id = ? AND exercise_id = ? AND day < ? AND volume IS NOT NULL
        ORDER BY volume DESC, day LIMIT 1
        """

    /// The exercises with sets, from `set_tally` (kept by triggers).
    static func exerciseIdsWithSets(_ db: Database, owner: String) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: "SELECT exercise_id FROM set_tally WHERE user_id = ? AND sets > 0"), arguments: [owner])
    }
}
