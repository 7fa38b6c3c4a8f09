import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Routines made in the TUI (SPEC 8): from the workout picker, n writes a new one in the plan
/// grammar, e changes one of the user's or copies a shipped one, d twice deletes; a plan that does
/// not read keeps the form open with the reason.
@Suite(.onTestThreads) struct RoutineFormTests {
    func app() async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        return (try await AppDriver(size: Size(width: 100, height: 30), backend: backend), backend)
    }

    @Test func aNewRoutineIsWrittenAsAPlanAndOfferedToStart() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"), .char("n"))
        #expect(app.contains("New routine") && app.contains("joins a superset"))
        await app.type("Arms")
        await app.press(.tab)
        await app.type("Barbell Curl 3x8-12 + Tricep Pushdown 3x10; Plank 2x45s; Calf")
        // The plan reads as it is typed: what does not read yet, then what it will be.
        #expect(app.contains("Not yet: ‘Calf’"))
        await app.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        #expect(app.contains("Reads as (8 sets): Barbell Curl 3×8–12 + Tricep Pushdown"), "\(app.text)")
        await app.press(.enter)
        let mine = try #require(try await backend.listRoutines().first { $0.name == "Arms" })
        #expect(mine.entries.count == 3 && mine.entries[0].group != nil && mine.entries[0].group == mine.entries[1].group)
        #expect(mine.entries[2].duration == 45 && !mine.isShipped)
        // Back in the picker on the new routine: enter starts it.
        #expect(app.contains("Start a workout") && app.contains("▸ Arms") && app.contains("Saved routine Arms"))
        await app.press(.enter)
        #expect(app.contains("Arms · 1 of 8") && app.contains("Barbell Curl · set 1 of 3"))
    }

    @Test func aPlanThatDoesNotReadKeepsTheFormWithTheReason() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"), .char("n"))
        await app.type("Legs")
        await app.press(.tab)
        await app.type("Squat 5x5; Calf Raises 3x15")
        await app.press(.enter)
        // A name nothing answers to is offered to add; n goes back to the form as typed.
        #expect(app.contains("Add Calf Raises?"))
        await app.press(.char("n"))
        #expect(app.contains("New routine") && app.contains("Squat 5x5; Calf Raises 3x15"))
        await app.press(.ctrl("u"))
        await app.type("Squat five by five")
        await app.press(.enter)
        #expect(app.contains("write the sets as count×reps"))
        #expect(try await backend.listRoutines().allSatisfy(\.isShipped))
        // An empty name is refused too.
        await app.press(.ctrl("u"))
        await app.type("Squat 5x5")
        await app.press(.backTab, .ctrl("u"), .enter)
        #expect(app.contains("Type the routine's name"))
    }

    /// A lifter's own exercises in a plan: "No exercise matches ‘goblet squat’", and the routine
    /// could not be saved until each was added on the exercise list (the form's text lost on the
    /// way). Enter now asks to add them, each named with its guessed group and type; y adds them
    /// and saves the routine.
    @Test func theExercisesAPlanNamesAreAddedWhenAsked() async throws {
        let (app, backend) = try await app()
        let catalogue = try await backend.listExercises().count
        await app.press(.char("w"), .char("n"))
        await app.type("Home")
        await app.press(.tab)
        await app.type("goblet squat 3x10 24kg; Squat 3x5; side plank 3x45s; Goblet Squat 2x12")
        guard case .form(let f)? = app.state.modal else {
            Issue.record("no form: \(String(describing: app.state.modal))")
            return
        }
        #expect(f.intro?.hasSuffix("Goblet Squat 2×12 · new: Goblet Squat, Side Plank (enter asks to add them)") == true, "\(f.intro ?? "")")
        await app.press(.enter)
        guard case .confirm(let c)? = app.state.modal else {
            Issue.record("no question: \(String(describing: app.state.modal))")
            return
        }
        #expect(c.title == "Add 2 exercises?")
        #expect(c.message.contains("Goblet Squat · Legs, strength") && c.message.contains("Side Plank · Core, timed"), "\(c.message)")
        #expect(try await backend.listExercises().count == catalogue)
        await app.press(.char("y"))
        let routine = try #require(try await backend.listRoutines().first { $0.name == "Home" })
        let exercises = try await backend.listExercises()
        let goblet = try #require(exercises.first { $0.name == "Goblet Squat" })
        let plank = try #require(exercises.first { $0.name == "Side Plank" })
        let squat = try #require(exercises.first { $0.name == "Squat" })
        #expect(exercises.count == catalogue + 2 && plank.exerciseType == .timed)
        #expect(routine.entries.map(\.exerciseId) == [goblet.id, squat.id, plank.id, goblet.id] && !goblet.usesBodyWeight)
        #expect(app.contains("Saved routine Home"))
    }

    /// A plan that would not read even with its new exercises (an ambiguous name) is refused in the
    /// form, without a question and without adding anything.
    @Test func aPlanThatWouldNotReadAddsNothing() async throws {
        let (app, backend) = try await app()
        let catalogue = try await backend.listExercises().count
        await app.press(.char("w"), .char("n"))
        await app.type("Mixed")
        await app.press(.tab)
        await app.type("goblet squat 3x10; curl 3x10")
        await app.press(.enter)
        #expect(app.contains("could be") && app.contains("New routine"))
        #expect(try await backend.listExercises().count == catalogue)
    }

    @Test func aShippedRoutineIsCopiedAndTheCopyChangedAndDeleted() async throws {
        let (app, backend) = try await app()
        await app.press(.char("w"), .char("e"))
        #expect(app.contains("Copy of a shipped routine") && app.contains("5×5 A (copy)"))
        await app.press(.ctrl("u"))
        await app.type("Squat 5x5 100kg warm-ups; Bench Press 5x5 warm-ups")
        await app.press(.enter)
        let copy = try #require(try await backend.listRoutines().first { $0.name == "5×5 A (copy)" })
        #expect(copy.entries.count == 2 && copy.entries[0].weight == 100 && !copy.isShipped)
        #expect(try await backend.routine(id: ShippedRoutines.all[0].id).entries.count == 3)

        // The copy is the user's: e edits it in place.
        await app.press(.char("e"))
        #expect(app.contains("Edit routine"))
        await app.press(.backTab, .ctrl("u"))
        await app.type("My 5x5")
        await app.press(.enter)
        #expect(try await backend.routine(id: copy.id).name == "My 5x5")

        // d asks; another key keeps it; d twice deletes. A shipped one cannot be deleted.
        await app.press(.char("d"))
        #expect(app.contains("d again deletes ‘My 5x5’"))
        await app.press(.char("j"), .char("k"), .char("d"), .char("d"))
        #expect(try await backend.listRoutines().allSatisfy(\.isShipped) && app.contains("Deleted routine My 5x5"))
        await app.press(.char("d"))
        #expect(app.contains("ships with Plates and cannot be deleted"))
    }
}
