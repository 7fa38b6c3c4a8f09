import Foundation
import PlatesCore
import PostgresNIO

/// Stats through indexed queries, as in the SQLite store (SQLiteBackend+Stats).
extension PostgresStore {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        let owner = self.owner
        return try await read { db in
            _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId)
            return try await Self.records(db, owner: owner, exerciseId: exerciseId)
        }
    }

    /// One statement: the days as two arrays of bounds, each checked with a seek of the date index.
    public func trainingDays(in days: [DateInterval]) async throws(PlatesError) -> [Date] {
        let owner = self.owner
        let starts = days.map { PostgresRows.millis($0.start) }
        let ends = days.map { PostgresRows.millis($0.end) }
        return try await read { db in
            try await db.query(
                """
                SELECT d.s FROM unnest(\(starts)::BIGINT[], \(ends)::BIGINT[]) AS d(s, e)
                WHERE EXISTS (SELECT 1 FROM workout_set w WHERE w.user_id = \(owner) AND w.date >= d.s AND w.date < d.e)
                ORDER BY d.s
                """
            ).map { PostgresRows.date(try PostgresRows.value($0, "s")) }
        }
    }

    /// The exercise's non-warm-up sets, folded per day by the core (`ProgressMeasure`): a server
    /// keeps no per-day rows.
    public func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] {
        let calendar = environment.calendar
        let owner = self.owner
        return try await read { db in
            let exercise = try await Self.fetchExercise(db, owner: owner, id: exerciseId)
            let unit = try await Self.profileUnit(db, owner: owner)
            let samples = try await db.query(
                """
                SELECT date, weight_kg, reps, duration, distance, distance_unit FROM workout_set
                WHERE user_id = \(owner) AND exercise_id = \(exercise.id) AND kind != 'warmup'
                ORDER BY date
                """
            ).map { row in
                let distance: Double? = try PostgresRows.value(row, "distance")
                let distanceUnit: DistanceUnit = try StoredEnum.optional(try PostgresRows.value(row, "distance_unit"), "distance_unit") ?? .km
                return ProgressSeries.Sample(
                    date: PostgresRows.date(try PostgresRows.value(row, "date")),
                    weightKg: try PostgresRows.value(row, "weight_kg"), reps: try PostgresRows.value(row, "reps", as: Int?.self),
                    seconds: try PostgresRows.value(row, "duration", as: Int?.self), metres: distance.map { distanceUnit.convert($0, to: .m) })
            }
            return ProgressSeries.series(of: samples, measure: measure, bodyWeight: exercise.usesBodyWeight, unit: unit, calendar: calendar)
        }
    }

    public func dashboardRows(today: DateInterval, recentSince: Date, week: DateInterval) async throws(PlatesError) -> DashboardRows {
        let owner = self.owner
        let calendar = environment.calendar
        return try await read { db in
            let exercises = try await db.query("SELECT * FROM exercise WHERE user_id = \(owner)").map(PostgresRows.exercise)
            let todaySets = try await Self.sets(db, owner: owner, in: today)
            var lastDay: DateInterval?
            var lastDaySets: [WorkoutSet] = []
            if let lastDate = try await db.query(
                """
                SELECT date FROM workout_set WHERE user_id = \(owner) AND date < \(PostgresRows.millis(today.start)) ORDER BY date DESC LIMIT 1
                """
            ).first.map({ PostgresRows.date(try PostgresRows.value($0, "date")) }) {
                let day = calendar.dateInterval(of: .day, for: lastDate)!
                lastDay = day
                lastDaySets = try await Self.sets(db, owner: owner, in: day)
            }
            let recentIds = try await db.query(
                """
                SELECT DISTINCT exercise_id FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(recentSince))
                """
            ).map { try PostgresRows.value($0, "exercise_id", as: String.self) }
            var recentHolders: [String: [PersonalRecord]] = [:]
            for id in recentIds { recentHolders[id] = try await Self.records(db, owner: owner, exerciseId: id) }
            let weekDates = try await db.query(
                """
                SELECT date FROM workout_set WHERE user_id = \(owner)
                AND date >= \(PostgresRows.millis(week.start)) AND date < \(PostgresRows.millis(week.end))
                """
            ).map { PostgresRows.date(try PostgresRows.value($0, "date")) }
            let first = try await Self.endOfBodyWeight(db, owner: owner, newest: false)
            let latest = try await Self.endOfBodyWeight(db, owner: owner, newest: true)
            let count = try await Self.bodyWeightCount(db, owner: owner)
            return DashboardRows(
                exercises: exercises, todaySets: todaySets, lastDay: lastDay, lastDaySets: lastDaySets,
                recentHolders: recentHolders, weekDates: weekDates,
                bodyWeight: BodyWeightEnds(first: first, latest: latest, count: count),
                settings: try await Self.profileSettings(db, owner: owner))
        }
    }

    public func summaryRows(before today: Date) async throws(PlatesError) -> [SummaryRow] {
        let owner = self.owner
        let calendar = environment.calendar
        return try await read { db in
            let exercises = try await db.query("SELECT * FROM exercise WHERE user_id = \(owner) ORDER BY name_key, id").map(PostgresRows.exercise)
            var rows: [SummaryRow] = []
            for e in exercises {
                let newest = try await Self.fetchSets(
                    db,
                    PostgresQuery(
                        unsafeSQL: """
                            SELECT * FROM workout_set WHERE user_id = $1 AND exercise_id = $2 \(Self.newestFirst) LIMIT 1
                            """, binds: .strings(owner, e.id))
                ).first
                guard let newest else {
                    rows.append(SummaryRow(exercise: e, newest: nil, lastSession: [], record: nil))
                    continue
                }
                var session: [WorkoutSet] = []
                if let date = try await db.query(
                    """
                    SELECT date FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(e.id) AND date < \(PostgresRows.millis(today))
                    ORDER BY date DESC LIMIT 1
                    """
                ).first.map({ PostgresRows.date(try PostgresRows.value($0, "date")) }) {
                    let day = calendar.dateInterval(of: .day, for: date)!
                    session = try await Self.fetchSets(
                        db,
                        """
                        SELECT * FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(e.id)
                        AND date >= \(PostgresRows.millis(day.start)) AND date < \(PostgresRows.millis(min(day.end, today)))
                        """)
                }
                rows.append(
                    SummaryRow(
                        exercise: e, newest: newest, lastSession: session,
                        record: try await Self.record(db, owner: owner, exerciseId: e.id, target: ExerciseRecords.currentTarget(of: e))))
            }
            return rows
        }
    }

    static func sets(_ db: PostgresPool.Connection, owner: String, in day: DateInterval) async throws -> [WorkoutSet] {
        try await fetchSets(
            db,
            """
            SELECT * FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(day.start)) AND date < \(PostgresRows.millis(day.end))
            """)
    }
}
