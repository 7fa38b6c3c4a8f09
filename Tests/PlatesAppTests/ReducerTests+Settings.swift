import Foundation
import PlatesCore
import TermUI
import Testing

@testable import PlatesApp

/// The settings and body-weight screens: changes that reload what depends on them.
extension ReducerTests {
    @Test func settingsChangeTheUnitAndDefaultReps() {
        var s = loaded([])
        s.route = .settings
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.updateProfile(ProfilePatch(unit: .lb))])
        _ = reducer.reduce(&s, .event(.key(.char("j"))))
        #expect(reducer.reduce(&s, .event(.key(.right))) == [.updateProfile(ProfilePatch(defaultPRReps: 3))])
        #expect(reducer.reduce(&s, .event(.key(.left))) == [.updateProfile(ProfilePatch(defaultPRReps: 10))])
        _ = reducer.reduce(&s, .saved(.profileUpdated(Profile(unit: .lb))))
        #expect(s.unit == .lb)
    }

    @Test func bodyWeightLoadsAndGoalEdits() {
        var s = loaded([])
        s.route = .bodyWeight
        let stats = BodyWeightStats(unit: .kg, starting: 86, current: 82, change: -4, goal: 80, isProgressGood: true, entryCount: 1)
        _ = reducer.reduce(&s, .bodyWeightStatsLoaded(.success(stats)))
        let entry = BodyWeightEntry(id: "w", weight: 82, unit: .kg, date: AppDriver.now)
        _ = reducer.reduce(&s, .bodyWeightEntriesLoaded(.success(Page(items: [entry], skip: 0, limit: 100, total: 1))))
        #expect(s.bodyWeight.stats == .loaded(stats) && s.bodyWeight.entries.value?.items == [entry])
        _ = reducer.reduce(&s, .event(.key(.char("t"))))
        guard case .form(var f)? = s.modal else {
            Issue.record("no goal form")
            return
        }
        f.fields[0].value.set("")
        s.modal = .form(f)
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.updateProfile(ProfilePatch(clearGoal: true))])
        #expect(reducer.reduce(&s, .saved(.bodyWeightDeleted("w"))).contains(.loadBodyWeightStats))
    }
}
