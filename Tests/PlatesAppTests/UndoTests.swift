import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 19, item 1: `u` undoes exactly the session's last change to a set (a log, an edit or a
/// delete) and says what it undid; repeated `u` walks back; `U` / `ctrl+r` redoes. Driven through
/// the real reducer and effect runner on a demo backend that starts empty.
@Suite(.onTestThreads) struct UndoTests {
    /// A fresh app with Bench Press 80x8 logged through quick-log, on the history screen with the set selected.
    static func loggedBench() async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(backend: backend)
        await app.press(.char("l"))
        await app.type("bench 80x8")
        await app.press(.enter)
        #expect(app.state.toast?.message.hasPrefix("✓ Logged Bench Press 80 kg × 8") == true)
        await app.press(.char("3"), .char("j"))
        return (app, backend)
    }

    static func sets(_ backend: DemoBackend) async throws -> [WorkoutSet] {
        try await backend.listSets(SetQuery(limit: 100)).items
    }

    @Test func undoAfterAnEditRestoresTheEditedValuesAndKeepsTheSet() async throws {
        // The report: log 80x8, edit it to 82.5x8@9, u → "Undone: Bench Press 80 kg × 8" and the set was deleted.
        let (app, backend) = try await Self.loggedBench()
        let id = try #require(try await Self.sets(backend).first?.id)
        await app.press(.char("e"))
        await app.press(.ctrl("u"))
        await app.type("82.5x8@9")
        await app.press(.enter)
        let edited = try await Self.sets(backend)
        #expect(edited.count == 1 && edited[0].id == id && edited[0].weight == 82.5 && edited[0].rpe == 9)

        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: edit of Bench Press: back to 80 kg × 8")
        let afterUndo = try await Self.sets(backend)
        #expect(afterUndo.count == 1 && afterUndo[0].id == id && afterUndo[0].weight == 80 && afterUndo[0].rpe == nil)

        // Repeated u walks back: now the log itself.
        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: log of Bench Press 80 kg × 8")
        #expect(try await Self.sets(backend).isEmpty)
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Nothing to undo") == true)

        // Redo walks forward again: the set comes back with its id, then the edit.
        await app.press(.char("U"))
        #expect(app.state.toast?.message == "Redone: log of Bench Press 80 kg × 8")
        #expect(try await Self.sets(backend).map(\.id) == [id])
        await app.press(.ctrl("r"))
        #expect(app.state.toast?.message == "Redone: edit of Bench Press: 82.5 kg × 8 @9 again")
        #expect(try await Self.sets(backend).first?.weight == 82.5)
        await app.press(.char("U"))
        #expect(app.state.toast?.message.hasPrefix("Nothing to redo") == true)
    }

    @Test func undoAfterADeleteBringsTheSetBackWithItsIdNotesAndRecord() async throws {
        // The report: after d y on a set, u did not bring it back and deleted another set.
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let exercises = try await backend.listExercises()
        let benchId = try #require(exercises.first { $0.name == "Bench Press" }?.id)
        let squatId = try #require(exercises.first { $0.name == "Squat" }?.id)
        _ = try await backend.logSets([
            SetDraft(exerciseId: benchId, weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now.addingTimeInterval(-600), notes: "paused")
        ])
        _ = try await backend.logSets([SetDraft(exerciseId: squatId, weight: 120, weightUnit: .kg, reps: 5, date: AppDriver.now.addingTimeInterval(-300))])
        let app = try await AppDriver(backend: backend)
        let before = try await Self.sets(backend)
        let bench = try #require(before.first { $0.weight == 100 })
        #expect(bench.notes == "paused")
        #expect(try await backend.records(exerciseId: bench.exerciseId).first?.set.id == bench.id)

        // History: the day, then squat (newest), then bench.
        await app.press(.char("3"), .char("j"), .char("j"))
        await app.press(.char("d"), .char("y"))
        #expect(app.state.toast?.message == "Set deleted · u undoes")
        #expect(try await Self.sets(backend).map(\.weight) == [120])
        #expect(try await backend.records(exerciseId: bench.exerciseId).isEmpty)

        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: delete of Bench Press 100 kg × 5: restored")
        let after = try await Self.sets(backend)
        #expect(Set(after) == Set(before))  // the same ids, values, notes and created_at; squat untouched
        #expect(try await backend.records(exerciseId: bench.exerciseId).first?.set.id == bench.id)
        #expect(app.contains("100 kg × 5"))

        // Redo deletes it again; undo brings it back again.
        await app.press(.char("U"))
        #expect(try await Self.sets(backend).map(\.weight) == [120])
        await app.press(.char("u"))
        #expect(Set(try await Self.sets(backend)) == Set(before))
    }

    /// 150 training days of 10 Bench Press sets, one a day: far more than one read of history
    /// or one page of the lift's sets.
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

    @Test func anUndoDeepInHistoryBringsTheSetBackWhereItWasWithTheScreenAround() async throws {
        // The report (session 42's walk): six pages deep in history at 50k, a day opened, a set
        // deleted, `u`: the set came back but history was read again from the top as far as one
        // read goes (10 pages) and the selection jumped months away, the restored set out of sight.
        let app = try await Self.yearsOfBench()
        await app.press(.char("3"))
        for _ in 0..<6 { await app.press(.pageDown) }
        await app.press(.enter, .char("j"), .char("j"))
        let calendar = AppDriver.calendar
        let rowsBefore = app.state.historyRows(calendar: calendar)
        let selected = app.state.history.cursor.selected
        let chosen = try #require(rowsBefore[selected].set)
        let loaded = try #require(app.state.history.sets.value).items.count
        #expect(loaded > 1_000)  // deeper than one read of history reaches

        await app.press(.char("d"), .char("y"))
        #expect(app.state.toast?.message == "Set deleted · u undoes")
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Undone: delete of Bench Press") == true)
        let rows = app.state.historyRows(calendar: calendar)
        #expect(app.state.history.cursor.selected == selected)
        #expect(rows.indices.contains(selected) && rows[selected].set?.id == chosen.id)
        #expect(app.state.history.cursor.offset <= selected)
        // Read again as far as the screen shows: no empty rows under the selection.
        #expect(rows.count >= app.state.history.cursor.offset + HistoryScreen.listRows(app.state.size))
        #expect(app.state.history.expanded.contains(calendar.startOfDay(for: chosen.date)))
    }

    @Test func anUndoDeepInALiftsSetsKeepsTheSelectionOnTheRestoredSet() async throws {
        // The same in an exercise's detail: its sets were read again as one page of 50.
        let app = try await Self.yearsOfBench()
        await app.press(.char("2"), .char("/"))
        await app.type("bench press")
        await app.press(.enter, .enter)
        let calendar = AppDriver.calendar
        for _ in 0..<40 where (app.state.detail?.cursor.selected ?? 0) < 300 { await app.press(.pageDown) }
        let d = try #require(app.state.detail)
        let selected = d.cursor.selected
        let chosen = try #require(app.state.detailRows(d, calendar: calendar)[selected].set)
        #expect(selected >= 300)

        await app.press(.char("d"), .char("y"))
        #expect(app.state.toast?.message == "Set deleted · u undoes")
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Undone: delete of Bench Press") == true)
        let after = try #require(app.state.detail)
        let rows = app.state.detailRows(after, calendar: calendar)
        #expect(after.cursor.selected == selected)
        #expect(rows.indices.contains(selected) && rows[selected].set?.id == chosen.id)
    }

    @Test func aNewChangeClearsWhatCouldBeRedone() async throws {
        let (app, backend) = try await Self.loggedBench()
        await app.press(.char("u"))
        #expect(try await Self.sets(backend).isEmpty)
        await app.press(.char("l"))
        await app.type("bench 60x10")
        await app.press(.enter)
        await app.press(.char("U"))
        #expect(app.state.toast?.message.hasPrefix("Nothing to redo") == true)
        #expect(try await Self.sets(backend).map(\.weight) == [60])
    }

    @Test func aFailedUndoKeepsTheChangeOrDropsItWhenTheSetChangedElsewhere() async throws {
        let (app, backend) = try await Self.loggedBench()
        let id = try #require(try await Self.sets(backend).first?.id)
        // Deleted by another process: the undo of the log cannot find it; the change is dropped.
        try await backend.deleteSet(id: id)
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Could not undo:") == true)
        #expect(app.state.toast?.message.contains("dropped") == true)
        #expect(app.state.undo.done.isEmpty && app.state.undo.inFlight == nil)
    }

    @Test func oneUndoAtATimeAndQuickPressesWaitTheirTurn() {
        let reducer = Reducer(environment: .fixed(AppDriver.now))
        var s = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "")
        func set(_ id: String) -> WorkoutSet {
            WorkoutSet(id: id, draft: SetDraft(exerciseId: "b", weight: 80, weightUnit: .kg, reps: 8, date: AppDriver.now), createdAt: AppDriver.now)
        }
        let first = SetChange.logged([set("s1")], exerciseName: "Bench Press")
        let second = SetChange.logged([set("s2")], exerciseName: "Bench Press")
        s.undo.record(first)
        s.undo.record(second)
        #expect(reducer.reduce(&s, .event(.key(.char("u")))) == [.revert(second, .undo)])
        // A second u before the answer sends nothing yet: the same change is never taken back twice.
        #expect(reducer.reduce(&s, .event(.key(.char("u")))).isEmpty)
        // A third has nothing left to wait for (two changes in all).
        #expect(reducer.reduce(&s, .event(.key(.char("u")))).isEmpty)
        #expect(s.toast?.message == "Still undoing the last change…")
        // The first answer sends the queued one.
        #expect(reducer.reduce(&s, .saved(.reverted(second, .undo))).contains(.revert(first, .undo)))
        #expect(s.undo.inFlight?.direction == .undo && s.undo.queued == 0)
        _ = reducer.reduce(&s, .saveFailed(.network("The server did not answer.")))
        #expect(s.undo.done == [first] && s.undo.undone == [second] && s.undo.inFlight == nil)
        #expect(s.toast?.message.contains("Press u to try again") == true)
    }

    /// The real program's case: `u u u` typed at once walks back three changes.
    @Test func keysTypedQuicklyWalkBackOneChangeEach() async throws {
        let (app, backend) = try await Self.loggedBench()
        await app.press(.char("l"))
        await app.type("squat 100x5")
        await app.press(.enter)
        await app.press(.char("l"))
        await app.type("deadlift 140x3")
        await app.press(.enter)
        #expect(try await Self.sets(backend).count == 3)
        var queue: [Effect] = []
        for _ in 0..<3 { queue += app.reducer.reduce(&app.state, .event(.key(.char("u")))) }
        #expect(queue.count == 1)
        while !queue.isEmpty {
            let answer = await app.runner.run(queue.removeFirst())
            queue += app.reducer.reduce(&app.state, answer).filter { if case .revert = $0 { return true } else { return false } }
        }
        #expect(try await Self.sets(backend).isEmpty)
    }

    /// A set logged while an undo is on its way: the answer moves the change that was undone,
    /// not the newest one (found reading the change: both used to pop the last).
    @Test func aChangeMadeWhileAnUndoIsOnItsWayIsKept() {
        let reducer = Reducer(environment: .fixed(AppDriver.now))
        var s = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "")
        func set(_ id: String) -> WorkoutSet {
            WorkoutSet(id: id, draft: SetDraft(exerciseId: "b", weight: 80, weightUnit: .kg, reps: 8, date: AppDriver.now), createdAt: AppDriver.now)
        }
        let old = SetChange.logged([set("s1")], exerciseName: "Bench Press")
        s.undo.record(old)
        #expect(reducer.reduce(&s, .event(.key(.char("u")))) == [.revert(old, .undo)])
        _ = reducer.reduce(&s, .saved(.logged(LogResult(sets: [set("s2")], newRecords: []), exerciseName: "Bench Press")))
        _ = reducer.reduce(&s, .saved(.reverted(old, .undo)))
        #expect(s.undo.done == [.logged([set("s2")], exerciseName: "Bench Press")])
        #expect(s.undo.undone == [old])
        // A failed undo that finds its set gone drops that change only.
        s.undo.record(old)
        _ = reducer.reduce(&s, .event(.key(.char("u"))))
        _ = reducer.reduce(&s, .saved(.logged(LogResult(sets: [set("s3")], newRecords: []), exerciseName: "Bench Press")))
        _ = reducer.reduce(&s, .saveFailed(.notFound(what: "set", id: "s1")))
        #expect(s.undo.done == [.logged([set("s2")], exerciseName: "Bench Press"), .logged([set("s3")], exerciseName: "Bench Press")])
    }
}
