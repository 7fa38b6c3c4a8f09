import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Issue 18: deleting an exercise with its sets (and putting it back), and merging one into
/// another, on every backend.
@Suite(.onTestThreads) struct ExerciseRemovalContractTests {
    @Test(arguments: BackendFactory.all)
    func deletingWithSetsTakesThemAndRestoreBringsBackExactly(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let mine = try await b.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest, pinnedNote: "pause"))
        try await b.log(mine, 80, 5, "2026-11-18 18:00")
        try await b.log(mine, 90, 3, "2026-11-20 18:00")
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 100, 5, "2026-11-20 18:10")
        let recordsBefore = try await b.records(exerciseId: mine.id)
        let setsBefore = try await b.listSets(SetQuery(exerciseId: mine.id, limit: 10)).items

        await expectPlatesError({ $0.isConflict && $0.message.contains("2 logged sets") }) {
            _ = try await b.deleteExercise(id: mine.id, withSets: false)
        }
        let removal = try await b.deleteExercise(id: mine.id, withSets: true)
        #expect(removal.exercise == mine && Set(removal.sets) == Set(setsBefore))
        await expectPlatesError(\.isNotFound) { _ = try await b.exercise(id: mine.id) }
        #expect(try await b.allSets().map(\.exerciseId) == [bench.id])
        #expect(try await !b.exerciseSummaries().contains { $0.exercise.id == mine.id })

        try await b.restoreExercise(removal)
        #expect(try await b.exercise(id: mine.id) == mine)
        #expect(try await b.listSets(SetQuery(exerciseId: mine.id, limit: 10)).items == setsBefore)
        #expect(try await b.records(exerciseId: mine.id) == recordsBefore)
        await expectPlatesError(\.isConflict) { try await b.restoreExercise(removal) }
    }

    /// More sets than one request carries (HTTP restores 20 with the exercise, then the rest).
    @Test(arguments: BackendFactory.all)
    func aLongHistoryComesBackWhole(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let mine = try await b.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        for day in 0..<3 {
            _ = try await b.logSets(
                (0..<15).map { i in
                    SetDraft(
                        exerciseId: mine.id, weight: Double(60 + i), weightUnit: .kg, reps: 5,
                        date: Clock.date("2026-11-1\(day + 1) 18:00").addingTimeInterval(Double(i) * 60))
                })
        }
        let before = try await b.listSets(SetQuery(exerciseId: mine.id, limit: 100)).items
        let removal = try await b.deleteExercise(id: mine.id, withSets: true)
        #expect(removal.sets.count == 45)
        try await b.restoreExercise(removal)
        #expect(try await b.listSets(SetQuery(exerciseId: mine.id, limit: 100)).items == before)
    }

    @Test(arguments: BackendFactory.all)
    func builtInExercisesCanBeDeleted(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let squat = try await b.exercise(named: "Squat")
        let removal = try await b.deleteExercise(id: squat.id, withSets: false)
        #expect(removal.sets.isEmpty && removal.exercise.isBase)
        #expect(try await b.listExercises().count == 20)
        try await b.restoreExercise(removal)
        #expect(try await b.exercise(id: squat.id) == squat)
    }

    @Test(arguments: BackendFactory.all)
    func mergingMovesTheSetsAndRecomputesRecordsAndProgress(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let flat = try await b.createExercise(ExerciseDraft(name: "Flat Barbell Bench Press", muscleGroup: .chest))
        try await b.log(bench, 100, 5, "2026-11-20 18:00")
        let heavy = try await b.log(flat, 110, 3, "2026-11-18 18:00")
        try await b.log(flat, 60, 10, "2026-11-18 18:05", kind: .warmup)

        let merged = try await b.mergeExercise(id: flat.id, into: bench.id)
        #expect(merged.exercise == bench && merged.movedSets == 2)
        await expectPlatesError(\.isNotFound) { _ = try await b.exercise(id: flat.id) }
        let sets = try await b.listSets(SetQuery(exerciseId: bench.id, limit: 10)).items
        #expect(sets.count == 3 && sets.contains { $0.id == heavy.id && $0.weight == 110 && $0.createdAt == heavy.createdAt })
        let records = try await b.records(exerciseId: bench.id)
        #expect(records.first { $0.targetReps == 1 }?.set.id == heavy.id)
        #expect(records.first { $0.targetReps == 5 }?.set.weight == 100)
        #expect(try await b.progress(exerciseId: bench.id, minReps: 1).count == 2)
        // Every backend answers the name merged away (over HTTP, `GET /exercise-aliases`), and
        // the matcher reads it as the exercise it went into.
        let aliases = try await b.exerciseAliases()
        #expect(aliases[Exercise.nameKey("Flat Barbell Bench Press")] == bench.id)
        #expect(try ExerciseMatcher.match("Flat Barbell Bench Press", in: try await b.listExercises(), aliases: aliases) == bench)
        #expect(try ExerciseMatcher.match("flat barbell", in: try await b.listExercises(), aliases: aliases) == bench)
        // Deleting the exercise takes its other names with it, and its undo puts them back
        // (over HTTP too: they travel in the removal).
        let removal = try await b.deleteExercise(id: bench.id, withSets: true)
        #expect(removal.aliases == [Exercise.nameKey("Flat Barbell Bench Press")])
        #expect(try await b.exerciseAliases()[Exercise.nameKey("Flat Barbell Bench Press")] == nil)
        try await b.restoreExercise(removal)
        #expect(try await b.exerciseAliases() == aliases)
        // An other name another exercise has taken meanwhile stays with it.
        let again = try await b.deleteExercise(id: bench.id, withSets: true)
        let squat = try await b.exercise(named: "Squat")
        let taker = try await b.createExercise(ExerciseDraft(name: "Taker", muscleGroup: .chest))
        _ = try await b.logSets([SetDraft(exerciseId: taker.id, weight: 50, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-19 18:00"))])
        _ = try await b.mergeExercise(id: taker.id, into: squat.id)
        var stolen = again
        stolen.aliases.append(Exercise.nameKey("Taker"))
        try await b.restoreExercise(stolen)
        #expect(try await b.exerciseAliases() == aliases.merging([Exercise.nameKey("Taker"): squat.id]) { a, _ in a })
    }

    /// A merged-away exercise's place in routines goes to the kept one (it was left as "(deleted
    /// exercise)", and the shipped 5×5 A lost its squats): the user's routines are rewritten with
    /// the merge, and a shipped routine reads a merged-away built-in as the exercise that kept its
    /// sets — its plan walks it, with last time's sets.
    @Test(arguments: BackendFactory.all)
    func mergingMovesTheExerciseInRoutinesToo(factory: BackendFactory) async throws {
        let b = try #require(try await factory.make(Clock.environment) as? any TrainingBackend)
        let squat = try await b.exercise(named: "Squat")
        let bench = try await b.exercise(named: "Bench Press")
        let row = try await b.exercise(named: "Barbell Row")
        let back = try await b.createExercise(ExerciseDraft(name: "Back Squat", muscleGroup: .legs))
        let planned = RoutineEntry(exerciseId: squat.id, sets: 3, reps: 5, repsMax: 8, weight: 100, weightUnit: .kg, warmUps: true, group: 1)
        let mine = try await b.createRoutine(
            RoutineDraft(name: "Mine", entries: [planned, RoutineEntry(exerciseId: bench.id, sets: 3, reps: 8)]))
        let fiveByFive = ShippedRoutines.all[0].id
        let last = try await b.startWorkout(WorkoutDraft(routineId: fiveByFive, startedAt: Clock.date("2026-11-19 18:00")))
        try await b.log(squat, 100, 5, "2026-11-19 18:10")
        _ = try await b.finishWorkout(id: last.id)

        _ = try await b.mergeExercise(id: squat.id, into: back.id)

        var moved = planned
        moved.exerciseId = back.id
        let expected = Routine(
            id: mine.id, name: "Mine", entries: [moved, RoutineEntry(exerciseId: bench.id, sets: 3, reps: 8)], createdAt: mine.createdAt)
        #expect(try await b.routine(id: mine.id) == expected)
        let shipped = try await b.routine(id: fiveByFive)
        #expect(shipped.entries.map(\.exerciseId) == [back.id, bench.id, row.id])
        let listed = try await b.listRoutines()
        #expect(listed.first { $0.id == mine.id } == expected && listed.first { $0.id == fiveByFive } == shipped)

        let today = try await b.startWorkout(WorkoutDraft(routineId: fiveByFive, startedAt: Clock.date("2026-11-21 11:00")))
        let plan = try #require(try await b.plan(workoutId: today.id))
        #expect(plan.steps.count == 15 && plan.steps[0].exerciseId == back.id)
        #expect(plan.previousSet(plan.steps[0])?.weight == 100)
    }

    /// A routine's entry that would not fit the kept exercise (a hold planned for a strength
    /// exercise) refuses the merge, as a set that does not fit does.
    @Test(arguments: BackendFactory.all)
    func aMergeWhoseRoutineEntryDoesNotFitChangesNothing(factory: BackendFactory) async throws {
        let b = try #require(try await factory.make(Clock.environment) as? any TrainingBackend)
        let plank = try await b.exercise(named: "Plank")
        let bench = try await b.exercise(named: "Bench Press")
        let core = try await b.createRoutine(RoutineDraft(name: "Core", entries: [RoutineEntry(exerciseId: plank.id, sets: 3, duration: 60)]))
        await expectPlatesError({ $0.isConflict && $0.message.contains("Core") && $0.message.contains("Nothing was merged") }) {
            _ = try await b.mergeExercise(id: plank.id, into: bench.id)
        }
        #expect(try await b.exercise(id: plank.id) == plank)
        #expect(try await b.routine(id: core.id) == core)
    }

    @Test(arguments: BackendFactory.all)
    func aMergeThatDoesNotFitChangesNothing(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let plank = try await b.exercise(named: "Plank")
        _ = try await b.logSets([SetDraft(exerciseId: plank.id, duration: 60, date: Clock.date("2026-11-20 18:00"))])
        await expectPlatesError({ $0.isConflict && $0.message.contains("1 of Plank's 1 sets do not fit Bench Press") }) {
            _ = try await b.mergeExercise(id: plank.id, into: bench.id)
        }
        #expect(try await b.exercise(id: plank.id) == plank)
        #expect(try await b.allSets().map(\.exerciseId) == [plank.id])
        await expectPlatesError(\.isValidation) { _ = try await b.mergeExercise(id: bench.id, into: bench.id) }
        await expectPlatesError(\.isNotFound) { _ = try await b.mergeExercise(id: "nope", into: bench.id) }
        await expectPlatesError(\.isNotFound) { _ = try await b.mergeExercise(id: bench.id, into: "nope") }
        await expectPlatesError(\.isNotFound) { _ = try await b.deleteExercise(id: "nope", withSets: true) }
    }
}
