import Foundation
import PlatesCore
import Synchronization
import TermUI

/// Results of effects, handed from the tasks that ran them to the loop's thread.
final class Inbox: Sendable {
    private struct Contents {
        var actions: [(Action, LoadTicket?)] = []
        var running = 0
    }

    private let contents = Mutex(Contents())
    let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    func started() { contents.withLock { $0.running += 1 } }

    /// An action from an effect still running (an import's progress).
    func post(_ action: Action) {
        contents.withLock { $0.actions.append((action, nil)) }
        wake()
    }

    /// An effect's answer; a load's carries its ticket, so the loop can drop an answer a newer
    /// load of the same slot replaced.
    func finish(_ action: Action, load: LoadTicket? = nil) {
        contents.withLock {
            $0.actions.append((action, load))
            $0.running -= 1
        }
        wake()
    }

    func drain() -> [(Action, LoadTicket?)] {
        contents.withLock { contents in
            defer { contents.actions = [] }
            return contents.actions
        }
    }
    var pending: Int { contents.withLock { $0.running } }
}

/// The run loop: event → reduce → run effects (in tasks, off this thread) → render → diff →
/// terminal. It never waits for a backend: results come back as actions through the inbox, and
/// the terminal's wait is woken when they do.
public final class AppLoop {
    public private(set) var state: AppState
    let reducer: Reducer
    let runner: EffectRunner
    let terminal: any Terminal
    let inbox: Inbox
    var renderer = Renderer()
    let environment: PlatesEnvironment
    var loads = NewestLoads()
    /// The rest timer's bells already rung (`RestState.bells` counts those asked for).
    var bellsRung = 0
    /// Frames drawn, while the start is traced (`StartTrace`).
    var frames = 0

    public init(
        state: AppState, backend: any PlatesBackend, environment: PlatesEnvironment, terminal: any Terminal,
        wake: @escaping @Sendable () -> Void = {}, renderer: Renderer = Renderer()
    ) {
        self.state = state
        self.renderer = renderer
        self.reducer = Reducer(environment: environment)
        self.runner = EffectRunner(backend: backend, environment: environment)
        self.terminal = terminal
        self.inbox = Inbox(wake: wake)
        self.environment = environment
    }

    /// The first frame, drawn before the backend is open (the interface starts the terminal while
    /// it opens): the screen's tabs, boxes and status line, its data loading, as `run` would draw
    /// it first. Pass the answer to `init(renderer:)`: `run` then sends only what changed.
    public static func drawStarting(_ state: AppState, environment: PlatesEnvironment, on terminal: any Terminal) -> Renderer {
        var state = state
        state.size = terminal.size
        // The reducer's own start marks what loads; its effects wait for the loop.
        _ = Reducer(environment: environment).reduce(&state, .start)
        var renderer = Renderer()
        renderer.present(AppView.render(state, ViewContext(environment)), on: terminal)
        return renderer
    }

    /// Runs until the user quits or `shouldStop` says so (a signal). Returns the last state.
    @discardableResult
    public func run(shouldStop: () -> Bool = { false }) -> AppState {
        state.size = terminal.size
        dispatch(.start)
        StartTrace.mark("loads asked")
        render()
        while !state.shouldQuit && !shouldStop() {
            var wait = state.isBusy || state.toast != nil ? 100 : 1000
            // The rest timer's digits change once a second: the loop wakes just after they do
            // (one frame a second, a few cells of it).
            if let change = state.rest.untilNextChange(at: environment.now()), change.isFinite {
                wait = min(wait, Int((max(0, min(change, 1)) * 1000).rounded(.up)) + 2)
            }
            dispatch(.event(terminal.nextEvent(timeoutMilliseconds: wait) ?? .tick))
            // Keys typed quickly (or pasted as keys) are handled before the next frame is drawn,
            // up to a bound so a flood of input still gets frames.
            var burst = 0
            while burst < 256, !state.shouldQuit, let event = terminal.nextEvent(timeoutMilliseconds: 0) {
                dispatch(.event(event))
                burst += 1
            }
            deliver(inbox.drain())
            if state.rest.bells != bellsRung {
                bellsRung = state.rest.bells
                terminal.bell()
            }
            render()
        }
        finishWrites()
        return state
    }

    /// Waits (up to 3 s) for writes already sent, so quitting right after a log loses nothing
    /// the screen may have promised.
    func finishWrites() {
        let deadline = Date().addingTimeInterval(3)
        while inbox.pending > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    /// Hands actions from other threads (the daily backup's failure) to the loop's thread, which
    /// it wakes.
    public var poster: @Sendable (Action) -> Void {
        let inbox = self.inbox
        return { inbox.post($0) }
    }

    public func dispatch(_ action: Action) {
        for effect in reducer.reduce(&state, action) {
            let runner = self.runner
            let inbox = self.inbox
            inbox.started()
            guard let slot = effect.slot else {
                Task.detached {
                    let answer = await runner.run(effect, progress: { inbox.post($0) })
                    StartTrace.mark("answered: \(StartTrace.caseName(effect))")
                    inbox.finish(answer)
                }
                continue
            }
            loads.start(slot) { ticket in
                Task.detached {
                    let answer = await runner.run(effect)
                    StartTrace.mark("answered: \(StartTrace.caseName(effect))")
                    inbox.finish(answer, load: ticket)
                }
            }
        }
    }

    /// Effects' answers, in the order they came, but for a load's that a newer load replaced.
    func deliver(_ answers: [(Action, LoadTicket?)]) {
        for (action, ticket) in answers {
            if let ticket, !loads.accept(ticket) { continue }
            dispatch(action)
        }
    }

    func render() {
        renderer.present(AppView.render(state, ViewContext(environment)), on: terminal)
        if StartTrace.isOn, frames < 12 {
            frames += 1
            StartTrace.mark("frame \(frames) written\(state.isBusy ? " (still loading)" : "")")
        }
    }
}
