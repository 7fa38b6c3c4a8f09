import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// `plates report`'s rules: sessions, work sets and volume, the best set of each kind of exercise,
/// records of the period, periods across daylight saving, and the run of weeks.
@Suite(.onTestThreads) struct TrainingReportTests {
    static let berlin = Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let t0 = Date(timeIntervalSince1970: 0)
    static let squat = Exercise(id: "squat", name: "Squat", muscleGroup: .legs, createdAt: t0)
    static let bench = Exercise(id: "bench", name: "Bench Press", muscleGroup: .chest, createdAt: t0)
    static let pullUp = Exercise(id: "pull", name: "Pull-Up", muscleGroup: .back, usesBodyWeight: true, createdAt: t0)
    static let plank = Exercise(id: "plank", name: "Plank", muscleGroup: .core, exerciseType: .timed, createdAt: t0)
    static let run = Exercise(id: "run", name: "Running", muscleGroup: .cardio, exerciseType: .cardio, createdAt: t0)
    static let all = [squat, bench, pullUp, plank, run]

    /// `2026-11-18 18:00` in Berlin.
    static func at(_ text: String) -> Date {
        let parts = text.split(separator: " ")
        let day = WireDates.parseDay(String(parts[0]), calendar: berlin)!
        let hm = (parts.count > 1 ? parts[1] : "12:00").split(separator: ":").map { Int($0)! }
        return berlin.date(bySettingHour: hm[0], minute: hm[1], second: 0, of: day)!
    }

    static func set(
        _ e: Exercise, _ weight: Double? = nil, _ reps: Int? = nil, at: String, unit: WeightUnit = .kg, kind: SetKind = .normal,
        duration: Int? = nil, distance: Double? = nil, workout: String? = nil, id: String = UUID().uuidString
    ) -> WorkoutSet {
        WorkoutSet(
            id: id,
            draft: SetDraft(
                exerciseId: e.id, weight: weight, weightUnit: weight == nil ? nil : unit, reps: reps, duration: duration, distance: distance,
                distanceUnit: distance == nil ? nil : .km, kind: kind, date: Self.at(at), workoutId: workout),
            createdAt: Self.at(at))
    }

    static func workout(_ id: String, at: String) -> Workout {
        Workout(id: id, name: id, startedAt: Self.at(at), createdAt: Self.at(at))
    }

    @Test func aSessionIsAWorkoutOrADayOfSetsOutsideOne() {
        let sets = [
            Self.set(Self.squat, 100, 5, at: "2026-11-16 18:00", workout: "w1"),
            Self.set(Self.bench, 80, 5, at: "2026-11-16 19:30"),  // loose, on the day of w1
            Self.set(Self.bench, 80, 5, at: "2026-11-18 07:00"),  // loose: a session of its own
            Self.set(Self.bench, 80, 5, at: "2026-11-18 08:00"),
            Self.set(Self.squat, 100, 5, at: "2026-11-20 09:00", workout: "w2"),
            Self.set(Self.squat, 100, 5, at: "2026-11-20 19:00", workout: "w3"),  // two workouts, one day
        ]
        let workouts = [Self.workout("w1", at: "2026-11-16 18:00"), Self.workout("w2", at: "2026-11-20 09:00"), Self.workout("w3", at: "2026-11-20 19:00")]
        #expect(TrainingReport.sessions(sets: sets, workouts: workouts, calendar: Self.berlin) == 4)
        #expect(TrainingReport.sessions(sets: [], workouts: [], calendar: Self.berlin) == 0)
    }

    /// A late session, 23:40 to 00:20, outside a workout counted as two sessions (one a day),
    /// and kept a week's goal of two with one. Its sets are one run (less than 3 h apart): one
    /// session, on the day it began. A set 3 h later is a session of its own day.
    @Test func aSessionPastMidnightIsOne() {
        let late = [
            Self.set(Self.squat, 100, 5, at: "2026-11-27 23:40"),
            Self.set(Self.squat, 100, 5, at: "2026-11-28 00:10"),
            Self.set(Self.bench, 80, 5, at: "2026-11-28 00:20"),
        ]
        #expect(TrainingReport.sessions(sets: late, workouts: [], calendar: Self.berlin) == 1)
        let andNextEvening = late + [Self.set(Self.bench, 80, 5, at: "2026-11-28 18:00")]
        #expect(TrainingReport.sessions(sets: andNextEvening, workouts: [], calendar: Self.berlin) == 2)
        // Two runs on one day are still that day's one session.
        let twice = [Self.set(Self.bench, 80, 5, at: "2026-11-18 07:00"), Self.set(Self.bench, 80, 5, at: "2026-11-18 19:00")]
        #expect(TrainingReport.sessions(sets: twice, workouts: [], calendar: Self.berlin) == 1)
    }

