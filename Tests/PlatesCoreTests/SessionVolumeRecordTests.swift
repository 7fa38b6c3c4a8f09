import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct SessionVolumeRecordTests {
    func point(_ day: String, _ value: Double) -> ProgressPoint { ProgressPoint(day: Make.date(day), value: value, unit: .kg) }

    @Test func theBestIsTheHighestDayTheEarliestOfEqualOnes() {
        let series = [point("2026-11-01", 1000), point("2026-11-03", 1200), point("2026-11-05", 1200), point("2026-11-07", 900)]
        #expect(SessionVolumeRecord.best(series)?.day == Make.date("2026-11-03"))
        #expect(SessionVolumeRecord.best([]) == nil)
    }

    @Test func aDayIsANewRecordWhenTheSetsJustLoggedTookItThere() {
        let before = [point("2026-11-01", 1000), point("2026-11-03", 1200)]
        // Today at 1,250 after a set of 500: it was 750, under the best; now it holds it.
        #expect(SessionVolumeRecord.isNew(in: before + [point("2026-11-05", 1250)], day: Make.date("2026-11-05"), added: 500))
        // Already the best before this set: announced once, not again.
        #expect(!SessionVolumeRecord.isNew(in: before + [point("2026-11-05", 1750)], day: Make.date("2026-11-05"), added: 500))
        // Equal to an earlier day's best: the earlier day keeps it.
        #expect(!SessionVolumeRecord.isNew(in: before + [point("2026-11-05", 1200)], day: Make.date("2026-11-05"), added: 500))
        // Under the best.
        #expect(!SessionVolumeRecord.isNew(in: before + [point("2026-11-05", 1100)], day: Make.date("2026-11-05"), added: 500))
        // A first session has nothing to beat.
        #expect(!SessionVolumeRecord.isNew(in: [point("2026-11-05", 500)], day: Make.date("2026-11-05"), added: 500))
        // A day logged after the fact beats the days before and after it.
        #expect(SessionVolumeRecord.isNew(in: before + [point("2026-11-02", 1300)], day: Make.date("2026-11-02"), added: 1300))
    }
}

extension SessionVolumeRecordTests {
    @Test func aLogIsCheckedForEachLiftAndDayItAddedVolumeTo() {
        let bench = Make.exercise("Bench Press")
        let dips = Make.exercise("Dips", .triceps, bodyWeight: true)
        let plank = Make.exercise("Plank", .core, type: .timed)
        let sets = [
            Make.set(100, 5, "2026-11-21 18:00"), Make.set(100, 5, "2026-11-21 18:05"),
            Make.set(60, 10, "2026-11-21 17:55", kind: .warmup),  // adds nothing a record counts
            Make.set(225, 3, "2026-11-20 18:00", unit: .lb),  // logged for yesterday
            Make.set(10, 8, "2026-11-21 18:10", exercise: "Dips"),  // body weight: reps are its chart
        ]
        let checks = SessionVolumeRecord.checks(
            after: sets, exercises: ["Bench Press": bench, "Dips": dips, "Plank": plank], calendar: Make.utc)
        #expect(checks.map(\.day) == [Make.date("2026-11-21"), Make.date("2026-11-20")])
        #expect(checks[0].addedKg == 1000 && abs(checks[1].addedKg - WeightUnit.lb.convert(675, to: .kg)) < 1e-9)
        let series = [point("2026-11-01", 1800), point("2026-11-21", 2100)].map { p in
            ProgressPoint(day: p.day, value: WeightUnit.kg.convert(p.value, to: .lb), unit: .lb)
        }
        #expect(SessionVolumeRecord.isNew(in: series, after: checks[0], unit: .lb))
    }
}
