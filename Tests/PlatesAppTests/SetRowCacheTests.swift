import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// The rows of a list of sets are built once per change of what they come from, and never
/// served stale: new sets, a day opened or closed, a renamed or regrouped exercise, another zone.
@Suite(.onTestThreads) struct SetRowCacheTests {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    func set(_ id: String, _ exerciseId: String, _ date: String) -> WorkoutSet {
        WorkoutSet(
            id: id, draft: SetDraft(exerciseId: exerciseId, weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.fixedDate(date)),
            createdAt: AppDriver.fixedDate(date))
    }

    func summary(_ id: String, _ group: MuscleGroup) -> ExerciseSummary {
        ExerciseSummary(
            exercise: Exercise(id: id, name: id, muscleGroup: group, createdAt: AppDriver.now), lastSet: nil,
            lastSessionTopSet: nil, currentRecord: nil)
    }

    @Test func unchangedInputsBuildOnceAndEveryChangeBuildsAgain() {
        let cache = SetRowCache()
        var builds = 0
        let sets = [set("a", "bench", "2026-11-21 18:00"), set("b", "bench", "2026-11-20 18:00")]
        let key = SetRowCache.Key(sets: sets, expanded: [], calendar: calendar, summaries: [summary("bench", .chest)])
        func rows(_ key: SetRowCache.Key) -> [SetRow] {
            cache.rows(for: key) {
                builds += 1
                return SetRow.rows(key.sets, expanded: key.expanded, calendar: calendar, groups: [:])
            }
        }
        let first = rows(key)
        #expect(rows(key) == first && rows(key) == first && builds == 1)
        var opened = key
        opened.expanded = [AppDriver.fixedDate("2026-11-21 00:00")]
        #expect(rows(opened).count == 3 && builds == 2)
        var more = opened
        more.sets.append(set("c", "bench", "2026-11-19 18:00"))
        #expect(rows(more).count == 4 && builds == 3)
        var regrouped = more
        regrouped.summaries = [summary("bench", .back)]
        _ = rows(regrouped)
        var zoned = regrouped
        zoned.calendar.timeZone = TimeZone(identifier: "Pacific/Auckland")!
        _ = rows(zoned)
        #expect(builds == 5)
    }

    /// Through the state, as the screens and the reducer ask: a loaded page shows at once.
    @Test func historyRowsFollowTheLoadedSets() {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        state.summaries = .loaded([summary("bench", .chest)])
        state.history.sets = .loaded(SetList(items: [set("a", "bench", "2026-11-21 18:00")], total: 2))
        state.history.expanded = [AppDriver.fixedDate("2026-11-21 00:00"), AppDriver.fixedDate("2026-11-20 00:00")]
        #expect(state.historyRows(calendar: calendar).count == 2)
        state.history.sets = .loaded(SetList(items: [set("a", "bench", "2026-11-21 18:00"), set("b", "bench", "2026-11-20 18:00")], total: 2))
        let rows = state.historyRows(calendar: calendar)
        #expect(rows.count == 4 && rows.last?.set?.id == "b")
    }
}
