import Foundation
import Testing

@testable import PlatesCore

@Suite struct ProgressSeriesTests {
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
}
