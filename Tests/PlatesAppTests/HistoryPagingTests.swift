import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

@Suite(.onTestThreads) struct HistoryPagingTests {
    /// Issue 19, item 4: a page of 50 cut today's 22 sets in two ("20 sets"), and the label came
    /// from part of the day. A read ends at a day's end: the rest of its last day is read, or the
    /// day after it left out.
    @Test func historyPagesEndOnADayBoundary() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        let squat = try #require(try await backend.listExercises().first { $0.name == "Squat" })
        func at(_ day: Int, _ i: Int) -> Date { AppDriver.fixedDate("2026-11-\(day) 08:00").addingTimeInterval(Double(i) * 60) }
        // Today 40 sets, yesterday 130 (more than a day page), the day before 5.
        _ = try await backend.logSets((0..<40).map { SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: at(21, $0)) })
        for chunk in 0..<7 {
            _ = try await backend.logSets(
                (0..<20).compactMap { i in
                    let n = chunk * 20 + i
                    return n < 130 ? SetDraft(exerciseId: n % 2 == 0 ? bench.id : squat.id, weight: 100, weightUnit: .kg, reps: 5, date: at(20, n)) : nil
                })
        }
        _ = try await backend.logSets((0..<5).map { SetDraft(exerciseId: squat.id, weight: 120, weightUnit: .kg, reps: 3, date: at(19, $0)) })
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        await app.press(.char("3"))
        // Today's 40 sets fill the screen: the read ends with today, no part of yesterday.
        #expect(app.state.history.sets.value?.items.count == 40)
        #expect(app.contains("Sat 21 Nov") && app.contains("40 sets"))
        await app.press(.enter)  // fold today: the days below come into view, yesterday whole over two pages
        #expect(app.contains("Fri 20 Nov") && app.contains("130 sets") && app.contains("Thu 19 Nov") && app.contains("5 sets"))
        #expect(app.state.history.sets.value?.items.count == 175)
    }

    /// Found walking the demo (session 34): with its days folded, history showed the three days
    /// of its first page and "↓ more sets: keep scrolling" over twenty empty rows, and a page down
    /// landed on empty rows again. The days load until the screen is full.
    @Test func foldedDaysFillTheScreen() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        // 120 training days of 10 sets: 1,200, five days to a page of 50.
        for day in 0..<120 {
            let start = AppDriver.now.addingTimeInterval(-Double(day) * 86_400 - 3 * 3_600)
            _ = try await backend.logSets(
                (0..<10).map { SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: start.addingTimeInterval(Double($0) * 60)) })
        }
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        await app.press(.char("3"))
        await app.press(.enter)  // fold today
        func dayRows() -> Int { app.text.split(separator: "\n").filter { $0.contains("▸ ") }.count }
        let visible = HistoryScreen.listRows(app.state.size)
        #expect(dayRows() == visible && !app.contains("keep scrolling"))
        await app.press(.pageDown)
        #expect(dayRows() == visible && !app.contains("keep scrolling"))
        // Not the whole history: what the screen shows, and a page ahead of the selection.
        let loaded = app.state.history.sets.value?.items.count ?? 0
        #expect(loaded < 500 && loaded >= visible * 10)
        // A taller window fills too.
        await app.resize(100, 60)
        #expect(dayRows() == HistoryScreen.listRows(app.state.size) && !app.contains("keep scrolling"))
    }

    /// A read that fills the screen inside a day of more sets than a page reads that day's rest;
    /// one whose page starts a day after the screen is full leaves that day out.
    @Test func aFillEndsAtADaysEnd() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        func at(_ day: Int, _ i: Int) -> Date { AppDriver.fixedDate("2026-11-\(day) 08:00").addingTimeInterval(Double(i) * 60) }
        // The 21st 10 sets, the 20th 150, the 19th 3.
        for (day, count) in [(21, 10), (20, 150), (19, 3)] {
            _ = try await backend.logSets((0..<count).map { SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: at(day, $0)) })
        }
        let calendar = AppDriver.calendar
        let twoDays = try await EffectRunner.fill(HistoryFill(skip: 0, rows: 2, lastDay: nil, expanded: []), backend, calendar: calendar)
        #expect(twoDays.items.count == 160 && twoDays.total == 163)  // the 20th's 60 after the first page, read
        let oneDay = try await EffectRunner.fill(HistoryFill(skip: 0, rows: 1, lastDay: nil, expanded: []), backend, calendar: calendar)
        #expect(oneDay.items.count == 10)  // the 20th began after the screen was full
        let open = try await EffectRunner.fill(HistoryFill(skip: 0, rows: 5, lastDay: nil, expanded: [], opensNewest: true), backend, calendar: calendar)
        #expect(open.items.count == 10)  // the newest day open: its row and ten sets
        let afterToday = HistoryFill(skip: 10, rows: 5, lastDay: AppDriver.fixedDate("2026-11-21 00:00"), expanded: [])
        let rest = try await EffectRunner.fill(afterToday, backend, calendar: calendar)
        #expect(rest.skip == 10 && rest.items.count == 153 && !rest.hasMore)  // to the end
        // A page at a time (from a server, each drawn as it comes): whole days only, or one
        // day whole when the page holds no other.
        let onePage = try await EffectRunner.fill(HistoryFill(skip: 0, rows: 5, lastDay: nil, expanded: []), backend, calendar: calendar, pages: 1)
        #expect(onePage.items.count == 10 && onePage.hasMore)  // the 21st; the 20th began in the page
        let next = try await EffectRunner.fill(afterToday, backend, calendar: calendar, pages: 1)
        #expect(next.items.count == 150 && next.hasMore)  // the 20th, whole
    }

    /// Found by the end-to-end test just after midnight: history opened on yesterday (the newest
    /// day then), and the first set of the new day started a day of its own, folded, so the set
    /// just logged was not to be seen. The day of a set logged in the session opens.
    @Test func theDayOfASetJustLoggedOpens() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.logSets([
            SetDraft(
                exerciseId: bench.id, weight: 90, weightUnit: .kg, reps: 5,
                date: AppDriver.fixedDate("2026-11-20 18:00"))
        ])
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        await app.press(.char("3"))
        #expect(app.contains("▾ Fri 20 Nov"))
        await app.press(.char("l"))
        await app.type("bench 100x5")
        await app.press(.enter)
        #expect(app.contains("▾ Sat 21 Nov") && app.contains("100 kg × 5"))
    }
}
