import Foundation

/// Reads what a `TrainingReport` needs through the backend protocol (any backend, the HTTP one
/// included): the period's sets and workouts, the records of the exercises trained, the period
/// before's counts, and the weeks of the streak one by one (a run of weeks is short; each is a
/// page or two of sets). With `groupWeeks`, the last twelve weeks' work sets per muscle group too:
/// their sets read once, or only this week's when `knownGroupWeeks` holds the same weeks.
public enum ReportCollector {
    public static func collect(
        _ backend: any PlatesBackend, period: ReportPeriod, back: Int = 0, goal: Int, now: Date, calendar: Calendar,
        knownPastWeeks: Int? = nil, groupWeeks: Bool = false, knownGroupWeeks: GroupWeeks? = nil, recentDays: Int = 0,
        calendarWeeks: Int = 0
    ) async throws(PlatesError) -> TrainingReport {
        let range = period.interval(containing: now, calendar: calendar, back: back)
        let sets = try await allSets(backend, in: range)
        let exercises = try await backend.listExercises()
        let workouts = try await allWorkouts(backend, in: range)
        var records: [String: [PersonalRecord]] = [:]
        for id in Set(sets.filter { $0.kind != .warmup }.map(\.exerciseId)).sorted() {
            records[id] = try await backend.records(exerciseId: id)
        }
        let before = period.interval(containing: now, calendar: calendar, back: back + 1)
        let previousSets = try await allSets(backend, in: before)
        let previousSessions = TrainingReport.sessions(
            sets: previousSets, workouts: try await allWorkouts(backend, in: before), calendar: calendar, end: before.end)
        let streak = try await WeekStreak.count(goal: goal, now: now, calendar: calendar, knownPast: knownPastWeeks) {
            (week: DateInterval) async throws(PlatesError) -> Int in
            TrainingReport.sessions(
                sets: try await allSets(backend, in: week), workouts: try await allWorkouts(backend, in: week), calendar: calendar, end: week.end)
        }
        var report = TrainingReport.make(
            period: period, range: range, sets: sets, exercises: exercises, workouts: workouts, records: records,
            previous: (previousSets.filter { $0.kind != .warmup }.count, previousSessions), streak: streak, calendar: calendar)
        report.workoutsThisMonth = try await allWorkouts(backend, in: ReportPeriod.month.interval(containing: now, calendar: calendar)).count
        report.workoutsThisYear = try await allWorkouts(backend, in: ReportPeriod.year.interval(containing: now, calendar: calendar)).count
        // The weeks and the calendar end with the period (now, or the last day of a past one).
        let end = min(now, range.end.addingTimeInterval(-1))
        if groupWeeks {
            let weeks = GroupWeeks.weeks(endingWith: end, calendar: calendar)
            let thisWeek = weeks[weeks.count - 1]
            let thisWeekSets = range == thisWeek ? sets : try await allSets(backend, in: thisWeek)
            let current = GroupWeeks.make(sets: thisWeekSets, exercises: exercises, weeks: [thisWeek])
            if let known = knownGroupWeeks, known.weeks == weeks, let kept = known.replacingLast(with: current) {
                report.groupWeeks = kept
            } else {
                let earlier = try await allSets(backend, in: DateInterval(start: weeks[0].start, end: thisWeek.start))
                report.groupWeeks = GroupWeeks.make(sets: earlier + thisWeekSets, exercises: exercises, weeks: weeks)
            }
        }
        if calendarWeeks > 0 {
            let first = TrainingCalendar.start(weeks: calendarWeeks, endingWith: end, calendar: calendar)
            report.calendar = TrainingCalendar.grid(
                days: try await backend.trainingDays(from: first, to: end), first: first, last: end, calendar: calendar)
        }
        if recentDays > 0 {
            let groups = Dictionary(exercises.map { ($0.id, $0.muscleGroup) }, uniquingKeysWith: { a, _ in a })
            let today = LocalDay.interval(of: now, calendar: calendar)
            report.recentDays = try await lastDays(backend, count: recentDays, before: today.start, calendar: calendar).map {
                DaySummary.make(day: $0.day, sets: $0.sets, groups: groups)
            }
        }
        return report
    }

    /// The sets of the last `count` local days with sets before `before`, newest day first: pages
    /// of the newest sets until a day past the last one shows (or the history ends).
    static func lastDays(
        _ backend: any PlatesBackend, count: Int, before: Date, calendar: Calendar
    ) async throws(PlatesError) -> [(day: Date, sets: [WorkoutSet])] {
        var days: [(day: Date, sets: [WorkoutSet])] = []
        var skip = 0
        while true {
            let page = try await backend.listSets(SetQuery(to: before, skip: skip, limit: Limits.pageLimit.upperBound))
            for set in page.items {
                let day = LocalDay.interval(of: set.date, calendar: calendar).start
                if days.last?.day == day {
                    days[days.count - 1].sets.append(set)
                } else {
                    guard days.count < count else { return days }
                    days.append((day, [set]))
                }
            }
            skip += page.items.count
            if page.items.isEmpty || skip >= page.total { return days }
        }
    }

    static func allSets(_ backend: any PlatesBackend, in range: DateInterval) async throws(PlatesError) -> [WorkoutSet] {
        var sets: [WorkoutSet] = []
        while true {
            let page = try await backend.listSets(SetQuery(from: range.start, to: range.end, skip: sets.count, limit: Limits.pageLimit.upperBound))
            sets += page.items
            if page.items.isEmpty || sets.count >= page.total { return sets }
        }
    }

    /// Workouts started in `range`; none on a backend without workouts.
    static func allWorkouts(_ backend: any PlatesBackend, in range: DateInterval) async throws(PlatesError) -> [Workout] {
        guard let training = backend as? any TrainingBackend else { return [] }
        var workouts: [Workout] = []
        var before = range.end
        var seen: Set<String> = []
        while true {
            let page = try await training.listWorkouts(from: range.start, to: before, limit: Limits.pageLimit.upperBound)
            let new = page.filter { seen.insert($0.id).inserted }
            workouts += new
            guard page.count == Limits.pageLimit.upperBound, !new.isEmpty, let oldest = page.last?.startedAt else { return workouts }
            before = oldest.addingTimeInterval(0.001)
        }
    }
}
