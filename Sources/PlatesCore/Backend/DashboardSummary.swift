import Foundation

/// One training day: what the dashboard and history show of it.
public struct DaySummary: Codable, Hashable, Sendable {
    /// Start of the local day.
    public var day: Date
    public var label: String?
    public var setCount: Int
    public var volumeKg: Double
    /// The day's exercises in the order first performed.
    public var exerciseIds: [String]
    /// The workouts the day's sets belong to, in no order: a workout past midnight is named on
    /// both days. Not on the wire (what reads it, history, builds its days from the sets).
    public var workoutIds: [String] = []

    enum CodingKeys: String, CodingKey {
        case day, label
        case setCount = "set_count"
        case volumeKg = "volume_kg"
        case exerciseIds = "exercise_ids"
    }

    public init(day: Date, label: String?, setCount: Int, volumeKg: Double, exerciseIds: [String], workoutIds: [String] = []) {
        self.day = day
        self.label = label
        self.setCount = setCount
        self.volumeKg = volumeKg
        self.exerciseIds = exerciseIds
        self.workoutIds = workoutIds
    }

    /// Summarises one day's sets; `groups` gives each exercise's muscle group.
    public static func make(day: Date, sets: [WorkoutSet], groups: [String: MuscleGroup]) -> DaySummary {
        // The sets in the order performed, as indices: a list hands them newest first, which is
        // that order backwards (history builds a summary for every day it loads, ~50 sets each at
        // 1M; sorting the sets themselves moved them all).
        var newestFirst = true
        for i in sets.indices.dropFirst() where !SessionRules.isNewer(sets[i - 1], than: sets[i]) {
            newestFirst = false
            break
        }
        let ordered: [Int] =
            newestFirst ? sets.indices.reversed() : sets.indices.sorted { SessionRules.isNewer(sets[$1], than: sets[$0]) }
        var ids: [String] = []
        for i in ordered where !ids.contains(sets[i].exerciseId) { ids.append(sets[i].exerciseId) }
        var workouts: [String] = []
        for set in sets { if let w = set.workoutId, !workouts.contains(w) { workouts.append(w) } }
        let entries = ordered.compactMap { i in
            groups[sets[i].exerciseId].map { WorkoutLabel.Entry(exerciseId: sets[i].exerciseId, muscleGroup: $0) }
        }
        return DaySummary(
            day: day, label: WorkoutLabel.label(for: entries), setCount: sets.count,
            volumeKg: Volume.kilograms(of: sets), exerciseIds: ids, workoutIds: workouts)
    }
}

/// A record set recently, with its exercise's name.
public struct RecentRecord: Codable, Hashable, Sendable {
    public var exerciseId: String
    public var exerciseName: String
    public var record: PersonalRecord

    enum CodingKeys: String, CodingKey {
        case record
        case exerciseId = "exercise_id"
        case exerciseName = "exercise_name"
    }

    public init(exerciseId: String, exerciseName: String, record: PersonalRecord) {
        self.exerciseId = exerciseId
        self.exerciseName = exerciseName
        self.record = record
    }
}

/// Today at a glance (SPEC 4, dashboard).
public struct DashboardSummary: Codable, Hashable, Sendable {
    public var today: DaySummary
    /// The most recent day before today with sets.
    public var lastWorkout: DaySummary?
    /// Records whose set was performed in the last 7 days, newest first.
    public var recentRecords: [RecentRecord]
    public var bodyWeight: BodyWeightStats
    /// Distinct local days with sets since the start of this week (Monday).
    public var trainingDaysThisWeek: Int
    /// The exercises the cards name (today's, the last workout's, the recent records'), so the
    /// dashboard is drawn from this answer alone, without waiting for the exercise list. Empty from
    /// a server older than the field: the interface then names them from the exercise list.
    public var exercises: [Exercise]

    enum CodingKeys: String, CodingKey {
        case today, exercises
        case lastWorkout = "last_workout"
        case recentRecords = "recent_records"
        case bodyWeight = "body_weight"
        case trainingDaysThisWeek = "training_days_this_week"
    }

    public init(
        today: DaySummary, lastWorkout: DaySummary?, recentRecords: [RecentRecord],
        bodyWeight: BodyWeightStats, trainingDaysThisWeek: Int, exercises: [Exercise] = []
    ) {
        self.today = today
        self.lastWorkout = lastWorkout
        self.recentRecords = recentRecords
        self.bodyWeight = bodyWeight
        self.trainingDaysThisWeek = trainingDaysThisWeek
        self.exercises = exercises
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            today: try c.decode(DaySummary.self, forKey: .today),
            lastWorkout: try c.decodeIfPresent(DaySummary.self, forKey: .lastWorkout),
            recentRecords: try c.decode([RecentRecord].self, forKey: .recentRecords),
            bodyWeight: try c.decode(BodyWeightStats.self, forKey: .bodyWeight),
            trainingDaysThisWeek: try c.decode(Int.self, forKey: .trainingDaysThisWeek),
            exercises: try c.decodeIfPresent([Exercise].self, forKey: .exercises) ?? [])
    }

    /// One of the exercises the cards name.
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// The exercises named by `today`, `lastWorkout` and `recentRecords`, first named first, from
    /// `all` (ids it lacks are left out).
    public static func named(today: DaySummary, lastWorkout: DaySummary?, recentRecords: [RecentRecord], in all: [String: Exercise]) -> [Exercise] {
        var ids: [String] = []
        for id in today.exerciseIds + (lastWorkout?.exerciseIds ?? []) + recentRecords.map(\.exerciseId) where !ids.contains(id) { ids.append(id) }
        return ids.compactMap { all[$0] }
    }

    /// How far back "recent" records reach.
    public static let recentRecordDays = 7

    /// Orders recent records newest first, then by exercise name and rep target.
    public static func sortRecent(_ records: [RecentRecord]) -> [RecentRecord] {
        records.sorted {
            if $0.record.set.date != $1.record.set.date { return $0.record.set.date > $1.record.set.date }
            if $0.exerciseName != $1.exerciseName { return $0.exerciseName < $1.exerciseName }
            return $0.record.target < $1.record.target
        }
    }
}
