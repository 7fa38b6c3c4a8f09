import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// The exercise list's add form guesses from the name as it is typed (found adding Dips as a new
/// lifter: the form said Chest, strength, not body weight, and `dips x10` was then refused, "no
/// earlier set"); a choice changed by hand stays.
@Suite(.onTestThreads) struct AddExerciseFormTests {
    func app() async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        await app.press(.char("2"))
        return (app, backend)
    }

    func form(_ app: AppDriver) -> FormState? {
        if case .form(let f)? = app.state.modal { f } else { nil }
    }

    @Test func theNameSaysTheGroupTypeAndLoadAsItIsTyped() async throws {
        let (app, backend) = try await app()
        await app.press(.char("a"))
        await app.type("Dips")
        #expect(app.contains("‹ Triceps ›") && app.contains("‹ strength ›") && app.contains("‹ yes ›"), "\(app.text)")
        await app.press(.enter)
        let dips = try #require(try await backend.listExercises().first { $0.name == "Dips" })
        #expect(dips.muscleGroup == .triceps && dips.exerciseType == .strength && dips.usesBodyWeight)

        await app.press(.char("a"))
        await app.type("Rowing machine")
        #expect(form(app)?.fields.map(\.text) == ["Rowing machine", "Cardio", "cardio", "no"])
        // Typed on, the guess follows the name: `Rowing` said cardio, `Row` alone is a back lift.
        await app.press(.ctrl("u"))
        await app.type("Seal row")
        #expect(form(app)?.fields.map(\.text) == ["Seal row", "Back", "strength", "no"])
        await app.press(.ctrl("u"))
        await app.type("Side plank")
        #expect(form(app)?.fields.map(\.text) == ["Side plank", "Core", "timed", "no"])
    }

    @Test func aChoiceChangedByHandStaysAndANameThatSaysNothingKeepsTheTabsGroup() async throws {
        let (app, backend) = try await app()
        await app.press(.char("]"), .char("]"), .char("]"))  // the Legs tab
        await app.press(.char("a"))
        await app.type("Sissy")
        #expect(form(app)?.fields.map(\.text) == ["Sissy", "Legs", "strength", "no"])
        // Body weight by hand, then a name that says otherwise: the hand's choice stays.
        await app.press(.tab, .tab, .tab, .right, .tab)
        await app.type(" squats")
        #expect(form(app)?.fields.map(\.text) == ["Sissy squats", "Legs", "strength", "yes"])
        await app.press(.tab, .char("c"))  // the group by hand: Core (the next with a c), then the name
        await app.press(.backTab)
        await app.type(" hold")
        #expect(form(app)?.fields.map(\.text) == ["Sissy squats hold", "Core", "timed", "yes"])
        await app.press(.enter)
        #expect(try await backend.listExercises().contains { $0.name == "Sissy squats hold" && $0.muscleGroup == .core })
    }

    /// A paste reads as typing does: the add form guesses, the routine form's preview follows.
    @Test func aPasteIsReadAsTyping() async throws {
        let (app, _) = try await app()
        await app.press(.char("a"))
        await app.send(.event(.paste("Chin-ups")))
        #expect(form(app)?.fields.map(\.text) == ["Chin-ups", "Back", "strength", "yes"])
        await app.press(.escape, .char("1"), .char("w"), .char("n"), .tab)
        await app.send(.event(.paste("Squat 5x5 100kg")))
        #expect(app.contains("Reads as (5 sets): Squat 5×5"), "\(app.text)")
    }
}
