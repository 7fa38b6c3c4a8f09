import Foundation
import PlatesCore
import PostgresNIO

/// Stats through indexed queries, as in the SQLite store (SQLiteBackend+Stats).
extension PostgresBackend {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        let owner = self.owner
        return try await read { db in
            _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId)
            return try await Self.records(db, owner: owner, exerciseId: exerciseId)
        }
    }

    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        let calendar = environment.calendar, owner = self.owner
        return try await read { db in
            let exercise = try await Self.fetchExercise(db, owner: owner, id: exerciseId)
            let unit = try await Self.profileUnit(db, owner: owner)
            let samples = try await db.query("""
                SELECT date, weight_kg, reps FROM workout_set
                WHERE user_id = \(owner) AND exercise_id = \(exerciseId) AND reps >= \(minReps) AND kind != 'warmup' AND weight_kg IS NOT NULL
                ORDER BY date
                """).map { row in
                    ProgressSeries.Sample(date: PostgresRows.date(try PostgresRows.value(row, "date")),
                                          weightKg: try PostgresRows.value(row, "weight_kg"), reps: try PostgresRows.value(row, "reps"))
                }
            return ProgressSeries.series(of: samples, bodyWeight: exercise.usesBodyWeight, unit: unit, calendar: calendar)
        }
    }

    public func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] {
        let now = environment.now(), calendar = environment.calendar, owner = self.owner
        return try await read { db in
            let exercises = try await db.query("SELECT * FROM exercise WHERE user_id = \(owner) ORDER BY name_key, id").map(PostgresRows.exercise)
            var summaries: [ExerciseSummary] = []
            for e in exercises {
                let last = try await Self.fetchSets(db, PostgresQuery(unsafeSQL: """
                    SELECT * FROM workout_set WHERE user_id = $1 AND exercise_id = $2 \(Self.newestFirst) LIMIT 1
                    """, binds: .strings(owner, e.id))).first
                summaries.append(ExerciseSummary(
                    exercise: e, lastSet: last,
                    lastSessionTopSet: last == nil ? nil : try await Self.lastSessionTop(db, owner: owner, exerciseId: e.id, now: now, calendar: calendar),
                    currentRecord: last == nil ? nil : try await Self.record(db, owner: owner, exerciseId: e.id, target: e.defaultPRReps)))
            }
            return summaries
        }
    }

    public func dashboard() async throws(PlatesError) -> DashboardSummary {
        let now = environment.now(), calendar = environment.calendar, owner = self.owner
        return try await read { db in
            var groups: [String: MuscleGroup] = [:]
            for row in try await db.query("SELECT id, muscle_group FROM exercise WHERE user_id = \(owner)") {
                groups[try PostgresRows.value(row, "id")] = try StoredEnum.value(try PostgresRows.value(row, "muscle_group"), "muscle_group")
            }
            let today = calendar.dateInterval(of: .day, for: now)!
            let todaySets = try await Self.sets(db, owner: owner, in: today)
            var lastWorkout: DaySummary?
            if let lastDate = try await db.query("""
                SELECT date FROM workout_set WHERE user_id = \(owner) AND date < \(PostgresRows.millis(today.start)) ORDER BY date DESC LIMIT 1
                """).first.map({ PostgresRows.date(try PostgresRows.value($0, "date")) }) {
                let day = calendar.dateInterval(of: .day, for: lastDate)!
                lastWorkout = DaySummary.make(day: day.start, sets: try await Self.sets(db, owner: owner, in: day), groups: groups)
            }
            let cutoff = calendar.date(byAdding: .day, value: -(DashboardSummary.recentRecordDays - 1), to: today.start)!
            let recentIds = try await db.query("""
                SELECT DISTINCT exercise_id FROM workout_set
                WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(cutoff)) AND kind != 'warmup' AND reps IS NOT NULL
                """).map { try PostgresRows.value($0, "exercise_id", as: String.self) }
            var recent: [RecentRecord] = []
            for id in recentIds {
                let e = try await Self.fetchExercise(db, owner: owner, id: id)
                for r in try await Self.records(db, owner: owner, exerciseId: id) where r.set.date >= cutoff {
                    recent.append(RecentRecord(exerciseId: id, exerciseName: e.name, record: r))
                }
            }
            let week = calendar.dateInterval(of: .weekOfYear, for: now)!
            let weekDates = try await db.query("""
                SELECT date FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(week.start)) AND date < \(PostgresRows.millis(week.end))
                """).map { PostgresRows.date(try PostgresRows.value($0, "date")) }
            return DashboardSummary(
                today: DaySummary.make(day: today.start, sets: todaySets, groups: groups),
                lastWorkout: lastWorkout,
                recentRecords: DashboardSummary.sortRecent(recent),
                bodyWeight: try await Self.bodyWeightStats(db, owner: owner),
                trainingDaysThisWeek: Set(weekDates.map { calendar.startOfDay(for: $0) }).count)
        }
    }

    static func sets(_ db: PostgresPool.Connection, owner: String, in day: DateInterval) async throws -> [WorkoutSet] {
        try await fetchSets(db, """
            SELECT * FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(day.start)) AND date < \(PostgresRows.millis(day.end))
            """)
    }

    static func lastSessionTop(_ db: PostgresPool.Connection, owner: String, exerciseId: String, now: Date, calendar: Calendar) async throws -> WorkoutSet? {
        let today = calendar.startOfDay(for: now)
        guard let latest = try await db.query("""
            SELECT date FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exerciseId) AND date < \(PostgresRows.millis(today))
            ORDER BY date DESC LIMIT 1
            """).first.map({ PostgresRows.date(try PostgresRows.value($0, "date")) }) else { return nil }
        let day = calendar.dateInterval(of: .day, for: latest)!
        let sets = try await fetchSets(db, """
            SELECT * FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(exerciseId)
            AND date >= \(PostgresRows.millis(day.start)) AND date < \(PostgresRows.millis(min(day.end, today)))
            """)
        return SessionRules.topSet(of: sets)
    }
}
