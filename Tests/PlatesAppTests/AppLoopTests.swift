import Foundation
import PlatesApp
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

/// An in-memory terminal that keeps what was drawn and plays a script: each step waits until the
/// screen shows something, then answers an event. Gives up after 150 s (`gaveUp` stops the loop).
final class ScriptedTerminal: Terminal, @unchecked Sendable {
    struct Step {
        var waitFor: String
        var then: Event?
        var action: (() -> Void)?
        /// Other screens that do as well (a real clock's screen a starved machine may skip).
        var orFor: [String] = []

        func isShown(on text: String) -> Bool { text.contains(waitFor) || orFor.contains { text.contains($0) } }
    }

    let size: Size
    private(set) var screen: Buffer
    private var steps: [Step]
    private(set) var failures: [String] = []
    private(set) var cellsDrawn = 0
    /// Draws that sent cells, and bells rung.
    private(set) var frames = 0
    private(set) var bells = 0
    /// Set at the deadline: the loop's `shouldStop`, so a script that went wrong ends the test
    /// whatever the screen holds (a quit asked over an open form waits for a confirmation).
    private(set) var gaveUp = false
    /// Only for a screen that never comes: a whole `swift test` on 2 cores can hold a step back
    /// for seconds, the backend's answers waiting behind every other test's tasks (the rest
    /// timer's script takes 7 s alone, 35–37 s under the suite, and once passed 60 s in CI).
    let deadline = Date().addingTimeInterval(150)

    init(size: Size = Size(width: 80, height: 24), steps: [Step]) {
        self.size = size
        self.screen = Buffer(size: size)
        self.steps = steps
    }

    /// The screen as text, made again only after a draw: the loop polls many times per frame.
    var text: String {
        if let cached = cachedText { return cached }
        let text = (0..<size.height).map { screen.rowText($0) }.joined(separator: "\n")
        cachedText = text
        return text
    }
    private var cachedText: String?
    private let woken = DispatchSemaphore(value: 0)

    /// The loop's wake: an effect finished.
    func wake() { woken.signal() }

    func draw(_ changes: [CellChange], full: Bool) {
        for c in changes { screen[c.x, c.y] = c.cell }
        cellsDrawn += changes.count
        if !changes.isEmpty { frames += 1 }
        if !changes.isEmpty { cachedText = nil }
    }

    func bell() { bells += 1 }

    func nextEvent(timeoutMilliseconds: Int) -> Event? {
        guard let step = steps.first else { return .key(.char("q")) }
        if Date() > deadline {
            failures.append("never saw ‘\(step.waitFor)’ on:\n\(text)")
            steps = []
            gaveUp = true
            return nil
        }
        guard step.isShown(on: text) else {
            // Like a real terminal: wait until woken (a backend call answered) or the timeout.
            if timeoutMilliseconds > 0 { _ = woken.wait(timeout: .now() + .milliseconds(min(timeoutMilliseconds, 50))) }
            return nil
        }
        steps.removeFirst()
        step.action?()
        return step.then
    }
}

