import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import Synchronization
import TermUI

/// What an effect sent before its answer.
private final class Sent: Sendable {
    let actions = Mutex<[Action]>([])
}

/// Drives the app without a terminal: presses keys, runs the effects they ask for (and the
/// effects of their results) until nothing is left, then renders. No sleeps.
final class AppDriver {
    var state: AppState
    let reducer: Reducer
    let runner: EffectRunner
    let environment: PlatesEnvironment
    /// Every effect run, in order.
    var effects: [Effect] = []
    /// Every action an effect sent while it ran (an import's progress), in order.
    var progress: [Action] = []

    static let now = fixedDate("2026-11-21 12:00")
    static let calendar = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)

    static func fixedDate(_ text: String) -> Date {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.date(from: text)!
    }

    /// One demo backend for tests that only read (snapshots): loading the fixture once keeps
    /// `swift test` fast. Tests that write make their own.
    static let sharedDemo: DemoBackend = try! DemoBackend(seed: .fixtures, environment: .fixed(now))

    init(
        size: Size = Size(width: 80, height: 24), backend: (any PlatesBackend)? = nil, start: Bool = true,
        environment: PlatesEnvironment = .fixed(now)
    ) async throws {
        self.environment = environment
        let b = try backend ?? DemoBackend(seed: .fixtures, environment: environment)
        reducer = Reducer(environment: environment)
        runner = EffectRunner(backend: b, environment: environment)
        state = AppState(size: size, isDemo: b.kind == .demo, backendDescription: "Demo data, in memory: nothing is saved.")
        if start { await send(.start) }
    }

    /// Sends an action and runs its effects to the end.
    func send(_ action: Action) async {
        var queue = reducer.reduce(&state, action)
        while !queue.isEmpty {
            let effect = queue.removeFirst()
            effects.append(effect)
            let sent = Sent()
            let answer = await runner.run(effect, progress: { action in sent.actions.withLock { $0.append(action) } })
            for action in sent.actions.withLock({ $0 }) {
                progress.append(action)
                queue += reducer.reduce(&state, action)
            }
            queue += reducer.reduce(&state, answer)
        }
    }

    func press(_ keys: Key...) async {
        for k in keys { await send(.event(.key(k))) }
    }

    /// Types text as separate key presses.
    func type(_ text: String) async {
        for c in text { await send(.event(.key(.char(c)))) }
    }

    func resize(_ width: Int, _ height: Int) async { await send(.event(.resize(Size(width: width, height: height)))) }

    var screen: Buffer { AppView.render(state, ViewContext(calendar: environment.calendar, now: environment.now())) }
    /// The screen as text, rendered once (not once per row).
    var text: String {
        let buffer = screen
        return (0..<buffer.size.height).map { buffer.rowText($0) }.joined(separator: "\n")
    }
    func contains(_ s: String) -> Bool { text.contains(s) }
}