    /// `plates workout start "5x5 a"`, then `start push` (which finishes the first): the empty
    /// 5×5 A counted as a session and kept a week's goal of two with one. A workout finished
    /// with no set is none; one still open, or finished after the sets read end, still counts.
    @Test func aWorkoutFinishedWithoutASetIsNoSession() {
        var empty = Self.workout("w1", at: "2026-11-16 18:00")
        empty.finishedAt = Self.at("2026-11-16 18:01")
        let push = Self.workout("w2", at: "2026-11-16 18:01")
        let sets = [Self.set(Self.bench, 80, 5, at: "2026-11-16 18:05", workout: "w2")]
        #expect(TrainingReport.sessions(sets: sets, workouts: [empty, push], calendar: Self.berlin) == 1)
        // The empty workout's day no longer hides a loose set's session.
        let loose = [Self.set(Self.bench, 80, 5, at: "2026-11-17 07:00")]
        var emptyNextDay = Self.workout("w3", at: "2026-11-17 06:00")
        emptyNextDay.finishedAt = Self.at("2026-11-17 06:00")
        #expect(TrainingReport.sessions(sets: loose, workouts: [emptyNextDay], calendar: Self.berlin) == 1)
        // Just started, nothing logged yet: training now.
        #expect(TrainingReport.sessions(sets: [], workouts: [push], calendar: Self.berlin) == 1)
        // Started on Sunday night, finished past the week's end: its sets are next week's.
        var late = Self.workout("w4", at: "2026-11-22 23:30")
        late.finishedAt = Self.at("2026-11-23 00:40")
        #expect(TrainingReport.sessions(sets: [], workouts: [late], calendar: Self.berlin, end: Self.at("2026-11-23 00:00")) == 1)
    }

    @Test func warmUpsAreVolumeButNotWorkSetsAndUnitsAreMixedInKilograms() {
        let week = ReportPeriod.week.interval(containing: Self.at("2026-11-18"), calendar: Self.berlin)
        let sets = [
            Self.set(Self.squat, 60, 5, at: "2026-11-16 18:00", kind: .warmup),
            Self.set(Self.squat, 100, 5, at: "2026-11-16 18:10"),
            Self.set(Self.bench, 225, 5, at: "2026-11-17 18:00", unit: .lb),
            Self.set(Self.pullUp, nil, 10, at: "2026-11-17 18:30"),
            Self.set(Self.pullUp, -15, 8, at: "2026-11-17 18:40"),  // assisted: no volume
            Self.set(Self.squat, 200, 5, at: "2026-11-23 00:00"),  // next Monday, 00:00 Berlin: outside
        ]
        let r = TrainingReport.make(
            period: .week, range: week, sets: sets, exercises: Self.all, workouts: [], records: [:], previous: (3, 1),
            streak: WeekStreak(weeks: 0, goal: 2), calendar: Self.berlin)
        #expect(r.workSets == 4 && r.warmUpSets == 1 && r.trainingDays == 2 && r.sessions == 2)
        let benchKg = 225 * WeightUnit.kilogramsPerPound * 5
        #expect(abs(r.volumeKg - (300 + 500 + benchKg)) < 0.001)
        #expect(r.groups.map(\.muscleGroup) == [.back, .chest, .legs])
        #expect(r.groups.map(\.sets) == [2, 1, 1])
        #expect(r.previousWorkSets == 3 && r.previousSessions == 1)
    }

    @Test func theBestSetOfEachKindOfExercise() {
        let week = ReportPeriod.week.interval(containing: Self.at("2026-11-18"), calendar: Self.berlin)
        let sets = [
            Self.set(Self.squat, 100, 5, at: "2026-11-16 18:00", id: "a"),
            Self.set(Self.squat, 110, 2, at: "2026-11-16 18:10", id: "b"),  // e1RM 117.3 beats 116.7
            Self.set(Self.squat, 140, 1, at: "2026-11-16 18:20", kind: .warmup, id: "w"),  // never best
            Self.set(Self.pullUp, nil, 8, at: "2026-11-17 18:00", id: "p8"),
            Self.set(Self.pullUp, nil, 12, at: "2026-11-17 18:10", id: "p12"),
            Self.set(Self.plank, at: "2026-11-18 07:00", duration: 60, id: "h60"),
            Self.set(Self.plank, at: "2026-11-18 07:05", duration: 90, id: "h90"),
            Self.set(Self.run, at: "2026-11-19 07:00", duration: 1500, distance: 5, id: "r5slow"),
            Self.set(Self.run, at: "2026-11-20 07:00", duration: 1380, distance: 5, id: "r5fast"),
            Self.set(Self.run, at: "2026-11-21 07:00", duration: 700, distance: 2, id: "r2"),
        ]
        let r = TrainingReport.make(
            period: .week, range: week, sets: sets, exercises: Self.all, workouts: [], records: [:], previous: (0, 0),
            streak: WeekStreak(weeks: 0, goal: 2), calendar: Self.berlin)
        let best = Dictionary(r.exercises.map { ($0.exercise.id, $0.best?.id) }, uniquingKeysWith: { a, _ in a })
        #expect(best["squat"] == "b" && best["pull"] == "p12" && best["plank"] == "h90" && best["run"] == "r5fast")
        // Most work sets first, then by name: Running 3; Pull-Up, Plank, Squat 2; Bench none.
        #expect(r.exercises.map(\.exercise.name) == ["Running", "Plank", "Pull-Up", "Squat"])
    }

