import Foundation
import PlatesCore

/// Stats computed with the core rules over the in-memory sets (the demo holds months, not years).
extension DemoBackend {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        let exercise = try exerciseIndex(exerciseId).1
        return PersonalRecords.records(in: sets(of: exerciseId), bodyWeight: exercise.usesBodyWeight)
    }

    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        let exercise = try exerciseIndex(exerciseId).1
        return ProgressSeries.series(of: sets(of: exerciseId), minReps: minReps, bodyWeight: exercise.usesBodyWeight,
                                     unit: data.profile.unit, calendar: environment.calendar)
    }

    public func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] {
        let now = environment.now(), calendar = environment.calendar
        let grouped = Dictionary(grouping: data.sets, by: \.exerciseId)
        return try await listExercises().map { e in
            let sets = grouped[e.id] ?? []
            return ExerciseSummary(exercise: e, lastSet: SessionRules.lastSet(in: sets),
                                   lastSessionTopSet: SessionRules.lastSessionTopSet(in: sets, now: now, calendar: calendar),
                                   currentRecord: PersonalRecords.record(for: e.defaultPRReps, in: sets, bodyWeight: e.usesBodyWeight))
        }
    }

    public func dashboard() async throws(PlatesError) -> DashboardSummary {
        let now = environment.now(), calendar = environment.calendar
        let groups = Dictionary(uniqueKeysWithValues: data.exercises.map { ($0.id, $0.muscleGroup) })
        let today = calendar.dateInterval(of: .day, for: now)!
        func inDay(_ day: DateInterval) -> [WorkoutSet] { data.sets.filter { day.start <= $0.date && $0.date < day.end } }
        var lastWorkout: DaySummary?
        if let last = data.sets.filter({ $0.date < today.start }).max(by: { $0.date < $1.date }) {
            let day = calendar.dateInterval(of: .day, for: last.date)!
            lastWorkout = DaySummary.make(day: day.start, sets: inDay(day), groups: groups)
        }
        let cutoff = calendar.date(byAdding: .day, value: -(DashboardSummary.recentRecordDays - 1), to: today.start)!
        let recentIds = Set(data.sets.filter { $0.date >= cutoff && PersonalRecords.counts($0) }.map(\.exerciseId))
        var recent: [RecentRecord] = []
        for id in recentIds {
            let exercise = try exerciseIndex(id).1
            for r in PersonalRecords.records(in: sets(of: id), bodyWeight: exercise.usesBodyWeight) where r.set.date >= cutoff {
                recent.append(RecentRecord(exerciseId: id, exerciseName: exercise.name, record: r))
            }
        }
        let week = calendar.dateInterval(of: .weekOfYear, for: now)!
        let weekDays = Set(data.sets.filter { week.start <= $0.date && $0.date < week.end }.map { calendar.startOfDay(for: $0.date) })
        return DashboardSummary(today: DaySummary.make(day: today.start, sets: inDay(today), groups: groups),
                                lastWorkout: lastWorkout, recentRecords: DashboardSummary.sortRecent(recent),
                                bodyWeight: BodyWeightStats.make(entries: data.bodyWeight, profile: currentProfile()),
                                trainingDaysThisWeek: weekDays.count)
    }
}
