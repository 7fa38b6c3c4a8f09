import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct ProgressSeriesTests {
    @Test func maxWeightPerDayOldestFirstWithTheRepFilter() {
        let sets = [
            Make.set(100, 5, "2026-11-02 18:00"), Make.set(110, 3, "2026-11-02 18:10"),
            Make.set(102.5, 5, "2026-11-01 18:00"), Make.set(120, 1, "2026-11-03 18:00"),
        ]
        let all = ProgressSeries.series(of: sets, minReps: 1, bodyWeight: false, unit: .kg, calendar: Make.utc)
        #expect(all.map(\.value) == [102.5, 110, 120])
        let fives = ProgressSeries.series(of: sets, minReps: 5, bodyWeight: false, unit: .kg, calendar: Make.utc)
        #expect(fives.map(\.value) == [102.5, 100])
        #expect(fives.map(\.day) == [Make.date("2026-11-01"), Make.date("2026-11-02")])
    }

    @Test func valuesAreInTheDisplayUnit() {
        let sets = [Make.set(100, 5, "2026-11-01")]
        let lb = ProgressSeries.series(of: sets, minReps: 1, bodyWeight: false, unit: .lb, calendar: Make.utc)
        #expect(abs(lb[0].value - 220.462262) < 1e-5)
        #expect(lb[0].unit == .lb)
    }

    @Test func bodyWeightExercisesChartReps() {
        let sets = [Make.set(0, 8, "2026-11-01 10:00"), Make.set(0, 10, "2026-11-01 10:05"), Make.set(0, 12, "2026-11-03")]
        let series = ProgressSeries.series(of: sets, minReps: 1, bodyWeight: true, unit: .kg, calendar: Make.utc)
        #expect(series.map(\.value) == [10, 12])
        #expect(series[0].unit == nil)
    }

    @Test func warmUpsAreNotProgress() {
        let sets = [Make.set(60, 10, "2026-11-01", kind: .warmup)]
        #expect(ProgressSeries.series(of: sets, minReps: 1, bodyWeight: false, unit: .kg, calendar: Make.utc).isEmpty)
    }

    // MARK: e1RM, holds and pace (issue 23, item 2)

    @Test func oneRepMaxIsTheBestEpleyOfADayAmongOneToTwelveReps() {
        let sets = [
            Make.set(100, 5, "2026-11-02 18:00"), Make.set(90, 10, "2026-11-02 18:10"),  // 116.7 and 120
            Make.set(60, 20, "2026-11-02 18:20"),  // 20 reps: no estimate, though Epley says 100
            Make.set(225, 3, "2026-11-03 18:00", unit: .lb),  // a pound machine: 102.06 kg × 3
            Make.set(140, 1, "2026-11-04 18:00", kind: .warmup),  // a warm-up is never progress
        ]
        let kg = ProgressSeries.series(of: sets, measure: .oneRepMax, bodyWeight: false, unit: .kg, calendar: Make.utc)
        #expect(kg.map(\.day) == [Make.date("2026-11-02"), Make.date("2026-11-03")])
        #expect(abs(kg[0].value - 120) < 1e-9)
        #expect(abs(kg[1].value - WeightUnit.lb.convert(225 * 1.1, to: .kg)) < 1e-9)
        #expect(kg[0].unit == .kg)
        let lb = ProgressSeries.series(of: sets, measure: .oneRepMax, bodyWeight: false, unit: .lb, calendar: Make.utc)
        #expect(abs(lb[1].value - 247.5) < 1e-9)
        // A body-weight exercise's stored weight is only what was added: no estimate.
        #expect(ProgressSeries.series(of: sets, measure: .oneRepMax, bodyWeight: true, unit: .kg, calendar: Make.utc).isEmpty)
    }

    @Test func holdsChartTheLongestHoldOfEachDay() {
        let plank = "Plank"
        func hold(_ seconds: Int, _ date: String, weight: Double? = nil, kind: SetKind = .normal) -> WorkoutSet {
            let d = Make.date(date)
            return WorkoutSet(
                id: "\(seconds)-\(date)",
                draft: SetDraft(exerciseId: plank, weight: weight, weightUnit: weight.map { _ in .kg }, duration: seconds, kind: kind, date: d),
                createdAt: d)
        }
        let sets = [
            hold(60, "2026-11-01 08:00"), hold(95, "2026-11-01 08:05", weight: 10), hold(200, "2026-11-02 08:00", kind: .warmup), hold(75, "2026-11-03 08:00"),
        ]
        let series = ProgressSeries.series(of: sets, measure: .hold, bodyWeight: false, unit: .kg, calendar: Make.utc)
        #expect(series.map(\.value) == [95, 75])
        #expect(series.map(\.unit) == [nil, nil])
    }

    @Test func paceIsTheFastestOfEachDayPerKilometreInAnyUnit() {
        func run(_ distance: Double?, _ unit: DistanceUnit, _ seconds: Int?, _ date: String) -> WorkoutSet {
            let d = Make.date(date)
            return WorkoutSet(
                id: "\(distance ?? 0)-\(date)", draft: SetDraft(exerciseId: "Running", duration: seconds, distance: distance, distanceUnit: unit, date: d),
                createdAt: d)
        }
        let sets = [
            run(5, .km, 1500, "2026-11-01 07:00"),  // 5:00 /km
            run(1, .mi, 420, "2026-11-01 18:00"),  // 7:00 /mi = 4:21 /km: the day's fastest
            run(800, .m, nil, "2026-11-02 07:00"),  // no time: no pace
            run(nil, .km, 1800, "2026-11-03 07:00"),  // no distance: no pace
            run(10, .km, 3000, "2026-11-04 07:00"),
        ]
        let series = ProgressSeries.series(of: sets, measure: .pace, bodyWeight: false, unit: .lb, calendar: Make.utc)
        #expect(series.map(\.day) == [Make.date("2026-11-01"), Make.date("2026-11-04")])
        #expect(abs(series[0].value - 420 / DistanceUnit.mi.metres * 1000) < 1e-9)
        #expect(series[1].value == 300)
        #expect(series[0].unit == nil)  // a pace is not a weight: the display unit does not touch it
    }

    /// A session's volume is the sum of its work sets' weight × reps: warm-ups left out (as from
    /// every record), pounds converted, a body-weight set's added load only.
    @Test func volumeIsTheSumOfADaysWorkSets() {
        let sets = [
            Make.set(100, 5, "2026-11-02 18:00"), Make.set(100, 5, "2026-11-02 18:05"),
            Make.set(60, 10, "2026-11-02 17:50", kind: .warmup),
            Make.set(225, 3, "2026-11-02 18:10", unit: .lb),
            Make.set(80, 8, "2026-11-04 18:00"),
        ]
        let kg = ProgressSeries.series(of: sets, measure: .volume, bodyWeight: false, unit: .kg, calendar: Make.utc)
        #expect(kg.map(\.day) == [Make.date("2026-11-02"), Make.date("2026-11-04")])
        #expect(abs(kg[0].value - (1000 + WeightUnit.lb.convert(675, to: .kg))) < 1e-9 && kg[1].value == 640)
        let lb = ProgressSeries.series(of: sets, measure: .volume, bodyWeight: false, unit: .lb, calendar: Make.utc)
        #expect(abs(lb[1].value - WeightUnit.kg.convert(640, to: .lb)) < 1e-9 && lb[1].unit == .lb)
        let dips = [Make.set(0, 10, "2026-11-02 18:00"), Make.set(20, 8, "2026-11-02 18:05")]
        #expect(ProgressSeries.series(of: dips, measure: .volume, bodyWeight: true, unit: .kg, calendar: Make.utc).map(\.value) == [160])
    }

    /// A day is a local day: a set at 23:30 before the spring switch and one the next morning are
    /// two days in Berlin, though less than 24 hours apart.
    @Test func daysAreLocalAcrossADaylightSavingSwitch() {
        let berlin = Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let sets = [Make.set(100, 3, "2026-03-28 23:30", calendar: berlin), Make.set(90, 8, "2026-03-29 09:00", calendar: berlin)]
        let series = ProgressSeries.series(of: sets, measure: .oneRepMax, bodyWeight: false, unit: .kg, calendar: berlin)
        #expect(series.count == 2)
        #expect(series.map(\.day) == [Make.date("2026-03-28", calendar: berlin), Make.date("2026-03-29", calendar: berlin)])
    }

    @Test func eachKindOfExerciseGetsItsCharts() {
        #expect(ProgressMeasure.charts(for: Make.exercise(), minReps: 5) == [.weight(minReps: 5), .oneRepMax, .volume])
        #expect(ProgressMeasure.charts(for: Make.exercise("Pull-ups", .back, bodyWeight: true), minReps: 1) == [.weight(minReps: 1)])
        #expect(ProgressMeasure.charts(for: Make.exercise("Plank", .core, type: .timed), minReps: 1) == [.hold])
        #expect(ProgressMeasure.charts(for: Make.exercise("Running", .cardio, type: .cardio), minReps: 1) == [.pace])
        for measure in [ProgressMeasure.weight(minReps: 3), .oneRepMax, .hold, .pace, .volume] {
            #expect(ProgressMeasure(queryName: measure.queryName, minReps: 3) == measure)
        }
        #expect(ProgressMeasure(queryName: "speed", minReps: 1) == nil)
    }
}
