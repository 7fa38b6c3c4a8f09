import Foundation

/// A week, a month or a year of training in figures (`plates report`): how often, how much, what,
/// and which records. Pure: `ReportCollector` reads what it needs through the backend.
public struct TrainingReport: Sendable, Equatable {
    /// One muscle group's work sets and volume.
    public struct Group: Sendable, Equatable {
        public var muscleGroup: MuscleGroup
        public var sets: Int
        public var volumeKg: Double
    }

    /// One exercise's work sets and its best set of the period (by estimated 1RM; a hold by
    /// time, cardio by distance).
    public struct ExerciseLine: Sendable, Equatable {
        public var exercise: Exercise
        public var sets: Int
        public var best: WorkoutSet?
    }

    /// A record set in the period that still stands.
    public struct RecordLine: Sendable, Equatable {
        public var exercise: Exercise
        public var record: PersonalRecord
    }

    public var period: ReportPeriod
    public var range: DateInterval
    /// Local days with at least one set.
    public var trainingDays: Int
    /// Workouts started in the period, and days of sets outside any workout on which none started.
    public var sessions: Int
    public var workSets: Int
    public var warmUpSets: Int
    /// SPEC 2's volume (warm-ups included), in kilograms.
    public var volumeKg: Double
    /// Most work sets first.
    public var groups: [Group]
    /// The five exercises with the most work sets.
    public var exercises: [ExerciseLine]
    public var records: [RecordLine]
    /// The period before: its work sets and sessions, for "last week 58".
    public var previousWorkSets: Int
    public var previousSessions: Int
    public var streak: WeekStreak
    /// Workouts started this calendar month and year (as of now, whatever the period).
    public var workoutsThisMonth = 0
    public var workoutsThisYear = 0
    /// Work sets per muscle group in the last twelve weeks, when asked for (the dashboard's card).
    public var groupWeeks: GroupWeeks?
    /// The last training days before today, newest first, when asked for (the dashboard's recent
    /// workouts).
    public var recentDays: [DaySummary]?
    /// The calendar of training days, the weeks up to the period's end, when asked for.
    public var calendar: TrainingCalendar.Grid?

    /// How many exercises the report lists.
    public static let exerciseLines = 5

    /// The figures of `sets` (those of `range`), with the exercises they belong to, the workouts
    /// started in `range`, and the account's standing records.
    public static func make(
        period: ReportPeriod, range: DateInterval, sets: [WorkoutSet], exercises: [Exercise], workouts: [Workout],
        records: [String: [PersonalRecord]], previous: (workSets: Int, sessions: Int), streak: WeekStreak, calendar: Calendar
    ) -> TrainingReport {
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let inRange = sets.filter { range.start <= $0.date && $0.date < range.end && byId[$0.exerciseId] != nil }
        let work = inRange.filter { $0.kind != .warmup }
        var groups: [MuscleGroup: Group] = [:]
        for set in inRange {
            let group = byId[set.exerciseId]!.muscleGroup
            var line = groups[group] ?? Group(muscleGroup: group, sets: 0, volumeKg: 0)
            if set.kind != .warmup { line.sets += 1 }
            line.volumeKg += Volume.kilograms(of: [set])
            groups[group] = line
        }
        let perExercise = Dictionary(grouping: work, by: \.exerciseId)
        let lines = perExercise.map { id, sets in ExerciseLine(exercise: byId[id]!, sets: sets.count, best: best(of: sets, type: byId[id]!.exerciseType)) }
            .sorted { ($0.sets, $1.exercise.name) > ($1.sets, $0.exercise.name) }
        let standing = perExercise.keys.sorted().flatMap { id in
            (records[id] ?? []).filter { range.start <= $0.set.date && $0.set.date < range.end }.map { RecordLine(exercise: byId[id]!, record: $0) }
        }
        return TrainingReport(
            period: period, range: range, trainingDays: Set(inRange.map { LocalDay.interval(of: $0.date, calendar: calendar).start }).count,
            sessions: sessions(
                sets: inRange, workouts: workouts.filter { range.contains($0.startedAt) && $0.startedAt < range.end }, calendar: calendar,
                end: range.end),
            workSets: work.count, warmUpSets: inRange.count - work.count, volumeKg: Volume.kilograms(of: inRange),
            groups: groups.values.sorted { ($0.sets, $1.muscleGroup.rawValue) > ($1.sets, $0.muscleGroup.rawValue) },
            exercises: Array(lines.prefix(exerciseLines)),
            records: standing.sorted {
                ($0.record.set.date, $0.exercise.name, $0.record.target.code) < ($1.record.set.date, $1.exercise.name, $1.record.target.code)
            },
            previousWorkSets: previous.workSets, previousSessions: previous.sessions, streak: streak)
    }

