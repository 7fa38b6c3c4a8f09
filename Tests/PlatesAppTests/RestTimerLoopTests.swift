import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 22's timer budget, in the real run loop on a real clock: while the rest timer counts, the
/// loop draws at most once a second and only the status line's changed cells; at zero it rings
/// the terminal's bell once.
@Suite(.onTestThreads) struct RestTimerLoopTests {
    @Test func theTimerCostsAFrameASecondOfAFewCellsAndRingsOnceAtZero() async throws {
        let backend = try DemoBackend(seed: .empty, environment: PlatesEnvironment())
        let squat = try #require(try await backend.listExercises().first { $0.name == "Squat" })
        _ = try await backend.updateExercise(id: squat.id, ExercisePatch(restSeconds: .some(7)))
        var counting: (frames: Int, cells: Int, at: Date)?
        var measured: (frames: Int, cells: Int, seconds: TimeInterval)?
        var terminal: ScriptedTerminal!
        terminal = ScriptedTerminal(steps: [
            .init(waitFor: "Today ·", then: .key(.char("l"))),
            .init(waitFor: "Log a set", then: .paste("squat")),
            .init(waitFor: "squat", then: .key(.enter)),
            .init(waitFor: "Log a set", then: .paste("100x5")),
            .init(waitFor: "100x5", then: .key(.enter)),
            // The toast of the logged set goes after 4 s: count from then to zero (from 0:01 when
            // a loaded machine held the loop past 0:02's second).
            .init(
                waitFor: "rest 0:02", then: nil,
                action: { counting = (terminal.frames, terminal.cellsDrawn, Date()) }, orFor: ["rest 0:01"]),
            .init(
                waitFor: "rest over", then: nil,
                action: {
                    if let c = counting {
                        measured = (terminal.frames - c.frames, terminal.cellsDrawn - c.cells, Date().timeIntervalSince(c.at))
                    }
                }),
            .init(waitFor: "Today ·", then: .key(.char("q"))),
        ])
        let state = AppState(size: terminal.size, isDemo: true, backendDescription: "demo")
        let screen: ScriptedTerminal = terminal
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                AppLoop(state: state, backend: backend, environment: PlatesEnvironment(), terminal: screen, wake: screen.wake).run(shouldStop: { screen.gaveUp }
                )
                done.resume()
            }.start()
        }
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        #expect(terminal.bells == 1)
        let m = try #require(measured)
        // From "0:02" to "over": the frames of 0:01 and of "rest over" (its flash repaints the line).
        #expect(m.frames <= 2 + Int(m.seconds.rounded(.down)), "\(m)")
        #expect(m.frames >= 1)
        // 0:02 → 0:01 is one cell; the flash is the status line (80 cells) and its words.
        #expect(m.cells <= 1 + 80 + 16, "\(m)")
    }
}
