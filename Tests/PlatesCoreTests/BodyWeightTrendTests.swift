import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct BodyWeightTrendTests {
    func entry(_ w: Double, _ at: String, unit: WeightUnit = .kg, calendar: Calendar = Make.utc) -> BodyWeightEntry {
        BodyWeightEntry(id: at, weight: w, unit: unit, date: Make.date(at, calendar: calendar))
    }

    @Test func eachDayAveragesTheSevenDaysEndingThere() {
        let entries = [
            entry(80, "2026-11-01"), entry(82, "2026-11-03"), entry(81, "2026-11-07"),
            entry(84, "2026-11-08"),  // the 1st has left the window (2nd–8th)
            entry(78, "2026-11-20"),  // alone in its window
        ]
        let trend = BodyWeightTrend.movingAverage(entries.shuffled(), unit: .kg, calendar: Make.utc)
        let days = ["2026-11-01", "2026-11-03", "2026-11-07", "2026-11-08", "2026-11-20"].map { Make.date($0) }
        let expected: [Double] = [80, 81, 81, (82.0 + 81 + 84) / 3, 78]
        #expect(trend.map(\.day) == days)
        #expect(trend.map(\.value) == expected)
        #expect(trend.allSatisfy { $0.unit == .kg })
    }

    @Test func twoWeighInsOnADayCountAsOneDay() {
        let entries = [entry(80, "2026-11-01 07:00"), entry(82, "2026-11-01 21:00"), entry(84, "2026-11-02 07:00")]
        let trend = BodyWeightTrend.movingAverage(entries, unit: .kg, calendar: Make.utc)
        let expected: [Double] = [81, 82.5]
        #expect(trend.map(\.value) == expected)
    }

    @Test func unitsMixAndTheAverageIsInTheDisplayUnit() {
        let entries = [entry(176.37, "2026-11-01", unit: .lb), entry(81, "2026-11-02")]
        let trend = BodyWeightTrend.movingAverage(entries, unit: .lb, calendar: Make.utc)
        let expected = (176.37 + WeightUnit.kg.convert(81, to: .lb)) / 2
        #expect(abs(trend[1].value - expected) < 1e-9 && trend[1].unit == .lb)
    }

    /// A week spanning the autumn switch in Berlin (a 25-hour day) is still seven local days: the
    /// entry of the 20th is in the window of the 26th, and the 19th's is not.
    @Test func theWindowIsSevenLocalDaysAcrossADaylightSavingSwitch() {
        let berlin = Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let entries = [
            entry(90, "2026-10-19 07:00", calendar: berlin), entry(80, "2026-10-20 00:30", calendar: berlin),
            entry(82, "2026-10-26 23:30", calendar: berlin),
        ]
        let trend = BodyWeightTrend.movingAverage(entries, unit: .kg, calendar: berlin)
        #expect(trend.last?.day == Make.date("2026-10-26", calendar: berlin))
        #expect(trend.last?.value == 81)
    }

    @Test func noEntriesNoTrend() {
        #expect(BodyWeightTrend.movingAverage([], unit: .kg, calendar: Make.utc).isEmpty)
    }
}
