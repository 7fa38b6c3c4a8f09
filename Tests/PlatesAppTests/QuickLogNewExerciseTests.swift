import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// A lifter's own exercise, typed in the quick-log. It offered nothing for a name it did not
/// know ("No exercise matches ‘goblet squat’: add it on the exercise list (2, then a)"): leave,
/// add it there, come back and type the set again. Its list now ends with the exercise it would
/// add, named with the guessed group and type; ↓ then enter adds it and logs the set typed with it.
@Suite(.onTestThreads) struct QuickLogNewExerciseTests {
    static func app() async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        return (try await AppDriver(backend: backend), backend)
    }

    static func quickLog(_ app: AppDriver) -> QuickLogState? {
        if case .quickLog(let q)? = app.state.modal { return q }
        return nil
    }

    /// The suggestions match the name, not the whole line: `bench 100x5x3@8` said "No exercise
    /// matches." while typed (the line was a near miss of a name only while the set was short).
    @Test func aLongSetKeepsItsExercisesSuggestion() async throws {
        let (app, _) = try await Self.app()
        await app.press(.char("l"))
        for line in ["bench 100x5x3@8", "squat 102.5x10x3", "squat 120x5, 5, 4", "bench 100x"] {
            await app.press(.ctrl("u"))
            await app.type(line)
            #expect(!app.contains("No exercise matches") && app.contains("▸ "), "\(line): \(app.text)")
        }
        // A line of values alone is matched as it was.
        await app.press(.ctrl("u"))
        await app.type("100x5")
        #expect(app.contains("No exercise matches."))
    }

    @Test func anExerciseItDoesNotKnowIsAddedAndTheSetLogged() async throws {
        let (app, backend) = try await Self.app()
        let catalogue = try await backend.listExercises().count
        await app.press(.char("l"))
        await app.type("goblet squat 24x10")
        #expect(app.contains("+ add Goblet Squat · Legs, strength"))
        // Enter alone adds nothing (a typo must not become an exercise): it says how.
        await app.press(.enter)
        #expect(Self.quickLog(app)?.error == "No exercise matches ‘goblet squat’: ↓ then enter adds it.")
        #expect(try await backend.listExercises().count == catalogue)
        await app.press(.down)
        #expect(Self.quickLog(app)?.adding == true)
        await app.press(.enter)
        let goblet = try #require(try await backend.listExercises().first { $0.name == "Goblet Squat" })
        #expect(goblet.muscleGroup == .legs && goblet.exerciseType == .strength && !goblet.usesBodyWeight && !goblet.isBase)
        let sets = try await backend.listSets(SetQuery(exerciseId: goblet.id, limit: 5)).items
        #expect(sets.map(\.weight) == [24] && sets.map(\.reps) == [10])
        #expect(app.state.modal == nil)
        #expect(app.state.toast?.message.hasPrefix("✓ Logged Goblet Squat 24 kg × 10") == true)
        // It is an exercise like any other now: the next quick-log finds it.
        await app.press(.char("l"))
        await app.type("goblet")
        #expect(!app.contains("+ add") && app.contains("Goblet Squat"))
    }

    /// Without a set, the new exercise is chosen and the set field waits; a name typed with a
    /// capital is kept as typed.
    @Test func withoutASetTheAddedExerciseIsChosen() async throws {
        let (app, backend) = try await Self.app()
        await app.press(.char("l"))
        await app.type("Zercher squat")
        await app.press(.down, .enter)
        let q = try #require(Self.quickLog(app))
        let zercher = try #require(try await backend.listExercises().first { $0.name == "Zercher squat" })
        #expect(q.exerciseId == zercher.id && q.focus == .set && !q.saving)
        await app.type("60x5")
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(exerciseId: zercher.id, limit: 5)).total == 1)
    }

    /// The set decides the type: a distance is cardio, a time alone a hold (cardio when the name
    /// says so), `bw` a body-weight exercise.
    @Test(arguments: [
        ("side plank 45s", "Side Plank", ExerciseType.timed, false, MuscleGroup.core),
        ("rucking 5km 50:00", "Rucking", .cardio, false, .cardio),
        ("assault bike 20:00", "Assault Bike", .cardio, false, .cardio),
        ("ring dips bw x 8", "Ring Dips", .strength, true, .triceps),
        ("Push-ups x20", "Push-ups", .strength, true, .chest),
        ("weighted pull ups 20x5", "Weighted Pull Ups", .strength, false, .back),
        // Each word's first letter, as the built-in Pull-ups is written ("chin-ups" was Chin-Ups).
        ("chin-ups bw x 8", "Chin-ups", .strength, true, .back),
    ])
    func theSetDecidesTheType(typed: String, name: String, type: ExerciseType, bodyWeight: Bool, group: MuscleGroup) async throws {
        let (app, backend) = try await Self.app()
        await app.press(.char("l"))
        await app.type(typed)
        // The add row ends the list, after any near misses of the name ("rucking": Running).
        for _ in 0...QuickLogState.maxSuggestions where Self.quickLog(app)?.adding != true { await app.press(.down) }
        await app.press(.enter)
        let e = try #require(try await backend.listExercises().first { $0.name == name })
        #expect(e.exerciseType == type && e.usesBodyWeight == bodyWeight && e.muscleGroup == group)
        #expect(try await backend.listSets(SetQuery(exerciseId: e.id, limit: 5)).total == 1)
    }

    /// No add row for a name that is taken or for nothing typed; a key typed after ↓ leaves it;
    /// ↑ goes back to the suggestions.
    @Test func theAddRowIsThereOnlyForANewName() async throws {
        let (app, _) = try await Self.app()
        await app.press(.char("l"))
        #expect(!app.contains("+ add"))
        await app.type("squat")
        #expect(!app.contains("+ add"))
        await app.type("s")  // Squat, one letter off: no new exercise
        #expect(!app.contains("+ add"))
        await app.type(" jumps")
        #expect(app.contains("+ add Squats Jumps"))
        await app.press(.down)
        #expect(Self.quickLog(app)?.adding == true)
        await app.press(.up)
        #expect(Self.quickLog(app)?.adding == false)
        await app.press(.down)
        await app.type("x")
        #expect(Self.quickLog(app)?.adding == false)
    }

    /// `?` typed in the form out of habit (it is help everywhere else) offered "+ add ? · Arms,
    /// strength": a name without a letter is no exercise to offer.
    @Test func noAddRowForANameWithoutALetter() async throws {
        let (app, _) = try await Self.app()
        await app.press(.char("l"))
        for text in ["?", "-", "1", "#! 100x5"] {
            await app.press(.ctrl("u"))
            await app.type(text)
            #expect(!app.contains("+ add"), "\(text): \(app.text)")
        }
        await app.press(.ctrl("u"))
        await app.type("hollow hold?")
        #expect(app.contains("+ add"), "\(app.text)")
    }

    /// The backend refuses the name (too long, a control character): the form says why and keeps
    /// the text.
    @Test func aRefusedNameStaysInTheForm() async throws {
        let (app, backend) = try await Self.app()
        let catalogue = try await backend.listExercises().count
        await app.press(.char("l"))
        let long = String(repeating: "pistol ", count: 20)
        await app.type(long + "10x5")
        await app.press(.down, .enter)
        let q = try #require(Self.quickLog(app))
        #expect(q.error != nil && !q.saving && q.exercise.text.hasPrefix("pistol"))
        #expect(try await backend.listExercises().count == catalogue)
    }
}
