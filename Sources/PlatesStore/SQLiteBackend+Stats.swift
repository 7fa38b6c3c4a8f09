import Foundation
import GRDB
import PlatesCore

/// Stats through indexed queries: no call scans all sets (records are rows kept on write, see
/// SQLiteBackend+Records; last set and last session walk the exercise's date index; the dashboard
/// reads today, one day and this week).
extension SQLiteBackend {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        let owner = self.owner
        return try await read { db in
            _ = try Self.fetchExercise(db, owner: owner, id: exerciseId)
            return try Self.records(db, owner: owner, exerciseId: exerciseId)
        }
    }

    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        let calendar = environment.calendar, owner = self.owner, zone = calendar.timeZone.identifier
        let (points, built) = try await read { db in
            let exercise = try Self.fetchExercise(db, owner: owner, id: exerciseId)
            let unit = try Self.profileUnit(db, owner: owner)
            let built = try Self.progressZone(db, owner: owner, exerciseId: exerciseId) == zone
            if built, let points = try Self.aggregatedProgress(db, owner: owner, exercise: exercise, minReps: minReps, unit: unit) {
                return (points, true)
            }
            // Only the three columns the series needs, in date order, from the exercise's date index
            // alone (it carries them), through a cursor: no row is copied or kept.
            var builder = ProgressSeries.Builder(bodyWeight: exercise.usesBodyWeight, unit: unit, calendar: calendar)
            let rows = try Row.fetchCursor(db.cachedStatement(sql: """
                SELECT date, weight_kg, reps FROM workout_set INDEXED BY set_by_exercise_date
                WHERE user_id = ? AND exercise_id = ? AND reps >= ? AND kind != 'warmup' AND weight_kg IS NOT NULL ORDER BY date
                """), arguments: [owner, exerciseId, minReps])
            while let row = try rows.next() {
                builder.add(ProgressSeries.Sample(date: (row[0] as Millis).date, weightKg: row[1], reps: row[2]))
            }
            return (builder.points, built)
        }
        if !built { buildProgressInBackground(exerciseId: exerciseId) }
        return points
    }

    public func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] {
        let now = environment.now(), calendar = environment.calendar, owner = self.owner
        return try await read { db in
            let exercises = try Row.fetchAll(db.cachedStatement(sql: "SELECT \(RowMapping.exerciseColumns) FROM exercise WHERE user_id = ? ORDER BY name_key, id"),
                                             arguments: [owner]).map(RowMapping.exercise)
            return try exercises.map { e in
                let last = try Self.fetchSets(db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? \(Self.newestFirst) LIMIT 1",
                                              [owner, e.id]).first
                return ExerciseSummary(
                    exercise: e, lastSet: last,
                    lastSessionTopSet: last == nil ? nil : try Self.lastSessionTop(db, owner: owner, exerciseId: e.id, now: now, calendar: calendar),
                    currentRecord: last == nil ? nil : try Self.record(db, owner: owner, exerciseId: e.id, target: e.defaultPRReps))
            }
        }
    }

    public func dashboard() async throws(PlatesError) -> DashboardSummary {
        let now = environment.now(), calendar = environment.calendar, owner = self.owner
        return try await read { db in
            let groups = try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, muscle_group FROM exercise WHERE user_id = ?",
                                                                           arguments: [owner]).map {
                (row: Row) -> (String, MuscleGroup) in (row[0], try StoredEnum.value(row[1], "muscle_group"))
            })
            let today = calendar.dateInterval(of: .day, for: now)!
            let todaySets = try Self.fetchSets(db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND date >= ? AND date < ?",
                                               [owner, Millis(today.start), Millis(today.end)])
            var lastWorkout: DaySummary?
            if let lastDate = try Millis.fetchOne(db, sql: "SELECT date FROM workout_set WHERE user_id = ? AND date < ? ORDER BY date DESC LIMIT 1",
                                                  arguments: [owner, Millis(today.start)])?.date {
                let day = calendar.dateInterval(of: .day, for: lastDate)!
                let sets = try Self.fetchSets(db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND date >= ? AND date < ?",
                                              [owner, Millis(day.start), Millis(day.end)])
                lastWorkout = DaySummary.make(day: day.start, sets: sets, groups: groups)
            }
            let cutoff = calendar.date(byAdding: .day, value: -(DashboardSummary.recentRecordDays - 1), to: today.start)!
            // INDEXED BY: with DISTINCT alone SQLite walks a whole exercise index (measured: 40 ms at 100k sets).
            let recentIds = try String.fetchAll(db.cachedStatement(sql: """
                SELECT DISTINCT exercise_id FROM workout_set INDEXED BY set_by_date
                WHERE user_id = ? AND date >= ? AND kind != 'warmup' AND reps IS NOT NULL
                """), arguments: [owner, Millis(cutoff)])
            var recent: [RecentRecord] = []
            for id in recentIds {
                let e = try Self.fetchExercise(db, owner: owner, id: id)
                for r in try Self.records(db, owner: owner, exerciseId: id) where r.set.date >= cutoff {
                    recent.append(RecentRecord(exerciseId: id, exerciseName: e.name, record: r))
                }
            }
            let week = calendar.dateInterval(of: .weekOfYear, for: now)!
            let weekDates = try Millis.fetchAll(db, sql: "SELECT date FROM workout_set WHERE user_id = ? AND date >= ? AND date < ?",
                                                arguments: [owner, Millis(week.start), Millis(week.end)]).map(\.date)
            return DashboardSummary(
                today: DaySummary.make(day: today.start, sets: todaySets, groups: groups),
                lastWorkout: lastWorkout,
                recentRecords: DashboardSummary.sortRecent(recent),
                bodyWeight: try Self.bodyWeightStats(db, owner: owner),
                trainingDaysThisWeek: Set(weekDates.map { calendar.startOfDay(for: $0) }).count)
        }
    }

    // MARK: Queries

    static func lastSessionTop(_ db: Database, owner: String, exerciseId: String, now: Date, calendar: Calendar) throws -> WorkoutSet? {
        let today = calendar.startOfDay(for: now)
        guard let latest = try Millis.fetchOne(db, sql: """
            SELECT date FROM workout_set WHERE user_id = ? AND exercise_id = ? AND date < ? ORDER BY date DESC LIMIT 1
            """, arguments: [owner, exerciseId, Millis(today)])?.date else { return nil }
        let day = calendar.dateInterval(of: .day, for: latest)!
        let sets = try fetchSets(db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND exercise_id = ? AND date >= ? AND date < ?",
                                 [owner, exerciseId, Millis(day.start), Millis(min(day.end, today))])
        return SessionRules.topSet(of: sets)
    }
}
