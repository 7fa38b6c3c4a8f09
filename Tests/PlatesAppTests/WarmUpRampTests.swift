import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// SPEC 8, issue 22 item 4: the quick log shows the plates for a barbell weight, and ctrl+r logs
/// the warm-up ramp to it as warm-ups, leaving the form open for the work set.
@Suite(.onTestThreads) struct WarmUpRampTests {
    static func app() async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        return (try await AppDriver(backend: backend), backend)
    }

    static func openQuickLog(_ app: AppDriver, _ exercise: String, _ set: String) async {
        await app.press(.char("l"))
        await app.type(exercise)
        await app.press(.enter)
        await app.type(set)
    }

    @Test func theFormShowsThePlatesAndCtrlRLogsTheRampThenTheWorkSet() async throws {
        let (app, backend) = try await Self.app()
        await Self.openQuickLog(app, "squat", "140x5")
        #expect(app.contains("Plates a side: 25 + 25 + 10 (20 kg bar) · ctrl+r warm-ups"))
        await app.press(.ctrl("r"))
        // The form is still open, with the work set.
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the quick log closed")
            return
        }
        #expect(q.set.text == "140x5" && !q.saving && q.error == nil)
        #expect(app.contains("warm-ups 20×10, 55×5, 85×3, 105×2, 120×1 kg"))
        let ramp = try await backend.listSets(SetQuery(limit: 10)).items
        #expect(
            ramp.map { "\($0.kind.rawValue) \(NumberText.format($0.weight ?? 0))x\($0.reps ?? 0)" } == [
                "warmup 120x1", "warmup 105x2", "warmup 85x3", "warmup 55x5", "warmup 20x10",
            ])
        await app.press(.enter)
        #expect(app.state.modal == nil)
        let all = try await backend.listSets(SetQuery(limit: 10)).items
        // (The fixed clock gives the work set the last warm-up's time: found by its kind.)
        #expect(all.count == 6 && all.filter { $0.kind == .normal }.map(\.weight) == [140])
        // One undo takes the work set back; the next, the whole ramp, said as it was logged (it
        // said "5 × 20 kg × 10 (warm-up)", five sets of the first).
        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: log of Squat 140 kg × 5")
        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: log of Squat warm-ups 20×10, 55×5, 85×3, 105×2, 120×1 kg")
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.isEmpty)
        await app.press(.char("U"))
        #expect(app.state.toast?.message == "Redone: log of Squat warm-ups 20×10, 55×5, 85×3, 105×2, 120×1 kg")
    }

    @Test func poundsGetAPoundBarAndPlates() async throws {
        let (app, _) = try await Self.app()
        await Self.openQuickLog(app, "bench", "225lbx5")
        #expect(app.contains("Plates a side: 45 + 45 (45 lb bar)"))
        await app.press(.escape)
        await Self.openQuickLog(app, "deadlift", "101x5")
        #expect(app.contains("Not loadable with your plates: 100 or 102.5 kg"))
    }

    @Test func noRampWhereThereIsNoBarbellOrNoWeightAboveTheBar() async throws {
        let (app, backend) = try await Self.app()
        await Self.openQuickLog(app, "incline dumbbell", "30x10")
        #expect(!app.contains("Plates a side"))
        await app.press(.ctrl("r"))
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the quick log closed")
            return
        }
        #expect(q.error?.contains("barbell lifts") == true)
        await app.press(.escape)
        await Self.openQuickLog(app, "squat", "20x5")
        #expect(app.contains("Plates a side: the bar alone (20 kg bar)"))
        await app.press(.ctrl("r"))
        if case .quickLog(let q)? = app.state.modal { #expect(q.error?.contains("heavier than the bar") == true) } else { Issue.record("closed") }
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.isEmpty)
    }
}

/// Settings → Plates, kg or lb: the form writes the bar and plates, empty fields put back the
/// standard ones, and nonsense stays in the form with its reason.
@Suite(.onTestThreads) struct PlateSettingsFormTests {
    static func openPlates(_ app: AppDriver, row: Int) async {
        await app.press(.char("5"))
        for _ in 0..<row { await app.press(.char("j")) }
        await app.press(.enter)
    }

    static func replace(_ app: AppDriver, _ text: String) async {
        await app.press(.ctrl("u"))
        await app.type(text)
    }

    @Test func theFormSavesAndTheQuickLogUsesIt() async throws {
        let (app, backend) = try await WarmUpRampTests.app()
        await Self.openPlates(app, row: 3)
        #expect(app.contains("Bar and plates, kg") && app.contains("25 20 15 10 5 2.5 1.25"))
        await Self.replace(app, "15")
        await app.press(.tab)
        await Self.replace(app, "20x2 10 5 2,5")
        await app.press(.enter)
        #expect(app.state.modal == nil)
        let p = try await backend.profile()
        #expect(p.barKg == 15 && p.platesKg == "20x2 10 5 2.5")
        #expect(app.contains("15 bar · 20x2 10 5 2.5"))
        await WarmUpRampTests.openQuickLog(app, "squat", "100x5")
        #expect(app.contains("Plates a side: 20 + 20 + 2.5 (15 kg bar)"))
        await app.press(.escape)
        // Emptied, both go back to the standard ones.
        await Self.openPlates(app, row: 0)
        await Self.replace(app, "")
        await app.press(.tab)
        await Self.replace(app, "")
        await app.press(.enter)
        let reset = try await backend.profile()
        #expect(reset.barKg == nil && reset.platesKg == nil)
    }

    @Test(arguments: [("abc", "25", "not a weight"), ("150", "25", "A bar weighs"), ("20", "25 25", "listed twice"), ("20", "x", "not a plate")])
    func nonsenseStaysInTheForm(bar: String, plates: String, message: String) async throws {
        let (app, backend) = try await WarmUpRampTests.app()
        await Self.openPlates(app, row: 4)
        await Self.replace(app, bar)
        await app.press(.tab)
        await Self.replace(app, plates)
        await app.press(.enter)
        guard case .form(let f)? = app.state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(f.error?.contains(message) == true, "\(f.error ?? "")")
        #expect(f.fields.map(\.text) == [bar, plates])
        let p = try await backend.profile()
        #expect(p.barLb == nil && p.platesLb == nil)
    }
}
