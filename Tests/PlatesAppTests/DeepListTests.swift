import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// A list scrolled deep keeps its place through what changes it: an undo or a log puts its sets
/// in place, a change made elsewhere reads the list again as far as it was shown; the selection
/// stays on its row (or goes to what an undo brought back). Through the real reducer and effect
/// runner on a demo backend.
@Suite(.onTestThreads) struct DeepListTests {
    let calendar = AppDriver.calendar

    /// 150 training days of 10 Bench Press sets, one a day: far more than one read of history
    /// (ten pages) or one page of the lift's sets (50).
    static func yearsOfBench() async throws -> AppDriver {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        var drafts: [SetDraft] = []
        for day in 1...150 {
            let start = AppDriver.now.addingTimeInterval(-86_400 * Double(day))
            for i in 0..<10 {
                let weight = Double(60 + i)
                drafts.append(SetDraft(exerciseId: bench.id, weight: weight, weightUnit: .kg, reps: 5, date: start.addingTimeInterval(120 * Double(i))))
            }
        }
        _ = try await backend.logSets(drafts)
        return try await AppDriver(backend: backend)
    }

    /// History six pages deep, a day opened, its first set selected: the row and the set.
    func deepInHistory(_ app: AppDriver) async throws -> (row: Int, set: WorkoutSet) {
        await app.press(.char("3"))
        for _ in 0..<6 { await app.press(.pageDown) }
        await app.press(.enter, .char("j"))
        #expect(try #require(app.state.history.sets.value).items.count > 1_000)  // past one read
        let row = app.state.history.cursor.selected
        return (row, try #require(historyRow(app, row)))
    }

    /// Bench Press's detail, its sets scrolled past row 300: the row and the set.
    func deepInBench(_ app: AppDriver) async throws -> (row: Int, set: WorkoutSet) {
        await app.press(.char("2"), .char("/"))
        await app.type("bench press")
        await app.press(.enter, .enter)
        for _ in 0..<40 where (app.state.detail?.cursor.selected ?? 0) < 300 { await app.press(.pageDown) }
        let row = try #require(app.state.detail).cursor.selected
        #expect(row >= 300)
        return (row, try #require(detailRow(app, row)))
    }

    func historyRow(_ app: AppDriver, _ index: Int) -> WorkoutSet? {
        let rows = app.state.historyRows(calendar: calendar)
        return rows.indices.contains(index) ? rows[index].set : nil
    }

    func detailRow(_ app: AppDriver, _ index: Int) -> WorkoutSet? {
        guard let d = app.state.detail else { return nil }
        let rows = app.state.detailRows(d, calendar: calendar)
        return rows.indices.contains(index) ? rows[index].set : nil
    }

    func readHistory(_ app: AppDriver, since: Int) -> Bool {
        app.effects[since...].contains { if case .fillHistory = $0 { true } else { false } }
    }

    /// No empty rows under the selection.
    func historyFillsItsScreen(_ app: AppDriver) -> Bool {
        app.state.historyRows(calendar: calendar).count >= app.state.history.cursor.offset + HistoryScreen.listRows(app.state.size)
    }

    @Test func anUndoDeepInHistoryBringsTheSetBackWhereItWasWithTheScreenAround() async throws {
        // The report (session 42's walk): six pages deep in history at 50k, a day opened, a set
        // deleted, `u`: the set came back but history was read again from the top as far as one
        // read goes (10 pages) and the selection jumped months away, the restored set out of sight.
        let app = try await Self.yearsOfBench()
        let (row, chosen) = try await deepInHistory(app)
        await app.press(.char("d"), .char("y"))
        #expect(app.state.toast?.message == "Set deleted · u undoes")
        let asked = app.effects.count
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Undone: delete of Bench Press") == true)
        #expect(!readHistory(app, since: asked))  // put back in place
        #expect(app.state.history.cursor.selected == row)
        #expect(historyRow(app, row)?.id == chosen.id)
        #expect(app.state.history.cursor.offset <= row)
        #expect(historyFillsItsScreen(app))
        #expect(app.state.history.expanded.contains(calendar.startOfDay(for: chosen.date)))
    }

    @Test func anUndoDeepInALiftsSetsKeepsTheSelectionOnTheRestoredSet() async throws {
        // The same in an exercise's detail: its sets were read again as one page of 50.
        let app = try await Self.yearsOfBench()
        let (row, chosen) = try await deepInBench(app)
        await app.press(.char("d"), .char("y"))
        #expect(app.state.toast?.message == "Set deleted · u undoes")
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Undone: delete of Bench Press") == true)
        #expect(app.state.detail?.cursor.selected == row)
        #expect(detailRow(app, row)?.id == chosen.id)
    }

    @Test func aChangeMadeElsewhereReadsDeepListsAgainAsFarAsTheyWereShown() async throws {
        let app = try await Self.yearsOfBench()
        let (row, chosen) = try await deepInHistory(app)
        await app.send(.changedElsewhere(true))
        #expect(app.state.history.cursor.selected == row)
        #expect(historyRow(app, row)?.id == chosen.id)
        #expect(historyFillsItsScreen(app))

        let (deep, set) = try await deepInBench(app)
        await app.send(.changedElsewhere(true))
        #expect(app.state.detail?.cursor.selected == deep)
        #expect(detailRow(app, deep)?.id == set.id)
    }

    @Test func aSetLoggedWhileDeepInHistoryJoinsItsTopAndTheSelectionStays() async throws {
        let app = try await Self.yearsOfBench()
        let (_, chosen) = try await deepInHistory(app)
        let total = try #require(app.state.history.sets.value).total
        let asked = app.effects.count
        await app.press(.char("l"))
        await app.type("bench 100x5")
        await app.press(.enter)
        #expect(app.state.toast?.message.hasPrefix("✓ Logged Bench Press 100 kg × 5") == true)
        #expect(!readHistory(app, since: asked))
        let list = try #require(app.state.history.sets.value)
        #expect(list.total == total + 1)
        #expect(list.items.first?.weight == 100 && list.items.first?.date == AppDriver.now)
        // Today's day opened above: the selection moved down with its set.
        #expect(historyRow(app, app.state.history.cursor.selected)?.id == chosen.id)
    }

    /// Edits the selected set's date in its form to `date` ("YYYY-MM-DD HH:MM") and saves.
    func editDate(_ app: AppDriver, to date: String) async {
        await app.press(.char("e"), .tab, .ctrl("u"))
        await app.type(date)
        await app.press(.enter)
    }

    @Test func aSetEditedToAnotherDayIsShownThereSelectedWithItsDayOpen() async throws {
        // Found reading the edit's path: an edit that moved a set to another day re-sorted the
        // list under a selection that kept its index, so it landed on another set, and the set
        // itself went into a folded day.
        let app = try await Self.yearsOfBench()
        await app.press(.char("3"), .char("j"), .char("j"))  // the newest day (yesterday), its second set
        let chosen = try #require(historyRow(app, app.state.history.cursor.selected))
        let total = try #require(app.state.history.sets.value).total
        let target = try #require(calendar.date(byAdding: .day, value: -4, to: AppDriver.now))
        await editDate(app, to: "2026-11-17 07:30")
        #expect(app.state.toast?.message == "✓ Set saved · moved to 2026-11-17 · u undoes")
        #expect(app.state.history.expanded.contains(calendar.startOfDay(for: target)))
        let selected = try #require(historyRow(app, app.state.history.cursor.selected))
        #expect(selected.id == chosen.id)
        #expect(calendar.startOfDay(for: selected.date) == calendar.startOfDay(for: target))
        #expect(try #require(app.state.history.sets.value).total == total)
    }

    @Test func aSetEditedInALiftsSetsKeepsTheSelectionOnIt() async throws {
        let app = try await Self.yearsOfBench()
        let (_, chosen) = try await deepInBench(app)
        await editDate(app, to: "2026-11-20 09:00")  // to the top: the newest set of the lift
        #expect(app.state.toast?.message.hasPrefix("✓ Set saved") == true)
        let d = try #require(app.state.detail)
        #expect(detailRow(app, d.cursor.selected)?.id == chosen.id)
        #expect(d.cursor.offset <= d.cursor.selected)
    }

    @Test func aSetEditedToBeforeEverythingLoadedWaitsForItsPageAndComesOnce() async throws {
        // Moved past the loaded end, the set stayed at the end of what was loaded, and the next
        // page (read from the loaded count) skipped a set that had not been shown.
        let app = try await Self.yearsOfBench()
        let (row, _) = try await deepInHistory(app)
        let list = try #require(app.state.history.sets.value)
        #expect(list.hasMore)
        let edited = try #require(historyRow(app, row))
        await editDate(app, to: "2025-01-02 10:00")  // older than every set
        #expect(app.state.toast?.message.hasPrefix("✓ Set saved") == true)
        let after = try #require(app.state.history.sets.value)
        #expect(!after.items.contains { $0.id == edited.id })
        #expect(after.total == list.total)
        #expect(historyRow(app, app.state.history.cursor.selected)?.id != edited.id)
        // Every page read: each set once, the moved one last.
        for _ in 0..<200 where app.state.history.sets.value?.hasMore == true { await app.press(.pageDown) }
        let all = try #require(app.state.history.sets.value)
        #expect(!all.hasMore)
        #expect(all.items.count == all.total && Set(all.items.map(\.id)).count == all.total)
        #expect(all.items.last?.id == edited.id)
    }
}
