import Foundation

/// Records, progress, exercise summaries and the dashboard, composed from the store's indexed
/// reads with the core rules (SPEC 3–4). No read here walks an exercise's whole history: the
/// store answers each question from an index or a cache it keeps on write.
extension PlatesService {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        try await store.records(exerciseId: exerciseId)
    }

    public func trainingDays(from: Date, to: Date) async throws(PlatesError) -> [Date] {
        try await store.trainingDays(in: try TrainingCalendar.days(from: from, to: to, calendar: environment.calendar))
    }

    public func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] {
        try await store.progress(exerciseId: exerciseId, measure: measure)
    }

    public func recentSessionVolumeRecords(since: Date) async throws(PlatesError) -> [SessionVolumeRecord.Recent] {
        SessionVolumeRecord.recent(try await store.recentVolumes(since: since), since: since)
    }

    public func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] {
        let today = environment.calendar.startOfDay(for: environment.now())
        return try await store.summaryRows(before: today).map { row in
            ExerciseSummary(
                exercise: row.exercise, lastSet: row.newest, lastSessionTopSet: SessionRules.topSet(of: row.lastSession),
                currentRecord: row.record)
        }
    }

    public func dashboard() async throws(PlatesError) -> DashboardSummary {
        let calendar = environment.calendar
        let now = environment.now()
        let today = calendar.dateInterval(of: .day, for: now)!
        let cutoff = calendar.date(byAdding: .day, value: -(DashboardSummary.recentRecordDays - 1), to: today.start)!
        let week = calendar.dateInterval(of: .weekOfYear, for: now)!
        let rows = try await store.dashboardRows(today: today, recentSince: cutoff, week: week)
        var groups: [String: MuscleGroup] = [:]
        var byId: [String: Exercise] = [:]
        for e in rows.exercises {
            groups[e.id] = e.muscleGroup
            byId[e.id] = e
        }
        var recent: [RecentRecord] = []
        for (id, holders) in rows.recentHolders {
            guard let name = byId[id]?.name else { continue }
            for r in holders where r.set.date >= cutoff { recent.append(RecentRecord(exerciseId: id, exerciseName: name, record: r)) }
        }
        let todaySummary = DaySummary.make(day: today.start, sets: rows.todaySets, groups: groups)
        let lastWorkout = rows.lastDay.map { DaySummary.make(day: $0.start, sets: rows.lastDaySets, groups: groups) }
        let recentRecords = DashboardSummary.sortRecent(recent)
        return DashboardSummary(
            today: todaySummary, lastWorkout: lastWorkout, recentRecords: recentRecords,
            bodyWeight: BodyWeightStats.make(rows.bodyWeight, profile: rows.settings.weighing(rows.bodyWeight.latest)),
            trainingDaysThisWeek: Set(rows.weekDates.map { calendar.startOfDay(for: $0) }).count,
            exercises: DashboardSummary.named(today: todaySummary, lastWorkout: lastWorkout, recentRecords: recentRecords, in: byId))
    }
}
