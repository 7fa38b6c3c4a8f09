import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Workouts and routines (SPEC 8) on every backend: the service's rules over SQLite, the demo and
/// PostgreSQL, and the same through the REST API and the HTTP backend.
@Suite(.onTestThreads) struct TrainingContractTests {
    static let stores = BackendFactory.all

    func make(_ factory: BackendFactory) async throws -> any TrainingBackend {
        try #require(try await factory.make(Clock.environment) as? any TrainingBackend)
    }

    static let fiveByFiveA = ShippedRoutines.all[0].id

    @Test(arguments: stores)
    func aWorkoutStartedFromARoutineTakesTheSetsLoggedWhileItIsOpen(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let squat = try await b.exercise(named: "Squat")
        let w = try await b.startWorkout(WorkoutDraft(routineId: Self.fiveByFiveA, startedAt: Clock.date("2026-11-21 11:15")))
        #expect(w.name == "5×5 A" && w.isOpen && w.routineId == Self.fiveByFiveA)
        #expect(try await b.currentWorkout()?.id == w.id)
        let first = try await b.log(squat, 100, 5, "2026-11-21 11:20")
        let second = try await b.log(squat, 100, 5, "2026-11-21 11:25")
        #expect(first.workoutId == w.id && second.workoutId == w.id)
        // Before the workout (past the slack), and the day before: not in it.
        let early = try await b.log(squat, 90, 5, "2026-11-21 10:30")
        let yesterday = try await b.log(squat, 90, 5, "2026-11-20 11:30")
        #expect(early.workoutId == nil && yesterday.workoutId == nil)
        #expect(try await b.set(id: first.id).workoutId == w.id)

        let finished = try await b.finishWorkout(id: w.id)
        #expect(finished.finishedAt == Clock.now && finished.duration(now: Clock.now) == 45 * 60)
        #expect(try await b.currentWorkout() == nil)
        let detail = try await b.workout(id: w.id)
        #expect(detail.sets.map(\.id) == [first.id, second.id] && detail.workout == finished)
        #expect(try await b.listWorkouts(from: nil, to: nil, limit: 10).map(\.id) == [w.id])
        // Finishing again changes nothing; a set logged now joins no workout.
        #expect(try await b.finishWorkout(id: w.id) == finished)
        #expect(try await b.log(squat, 100, 5, "2026-11-21 12:00").workoutId == nil)
    }

    @Test(arguments: stores)
    func startingAnotherWorkoutFinishesTheOpenOneAtItsLastSetWhenItWasForgotten(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let bench = try await b.exercise(named: "Bench Press")
        let old = try await b.startWorkout(WorkoutDraft(name: "Chest day", startedAt: Clock.date("2026-11-20 18:00")))
        try await b.log(bench, 80, 8, "2026-11-20 18:10")
        try await b.log(bench, 80, 8, "2026-11-20 18:40")
        let new = try await b.startWorkout(WorkoutDraft())
        #expect(new.name == "Workout" && new.startedAt == Clock.now && new.routineId == nil)
        let closed = try await b.workout(id: old.id).workout
        #expect(closed.finishedAt == Clock.date("2026-11-20 18:40"))
        #expect(try await b.currentWorkout()?.id == new.id)
    }

    /// A finished workout opened again (the TUI's undo of `F`): it takes the sets logged while
    /// open again; with another one open it is refused, and nothing changes.
    @Test(arguments: stores)
    func aFinishedWorkoutOpensAgainUnlessAnotherIsOpen(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let squat = try await b.exercise(named: "Squat")
        let w = try await b.startWorkout(WorkoutDraft(name: "Legs", startedAt: Clock.date("2026-11-21 11:15")))
        _ = try await b.finishWorkout(id: w.id)
        let reopened = try await b.updateWorkout(id: w.id, WorkoutPatch(finishedAt: .some(nil)))
        #expect(reopened.isOpen)
        #expect(try await b.currentWorkout()?.id == w.id)
        #expect(try await b.log(squat, 100, 5, "2026-11-21 11:50").workoutId == w.id)
        _ = try await b.finishWorkout(id: w.id)
        let other = try await b.startWorkout(WorkoutDraft(name: "Push"))
        await expectPlatesError({
            if case .conflict(let m) = $0 { return m.contains("Push is open") }
            return false
        }) { _ = try await b.updateWorkout(id: w.id, WorkoutPatch(finishedAt: .some(nil))) }
        #expect(try await b.currentWorkout()?.id == other.id)
        #expect(try await b.workout(id: w.id).workout.isOpen == false)
    }

