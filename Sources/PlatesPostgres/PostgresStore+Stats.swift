import Foundation
import PlatesCore
import PostgresNIO

/// Stats through indexed queries, as in the SQLite store (SQLiteBackend+Stats).
extension PostgresStore {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        try await database.execute(Prepared.RecordHolders(owner: owner, exerciseId: exerciseId))
    }

    public func records(targets: [String: Int]) async throws(PlatesError) -> [String: PersonalRecord] {
        let owner = self.owner
        return try await read { db in
            var records: [String: PersonalRecord] = [:]
            for (id, target) in targets { records[id] = try await Self.record(db, owner: owner, exerciseId: id, target: target) }
            return records
        }
    }

    public func progress(exercise: Exercise, minReps: Int, unit: WeightUnit) async throws(PlatesError) -> [ProgressPoint] {
        let calendar = environment.calendar, owner = self.owner
        return try await read { db in
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

    public func newestSetDate(before date: Date) async throws(PlatesError) -> Date? {
        let owner = self.owner
        return try await read { db in
            try await db.query("""
                SELECT date FROM workout_set WHERE user_id = \(owner) AND date < \(PostgresRows.millis(date)) ORDER BY date DESC LIMIT 1
                """).first.map { PostgresRows.date(try PostgresRows.value($0, "date")) }
        }
    }

    public func sets(in interval: DateInterval) async throws(PlatesError) -> [WorkoutSet] {
        let owner = self.owner
        return try await read { db in try await Self.sets(db, owner: owner, in: interval) }
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

    public func setDates(in interval: DateInterval) async throws(PlatesError) -> [Date] {
        let owner = self.owner
        return try await read { db in
            try await db.query("""
                SELECT date FROM workout_set WHERE user_id = \(owner)
                AND date >= \(PostgresRows.millis(interval.start)) AND date < \(PostgresRows.millis(interval.end))
                """).map { PostgresRows.date(try PostgresRows.value($0, "date")) }
        }
    }

    public func exercisesLogged(since date: Date) async throws(PlatesError) -> [String] {
        let owner = self.owner
        return try await read { db in
            try await db.query("""
                SELECT DISTINCT exercise_id FROM workout_set WHERE user_id = \(owner) AND date >= \(PostgresRows.millis(date))
                """).map { try PostgresRows.value($0, "exercise_id", as: String.self) }
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
