import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 7, part 6, in the TUI: each bad value typed into quick-log gets a message in the form,
/// the entry stays as typed, and nothing is written.
@Suite(.onTestThreads) struct BadValueTests {
    @Test(arguments: ["abc", "-5x5", "1e309x5", "NaNx5", "∞x5", "0x10", "99999x5", "100x0", "100x5@11", "100x5 25:00:00:00"])
    func aBadSetIsRefusedInTheForm(entry: String) async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let before = try await backend.listSets(SetQuery(limit: 1)).total
        await app.press(.char("l"))
        await app.type("bench")
        await app.press(.enter)  // picks Bench Press
        await app.press(.ctrl("u"))  // clears the prefilled set
        await app.type(entry)
        await app.press(.enter)
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("\(entry): the form closed")
            return
        }
        let error = try #require(q.error, "\(entry): no message")
        #expect(!error.isEmpty && app.contains(String(error.prefix(25))), "\(entry): \(error) is not on screen")
        #expect(q.set.text == entry, "\(entry): the entry changed to \(q.set.text)")
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before, "\(entry): something was written")
    }

    @Test func anEmptyExerciseNameIsRefusedInTheForm() async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let exercises = try await backend.listExercises().count
        await app.press(.char("2"), .char("a"))  // new exercise
        guard case .form = app.state.modal else {
            Issue.record("no new-exercise form: \(app.text)")
            return
        }
        await app.press(.enter)
        guard case .form(let f)? = app.state.modal else {
            Issue.record("the form closed on an empty name")
            return
        }
        #expect(f.error?.isEmpty == false, "no message for an empty name")
        #expect(try await backend.listExercises().count == exercises)
    }
}