    @Test(arguments: stores)
    func setsCanBeMovedAndEditedAndAWorkoutDeletedKeepsItsSets(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let row = try await b.exercise(named: "Barbell Row")
        let a = try await b.startWorkout(WorkoutDraft(name: "A", startedAt: Clock.date("2026-11-21 11:00")))
        let set = try await b.log(row, 60, 8, "2026-11-21 11:05")
        let b2 = try await b.startWorkout(WorkoutDraft(name: "B", startedAt: Clock.date("2026-11-21 11:30")))
        try await b.moveSets(ids: [set.id], toWorkout: b2.id)
        #expect(try await b.set(id: set.id).workoutId == b2.id)
        // An edit keeps the workout.
        var draft = set.draft
        draft.workoutId = nil
        draft.reps = 10
        #expect(try await b.updateSet(id: set.id, draft).workoutId == b2.id)
        try await b.deleteWorkout(id: b2.id)
        let kept = try await b.set(id: set.id)
        #expect(kept.workoutId == nil && kept.reps == 10)
        await expectPlatesError(\.isNotFound) { _ = try await b.workout(id: b2.id) }
        await expectPlatesError(\.isNotFound) { try await b.moveSets(ids: [set.id], toWorkout: "no-such-workout") }
        await expectPlatesError(\.isNotFound) { try await b.moveSets(ids: ["no-such-set"], toWorkout: a.id) }
        var named = SetDraft(exerciseId: row.id, weight: 60, weightUnit: .kg, reps: 8, date: Clock.now)
        named.workoutId = "no-such-workout"
        await expectPlatesError(\.isNotFound) { _ = try await b.logSets([named]) }
        #expect(try await b.allSets().count == 1)
    }

    @Test(arguments: stores)
    func routinesAreCreatedEditedAndRefusedWithReasons(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let squat = try await b.exercise(named: "Squat")
        let plank = try await b.exercise(named: "Plank")
        let shipped = try await b.listRoutines()
        #expect(shipped.map(\.name) == ["5×5 A", "5×5 B", "Push", "Pull", "Legs", "Upper", "Lower"] && shipped.allSatisfy(\.isShipped))
        let mine = try await b.createRoutine(
            RoutineDraft(
                name: "  Mine ",
                entries: [
                    RoutineEntry(exerciseId: squat.id, sets: 3, reps: 5, weight: 100, weightUnit: .kg),
                    RoutineEntry(exerciseId: plank.id, sets: 3, duration: 60),
                ]
            ))
        #expect(mine.name == "Mine" && !mine.isShipped && mine.entries.count == 2)
        #expect(try await b.listRoutines().first == mine)
        #expect(try await b.routine(id: mine.id) == mine)
        await expectPlatesError(\.isConflict) {
            _ = try await b.createRoutine(RoutineDraft(name: "MINE", entries: [RoutineEntry(exerciseId: squat.id, sets: 1, reps: 1)]))
        }
        let bad: [RoutineEntry] = [
            RoutineEntry(exerciseId: squat.id, sets: 0, reps: 5), RoutineEntry(exerciseId: squat.id, sets: 21, reps: 5),
            RoutineEntry(exerciseId: squat.id, sets: 3), RoutineEntry(exerciseId: squat.id, sets: 3, reps: 12, repsMax: 8),
            RoutineEntry(exerciseId: plank.id, sets: 3, reps: 5), RoutineEntry(exerciseId: squat.id, sets: 3, reps: 5, weight: 5000, weightUnit: .kg),
        ]
        for entry in bad {
            await expectPlatesError(\.isValidation) { _ = try await b.updateRoutine(id: mine.id, RoutineDraft(name: "Mine", entries: [entry])) }
        }
        await expectPlatesError(\.isValidation) {
            _ = try await b.createRoutine(RoutineDraft(name: "", entries: [RoutineEntry(exerciseId: squat.id, sets: 1, reps: 1)]))
        }
        await expectPlatesError(\.isValidation) { _ = try await b.createRoutine(RoutineDraft(name: "Empty", entries: [])) }
        await expectPlatesError(\.isNotFound) {
            _ = try await b.createRoutine(RoutineDraft(name: "X", entries: [RoutineEntry(exerciseId: "gone", sets: 1, reps: 1)]))
        }
        #expect(try await b.routine(id: mine.id) == mine)
        let renamed = try await b.updateRoutine(id: mine.id, RoutineDraft(name: "Mine v2", entries: [RoutineEntry(exerciseId: squat.id, sets: 5, reps: 3)]))
        #expect(try await b.routine(id: mine.id) == renamed && renamed.entries == [RoutineEntry(exerciseId: squat.id, sets: 5, reps: 3)])
        await expectPlatesError(\.isForbidden) { _ = try await b.updateRoutine(id: Self.fiveByFiveA, RoutineDraft(name: "X", entries: renamed.entries)) }
        await expectPlatesError(\.isForbidden) { try await b.deleteRoutine(id: Self.fiveByFiveA) }
        try await b.deleteRoutine(id: mine.id)
        await expectPlatesError(\.isNotFound) { _ = try await b.routine(id: mine.id) }
        await expectPlatesError(\.isNotFound) { try await b.deleteRoutine(id: mine.id) }
    }

