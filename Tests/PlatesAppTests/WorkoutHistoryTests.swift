import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// A workout after the fact, from history (SPEC 8): `e` on its day renames it and writes its
/// notes; `m` on a set moves it into another workout of that time, or out of any.
@Suite(.onTestThreads) struct WorkoutHistoryTests {
    @Test func aWorkoutIsRenamedAndASetMovedOutAndBack() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let open = try #require(try await backend.currentWorkout())
        await app.press(.char("3"))
        #expect(app.contains("Push (open)"))
        await app.press(.char("e"))
        #expect(app.contains("Workout") && app.contains("Name  Push"))
        await app.press(.ctrl("u"))
        await app.type("Heavy push")
        await app.press(.tab)
        await app.type("Felt strong")
        await app.press(.enter)
        let renamed = try await backend.workout(id: open.id).workout
        #expect(renamed.name == "Heavy push" && renamed.notes == "Felt strong" && renamed.isOpen)
        #expect(app.contains("Heavy push (open)") && app.contains("Saved workout Heavy push"))

        // The newest set: out of its workout, then back in.
        await app.press(.char("j"), .char("m"))
        #expect(app.contains("Move the set") && app.contains("Heavy push · today 11:00"))
        await app.press(.left, .enter)
        let newest = try #require(try await backend.listSets(SetQuery(limit: 1)).items.first)
        #expect(newest.workoutId == nil && app.contains("Moved out of its workout"))
        await app.press(.char("m"))
        #expect(app.contains("‹ No workout ›"))
        await app.press(.right, .enter)
        #expect(try await backend.set(id: newest.id).workoutId == open.id && app.contains("Moved into Heavy push"))

        // Nothing was lost on the way: the workout holds its 13 sets again.
        #expect(try await backend.workout(id: open.id).sets.count == 13)
    }

    /// `F` by mistake halfway through a plan closed the workout for good: `u` now opens it again
    /// (the dashboard's line back, the plan where it was), `U` finishes it again. Another workout
    /// started meanwhile keeps it closed, said.
    @Test func aFinishIsUndoneAndRedone() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let open = try #require(try await backend.currentWorkout())
        await app.press(.char("F"))
        #expect(try await backend.currentWorkout() == nil)
        #expect(app.state.toast?.message.hasSuffix("· u reopens it") == true, "\(app.state.toast?.message ?? "")")
        #expect(!app.contains("w continues"))
        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: finish of Push: open again")
        #expect(try await backend.currentWorkout()?.id == open.id)
        #expect(app.contains("▶ Push since 11:00 · w continues"), "\(app.text)")
        await app.press(.char("U"))
        #expect(app.state.toast?.message == "Redone: finish of Push")
        #expect(try await backend.currentWorkout() == nil && !app.contains("w continues"))

        // Another workout started meanwhile: the undo is refused and says why.
        _ = try await backend.startWorkout(WorkoutDraft(name: "Legs"))
        await app.press(.char("u"))
        #expect(app.state.toast?.message.contains("Legs is open: finish it (F) before Push is open again.") == true, "\(app.state.toast?.message ?? "")")
        #expect(try await backend.currentWorkout()?.name == "Legs")
        #expect(try await backend.workout(id: open.id).workout.isOpen == false)
    }

    /// `d` on a day deletes its workout after a question; its sets stay, in no workout. A
    /// workout started by mistake could be deleted only from the shell. `n` keeps it; a day
    /// without a workout says so and asks nothing.
    @Test func aDaysWorkoutIsDeletedAndItsSetsStay() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let open = try #require(try await backend.currentWorkout())
        let sets = try await backend.workout(id: open.id).sets.map(\.id)
        await app.press(.char("3"), .char("d"))
        #expect(app.contains("Delete the workout Push?") && app.contains("Push, started at 11:00, still open. Its 13 sets stay, in"), "\(app.text)")
        await app.press(.char("n"))
        #expect(try await backend.currentWorkout()?.id == open.id && !app.contains("Delete the workout"))
        await app.press(.char("d"), .char("y"))
        #expect(app.contains("Deleted the workout Push · its sets stay") && !app.contains("Push (open)"), "\(app.text)")
        #expect(try await backend.currentWorkout() == nil)
        #expect(try await backend.listWorkouts(from: nil, to: nil, limit: 100).contains { $0.id == open.id } == false)
        for id in sets { #expect(try await backend.set(id: id).workoutId == nil) }
        // The dashboard no longer offers to continue it.
        await app.press(.char("1"))
        #expect(!app.contains("w continues") && app.contains("13 sets"), "\(app.text)")
        // The day has no workout now: nothing to delete, and said so.
        await app.press(.char("3"), .char("d"))
        #expect(app.contains("This day has no workout to delete") && !app.contains("Delete the workout"), "\(app.text)")
    }

    /// A workout past midnight is named on both its days (found logging a late session: the
    /// sets after midnight showed under the next day without the workout, and `e` and `d` there
    /// said "This day has no workout").
    @Test func aWorkoutPastMidnightIsNamedOnBothDays() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        let late = try await backend.startWorkout(WorkoutDraft(name: "Late push", startedAt: AppDriver.fixedDate("2026-11-20 23:40")))
        _ = try await backend.logSets(
            [("2026-11-20 23:45", 60.0), ("2026-11-21 00:10", 80), ("2026-11-21 00:20", 80)].map {
                SetDraft(exerciseId: bench.id, weight: $0.1, weightUnit: .kg, reps: 5, date: AppDriver.fixedDate($0.0), workoutId: late.id)
            })
        _ = try await backend.finishWorkout(id: late.id)
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        await app.press(.char("3"))
        let days = app.text.split(separator: "\n").filter { $0.contains(" Nov ") }
        #expect(days.count == 2 && days.allSatisfy { $0.contains("Late push 40 min") }, "\(app.text)")
        // `e` and `d` on the later day (selected first) find it.
        await app.press(.char("e"))
        #expect(app.contains("Name  Late push"), "\(app.text)")
        await app.press(.escape, .char("d"))
        #expect(app.contains("Delete the workout Late push?") && app.contains("Its 3 sets stay"), "\(app.text)")
    }

    @Test func anEmptyNameIsRefusedAndTheFormKeepsIt() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        await app.press(.char("3"), .char("e"), .ctrl("u"), .enter)
        #expect(app.contains("The workout's name is empty") && app.contains("Notes"))
        #expect(try await backend.currentWorkout()?.name == "Push")
    }

    /// `J` moves the selected set one place down (earlier) in its day, `K` up; the selection
    /// follows; `u` puts it back.
    @Test func aSetIsReorderedInItsDayAndUndone() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let before = try await backend.listSets(SetQuery(limit: 3)).items  // newest first
        await app.press(.char("3"), .char("j"), .char("J"))
        var now = try await backend.listSets(SetQuery(limit: 3)).items
        #expect(now.map(\.id) == [before[1].id, before[0].id, before[2].id])
        #expect(now[1].date < before[1].date && now[1].date > before[2].date && now[1].workoutId == before[0].workoutId)
        #expect(app.state.history.cursor.selected == 2)
        await app.press(.char("K"))
        now = try await backend.listSets(SetQuery(limit: 3)).items
        #expect(now.map(\.id) == before.map(\.id))
        await app.press(.char("K"))
        #expect(app.contains("the day's last set already"))
        await app.press(.char("u"), .char("u"))
        #expect(try await backend.set(id: before[0].id).date == before[0].date)
    }
}
