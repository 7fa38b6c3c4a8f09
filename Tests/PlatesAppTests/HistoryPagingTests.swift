import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

@Suite(.onTestThreads) struct HistoryPagingTests {
    /// Issue 19, item 4: a page of 50 cut today's 22 sets in two ("20 sets"), and the label came
    /// from part of the day. The rest of the last day is loaded before the day shows.
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
        #expect(app.state.history.sets.value?.items.count == 170)  // today and all of yesterday, not 50
        #expect(app.contains("Sat 21 Nov") && app.contains("40 sets"))
        await app.press(.enter)  // fold today: the days below come into view
        #expect(app.contains("Fri 20 Nov") && app.contains("130 sets"))
        #expect(app.effects.contains(.loadHistoryDay(from: AppDriver.fixedDate("2026-11-20 00:00"), skip: 50)))
        #expect(app.effects.contains(.loadHistoryDay(from: AppDriver.fixedDate("2026-11-20 00:00"), skip: 150)))
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
