import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// History's reading as the reducer asks for it: pages, a day's rest, the screen filled.
extension ReducerTests {
    @Test func historyDaysExpandAndMoreDaysLoadUntilTheScreenIsFull() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.route = .history
        let visible = HistoryScreen.listRows(s.size)
        let day = { (d: String) in AppDriver.fixedDate("2026-11-\(d) 00:00") }
        let sets = (0..<50).map { set("s\($0)", "b", 100, 5, "2026-11-\(String(format: "%02d", 21 - $0 / 5)) 10:\(String(format: "%02d", 59 - $0))") }
        // A page that may end inside a day asks for the rest of that day (issue 19); it has none here.
        let effects = reducer.reduce(&s, .historyLoaded(.success(Page(items: sets, skip: 0, limit: 50, total: 120))))
        #expect(effects == [.loadHistoryDay(from: day("12"), skip: 50)])
        let more = reducer.reduce(&s, .historyDayLoaded(.success(Page(items: [], skip: 50, limit: 100, total: 50))))
        #expect(s.history.expanded == [day("21")])  // the newest day opens
        // Ten days, the newest open: 15 rows on a screen of more. More days are read until it is
        // full, in one effect.
        #expect(more == [.fillHistory(HistoryFill(skip: 50, rows: visible - 15, lastDay: day("12"), expanded: [day("21")]))])
        #expect(reducer.reduce(&s, .event(.key(.char("j")))).isEmpty)  // one read at a time
        _ = reducer.reduce(&s, .event(.key(.char("g"))))
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)  // folded while the read runs
        #expect(s.history.expanded.isEmpty)
        let dayOfT = reducer.reduce(&s, .historyLoaded(.success(Page(items: [set("t", "b", 90, 5, "2026-11-01 10:00")], skip: 50, limit: 1, total: 120))))
        #expect(dayOfT == [.loadHistoryDay(from: day("01"), skip: 51)])
        let again = reducer.reduce(&s, .historyDayLoaded(.success(Page(items: [set("u", "b", 90, 5, "2026-11-01 09:00")], skip: 51, limit: 100, total: 52))))
        #expect(s.history.sets.value?.items.count == 52 && s.history.sets.value?.total == 120)
        // Eleven folded days: the read goes on.
        #expect(again == [.fillHistory(HistoryFill(skip: 52, rows: visible - 11, lastDay: day("01"), expanded: []))])
    }

    /// The rows a read of history adds: one per new day, one per set of an open day; the day
    /// already on screen adds none.
    @Test func aFillCountsTheRowsItsSetsAdd() {
        let day = { (d: String) in AppDriver.fixedDate("2026-11-\(d) 00:00") }
        var fill = HistoryFill(skip: 3, rows: 6, lastDay: day("20"), expanded: [day("19")])
        let first = fill.count(
            [set("a", "b", 100, 5, "2026-11-20 08:00"), set("c", "b", 100, 5, "2026-11-19 23:59"), set("d", "b", 100, 5, "2026-11-19 00:00")],
            calendar: AppDriver.calendar)
        #expect(first == 3 && fill.rows == 3 && fill.lastDay == day("19") && !fill.isDone)  // the 19th's row and its two sets
        let second = fill.count(
            [set("e", "b", 100, 5, "2026-11-17 10:00"), set("f", "b", 100, 5, "2026-11-16 10:00"), set("g", "b", 100, 5, "2026-11-15 10:00")],
            calendar: AppDriver.calendar)
        #expect(second == 3 && fill.rows == 0 && fill.isDone && fill.lastDay == day("15"))
        // Full: the 15th's other sets are kept, the 14th is not needed.
        let third = fill.count(
            [set("h", "b", 100, 5, "2026-11-15 09:00"), set("i", "b", 100, 5, "2026-11-14 10:00"), set("j", "b", 100, 5, "2026-11-14 09:00")],
            calendar: AppDriver.calendar)
        #expect(third == 1 && fill.lastDay == day("15"))
    }
}
