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
