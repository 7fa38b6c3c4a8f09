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

    public func records(targets: [String: Int]) async throws(PlatesError) -> [String: PersonalRecord] {
        let owner = self.owner
        return try await read { db in
            var records: [String: PersonalRecord] = [:]
            for (id, target) in targets { records[id] = try await Self.record(db, owner: owner, exerciseId: id, target: target) }
            return records
        }
    }

    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        let calendar = environment.calendar, owner = self.owner
        return try await read { db in
            let exercise = try await Self.fetchExercise(db, owner: owner, id: exerciseId)
            let unit = try await Self.profileUnit(db, owner: owner)
            let samples = try await db.query("""
                SELECT date, weight_kg, reps FROM workout_set
                WHERE user_id = \(owner) AND exercise_id = \(exercise.id) AND reps >= \(minReps) AND kind != 'warmup' AND weight_kg IS NOT NULL
                ORDER BY date
                """).map { row in
                    ProgressSeries.Sample(date: PostgresRows.date(try PostgresRows.value(row, "date")),
                                          weightKg: try PostgresRows.value(row, "weight_kg"), reps: try PostgresRows.value(row, "reps"))
                }
            return ProgressSeries.series(of: samples, bodyWeight: exercise.usesBodyWeight, unit: unit, calendar: calendar)
        }
    }

    public func dashboardRows(today: DateInterval, recentSince: Date, week: DateInterval) async throws(PlatesError) -> DashboardRows {
        let owner = self.owner, calendar = environment.calendar
        return try await read { db in
            let exercises = try await db.query("SELECT * FROM exercise WHERE user_id = \(owner)").map(PostgresRows.exercise)
            let todaySets = try await Self.sets(db, owner: owner, in: today)
            var lastDay: DateInterval?, lastDaySets: [WorkoutSet] = []
            if let lastDate = try await db.query("""
                SELECT date FROM workout_set WHERE user_id = \(owner) AND date < \(PostgresRows.millis(today.start)) ORDER BY date DESC LIMIT 1
                """).first.map({ PostgresRows.date(try PostgresRows.value($0, "date")) }) {
                let day = calendar.dateInterval(of: .day, for: lastDate)!
                lastDay = day
                lastDaySets = try await Self.sets(db, owner: owner, in: day)
            }
            let recentIds = try await db.query("""
                SELECT DISTINCT exercise_id FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(recentSince))
                """).map { try PostgresRows.value($0, "exercise_id", as: String.self) }
            var recentHolders: [String: [PersonalRecord]] = [:]
            for id in recentIds { recentHolders[id] = try await Self.records(db, owner: owner, exerciseId: id) }
            let weekDates = try await db.query("""
                SELECT date FROM workout_set WHERE user_id = \(owner)
                AND date >= \(PostgresRows.millis(week.start)) AND date < \(PostgresRows.millis(week.end))
                """).map { PostgresRows.date(try PostgresRows.value($0, "date")) }
            let first = try await Self.endOfBodyWeight(db, owner: owner, newest: false)
            let latest = try await Self.endOfBodyWeight(db, owner: owner, newest: true)
            let count = try await Self.bodyWeightCount(db, owner: owner)
            return DashboardRows(exercises: exercises, todaySets: todaySets, lastDay: lastDay, lastDaySets: lastDaySets,
                                 recentHolders: recentHolders, weekDates: weekDates,
                                 bodyWeight: BodyWeightEnds(first: first, latest: latest, count: count),
                                 settings: try await Self.profileSettings(db, owner: owner))
        }
    }

    public func newestSets() async throws(PlatesError) -> [String: WorkoutSet] {
        let owner = self.owner
        return try await read { db in
            var newest: [String: WorkoutSet] = [:]
            for id in try await Self.exerciseIds(db, owner: owner) {
                newest[id] = try await Self.fetchSets(db, PostgresQuery(unsafeSQL: """
                    SELECT * FROM workout_set WHERE user_id = $1 AND exercise_id = $2 \(Self.newestFirst) LIMIT 1
                    """, binds: .strings(owner, id))).first
            }
            return newest
        }
    }

    public func newestSetDates(before date: Date) async throws(PlatesError) -> [String: Date] {
        let owner = self.owner
        return try await read { db in
            var dates: [String: Date] = [:]
            for id in try await Self.exerciseIds(db, owner: owner) {
                dates[id] = try await db.query("""
                    SELECT date FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(id) AND date < \(PostgresRows.millis(date))
                    ORDER BY date DESC LIMIT 1
                    """).first.map { PostgresRows.date(try PostgresRows.value($0, "date")) }
            }
            return dates
        }
    }

    public func sets(in intervals: [String: DateInterval]) async throws(PlatesError) -> [String: [WorkoutSet]] {
        let owner = self.owner
        return try await read { db in
            var sets: [String: [WorkoutSet]] = [:]
            for (id, interval) in intervals {
                sets[id] = try await Self.fetchSets(db, """
                    SELECT * FROM workout_set WHERE user_id = \(owner) AND exercise_id = \(id)
                    AND date >= \(PostgresRows.millis(interval.start)) AND date < \(PostgresRows.millis(interval.end))
                    """)
            }
            return sets
        }
    }

    /// Every exercise's id (each then walks its own date index: a scan of the sets for the
    /// exercises with any would read them all).
    static func exerciseIds(_ db: PostgresPool.Connection, owner: String) async throws -> [String] {
        try await db.query("SELECT id FROM exercise WHERE user_id = \(owner)").map { try PostgresRows.value($0, "id", as: String.self) }
    }

    static func sets(_ db: PostgresPool.Connection, owner: String, in day: DateInterval) async throws -> [WorkoutSet] {
        try await fetchSets(db, """
            SELECT * FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(day.start)) AND date < \(PostgresRows.millis(day.end))
            """)
    }
}