    @Test(arguments: stores)
    func thePlanWalksFromWhereTheWorkoutIsAndRemembersLastTime(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let squat = try await b.exercise(named: "Squat")
        let last = try await b.startWorkout(WorkoutDraft(routineId: Self.fiveByFiveA, startedAt: Clock.date("2026-11-19 18:00")))
        try await b.log(squat, 20, 10, "2026-11-19 18:02", kind: .warmup)
        for (i, weight) in [100.0, 100, 100, 95, 95].enumerated() { try await b.log(squat, weight, 5, "2026-11-19 18:\(10 + i)") }
        _ = try await b.finishWorkout(id: last.id)

        let today = try await b.startWorkout(WorkoutDraft(routineId: Self.fiveByFiveA, startedAt: Clock.date("2026-11-21 11:00")))
        var plan = try #require(try await b.plan(workoutId: today.id))
        #expect(plan.steps.count == 15 && plan.steps[0].exerciseId == squat.id && plan.steps[5].number == 1)
        #expect(RoutinePlan.position(plan.steps, logged: plan.logged) == 0)
        #expect(plan.previousSet(plan.steps[3])?.weight == 95)
        #expect(plan.prefill(plan.steps[0], logged: [], lastSet: nil, bar: nil) == SetSpec(weight: 100, weightUnit: .kg, reps: 5))
        try await b.log(squat, 102.5, 5, "2026-11-21 11:10")
        plan = try #require(try await b.plan(workoutId: today.id))
        #expect(RoutinePlan.position(plan.steps, logged: plan.logged) == 1)
        // What was done today comes before last time.
        #expect(plan.prefill(plan.steps[1], logged: plan.logged, lastSet: nil, bar: nil).weight == 102.5)
        // An empty workout has no plan.
        let empty = try await b.startWorkout(WorkoutDraft())
        #expect(try await b.plan(workoutId: empty.id) == nil)
    }

