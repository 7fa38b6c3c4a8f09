import Foundation
import PlatesCore

/// `plates report --json` (docs/json/cli.schema.json, "report"): every key always written.
struct ReportJSON: Encodable {
    var report: TrainingReport
    var unit: WeightUnit

    init(_ report: TrainingReport, unit: WeightUnit) {
        self.report = report
        self.unit = unit
    }

    enum Key: String, CodingKey {
        case period, from, to, sessions, volume, previous, streak, exercises, records
        case trainingDays = "training_days"
        case workSets = "work_sets"
        case warmUpSets = "warm_up_sets"
        case volumeUnit = "volume_unit"
        case muscleGroups = "muscle_groups"
        case workoutsThisMonth = "workouts_this_month"
        case workoutsThisYear = "workouts_this_year"
        case muscleGroupWeeks = "muscle_group_weeks"
        case trainingCalendar = "training_calendar"
    }

    /// Each muscle group's work sets in each of the twelve weeks to the period's end.
    struct GroupWeeksJSON: Encodable {
        var weekStarts: [Date]
        var workSets: [String: [Int]]
        enum CodingKeys: String, CodingKey {
            case weekStarts = "week_starts"
            case workSets = "work_sets"
        }
    }

    /// The days with sets in the calendar's weeks (its first day a Monday).
    struct CalendarJSON: Encodable {
        var from: Date
        var days: [Date]
    }

    struct Previous: Encodable {
        var sessions: Int
        var workSets: Int
        enum CodingKeys: String, CodingKey {
            case sessions
            case workSets = "work_sets"
        }
    }

    struct Group: Encodable {
        var muscleGroup: MuscleGroup
        var sets: Int
        var volume: Double
        enum CodingKeys: String, CodingKey {
            case sets, volume
            case muscleGroup = "muscle_group"
        }
    }

    struct ExerciseLine: Encodable {
        var exerciseId: String
        var exerciseName: String
        var sets: Int
        var best: SetJSON?
        enum CodingKeys: String, CodingKey {
            case sets, best
            case exerciseId = "exercise_id"
            case exerciseName = "exercise_name"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(exerciseId, forKey: .exerciseId)
            try c.encode(exerciseName, forKey: .exerciseName)
            try c.encode(sets, forKey: .sets)
            try c.encode(best, forKey: .best)  // null when none
        }
    }

    func encode(to encoder: any Encoder) throws {
        let r = report
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(r.period.rawValue, forKey: .period)
        try c.encode(r.range.start, forKey: .from)
        try c.encode(r.range.end, forKey: .to)
        try c.encode(r.sessions, forKey: .sessions)
        try c.encode(r.trainingDays, forKey: .trainingDays)
        try c.encode(r.workSets, forKey: .workSets)
        try c.encode(r.warmUpSets, forKey: .warmUpSets)
        try c.encode(Self.inUnit(r.volumeKg, unit), forKey: .volume)
        try c.encode(unit, forKey: .volumeUnit)
        try c.encode(Previous(sessions: r.previousSessions, workSets: r.previousWorkSets), forKey: .previous)
        try c.encode(["weeks": r.streak.weeks, "goal": r.streak.goal], forKey: .streak)
        try c.encode(r.workoutsThisMonth, forKey: .workoutsThisMonth)
        try c.encode(r.workoutsThisYear, forKey: .workoutsThisYear)
        try c.encode(r.groups.map { Group(muscleGroup: $0.muscleGroup, sets: $0.sets, volume: Self.inUnit($0.volumeKg, unit)) }, forKey: .muscleGroups)
        try c.encode(
            r.exercises.map { line in
                ExerciseLine(
                    exerciseId: line.exercise.id, exerciseName: line.exercise.name, sets: line.sets,
                    best: line.best.map { SetJSON(set: $0, exerciseName: line.exercise.name) })
            }, forKey: .exercises)
        try c.encode(r.records.map { RecordJSON(exercise: $0.exercise, record: $0.record) }, forKey: .records)
        try c.encode(
            r.groupWeeks.map { w in
                GroupWeeksJSON(weekStarts: w.weeks.map(\.start), workSets: Dictionary(uniqueKeysWithValues: w.sets.map { ($0.key.rawValue, $0.value) }))
            }, forKey: .muscleGroupWeeks)
        try c.encode(
            r.calendar.map { grid in
                CalendarJSON(from: grid.first, days: grid.trained.sorted().map { grid.first.addingTimeInterval(Double($0) * 86_400) })
            }, forKey: .trainingCalendar)
    }

    /// Kilograms in `unit`, to 0.1.
    static func inUnit(_ kg: Double, _ unit: WeightUnit) -> Double {
        (WeightUnit.kg.convert(kg, to: unit) * 10).rounded() / 10
    }
}
