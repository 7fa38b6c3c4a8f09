import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Training from a routine in the TUI (SPEC 8): `w`, enter starts the 5×5, enter logs its first
/// planned set (3 keys from the dashboard); the form walks the plan, F finishes, history shows it.
@Suite(.onTestThreads) struct WorkoutWalkTests {
    func app(_ size: Size = Size(width: 80, height: 24)) async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        return (try await AppDriver(size: size, backend: backend), backend)
    }

    /// Reads the routines again (`r`), opens the picker and starts the first routine of the
    /// user's own: the picker's cursor is on the routine it suggests, and yours come first, after
    /// "Empty workout".
    static func startFirstOwnRoutine(_ app: AppDriver) async {
        await app.press(.char("r"), .char("w"))
        for _ in 0..<9 { await app.press(.char("k")) }
        await app.press(.char("j"), .enter)
    }

    /// Types `text` over the planned set (ctrl+u clears it) and logs it.
    static func log(_ text: String, _ app: AppDriver) async {
        await app.press(.ctrl("u"))
        await app.type(text)
        await app.press(.enter)
    }

    @Test func threeKeysStartTheFiveByFiveAndLogItsFirstSetFromTheEmptyBar() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"))
        #expect(app.contains("Start a workout") && app.contains("5×5 A") && app.contains("shipped"))
        await app.press(.enter)
        #expect(app.contains("5×5 A · 1 of 15") && app.contains("Squat · set 1 of 5") && app.contains("Enter logs: 20 kg × 5"))
        await app.press(.enter)
        let sets = try await backend.listSets(SetQuery(limit: 10)).items
        let open = try #require(try await backend.currentWorkout())
        #expect(sets.count == 1 && sets[0].weight == 20 && sets[0].reps == 5 && sets[0].workoutId == open.id)
        #expect(app.contains("5×5 A · 2 of 15") && app.contains("Squat · set 2 of 5") && app.contains("rest 3:00"))
    }

    /// The planned set is a suggestion, like the quick-log's last set (docs/DECISIONS.md, "Prefilled
    /// text is a suggestion"): a set typed over it replaces it. It was text: `60x5` typed on the
    /// planned `20x5` read `20x560x5` ("Enter logs: 5 × 20 kg × 560"), and `8` to change the reps
    /// logged 58.
    @Test func aSetTypedOverThePlannedOneReplacesIt() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"), .enter)
        #expect(app.contains("Enter logs: 20 kg × 5"))
        await app.type("60x5")
        #expect(app.contains("Enter logs: 60 kg × 5"), "\(app.text)")
        await app.press(.enter)
        let sets = try await backend.listSets(SetQuery(limit: 10)).items
        #expect(sets.map { "\($0.weight ?? 0)x\($0.reps ?? 0)" } == ["60.0x5"])
        // A paste replaces it too; a movement key keeps it for editing (an RPE added at its end).
        // (A second set logged here would tie the first on the fixed clock: which one is "today's
        // last" would fall to their random ids.)
        await app.send(.event(.paste("62.5x5")))
        #expect(app.contains("Enter logs: 62.5 kg × 5"), "\(app.text)")
        await app.press(.ctrl("n"))
        #expect(app.contains("Squat · set 3 of 5") && app.contains("Enter logs: 60 kg × 5"), "\(app.text)")
        await app.press(.end)
        await app.type("@8")
        #expect(app.contains("Enter logs: 60 kg × 5 @8"), "\(app.text)")
    }

    @Test func theWalkCarriesTheWeightSkipsAddsAndFinishes() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"), .enter)
        await Self.log("60x5", app)
        #expect(app.contains("Enter logs: 60 kg × 5") && app.contains("Plates a side: 20 (20 kg bar)"))
        await app.press(.enter, .enter)
        #expect(app.contains("Squat · set 4 of 5"))
        await app.press(.ctrl("n"))
        #expect(app.contains("Squat · set 5 of 5"))
        await app.press(.ctrl("o"))
        #expect(app.contains("Squat · one set more"))
        await app.press(.ctrl("n"), .ctrl("n"))
        #expect(app.contains("Bench Press · set 1 of 5") && app.contains("Enter logs: 20 kg × 5"))
        await app.press(.escape)
        #expect(app.contains("▶ 5×5 A since 12:00"))
        // w goes back to where the plan is: the sets done are passed over.
        await app.press(.char("w"))
        #expect(app.contains("Squat · set 4 of 5"))
        await app.press(.escape, .char("F"))
        #expect(app.contains("✓ Finished 5×5 A · 0 min") && !app.contains("▶ 5×5 A"))
        #expect(try await backend.currentWorkout() == nil)
        await app.press(.char("3"))
        #expect(app.contains("5×5 A 0 min") && app.contains("3 sets · 900 kg"))
    }

    /// `l` in a routine's workout, away from the walk: an exercise the plan has is prefilled with
    /// its next planned set, and what a line leaves out comes from that set, as `plates log bench`
    /// does. It prefilled the last set (80 × 8, where the 5×5 plans fives); one it does not plan
    /// still gets its last set.
    @Test func theQuickLogInARoutinesWorkoutPrefillsThePlannedSet() async throws {
        let (app, backend) = try await app()
        await EntryMeaningTests.log(app, "bench 80x8")
        await EntryMeaningTests.log(app, "barbell curl 30x10")
        #expect(try await backend.listSets(SetQuery(limit: 5)).items.count == 2)
        await app.press(.char("w"), .enter, .escape)
        #expect(app.contains("▶ 5×5 A"), "\(app.text)")
        await app.press(.char("l"))
        await app.type("bench")
        await app.press(.tab)
        #expect(app.contains("Log a set · 5×5 A") && app.contains("Enter logs: 80 kg × 5"), "\(app.text)")
        // A weight alone keeps the plan's reps, not the last set's 8.
        await app.type("85")
        #expect(app.contains("Enter logs: 85 kg × 5"), "\(app.text)")
        // Three done where five were planned.
        await app.press(.ctrl("u"))
        await app.type("85x3")
        await app.press(.enter)
        // (The fixed clock logs every set at one time: the set is found by its weight.)
        let logged = try await backend.listSets(SetQuery(limit: 5)).items
        let bench = try #require(logged.first { $0.weight == 85 }, "\(logged)")
        let open = try await backend.currentWorkout()
        #expect(logged.count == 3 && bench.reps == 3 && bench.workoutId == open?.id && open != nil)
        // The next one is the plan's second bench set: five, at today's weight.
        await app.press(.char("l"))
        await app.type("bench")
        await app.press(.tab)
        #expect(app.contains("Enter logs: 85 kg × 5"), "\(app.text)")
        // On Bench Press's page `l` chooses it before the plan is read: the plan's set replaces
        // the last one when it comes.
        await app.press(.escape, .char("2"), .char("/"))
        await app.type("bench press")
        await app.press(.enter, .enter, .char("l"))
        #expect(app.contains("Log a set · 5×5 A") && app.contains("Enter logs: 85 kg × 5"), "\(app.text)")
        // Curls are not in the 5×5: the last set, as anywhere.
        await app.press(.escape, .char("1"), .char("l"))
        await app.type("barbell curl")
        await app.press(.tab)
        #expect(!app.contains("Log a set · 5×5 A") && app.contains("Enter logs: 30 kg × 10"), "\(app.text)")
    }

    @Test func anEmptyWorkoutOpensTheQuickLogAndFIsSaidWhenNoneIsOpen() async throws {
        let (app, backend) = try await app()
        await app.press(.char("F"))
        #expect(app.contains("No workout is open"))
        await app.press(.char("w"), .char("k"), .enter)
        #expect(app.contains("Log a set") && app.contains("Started Workout"))
        await app.type("bench 80x8")
        await app.press(.enter)
        let set = try #require(try await backend.listSets(SetQuery(limit: 1)).items.first)
        #expect(set.workoutId == (try await backend.currentWorkout())?.id && set.workoutId != nil)
    }

    /// A plan made before its exercise's type changed walks its set count with last time's set:
    /// the walk offered "Enter logs: 1:00" for a Plank made a strength exercise, and the log
    /// refused it.
    /// `20x5x3` typed on the first of five planned squats logs three of them: the walk used to go
    /// on to "set 2 of 5", so the next Enter logged a fourth set the lifter never did.
    @Test func severalSetsTypedAtOnceTakeThatManyPlannedSets() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"), .enter)
        #expect(app.contains("Squat · set 1 of 5"))
        await Self.log("20x5x3", app)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 3)
        #expect(app.contains("5×5 A · 4 of 15") && app.contains("Squat · set 4 of 5"), "\(app.text)")
        // More than the plan has left: the rest is beyond the plan, and the next exercise is next.
        await Self.log("20x5x4", app)
        #expect(app.contains("Bench Press · set 1 of 5"), "\(app.text)")
    }

    /// In a superset the sets typed at once are the exercise's own next ones: `20x10x3` on the
    /// first curl of `Curl 3x10 + Pushdown 3x12` leaves the three pushdowns to do, and the walk
    /// passes over the curls between them.
    @Test func severalSetsTypedInASupersetPassOverTheOtherExercise() async throws {
        let (app, backend) = try await app()
        let exercises = try await backend.listExercises()
        let curl = try #require(exercises.first { $0.name == "Barbell Curl" })
        let pushdown = try #require(exercises.first { $0.name == "Tricep Pushdown" })
        _ = try await backend.createRoutine(
            RoutineDraft(
                name: "Arms",
                entries: [
                    RoutineEntry(exerciseId: curl.id, sets: 3, reps: 10, group: 1),
                    RoutineEntry(exerciseId: pushdown.id, sets: 3, reps: 12, weight: 30, weightUnit: .kg, group: 1),
                ]))
        await Self.startFirstOwnRoutine(app)
        #expect(app.contains("Arms · 1 of 6") && app.contains("Barbell Curl · set 1 of 3"), "\(app.text)")
        await Self.log("20x10x3", app)
        #expect(app.contains("Arms · 4 of 6") && app.contains("Tricep Pushdown · set 1 of 3"), "\(app.text)")
        await app.press(.enter)
        #expect(app.contains("Tricep Pushdown · set 2 of 3"), "\(app.text)")
        // One set more (ctrl+o) inserts a step: the curls passed over stay passed over.
        await app.press(.ctrl("o"))
        #expect(app.contains("Tricep Pushdown · one set more"), "\(app.text)")
        await app.press(.enter, .enter)
        #expect(app.contains("Tricep Pushdown · set 3 of 3"), "\(app.text)")
        await app.press(.enter)
        #expect(app.contains("Plan done"), "\(app.text)")
        let sets = try await backend.listSets(SetQuery(limit: 20)).items
        #expect(sets.filter { $0.exerciseId == curl.id }.count == 3 && sets.filter { $0.exerciseId == pushdown.id }.count == 4)
    }

    /// A body-weight exercise's planned set is written as the quick-log writes its last set
    /// (`bw+20x8`): it read `20x8`, which looks like 20 kg on the bar, and `x8` the first time.
    @Test func aBodyWeightPlannedSetReadsAsBodyWeight() async throws {
        let (app, backend) = try await app()
        let pullUps = try #require(try await backend.listExercises().first { $0.name == "Pull-ups" })
        _ = try await backend.createRoutine(RoutineDraft(name: "Calis", entries: [RoutineEntry(exerciseId: pullUps.id, sets: 3, reps: 8)]))
        await Self.startFirstOwnRoutine(app)
        #expect(app.contains("Set       bwx8") && app.contains("Enter logs: BW × 8"), "\(app.text)")
        await Self.log("bw+20x8", app)
        #expect(app.contains("Set       bw+20x8") && app.contains("Pull-ups · set 2 of 3"), "\(app.text)")
    }

    @Test func aPlanWhoseExerciseChangedTypeWalksLastTimesSet() async throws {
        let (app, backend) = try await app()
        let plank = try #require(try await backend.listExercises().first { $0.name == "Plank" })
        _ = try await backend.createRoutine(RoutineDraft(name: "Core", entries: [RoutineEntry(exerciseId: plank.id, sets: 3, duration: 60)]))
        _ = try await backend.updateExercise(id: plank.id, ExercisePatch(exerciseType: .strength))
        _ = try await backend.logSets([
            SetDraft(exerciseId: plank.id, weight: 10, weightUnit: .kg, reps: 12, date: AppDriver.now.addingTimeInterval(-86_400))
        ])
        await Self.startFirstOwnRoutine(app)
        #expect(app.contains("Core · 1 of 3") && app.contains("Plank · set 1 of 3 · plan 3 sets"), "\(app.text)")
        #expect(app.contains("Enter logs: 10 kg × 12"), "\(app.text)")
        await app.press(.enter)
        #expect(app.contains("Plank · set 2 of 3"), "\(app.text)")
        #expect(try await backend.listSets(SetQuery(limit: 5)).items.count == 2)
    }
}
