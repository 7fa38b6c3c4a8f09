import Foundation
import PlatesCore
import PlatesDemo
import PlatesPostgres
import PlatesServerTestSupport
import PlatesStore
import PlatesTestSupport
import Synchronization
import Testing

private final class Phases: Sendable {
    let list = Mutex<[Importer.Phase]>([])
}

/// Import and export against every backend that imports (the local database, the demo and a
/// server account's PostgreSQL; `ImportRoutesTests` the API over both storages): all or nothing, twice adds nothing, records follow,
/// export → import gives the same data.
@Suite(.onTestThreads) struct ImportContractTests {
    struct Factory: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () async throws -> any ImportingBackend
        var testDescription: String { name }
    }

    static let factories =
        [
            Factory(name: "SQLite") {
                try await SQLiteBackend.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, environment: Clock.environment)
            },
            Factory(name: "demo") { try DemoBackend(seed: .empty, environment: Clock.environment) },
        ] + (TestPostgres.url == nil ? [] : [postgres])

    /// A new owner in the tests' PostgreSQL database: what `POST /import` writes through.
    static let postgres = Factory(name: "PostgreSQL") {
        let (pool, owner) = try await TestPostgres.newOwner()
        return PostgresBackend(database: pool, owner: owner, environment: Clock.environment)
    }

    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func allSets(_ backend: any PlatesBackend) async throws -> [WorkoutSet] {
        try await Exporter.collect(backend, now: Clock.now).sets
    }

    /// Issue 18: the same file imported again under other zones adds nothing, on every importing
    /// backend; and a set stored under the id an earlier plates gave it (from the instant in the
    /// importing zone) is found too, so upgrading and importing again adds nothing either.
    @Test(arguments: factories)
    func reimportingUnderAnotherTimeZoneAddsNothing(factory: Factory) async throws {
        let backend = try await factory.make()
        let quirks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/quirks")
        for name in ["strong-dst-gaps.csv", "strong-blank-and-zero-weights.csv", "fitnotes-dst-days.csv"] {
            let text = try String(contentsOf: quirks.appendingPathComponent(name), encoding: .utf8)
            var added: [Int] = []
            for zone in ["UTC", "UTC", "Europe/Berlin", "America/Santiago"] {
                let env = PlatesEnvironment.fixed(Clock.now, timeZone: TimeZone(identifier: zone)!)
                let report = try await Importer.run(Importer.Request(text: text), into: backend, environment: env)
                added.append(report.applied?.setsAdded ?? -1)
            }
            #expect(added.dropFirst().allSatisfy { $0 == 0 } && added[0] > 0, "\(name): \(added)")
        }
        // An import by an earlier plates stored the instant-based ids: they count as already there.
        let legacy = try await factory.make()
        let text = try String(contentsOf: quirks.appendingPathComponent("strong-dst-gaps.csv"), encoding: .utf8)
        let file = try ImportFile.read(text, format: nil, unit: .kg, calendar: Clock.calendar)
        var (batch, _) = try ImportPlanner.plan(
            file, existing: try await legacy.listExercises(), defaultPRReps: 1,
            options: .init(scope: "local", now: Clock.now))
        #expect(batch.previousIds.count == batch.sets.count)
        var old = batch
        old.sets = batch.sets.map {
            var s = $0
            s.id = batch.previousIds[$0.id]!
            return s
        }
        old.previousIds = [:]
        _ = try await legacy.importBatch(old, progress: { _ in })
        batch.exercises = []
        let again = try await legacy.importBatch(batch, progress: { _ in })
        #expect(again.setsAdded == 0 && again.setsAlreadyThere == batch.sets.count)
    }

    /// A large batch reports its progress in steps, in order, up to every set.
    @Test(arguments: factories)
    func aLargeImportReportsItsProgress(factory: Factory) async throws {
        let backend = try await factory.make()
        let rows = (0..<1_200).map { i in "2024-01-\(String(format: "%02d", 1 + i / 100)) 07:00:00,Day,1h,Bench Press,\(1 + i % 100),\(60 + i % 40),5,0,0,,," }
        let text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n" + rows.joined(separator: "\n")
        let phases = Phases()
        let report = try await Importer.run(
            Importer.Request(text: text), into: backend, environment: Clock.environment,
            progress: { phase in phases.list.withLock { $0.append(phase) } })
        #expect(report.applied?.setsAdded == 1_200)
        let seen = phases.list.withLock { $0 }
        #expect(seen.prefix(2) == [.reading, .checking(rows: 1_200)])
        #expect(Array(seen.dropFirst(2)) == [0, 500, 1_000, 1_200].map { Importer.Phase.writing(sets: 1_200, done: $0) })
        #expect(seen.last?.fraction == 1)
    }

    /// A lifter moving in from Hevy in pounds, on a new database (kilograms): every weight showed
    /// converted (225 lb as 102.1 kg) and the report said nothing of it. It now says the file's
    /// unit and where to change theirs; a file in the profile's unit, or one that brings its own
    /// profile (a Plates export), says nothing.
    @Test(arguments: factories)
    func aFileInTheOtherUnitSaysSo(factory: Factory) async throws {
        let backend = try await factory.make()
        let pounds = try await Importer.run(
            Importer.Request(text: try Self.fixture("hevy-imperial.csv"), dryRun: true), into: backend, environment: Clock.environment)
        #expect(pounds.fileUnit == .lb)
        #expect(pounds.lines.contains { $0.hasPrefix("Unit: the file's weights are in lb, yours in kg") && $0.contains("Settings → Weight unit") })
        let kilograms = try await Importer.run(
            Importer.Request(text: try Self.fixture("hevy.csv"), dryRun: true), into: backend, environment: Clock.environment)
        #expect(kilograms.fileUnit == nil && !kilograms.lines.contains { $0.hasPrefix("Unit:") })
        _ = try await backend.updateProfile(ProfilePatch(unit: .lb))
        let again = try await Importer.run(
            Importer.Request(text: try Self.fixture("hevy-imperial.csv"), dryRun: true), into: backend, environment: Clock.environment)
        #expect(again.fileUnit == nil)
    }

    @Test(arguments: factories)
    func importingTwiceAddsNothingAndWarmUpsHoldNoRecord(factory: Factory) async throws {
        let backend = try await factory.make()
        let request = Importer.Request(text: try Self.fixture("strong-classic.csv"))
        let first = try await Importer.run(request, into: backend, environment: Clock.environment)
        #expect(first.applied?.setsAdded == 10 && first.applied?.exercisesCreated == 1)  // Strong's names for Bench Press and Pull-ups are theirs
        let second = try await Importer.run(request, into: backend, environment: Clock.environment)
        #expect(second.applied?.setsAdded == 0 && second.applied?.setsAlreadyThere == 10 && second.applied?.exercisesCreated == 0)
        #expect(try await Self.allSets(backend).count == 10)
        #expect(try await backend.listExercises().count == 21 + 1)
        // The warm-up 40 kg × 10 is the only set of 10 reps: it holds no record.
        let squat = try #require(try await backend.listExercises().first { $0.name == "Squat" })
        let records = try await backend.records(exerciseId: squat.id)
        #expect(records.first { $0.targetReps == 1 }?.set.weight == 100)
        #expect(!records.contains { $0.targetReps == 10 })
        // A dry run writes nothing.
        let fresh = try await factory.make()
        let dry = try await Importer.run(Importer.Request(text: try Self.fixture("hevy.csv"), dryRun: true), into: fresh, environment: Clock.environment)
        #expect(dry.applied == nil && dry.setsInFile == 7)
        let freshSets = try await Self.allSets(fresh)
        let freshExercises = try await fresh.listExercises()
        #expect(freshSets.isEmpty && freshExercises.count == 21)
    }

    /// Holds and cardio brought in by a file hold their records as logged ones do (SPEC 9): a
    /// server account's import wrote only the weight records, so an imported 2 km row or plank
    /// held none until a later log or edit touched its exercise.
    @Test(arguments: factories)
    func importedHoldsAndCardioHoldTheirRecords(factory: Factory) async throws {
        let backend = try await factory.make()
        let text = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-02 07:00:00,Core,30m,Plank,1,0,0,0,60,,,
            2026-11-02 07:00:00,Core,30m,Plank,2,10,0,0,45,,,
            2026-11-02 07:00:00,Core,30m,Plank,3,0,0,0,30,,,
            2026-11-03 07:00:00,Run,30m,Running,1,0,0,5,1500,,,
            2026-11-03 07:00:00,Run,30m,Squat (Barbell),1,100,5,0,0,,,
            """
        // A longer hold logged before the file: the file's sets are offered against it.
        let plank = try #require(try await backend.listExercises().first { $0.name == "Plank" })
        let logged = try await backend.logSets([SetDraft(exerciseId: plank.id, duration: 90, date: Clock.date("2026-11-01 08:00"))]).sets[0]
        let report = try await Importer.run(Importer.Request(text: text), into: backend, environment: Clock.environment)
        #expect(report.applied?.setsAdded == 5)
        let exercises = try await backend.listExercises()
        let running = try #require(exercises.first { $0.name == "Running" })
        let squat = try #require(exercises.first { $0.name == "Squat" })
        let holds = try await backend.records(exerciseId: plank.id)
        #expect(holds.map(\.target) == [.longestHold, .heaviestHold(seconds: 30)])
        #expect(holds.first?.set.id == logged.id && holds.last?.set.weight == 10)
        let runs = try await backend.records(exerciseId: running.id)
        #expect(runs.map(\.target) == [.longestDistance, .longestDuration, .fastest(metres: 1000), .fastest(metres: 5000)])
        #expect(try await backend.records(exerciseId: squat.id).map(\.targetReps) == [1, 2, 3, 4, 5])
    }

    @Test(arguments: factories)
    func aBatchWithOneBadSetWritesNothing(factory: Factory) async throws {
        let backend = try await factory.make()
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        let new = Exercise(id: "11111111-1111-4111-8111-111111111111", name: "Larsen Press", muscleGroup: .chest, createdAt: Clock.now)
        func set(_ id: String, _ exercise: String, _ weight: Double) -> WorkoutSet {
            WorkoutSet(
                id: id, draft: SetDraft(exerciseId: exercise, weight: weight, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-01 10:00")),
                createdAt: Clock.now)
        }
        let batch = ImportBatch(
            exercises: [new],
            sets: [set("s1", bench.id, 100), set("s2", new.id, 80), set("s3", bench.id, 5000)],
            bodyWeight: [BodyWeightEntry(id: "b1", weight: 80, unit: .kg, date: Clock.date("2026-11-01"))],
            profile: ProfilePatch(unit: .lb))
        await #expect(throws: PlatesError.self) { _ = try await backend.importBatch(batch) }
        #expect(try await Self.allSets(backend).isEmpty)
        #expect(try await backend.listExercises().count == 21)
        #expect(try await backend.listBodyWeight(skip: 0, limit: 10).total == 0)
        #expect(try await backend.profile().unit == .kg)
        // An exercise named like one already there (another id) is a conflict, not a second one.
        let twin = Exercise(id: "22222222-2222-4222-8222-222222222222", name: "bench press ", muscleGroup: .chest, createdAt: Clock.now)
        await #expect(throws: PlatesError.self) { _ = try await backend.importBatch(ImportBatch(exercises: [twin])) }
    }

    @Test(arguments: factories)
    func exportThenImportGivesTheSameData(factory: Factory) async throws {
        let source = try await factory.make()
        for name in ["strong-classic.csv", "strong-2025.csv", "hevy.csv", "hevy-imperial.csv", "fitnotes.csv", "fitnotes-old.csv"] {
            _ = try await Importer.run(Importer.Request(text: try Self.fixture(name)), into: source, environment: Clock.environment)
        }
        _ = try await source.addBodyWeight(BodyWeightDraft(weight: 82.5, unit: .kg, date: Clock.date("2026-10-01"), notes: "after \"deload\", week 2"))
        _ = try await source.updateProfile(
            ProfilePatch(
                goalWeight: 80, goalWeightUnit: .kg, defaultPRReps: 5, barKg: .value(15), platesKg: .value("20x2 10 5 2.5"), platesLb: .value("45 25 10 5"),
                restAlert: .flash, weeklyGoal: 4))
        let export = try await Exporter.collect(source, now: Clock.now)
        #expect(export.sets.count == 33 && export.bodyWeight.count == 1 && export.profile.barKg == 15 && export.profile.restAlert == .flash)
        #expect(export.profile.weeklyGoal == 4)

        for text in [try export.json(), export.csv()] {
            let target = try await factory.make()
            let report = try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment)
            #expect(report.format == .plates && report.applied?.setsAdded == 33)
            let again = try await Exporter.collect(target, now: Clock.now)
            #expect(again.sets == export.sets)
            #expect(again.bodyWeight == export.bodyWeight)
            #expect(again.exercises == export.exercises)
            #expect(again.profile == export.profile)
            // And once more: nothing new.
            let twice = try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment)
            #expect(twice.applied?.setsAdded == 0 && twice.applied?.bodyWeightAdded == 0)
        }
    }

    /// Issue 18, item 5: the round trip kept no edit to a built-in exercise (pinned note, body-weight
    /// flag, PR reps), and a lost body-weight flag then made the import fail on its BW sets.
    @Test(arguments: factories)
    func aRoundTripKeepsEditsToBuiltInExercises(factory: Factory) async throws {
        let source = try await factory.make()
        let exercises = try await source.listExercises()
        let legPress = try #require(exercises.first { $0.name == "Leg Press" })
        let bench = try #require(exercises.first { $0.name == "Bench Press" })
        _ = try await source.updateExercise(id: legPress.id, ExercisePatch(usesBodyWeight: true))
        _ = try await source.updateExercise(id: bench.id, ExercisePatch(defaultPRReps: 5, pinnedNote: .some("elbows in"), restSeconds: .some(150)))
        _ = try await source.updateExercise(id: legPress.id, ExercisePatch(restSeconds: .some(0)))
        let sled = try await source.createExercise(ExerciseDraft(name: "Sled Push", muscleGroup: .legs))
        _ = try await source.updateExercise(id: sled.id, ExercisePatch(restSeconds: .some(45)))
        _ = try await source.logSets([SetDraft(exerciseId: legPress.id, weight: 0, weightUnit: .kg, reps: 20, date: Clock.date("2026-11-20 18:00"))])
        let export = try await Exporter.collect(source, now: Clock.now)
        for text in [try export.json(), export.csv()] {
            let target = try await factory.make()
            let report = try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment)
            #expect(report.applied?.setsAdded == 1)
            let after = try await target.listExercises()
            #expect(after.first { $0.id == legPress.id }?.usesBodyWeight == true)
            let b = try #require(after.first { $0.id == bench.id })
            #expect(b.pinnedNote == "elbows in" && b.defaultPRReps == 5 && b.restSeconds == 150)
            // The rest timer's settings travel too (issue 22): off, and a custom exercise's own.
            #expect(after.first { $0.id == legPress.id }?.restSeconds == 0)
            #expect(after.first { $0.name == "Sled Push" }?.restSeconds == 45)
            #expect(try await Exporter.collect(target, now: Clock.now).exercises == export.exercises)
        }
    }

    /// A name merged away (and a `--map` mapping) now logs to its exercise, so it is the
    /// lifter's data: the export carries it (JSON and CSV) and the import keeps it — a move to
    /// another machine lost it, and "flat barbell bench" stopped logging there. A name that is an
    /// exercise's own on the other side, or one the account already reads, is left as it is.
    @Test(arguments: factories)
    func theOtherNamesOfExercisesTravelWithTheExport(factory: Factory) async throws {
        let source = try await factory.make()
        let exercises = try await source.listExercises()
        let bench = try #require(exercises.first { $0.name == "Bench Press" })
        let squat = try #require(exercises.first { $0.name == "Squat" })
        let flat = try await source.createExercise(ExerciseDraft(name: "Flat Barbell Bench", muscleGroup: .chest))
        _ = try await source.logSets([SetDraft(exerciseId: flat.id, weight: 90, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-18 18:00"))])
        _ = try await source.mergeExercise(id: flat.id, into: bench.id)
        let hacks = try await source.createExercise(ExerciseDraft(name: "Hack Squat Old", muscleGroup: .legs))
        _ = try await source.mergeExercise(id: hacks.id, into: squat.id)
        let export = try await Exporter.collect(source, now: Clock.now)
        #expect(
            export.aliases == [
                ExerciseAlias(name: "flat barbell bench", exerciseId: bench.id), ExerciseAlias(name: "hack squat old", exerciseId: squat.id),
            ])

        for text in [try export.json(), export.csv()] {
            let target = try await factory.make()
            // The other side has its own "Hack Squat Old": that name stays its own.
            let own = try await target.createExercise(ExerciseDraft(name: "Hack Squat Old", muscleGroup: .legs))
            let report = try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment)
            #expect(report.otherNames.map(\.name) == ["flat barbell bench"])
            #expect(report.lines.contains("Other names: 1 kept (flat barbell bench → Bench Press): logging and imports read them as the exercise"))
            let aliases = try await target.exerciseAliases()
            #expect(aliases == [Exercise.nameKey("Flat Barbell Bench"): bench.id])
            let all = try await target.listExercises()
            #expect(try ExerciseMatcher.match("flat barbell bench", in: all, aliases: aliases).id == bench.id)
            #expect(try ExerciseMatcher.match("hack squat old", in: all, aliases: aliases).id == own.id)
            // Again: nothing new to say.
            #expect(try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment).otherNames.isEmpty)
        }
    }

    /// An alias naming an exercise the file does not define is refused, with its line.
    @Test func anOtherNameOfAnExerciseTheFileLacksIsRefused() throws {
        let export = PlatesExport(
            exportedAt: Clock.now, profile: Profile(), exercises: [], sets: [], bodyWeight: [],
            aliases: [ExerciseAlias(name: "flat barbell bench", exerciseId: "nobody")])
        for text in [try export.json(), export.csv()] {
            #expect(throws: ImportFailure.self) { try ImportFile.read(text, format: nil, unit: .kg, calendar: Clock.environment.calendar) }
        }
    }

    /// SPEC 8: the apps' workouts arrive with their names, lengths and notes, once; a Plates
    /// export carries workouts and routines both ways; sets imported before workouts existed join
    /// their workout when the file is imported again.
    @Test(arguments: factories)
    func workoutsAndRoutinesSurviveImportAndTheRoundTrip(factory: Factory) async throws {
        let source = try await factory.make()
        let strong = try await Importer.run(Importer.Request(text: try Self.fixture("strong-classic.csv")), into: source, environment: Clock.environment)
        let hevy = try await Importer.run(Importer.Request(text: try Self.fixture("hevy.csv")), into: source, environment: Clock.environment)
        #expect(strong.workoutsInFile > 0 && strong.applied?.workoutsAdded == strong.workoutsInFile)
        #expect(hevy.applied?.workoutsAdded == hevy.workoutsInFile)
        let training = try #require(source as? any TrainingBackend)
        let workouts = try await training.listWorkouts(from: nil, to: nil, limit: 100)
        let push = try #require(workouts.first { $0.name == "Push Day" })
        #expect(push.notes == "Good session" && push.duration(now: Clock.now) == 71 * 60 && !push.isOpen)
        #expect(try await training.workout(id: push.id).sets.count > 0)
        #expect(try await training.currentWorkout() == nil)
        let again = try await Importer.run(Importer.Request(text: try Self.fixture("hevy.csv")), into: source, environment: Clock.environment)
        #expect(again.applied?.workoutsAdded == 0 && again.applied?.setsAdded == 0)

        let squat = try #require(try await source.listExercises().first { $0.name == "Squat" })
        let mine = try await training.createRoutine(
            RoutineDraft(name: "Mine", notes: "twice a week", entries: [RoutineEntry(exerciseId: squat.id, sets: 5, reps: 5, weight: 100, weightUnit: .kg)]))
        let open = try await training.startWorkout(WorkoutDraft(routineId: mine.id, startedAt: Clock.date("2026-11-21 11:00")))
        _ = try await source.logSets([SetDraft(exerciseId: squat.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-21 11:10"))])
        let export = try await Exporter.collect(source, now: Clock.now)
        #expect(export.routines == [mine] && export.workouts.count == workouts.count + 1 && export.workouts.last?.id == open.id)

        for text in [try export.json(), export.csv()] {
            let target = try await factory.make()
            let report = try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment)
            #expect(report.applied?.workoutsAdded == export.workouts.count && report.applied?.routinesAdded == 1)
            let back = try await Exporter.collect(target, now: Clock.now)
            #expect(back.sets == export.sets)
            #expect(back.routines == export.routines)
            // The open workout comes back as it was: still open, still the current one.
            #expect(back.workouts == export.workouts)
            #expect(try await (target as? any TrainingBackend)?.currentWorkout()?.id == open.id)
            let twice = try await Importer.run(Importer.Request(text: text), into: target, environment: Clock.environment)
            #expect(twice.applied?.workoutsAdded == 0 && twice.applied?.routinesAdded == 0)
        }

        // Imported by a plates before workouts: the sets are there, in no workout. Imported again,
        // nothing is added and each set joins its workout.
        let older = try await factory.make()
        let file = try ImportFile.read(try Self.fixture("strong-2025.csv"), format: nil, unit: .kg, calendar: Clock.calendar)
        var (batch, _) = try ImportPlanner.plan(
            file, existing: try await older.listExercises(), defaultPRReps: 1, options: .init(scope: "local", now: Clock.now))
        var before = batch
        before.workouts = []
        before.sets = batch.sets.map {
            var s = $0
            s.draft.workoutId = nil
            return s
        }
        _ = try await older.importBatch(before, progress: { _ in })
        #expect(try await Self.allSets(older).allSatisfy { $0.workoutId == nil })
        batch.exercises = []
        let upgrade = try await older.importBatch(batch, progress: { _ in })
        #expect(upgrade.setsAdded == 0 && upgrade.workoutsAdded == batch.workouts.count)
        #expect(try await Self.allSets(older).allSatisfy { $0.workoutId != nil })
    }
}
