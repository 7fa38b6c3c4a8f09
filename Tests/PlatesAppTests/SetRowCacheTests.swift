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
        set(id, exerciseId, at: AppDriver.fixedDate(date))
    }

    func set(_ id: String, _ exerciseId: String, at date: Date) -> WorkoutSet {
        WorkoutSet(id: id, draft: SetDraft(exerciseId: exerciseId, weight: 100, weightUnit: .kg, reps: 5, date: date), createdAt: date)
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
                return [:]
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

    /// A list that grew at its end (history's next page, the rest of its last day) builds only
    /// its last day again and the new sets, and its rows are those of the whole list built at once:
    /// whether the page ends mid-day or at a day's end, days open or folded, in any zone.
    @Test func aLongerListBuildsOnlyItsLastDayAndTheNewSets() {
        var sets: [WorkoutSet] = []
        for day in 0..<12 {
            for n in 0..<(3 + day % 4) {
                let date = AppDriver.fixedDate("2026-11-21 18:00").addingTimeInterval(Double(-day * 86_400 - n * 600))
                sets.append(set("s\(day)-\(n)", n % 2 == 0 ? "bench" : "squat", at: date))
            }
        }
        let groups: [String: MuscleGroup] = ["bench": .chest, "squat": .legs]
        let summaries = [summary("bench", .chest), summary("squat", .legs)]
        for zone in ["UTC", "Pacific/Auckland"] {
            var calendar = self.calendar
            calendar.timeZone = TimeZone(identifier: zone)!
            let days = Set(sets.map { calendar.startOfDay(for: $0.date) })
            for expanded in [Set<Date>(), days, Set(days.sorted().enumerated().filter { $0.offset % 3 == 0 }.map(\.element))] {
                for cut in [1, 5, 7, 13, 20, sets.count - 1] {
                    let cache = SetRowCache()
                    let first = SetRowCache.Key(sets: Array(sets[..<cut]), expanded: expanded, calendar: calendar, summaries: summaries)
                    _ = cache.rows(for: first) { groups }
                    var longer = first
                    longer.sets = sets
                    let rows = cache.rows(for: longer) { groups }
                    #expect(rows == SetRow.rows(sets, expanded: expanded, calendar: calendar, groups: groups), "\(zone), cut at \(cut)")
                    let lastDay = calendar.startOfDay(for: sets[cut - 1].date)
                    let lastDaySets = sets[..<cut].filter { calendar.startOfDay(for: $0.date) == lastDay }.count
                    #expect(cache.setsWalked == sets.count - cut + lastDaySets, "\(zone), cut at \(cut)")
                }
            }
        }
    }

    /// A list whose loaded sets changed (one edited, one gone) is built whole again.
    @Test func aListThatChangedBeforeItsEndIsBuiltWhole() {
        let cache = SetRowCache()
        let sets = [set("a", "bench", "2026-11-21 18:00"), set("b", "bench", "2026-11-20 18:00"), set("c", "bench", "2026-11-19 18:00")]
        let key = SetRowCache.Key(sets: Array(sets[..<2]), expanded: nil, calendar: calendar, summaries: nil)
        _ = cache.rows(for: key) { [:] }
        var edited = sets
        edited[0].reps = 8
        let longer = SetRowCache.Key(sets: edited, expanded: nil, calendar: calendar, summaries: nil)
        let rows = cache.rows(for: longer) { [:] }
        #expect(rows == SetRow.rows(edited, expanded: nil, calendar: calendar, groups: [:]) && cache.setsWalked == 3)
        #expect(rows[1].set?.reps == 8)
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
