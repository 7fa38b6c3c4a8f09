import Foundation

/// Records, progress, exercise summaries and the dashboard, composed from the store's indexed
/// reads with the core rules (SPEC 3–4). No read here walks an exercise's whole history: the
/// store answers each question from an index or a cache it keeps on write.
extension PlatesService {
    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        _ = try await store.exercise(id: exerciseId)
        return try await store.records(exerciseId: exerciseId)
    }

    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        let exercise = try await store.exercise(id: exerciseId)
        let unit = try await store.profileSettings().unit
        return try await store.progress(exercise: exercise, minReps: minReps, unit: unit)
    }

    public func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] {
        let calendar = environment.calendar
        let today = calendar.startOfDay(for: environment.now())
        let exercises = try await store.exercises()
        let newest = try await store.newestSets()
        // The last session: the newest day before today with sets, up to today's start.
        var sessions: [String: DateInterval] = [:]
        for (id, date) in try await store.newestSetDates(before: today) {
            let day = calendar.dateInterval(of: .day, for: date)!
            sessions[id] = DateInterval(start: day.start, end: min(day.end, today))
        }
        let sessionSets = try await store.sets(in: sessions)
        var targets: [String: Int] = [:]
        for e in exercises where newest[e.id] != nil { targets[e.id] = e.defaultPRReps }
        let records = try await store.records(targets: targets)
        return exercises.map { e in
            ExerciseSummary(exercise: e, lastSet: newest[e.id],
                            lastSessionTopSet: sessionSets[e.id].flatMap(SessionRules.topSet(of:)),
                            currentRecord: records[e.id])
        }
    }

    public func dashboard() async throws(PlatesError) -> DashboardSummary {
        let calendar = environment.calendar, now = environment.now()
        let exercises = try await store.exercises()
        let groups = Dictionary(exercises.map { ($0.id, $0.muscleGroup) }, uniquingKeysWith: { first, _ in first })
        let today = calendar.dateInterval(of: .day, for: now)!
        let todaySets = try await store.sets(in: today)
        var lastWorkout: DaySummary?
        if let lastDate = try await store.newestSetDate(before: today.start) {
            let day = calendar.dateInterval(of: .day, for: lastDate)!
            lastWorkout = DaySummary.make(day: day.start, sets: try await store.sets(in: day), groups: groups)
        }
        let cutoff = calendar.date(byAdding: .day, value: -(DashboardSummary.recentRecordDays - 1), to: today.start)!
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var recent: [RecentRecord] = []
        for id in try await store.exercisesLogged(since: cutoff) {
            guard let name = names[id] else { continue }
            for r in try await store.records(exerciseId: id) where r.set.date >= cutoff {
                recent.append(RecentRecord(exerciseId: id, exerciseName: name, record: r))
            }
        }
        let week = calendar.dateInterval(of: .weekOfYear, for: now)!
        let weekDays = Set(try await store.setDates(in: week).map { calendar.startOfDay(for: $0) })
        return DashboardSummary(today: DaySummary.make(day: today.start, sets: todaySets, groups: groups),
                                lastWorkout: lastWorkout,
                                recentRecords: DashboardSummary.sortRecent(recent),
                                bodyWeight: try await bodyWeightStats(),
                                trainingDaysThisWeek: weekDays.count)
    }
}