    /// A plan made before its exercise's type changed (Plank made a strength exercise while "Core"
    /// and the shipped Legs plan 3×60 s of it; a built-in merged into a hold) is walked by its set
    /// count, the reps or time that no longer apply left to last time's sets: the walk offered
    /// "Enter logs: 1:00" for a strength exercise and the log refused it. The routines themselves
    /// read as written (the form says what to change when one is edited).
    @Test(arguments: stores)
    func aPlanWhoseExerciseChangedTypeIsWalkedByItsSetCount(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let plank = try await b.exercise(named: "Plank")
        let raises = try await b.exercise(named: "Hanging Leg Raises")
        let planned = RoutineEntry(exerciseId: plank.id, sets: 3, duration: 60)
        let core = try await b.createRoutine(RoutineDraft(name: "Core", entries: [planned]))
        _ = try await b.updateExercise(id: plank.id, ExercisePatch(exerciseType: .strength))
        let hang = try await b.createExercise(ExerciseDraft(name: "Dead Hang", muscleGroup: .back, exerciseType: .timed))
        _ = try await b.mergeExercise(id: raises.id, into: hang.id)
        _ = try await b.logSets([SetDraft(exerciseId: hang.id, duration: 45, date: Clock.date("2026-11-19 18:00"))])

        #expect(try await b.routine(id: core.id).entries == [planned])
        let legs = try await b.routine(id: ShippedRoutines.all[4].id)
        #expect(
            Array(legs.entries.suffix(2)) == [
                RoutineEntry(exerciseId: hang.id, sets: 3, reps: 10, repsMax: 15), RoutineEntry(exerciseId: plank.id, sets: 3, duration: 60),
            ])

        let workout = try await b.startWorkout(WorkoutDraft(routineId: core.id, startedAt: Clock.date("2026-11-21 11:00")))
        let plan = try #require(try await b.plan(workoutId: workout.id))
        #expect(plan.steps.map(\.entry) == Array(repeating: RoutineEntry(exerciseId: plank.id, sets: 3), count: 3))
        let last = WorkoutSet(
            id: "s", draft: SetDraft(exerciseId: plank.id, weight: 10, weightUnit: .kg, reps: 12, date: Clock.date("2026-11-19 18:00")),
            createdAt: Clock.date("2026-11-19 18:00"))
        #expect(plan.prefill(plan.steps[0], logged: [], lastSet: last, bar: nil) == SetSpec(weight: 10, weightUnit: .kg, reps: 12))
        let legsDay = try await b.startWorkout(WorkoutDraft(routineId: legs.id, startedAt: Clock.date("2026-11-22 11:00")))
        let legsPlan = try #require(try await b.plan(workoutId: legsDay.id))
        let hangStep = try #require(legsPlan.steps.first { $0.exerciseId == hang.id })
        #expect(hangStep.entry == RoutineEntry(exerciseId: hang.id, sets: 3))
        let lastHang = try await b.listSets(SetQuery(exerciseId: hang.id, limit: 1)).items.first
        #expect(legsPlan.prefill(hangStep, logged: [], lastSet: lastHang, bar: nil) == SetSpec(duration: 45))
    }

    /// What a log names is read before anything is written (on SQLite, in the write's own
    /// transaction): each exercise and workout it names, and the open workout a set without one
    /// joins.
    @Test(arguments: stores)
    func aLogsExercisesAndWorkoutsAreCheckedBeforeAnythingIsWritten(factory: BackendFactory) async throws {
        let b = try await make(factory)
        let squat = try await b.exercise(named: "Squat")
        let bench = try await b.exercise(named: "Bench Press")
        let open = try await b.startWorkout(WorkoutDraft(startedAt: Clock.date("2026-11-21 11:00")))
        let at = Clock.date("2026-11-21 11:10")
        func draft(_ exercise: Exercise, workout: String? = nil) -> SetDraft {
            SetDraft(exerciseId: exercise.id, weight: 100, weightUnit: .kg, reps: 5, date: at, workoutId: workout)
        }
        var unknown = draft(squat)
        unknown.exerciseId = "no-such-exercise"
        await expectPlatesError(\.isNotFound) { _ = try await b.logSets([draft(squat), unknown]) }
        await expectPlatesError(\.isNotFound) { _ = try await b.logSets([draft(squat), draft(bench, workout: "no-such-workout")]) }
        #expect(try await b.allSets().isEmpty)
        // An exercise and a workout named twice are read once each; sets without a workout join the open one.
        let logged = try await b.logSets([draft(squat), draft(bench, workout: open.id), draft(squat), draft(bench, workout: open.id)]).sets
        #expect(logged.map(\.workoutId) == Array(repeating: open.id, count: 4))
        #expect(try await b.allSets().count == 4)
    }
}