    /// Workouts, and each day of sets outside any workout on which no workout started: a set
    /// logged without starting one still counts as a session, once a day. The day of such sets
    /// is the day their run began — sets less than `sessionGap` apart are one run — so a late
    /// session from 23:40 to 00:20 is one, not two (it kept a week's goal of two with one).
    ///
    /// A workout finished with none of `sets` in it (started by mistake, then another started —
    /// which finishes it) is no session: it kept a week's goal with nothing done. `end`: where
    /// `sets` end; a workout finished after it may have its sets beyond, and counts.
    public static func sessions(sets: [WorkoutSet], workouts: [Workout], calendar: Calendar, end: Date = .distantFuture) -> Int {
        let trained = Set(sets.compactMap(\.workoutId))
        let workouts = workouts.filter { w in trained.contains(w.id) || w.finishedAt.map { $0 >= end } ?? true }
        let workoutDays = Set(workouts.map { LocalDay.interval(of: $0.startedAt, calendar: calendar).start })
        var looseDays = Set<Date>()
        var previous: Date?
        for date in sets.filter({ $0.workoutId == nil }).map(\.date).sorted() {
            if previous.map({ date.timeIntervalSince($0) >= sessionGap }) ?? true {
                looseDays.insert(LocalDay.interval(of: date, calendar: calendar).start)
            }
            previous = date
        }
        return workouts.count + looseDays.subtracting(workoutDays).count
    }

    /// The pause that ends a session of sets logged outside a workout: 3 hours.
    public static let sessionGap: TimeInterval = 3 * 3_600

    /// The best set of one exercise's work sets: the highest estimated 1RM (the heavier on a
    /// tie, then the earlier; without added load, the most reps); the longest hold; the longest
    /// distance, then the fastest.
    static func best(of sets: [WorkoutSet], type: ExerciseType) -> WorkoutSet? {
        func earlier(_ a: WorkoutSet, _ b: WorkoutSet) -> Bool { (a.date, a.id) < (b.date, b.id) }
        switch type {
        case .strength:
            let scored = sets.compactMap { s -> (WorkoutSet, Double, Double)? in
                guard let kg = s.weightKg, let reps = s.reps, reps > 0 else { return nil }
                return (s, OneRepMax.epley(weight: kg, reps: reps), kg)
            }
            // Body-weight sets without added load: the most reps.
            guard !scored.isEmpty else { return sets.filter { $0.reps != nil }.max { a, b in a.reps! != b.reps! ? a.reps! < b.reps! : earlier(b, a) } }
            return scored.max { a, b in a.1 != b.1 ? a.1 < b.1 : a.2 != b.2 ? a.2 < b.2 : earlier(b.0, a.0) }?.0
        case .timed:
            return sets.filter { $0.duration != nil }.max { a, b in a.duration! != b.duration! ? a.duration! < b.duration! : earlier(b, a) }
        case .cardio:
            func metres(_ s: WorkoutSet) -> Double { s.distance.map { ($0) * (s.distanceUnit ?? .km).metres } ?? 0 }
            return sets.filter { $0.distance != nil || $0.duration != nil }.max { a, b in
                metres(a) != metres(b)
                    ? metres(a) < metres(b) : (a.duration ?? .max) != (b.duration ?? .max) ? (a.duration ?? .max) > (b.duration ?? .max) : earlier(b, a)
            }
        }
    }
}

/// The reports' periods: the calendar's week (Monday first), month and year.
public enum ReportPeriod: String, CaseIterable, Sendable {
    case week, month, year

    var component: Calendar.Component {
        switch self {
        case .week: return .weekOfYear
        case .month: return .month
        case .year: return .year
        }
    }

    /// The period holding `date`; `back` periods earlier with `back` > 0 (1: the one before).
    public func interval(containing date: Date, calendar: Calendar, back: Int = 0) -> DateInterval {
        var current = calendar.dateInterval(of: component, for: date)!
        for _ in 0..<max(0, back) { current = calendar.dateInterval(of: component, for: current.start.addingTimeInterval(-1))! }
        return current
    }
}

/// Weeks in a row with at least `goal` sessions, counted back from the last complete week (this
/// week counts too once it reaches the goal: an unfinished week does not break the run).
public struct WeekStreak: Sendable, Equatable {
    public var weeks: Int
    public var goal: Int
    /// The complete weeks of the run before this one: they change only when the week does (or a
    /// past set is edited), so a caller that refreshes often passes them back (`knownPast`).
    public var past: Int

    /// Sessions a week, unless the profile says otherwise (`Profile.weeklyGoal`).
    public static let defaultGoal = 2

    public init(weeks: Int, goal: Int, past: Int? = nil) {
        self.weeks = weeks
        self.goal = goal
        self.past = past ?? weeks
    }

    /// Looks at most this many weeks back (ten years).
    public static let horizon = 520

    /// `sessions` answers a week's sessions. With `knownPast` (the run before this week, from
    /// an earlier count in the same week) only this week is asked: a run of years is hundreds of
    /// weeks, each a query or two.
    public static func count(
        goal: Int, now: Date, calendar: Calendar, knownPast: Int? = nil, sessions: (DateInterval) async throws(PlatesError) -> Int
    ) async throws(PlatesError) -> WeekStreak {
        let thisWeek = try await sessions(ReportPeriod.week.interval(containing: now, calendar: calendar)) >= goal ? 1 : 0
        if let knownPast { return WeekStreak(weeks: thisWeek + knownPast, goal: goal, past: knownPast) }
        var past = 0
        for back in 1..<horizon {
            guard try await sessions(ReportPeriod.week.interval(containing: now, calendar: calendar, back: back)) >= goal else { break }
            past += 1
        }
        return WeekStreak(weeks: thisWeek + past, goal: goal, past: past)
    }
}