    @Test func onlyRecordsSetInThePeriodAreListed() {
        let week = ReportPeriod.week.interval(containing: Self.at("2026-11-18"), calendar: Self.berlin)
        let thisWeek = Self.set(Self.bench, 100, 5, at: "2026-11-17 18:00")
        let older = Self.set(Self.bench, 120, 1, at: "2026-10-01 18:00")
        let records = ["bench": [PersonalRecord(targetReps: 1, set: older), PersonalRecord(targetReps: 5, set: thisWeek)]]
        let r = TrainingReport.make(
            period: .week, range: week, sets: [thisWeek], exercises: Self.all, workouts: [], records: records, previous: (0, 0),
            streak: WeekStreak(weeks: 0, goal: 2), calendar: Self.berlin)
        #expect(r.records.map(\.record.targetReps) == [5] && r.records.first?.exercise.name == "Bench Press")
    }

    @Test func periodsFollowTheLocalCalendarAcrossDaylightSaving() {
        // The week of the spring change in Berlin (29 March 2026) is an hour short; it starts on Monday.
        let week = ReportPeriod.week.interval(containing: Self.at("2026-03-29 10:00"), calendar: Self.berlin)
        #expect(week.start == Self.at("2026-03-23 00:00") && week.duration == 7 * 86_400 - 3600)
        let before = ReportPeriod.week.interval(containing: Self.at("2026-03-29 10:00"), calendar: Self.berlin, back: 1)
        #expect(before.end == week.start && before.start == Self.at("2026-03-16 00:00"))
        let year = ReportPeriod.year.interval(containing: Self.at("2026-01-01 00:30"), calendar: Self.berlin, back: 1)
        #expect(year.start == Self.at("2025-01-01 00:00") && year.end == Self.at("2026-01-01 00:00"))
        let month = ReportPeriod.month.interval(containing: Self.at("2026-10-25 12:00"), calendar: Self.berlin)
        #expect(month.duration == 31 * 86_400 + 3600)  // October gains the autumn hour
        // Sets on both sides of the change, 3 h apart (one of the four hours on the clock was
        // skipped): two local days, two sessions.
        let sets = [Self.set(Self.squat, 100, 5, at: "2026-03-28 23:30"), Self.set(Self.squat, 100, 5, at: "2026-03-29 03:30")]
        let r = TrainingReport.make(
            period: .week, range: week, sets: sets, exercises: Self.all, workouts: [], records: [:], previous: (0, 0),
            streak: WeekStreak(weeks: 0, goal: 1), calendar: Self.berlin)
        #expect(r.trainingDays == 2 && r.sessions == 2)
    }

    @Test func anUnfinishedWeekDoesNotBreakTheRun() async throws {
        let now = Self.at("2026-11-18 12:00")
        func weeks(_ sessions: [Int], goal: Int) async throws -> Int {
            try await WeekStreak.count(goal: goal, now: now, calendar: Self.berlin) { (week: DateInterval) async throws(PlatesError) -> Int in
                let back = Int(
                    (ReportPeriod.week.interval(containing: now, calendar: Self.berlin).start.timeIntervalSince(week.start) / (7 * 86_400)).rounded())
                return back < sessions.count ? sessions[back] : 0
            }.weeks
        }
        #expect(try await weeks([1, 2, 3, 1], goal: 2) == 2)  // this week not there yet: still 2
        #expect(try await weeks([2, 2, 3, 1], goal: 2) == 3)
        #expect(try await weeks([0, 0, 5], goal: 2) == 0)
        #expect(try await weeks([1, 1, 1, 1, 0], goal: 1) == 4)
        #expect(try await weeks([], goal: 1) == 0)
    }

    @Test func aKnownRunAsksOnlyThisWeek() async throws {
        let now = Self.at("2026-11-18 12:00")
        let asked = AskedWeeks()
        let streak = try await WeekStreak.count(goal: 2, now: now, calendar: Self.berlin, knownPast: 40) {
            (week: DateInterval) async throws(PlatesError) -> Int in
            await asked.add(week)
            return 2
        }
        #expect(streak == WeekStreak(weeks: 41, goal: 2, past: 40))
        #expect(await asked.weeks == [ReportPeriod.week.interval(containing: now, calendar: Self.berlin)])
        let full = try await WeekStreak.count(goal: 2, now: now, calendar: Self.berlin) { (week: DateInterval) async throws(PlatesError) -> Int in
            week.start < Self.at("2026-10-01") ? 0 : 3
        }
        #expect(full.past == 6 && full.weeks == 7)
    }
}

private actor AskedWeeks {
    var weeks: [DateInterval] = []
    func add(_ week: DateInterval) { weeks.append(week) }
}
