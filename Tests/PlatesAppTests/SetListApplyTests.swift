import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

@testable import PlatesApp

/// A saved change (an edit, a log, a delete, an undo, a redo) puts its sets in the loaded list
/// without reading it again: each where a read would have put it, counted, and one older than all
/// loaded sets only when a read would show it.
@Suite(.onTestThreads) struct SetListApplyTests {
    func set(_ id: String, _ date: String) -> WorkoutSet {
        let at = AppDriver.fixedDate(date)
        return WorkoutSet(id: id, draft: SetDraft(exerciseId: "bench", weight: 100, weightUnit: .kg, reps: 5, date: at), createdAt: at)
    }

    /// Five sets loaded, newest first, of `total`.
    func loaded(total: Int) -> SetList {
        SetList(
            items: [
                set("e", "2026-11-20 10:08"), set("d", "2026-11-20 10:06"), set("c", "2026-11-19 10:04"),
                set("b", "2026-11-18 10:02"), set("a", "2026-11-18 10:00"),
            ], total: total)
    }

    @Test func aSetBackAmongTheLoadedOnesTakesItsPlaceAndIsCounted() {
        var list = loaded(total: 9)
        let lineage = list.lineage
        list.apply(present: [set("x", "2026-11-19 12:00")], gone: [], shownFrom: nil)
        #expect(list.items.map(\.id) == ["e", "d", "x", "c", "b", "a"])
        #expect(list.total == 10)
        #expect(list.lineage != lineage)
    }

    @Test func aSetOlderThanAllLoadedComesWithItsPageUnlessItsDayIsShown() {
        var list = loaded(total: 9)
        let lineage = list.lineage
        list.apply(present: [set("old", "2026-11-17 09:00")], gone: [], shownFrom: AppDriver.fixedDate("2026-11-18 00:00"))
        #expect(list.items.count == 5)
        #expect(list.total == 10)
        #expect(list.lineage == lineage)  // nothing shown changed: the rows stay built

        // The last loaded day is whole (history's lists are): a set of it belongs in it.
        list.apply(present: [set("early", "2026-11-18 08:00")], gone: [], shownFrom: AppDriver.fixedDate("2026-11-18 00:00"))
        #expect(list.items.last?.id == "early")
        #expect(list.total == 11)

        // A list with nothing more to read shows every set back.
        var all = loaded(total: 5)
        all.apply(present: [set("first", "2026-11-01 08:00")], gone: [], shownFrom: nil)
        #expect(all.items.last?.id == "first")
        #expect(all.total == 6 && !all.hasMore)
    }

    @Test func aLoadedSetTakesItsOtherValuesAndItsNewPlaceAndGoneSetsLeave() {
        var list = loaded(total: 9)
        var moved = set("e", "2026-11-18 10:01")
        moved.draft.weight = 90
        list.apply(present: [moved], gone: ["c"], shownFrom: nil)
        #expect(list.items.map(\.id) == ["d", "b", "e", "a"])
        #expect(list.items[2].weight == 90)
        #expect(list.total == 8)

        // The same set twice (a redo after an undo) is counted once.
        list.apply(present: [moved], gone: [], shownFrom: nil)
        #expect(list.total == 8 && list.items.count == 4)
    }

    @Test func aLoadedSetMovedPastTheLoadedEndLeavesUntilItsPageAndTheLastOneEditedStays() {
        var list = loaded(total: 9)
        var moved = set("d", "2026-11-01 10:00")
        moved.draft.reps = 6
        list.apply(present: [moved], gone: [], shownFrom: nil)
        #expect(list.items.map(\.id) == ["e", "c", "b", "a"])
        #expect(list.total == 9)  // still there, in a page not read yet

        // The oldest loaded set edited where it is stays where it is.
        var last = set("a", "2026-11-18 10:00")
        last.draft.reps = 3
        list.apply(present: [last], gone: [], shownFrom: nil)
        #expect(list.items.map(\.id) == ["e", "c", "b", "a"] && list.items.last?.reps == 3)

        // A page that adds nothing ends the list (asked again, it would bring nothing again).
        list.add(Page(items: [set("b", "2026-11-18 10:02")], skip: 4, limit: 50, total: 9))
        #expect(list.total == 4 && !list.hasMore)
    }
}