@Suite(.onTestThreads) struct AppLoopTests {
    func run(_ backend: ControlledBackend, _ terminal: ScriptedTerminal) async {
        let environment = PlatesEnvironment.fixed(AppDriver.now)
        let state = AppState(size: terminal.size, isDemo: true, backendDescription: "demo")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                AppLoop(state: state, backend: backend, environment: environment, terminal: terminal, wake: terminal.wake).run(shouldStop: { terminal.gaveUp })
                done.resume()
            }.start()
        }
    }

    @Test func keysKeepWorkingWhileTheBackendIsSlow() async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now), held: true)
        let terminal = ScriptedTerminal(steps: [
            .init(waitFor: "Loading the dashboard", then: .key(.char("2"))),
            // The dashboard has not answered, and the exercise list is already usable.
            .init(waitFor: "Last session", then: .key(.char("j"))),
            .init(waitFor: "Last session", then: .key(.char("1"))),
            .init(waitFor: "Loading the dashboard", then: .tick, action: { backend.release() }),
            .init(waitFor: "Today ·", then: .key(.char("q"))),
        ])
        await run(backend, terminal)
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
    }

    /// A set typed before the exercise list has come (it follows the dashboard) is logged once
    /// it comes, to the exercise named: the keys wait, shown, instead of being misread.
    @Test func aSetTypedBeforeTheExerciseListIsLoggedWhenItComes() async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now), held: true)
        let terminal = ScriptedTerminal(steps: [
            .init(waitFor: "Loading the dashboard", then: .key(.char("l"))),
            .init(waitFor: "Log a set", then: .paste("squat")),
            .init(waitFor: "squat", then: .key(.enter)),
            .init(waitFor: "Read once they are here: [enter]", then: .paste("100x5")),
            .init(waitFor: "Read once they are here: [enter] 100x5", then: .key(.enter)),
            .init(waitFor: "[enter] 100x5 [enter]", then: .tick, action: { backend.release() }),
            .init(waitFor: "✓ Logged Squat 100 kg × 5", then: .key(.char("q"))),
        ])
        await run(backend, terminal)
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        let squat = try #require(try await backend.exerciseSummaries().first { $0.exercise.name == "Squat" })
        #expect(squat.lastSet?.weight == 100 && squat.lastSet?.reps == 5)
    }

    @Test func aFailedLoadShowsTheErrorAndRetries() async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now), failures: 1)
        let terminal = ScriptedTerminal(steps: [
            .init(waitFor: "The server did not answer in 15 s.", then: nil),
            .init(waitFor: "r retry", then: .key(.char("r"))),
            .init(waitFor: "Today ·", then: .key(.char("q"))),
        ])
        await run(backend, terminal)
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        #expect(terminal.text.contains("Last workout"))
    }

    /// The interface draws its first frame before the backend is open (`AppLoop.drawStarting`):
    /// the tabs, boxes and status line, the data loading. The loop then goes on from that frame:
    /// its own first frame is the same, so nothing is sent again until the data arrives.
    @Test func theFrameDrawnBeforeTheBackendOpensIsTheLoopsFirst() async throws {
        let environment = PlatesEnvironment.fixed(AppDriver.now)
        let state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "")
        let backend = try ControlledBackend(environment: environment, held: true)
        var cellsBeforeData = 0
        var terminal: ScriptedTerminal!
        terminal = ScriptedTerminal(steps: [
            .init(waitFor: "Loading the dashboard", then: .tick, action: { cellsBeforeData = terminal.cellsDrawn }),
            .init(waitFor: "Loading the dashboard", then: .tick, action: { backend.release() }),
            .init(waitFor: "Today ·", then: .key(.char("q"))),
        ])
        let screen: ScriptedTerminal = terminal
        let first = AppLoop.drawStarting(state, environment: environment, on: screen)
        let starting = terminal.text
        let startingCells = terminal.cellsDrawn
        #expect(starting.contains("Loading the dashboard") && starting.contains("Dashboard"), "\(starting)")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                AppLoop(state: state, backend: backend, environment: environment, terminal: screen, wake: screen.wake, renderer: first).run(shouldStop: {
                    screen.gaveUp
                })
                done.resume()
            }.start()
        }
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        // Until the data came, the loop repainted nothing of the starting frame (a spinner's
        // cell at most: the status line shows one only after a load outlasts its delay).
        #expect(cellsBeforeData - startingCells <= 2, "the loop redrew \(cellsBeforeData - startingCells) cells of the starting frame")
        #expect(terminal.text.contains("Last workout"))
    }

    @Test func aNavigationKeyRepaintsOnlyWhatChanged() async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now))
        var afterFirst = 0
        var terminal: ScriptedTerminal!
        terminal = ScriptedTerminal(steps: [
            .init(waitFor: "Today ·", then: .key(.char("2"))),
            .init(waitFor: "Last session", then: .tick, action: { afterFirst = terminal.cellsDrawn }),
            .init(waitFor: "Last session", then: .key(.char("j"))),
            .init(waitFor: "Last session", then: .key(.char("q"))),
        ])
        await run(backend, terminal)
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        // Moving the selection repaints the two list rows (and at most a status-bar mark), not the
        // screen (80×24 = 1920 cells).
        #expect(terminal.cellsDrawn - afterFirst <= 3 * 80)
    }
}
