import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct BodyWeightStatsTests {
    func entry(_ w: Double, _ day: String, unit: WeightUnit = .kg) -> BodyWeightEntry {
        BodyWeightEntry(id: day, weight: w, unit: unit, date: Make.date(day))
    }

    @Test func startingIsTheFirstEntryAndCurrentTheLatest() {
        let entries = [entry(84, "2026-02-01"), entry(86, "2026-01-01"), entry(82.5, "2026-03-01")]
        let stats = BodyWeightStats.make(entries: entries, profile: Profile(unit: .kg, goalWeight: 80))
        #expect(stats.starting == 86 && stats.current == 82.5 && stats.change == -3.5 && stats.goal == 80)
        #expect(stats.isProgressGood == true)
        #expect(stats.entryCount == 3)
    }

    @Test func movingAwayFromTheGoalIsNotGood() {
        let entries = [entry(80, "2026-01-01"), entry(82, "2026-02-01")]
        #expect(BodyWeightStats.make(entries: entries, profile: Profile(goalWeight: 75)).isProgressGood == false)
        #expect(BodyWeightStats.make(entries: entries, profile: Profile(goalWeight: 90)).isProgressGood == true)
        #expect(BodyWeightStats.make(entries: entries, profile: Profile()).isProgressGood == nil)
    }

    /// The first weigh-in with a goal set said "±0 kg ✗": one entry has no change to judge. Two
    /// at the same weight, the goal elsewhere, have not moved toward it.
    @Test func oneWeighInIsNotJudged() {
        let one = BodyWeightStats.make(entries: [entry(81.4, "2026-12-02")], profile: Profile(goalWeight: 75))
        #expect(one.change == 0 && one.isProgressGood == nil)
        let two = [entry(81.4, "2026-12-01"), entry(81.4, "2026-12-02")]
        let still = BodyWeightStats.make(entries: two, profile: Profile(goalWeight: 75))
        #expect(still.isProgressGood == false && still.goalVerdict == "not toward goal")
        #expect(
            BodyWeightStats.make(entries: [entry(80, "2026-01-01"), entry(82, "2026-02-01")], profile: Profile(goalWeight: 75)).goalVerdict == "away from goal")
        #expect(BodyWeightStats.make(entries: two, profile: Profile(goalWeight: 81.4)).isProgressGood == true)
    }

    @Test func valuesAreShownInThePreferredUnit() {
        let entries = [entry(200, "2026-01-01", unit: .lb), entry(90, "2026-02-01")]
        let stats = BodyWeightStats.make(entries: entries, profile: Profile(unit: .kg, goalWeight: 180, goalWeightUnit: .lb))
        #expect(abs(stats.starting! - 90.718474) < 1e-6)
        #expect(stats.current == 90)
        #expect(abs(stats.goal! - 81.6466266) < 1e-6)
    }

    @Test func noEntriesGiveEmptyStats() {
        let stats = BodyWeightStats.make(entries: [], profile: Profile(goalWeight: 80))
        #expect(stats.starting == nil && stats.current == nil && stats.change == nil && stats.isProgressGood == nil)
    }
}
