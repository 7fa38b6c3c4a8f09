import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// The charts of issue 23, item 2 — e1RM, holds, pace — the same on every backend and through
/// the API: the core's rule over the exercise's sets, whatever each store keeps.
@Suite(.onTestThreads) struct ProgressMeasureContractTests {
    @Test(arguments: BackendFactory.all)
    func oneRepMaxPerDayFollowsLogsEditsAndTheDisplayUnit(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 100, 5, "2026-11-01 18:00")  // 116.67
        try await b.log(bench, 90, 10, "2026-11-01 18:10")  // 120: the day's best
        try await b.log(bench, 70, 15, "2026-11-02 18:00")  // 15 reps: no estimate, no day
        let single = try await b.log(bench, 225, 1, "2026-11-03 18:00", unit: .lb)
        try await b.log(bench, 140, 1, "2026-11-04 18:00", kind: .warmup)
        var series = try await b.progress(exerciseId: bench.id, measure: .oneRepMax)
        #expect(series.map(\.day) == [Clock.date("2026-11-01"), Clock.date("2026-11-03")])
        #expect(abs(series[0].value - 120) < 1e-9 && abs(series[1].value - 102.058) < 0.001)
        #expect(series.map(\.unit) == [.kg, .kg])
        _ = try await b.updateSet(id: single.id, SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 3, date: Clock.date("2026-11-03 18:00")))
        _ = try await b.updateProfile(ProfilePatch(unit: .lb))
        series = try await b.progress(exerciseId: bench.id, measure: .oneRepMax)
        #expect(series.map(\.unit) == [.lb, .lb])
        #expect(abs(series[1].value - WeightUnit.kg.convert(110, to: .lb)) < 1e-6)
        // Volume per session: the work sets' weight × reps, summed per day (100×5 + 90×10 + 70×15 on
        // the 1st, in lb now).
        let volume = try await b.progress(exerciseId: bench.id, measure: .volume)
        #expect(volume.map(\.day) == ["2026-11-01", "2026-11-02", "2026-11-03"].map { Clock.date($0) })
        #expect(abs(volume[0].value - WeightUnit.kg.convert(1400, to: .lb)) < 1e-6 && abs(volume[2].value - WeightUnit.kg.convert(300, to: .lb)) < 1e-6)
        // A body-weight exercise charts reps, never an estimate of what was added.
        let pullups = try await b.exercise(named: "Pull-ups")
        try await b.log(pullups, 10, 5, "2026-11-02 18:00")
        #expect(try await b.progress(exerciseId: pullups.id, measure: .oneRepMax).isEmpty)
    }

    @Test(arguments: BackendFactory.all)
    func holdsAndPaceChartTheBestOfEachDay(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let plank = try await b.exercise(named: "Plank")
        let running = try await b.exercise(named: "Running")
        func hold(_ seconds: Int, _ at: String, kind: SetKind = .normal) async throws {
            _ = try await b.logSets([SetDraft(exerciseId: plank.id, duration: seconds, kind: kind, date: Clock.date(at))])
        }
        func run(_ distance: Double?, _ unit: DistanceUnit, _ seconds: Int?, _ at: String) async throws -> WorkoutSet {
            try await b.logSets([SetDraft(exerciseId: running.id, duration: seconds, distance: distance, distanceUnit: unit, date: Clock.date(at))]).sets[0]
        }
        try await hold(60, "2026-11-01 08:00")
        try await hold(90, "2026-11-01 08:05")
        try await hold(300, "2026-11-02 08:00", kind: .warmup)
        try await hold(75, "2026-11-03 08:00")
        #expect(try await b.progress(exerciseId: plank.id, measure: .hold).map(\.value) == [90, 75])
        _ = try await run(5, .km, 1500, "2026-11-01 07:00")
        let mile = try await run(1, .mi, 420, "2026-11-01 18:00")
        _ = try await run(nil, .km, 1800, "2026-11-02 07:00")  // no distance: no pace that day
        _ = try await run(10, .km, 3000, "2026-11-04 07:00")
        var pace = try await b.progress(exerciseId: running.id, measure: .pace)
        #expect(pace.map(\.day) == [Clock.date("2026-11-01"), Clock.date("2026-11-04")])
        #expect(abs(pace[0].value - 420 / DistanceUnit.mi.metres * 1000) < 1e-6 && pace[1].value == 300)
        try await b.deleteSet(id: mile.id)
        pace = try await b.progress(exerciseId: running.id, measure: .pace)
        #expect(pace.map(\.value) == [300, 300])
        #expect(pace.map(\.unit) == [nil, nil])
        await expectPlatesError(\.isNotFound) { _ = try await b.progress(exerciseId: "nope", measure: .pace) }
    }

    /// The dashboard's recent best sessions: the lifts trained in the last days whose best session
    /// volume falls among them (not a first session, not one an earlier day equals), through any backend.
    @Test(arguments: BackendFactory.all)
    func recentBestSessionsAreTheLiftsWhoseBestDayIsRecent(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let squat = try await b.exercise(named: "Squat")
        let row = try await b.exercise(named: "Barbell Row")
        let pullups = try await b.exercise(named: "Pull-ups")
        try await b.log(bench, 100, 5, "2026-11-01 18:00")
        try await b.log(bench, 100, 5, "2026-11-20 18:00")
        try await b.log(bench, 100, 5, "2026-11-20 18:05")  // 1,000 kg: the best, yesterday
        try await b.log(squat, 100, 5, "2026-11-02 18:00")
        try await b.log(squat, 100, 5, "2026-11-02 18:05")
        try await b.log(squat, 100, 5, "2026-11-19 18:00")  // under the 2nd's best
        try await b.log(row, 60, 8, "2026-11-20 18:00")  // a first session: nothing beaten
        try await b.log(pullups, 10, 8, "2026-11-20 18:00")
        try await b.log(pullups, 10, 8, "2026-11-01 18:00")  // body weight: reps are its chart
        let ohp = try await b.exercise(named: "Overhead Press")
        try await b.log(ohp, 50, 10, "2026-11-03 18:00")
        try await b.log(ohp, 50, 10, "2026-11-18 18:00")  // equals the 3rd's: the earlier day keeps it
        let deadlift = try await b.exercise(named: "Deadlift")
        try await b.log(deadlift, 100, 5, "2026-11-01 18:00")
        try await b.log(deadlift, 120, 5, "2026-11-16 18:00")  // 600: the best, this week
        try await b.log(deadlift, 110, 5, "2026-11-20 18:00")  // 550: recent, not the best
        let rdl = try await b.exercise(named: "Romanian Deadlift")
        try await b.log(rdl, 60, 5, "2026-11-01 18:00")
        try await b.log(rdl, 200, 5, "2026-11-20 18:00", kind: .warmup)  // warm-ups add no volume
        let since = Clock.date("2026-11-15")
        let recent = try await b.recentSessionVolumeRecords(since: since)
        #expect(recent.map(\.exercise.name) == ["Bench Press", "Deadlift"])
        #expect(recent.first?.session.day == Clock.date("2026-11-20") && recent.first?.session.value == 1000)
        #expect(recent.last?.session.day == Clock.date("2026-11-16") && recent.last?.session.value == 600)
        // The backend's own read (SQLite's from its progress rows) and the separate calls agree.
        #expect(try await SessionVolumeRecord.recent(b, since: since) == recent)
        // In pounds, the same days, their volumes converted.
        _ = try await b.updateProfile(ProfilePatch(unit: .lb))
        let inPounds = try await b.recentSessionVolumeRecords(since: since)
        #expect(inPounds.map(\.session.day) == recent.map(\.session.day) && inPounds.allSatisfy { $0.session.unit == .lb })
        #expect(abs((inPounds.first?.session.value ?? 0) - WeightUnit.kg.convert(1000, to: .lb)) < 1e-6)
        #expect(try await SessionVolumeRecord.recent(b, since: since) == inPounds)
    }
}
