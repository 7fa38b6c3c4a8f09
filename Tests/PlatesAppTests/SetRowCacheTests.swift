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

    /// `list` with `sets` added at its end, as the next page adds them.
    func grown(_ list: SetList, by sets: [WorkoutSet]) -> SetList {
        var list = list
        list.add(Page(items: sets, skip: list.items.count, limit: sets.count, total: list.items.count + sets.count))
        return list
    }

    @Test func unchangedInputsBuildOnceAndEveryChangeBuildsAgain() {
        let cache = SetRowCache()
        var builds = 0
        let list = SetList(items: [set("a", "bench", "2026-11-21 18:00"), set("b", "bench", "2026-11-20 18:00")], total: 3)
        let key = SetRowCache.Key(sets: list.version, expanded: [], calendar: calendar, summaries: [summary("bench", .chest)])
        func rows(_ key: SetRowCache.Key, _ list: SetList) -> [SetRow] {
            cache.rows(for: key, of: list.items) {
                builds += 1
                return [:]
            }
        }
        let first = rows(key, list)
        #expect(rows(key, list) == first && rows(key, list) == first && builds == 1)
        var opened = key
        opened.expanded = [AppDriver.fixedDate("2026-11-21 00:00")]
        #expect(rows(opened, list).count == 3 && builds == 2)
        let longer = grown(list, by: [set("c", "bench", "2026-11-19 18:00")])
        var more = opened
        more.sets = longer.version
        #expect(rows(more, longer).count == 4 && builds == 3)
        var regrouped = more
        regrouped.summaries = [summary("bench", .back)]
        _ = rows(regrouped, longer)
        var zoned = regrouped
        zoned.calendar.timeZone = TimeZone(identifier: "Pacific/Auckland")!
        _ = rows(zoned, longer)
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
                    let list = SetList(items: Array(sets[..<cut]), total: sets.count)
                    let first = SetRowCache.Key(sets: list.version, expanded: expanded, calendar: calendar, summaries: summaries)
                    _ = cache.rows(for: first, of: list.items) { groups }
                    let whole = grown(list, by: Array(sets[cut...]))
                    var longer = first
                    longer.sets = whole.version
                    let rows = cache.rows(for: longer, of: whole.items) { groups }
                    #expect(rows == SetRow.rows(sets, expanded: expanded, calendar: calendar, groups: groups), "\(zone), cut at \(cut)")
                    let lastDay = calendar.startOfDay(for: sets[cut - 1].date)
                    let lastDaySets = sets[..<cut].filter { calendar.startOfDay(for: $0.date) == lastDay }.count
                    #expect(cache.setsWalked == sets.count - cut + lastDaySets, "\(zone), cut at \(cut)")
                }
            }
        }
    }

    /// A list whose loaded sets changed at its top (one edited, one gone), or that was read again
    /// from its top, is built whole again, even when it holds as many sets as before.
    @Test func aListThatChangedAtItsTopIsBuiltWhole() {
        let cache = SetRowCache()
        let sets = [set("a", "bench", "2026-11-21 18:00"), set("b", "bench", "2026-11-20 18:00"), set("c", "bench", "2026-11-19 18:00")]
        func rows(_ list: SetList) -> [SetRow] {
            cache.rows(for: SetRowCache.Key(sets: list.version, expanded: nil, calendar: calendar, summaries: nil), of: list.items) { [:] }
        }
        let list = SetList(items: Array(sets[..<2]), total: 3)
        _ = rows(list)
        var edited = grown(list, by: [sets[2]])
        var a = sets[0]
        a.reps = 8
        edited.apply(present: [a], gone: [], shownFrom: nil)
        #expect(edited.total == 3)
        var built = rows(edited)
        #expect(built == SetRow.rows(edited.items, expanded: nil, calendar: calendar, groups: [:]) && cache.setsWalked == 3)
        #expect(built[1].set?.reps == 8)

        var removed = edited
        let removedCount = removed.remove(["b"])
        #expect(removedCount == 1)
        built = rows(removed)
        #expect(built == SetRow.rows(removed.items, expanded: nil, calendar: calendar, groups: [:]) && cache.setsWalked == 2)

        // The same count, read again from the top (another zone's edit moved a set): built whole.
        var reread = edited
        var moved = sets[1]
        moved.date = AppDriver.fixedDate("2026-11-18 18:00")
        reread.add(Page(items: [a, sets[2], moved], skip: 0, limit: 50, total: 3))
        #expect(reread.version.count == edited.version.count)
        built = rows(reread)
        #expect(built == SetRow.rows(reread.items, expanded: nil, calendar: calendar, groups: [:]) && cache.setsWalked == 3)
        #expect(built.last?.set?.id == "b")
    }

    /// A list merges what it is given without duplicates, and keeps its lineage only while sets
    /// are added at its end.
    @Test func aListKeepsItsLineageOnlyWhileItGrowsAtItsEnd() {
        let sets = (0..<6).map { set("s\($0)", "bench", at: AppDriver.fixedDate("2026-11-21 18:00").addingTimeInterval(Double(-$0 * 3_600))) }
        var list = SetList()
        list.add(Page(items: Array(sets[..<3]), skip: 0, limit: 3, total: 6))
        let lineage = list.lineage
        // A page that no longer lines up (a set logged meanwhile moved the rest down one).
        list.add(Page(items: Array(sets[2..<5]), skip: 3, limit: 3, total: 7))
        #expect(list.items.map(\.id) == ["s0", "s1", "s2", "s3", "s4"] && list.total == 7 && list.lineage == lineage)
        list.complete(with: Page(items: Array(sets[3...]), skip: 5, limit: 100, total: 7))
        #expect(list.items.map(\.id) == sets.map(\.id) && list.lineage == lineage)

        var unknown = sets[0]
        unknown.id = "elsewhere"
        let removedUnknown = list.remove(["elsewhere"])
        #expect(removedUnknown == 0 && list.lineage == lineage && list.total == 7)

        // An edit moves its set to its place in the order.
        var later = sets[5]
        later.date = AppDriver.fixedDate("2026-11-21 19:00")
        list.apply(present: [later], gone: [], shownFrom: nil)
        #expect(list.items.first?.id == "s5" && list.total == 7 && list.lineage != lineage)
        let edited = list.lineage
        let removedTwo = list.remove(["s1", "s2", "gone"])
        #expect(removedTwo == 2 && list.total == 5 && list.items.count == 4 && list.lineage != edited)
        // A removed set may come back in a later page (undo): it is not taken for a duplicate.
        list.complete(with: Page(items: [sets[1]], skip: 4, limit: 100, total: 6))
        #expect(list.items.contains { $0.id == "s1" })

        // Lists compare by what they hold.
        #expect(SetList(items: Array(sets[..<2]), total: 2) == SetList(items: Array(sets[..<2]), total: 2))
        #expect(SetList(items: Array(sets[..<2]), total: 2).lineage != SetList(items: Array(sets[..<2]), total: 2).lineage)
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

    /// A change deep in a list (an undo, a delete, an edit) builds the rows again from the day
    /// before the one it touched: the days above keep theirs, and what is built equals a build of
    /// the whole list. Thirty days of three sets, one day in four folded.
    @Test func aChangeDeepInAListBuildsFromTheDayBeforeIt() {
        let cache = SetRowCache()
        let start = AppDriver.fixedDate("2026-11-21 18:00")
        let sets = (0..<30).flatMap { day in
            (0..<3).map { i in set("d\(day)s\(i)", "bench", at: start.addingTimeInterval(Double(-day * 86_400 - i * 120))) }
        }
        let expanded = Set((0..<30).filter { $0 % 4 != 0 }.map { calendar.startOfDay(for: start.addingTimeInterval(Double(-$0 * 86_400))) })
        func rows(_ list: SetList) -> [SetRow] {
            cache.rows(for: SetRowCache.Key(sets: list.version, expanded: expanded, calendar: calendar, summaries: nil), of: list.items) { [:] }
        }
        func whole(_ list: SetList) -> [SetRow] { SetRow.rows(list.items, expanded: expanded, calendar: calendar, groups: [:]) }
        var list = SetList(items: sets, total: 200)
        _ = rows(list)

        // Day 20's middle set deleted: days 0–19 stay, day 20 onwards is built (29 sets).
        let before = list
        list.remove(["d20s1"])
        #expect(rows(list) == whole(list) && cache.setsWalked == 29)

        // Back again (an undo) into its place: from day 20 again.
        list.apply(present: [sets[61]], gone: [], shownFrom: nil)
        #expect(list.items.map(\.id) == before.items.map(\.id))
        #expect(rows(list) == whole(list) && cache.setsWalked == 30)

        // A change at a day's first set builds the day before it too: a set put there may belong
        // to either. Day 12's first set moved an hour later, a set put last in day 11 (where day
        // 12 began), one logged on day 25; from day 11 (59 of 92 sets).
        var later = sets[36]
        later.draft.date = later.date.addingTimeInterval(3_600)
        let endOf11 = set("end11", "bench", at: start.addingTimeInterval(Double(-11 * 86_400 - 600)))
        list.apply(
            present: [later, endOf11, set("new", "bench", at: start.addingTimeInterval(Double(-25 * 86_400 + 60)))], gone: [], shownFrom: nil)
        #expect(list.items[36].id == "end11")
        #expect(rows(list) == whole(list) && cache.setsWalked == 59)

        // Two changes before a build (rows not asked between them): built whole.
        list.remove(["d5s0"])
        list.remove(["d29s2"])
        #expect(rows(list) == whole(list) && cache.setsWalked == 90)

        // Then grown by a page: only its last day (two sets left) and the new set.
        let grownList = grown(list, by: [set("old", "bench", at: start.addingTimeInterval(Double(-40 * 86_400)))])
        #expect(rows(grownList) == whole(grownList) && cache.setsWalked == 3)
    }
}
