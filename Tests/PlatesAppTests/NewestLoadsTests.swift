import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// Two loads of one list at once answer in either order; the screen keeps the newer's answer.
@Suite(.onTestThreads) struct NewestLoadsTests {
    /// Delivers answers, and those of the effects they start, until only `count` effects still
    /// run and nothing is left to deliver (up to 30 s: a guard against a hang, not a timing; a
    /// loaded machine took over 10).
    private static func settle(_ loop: AppLoop, running count: Int) async throws {
        let deadline = Date().addingTimeInterval(30)
        while true {
            while loop.inbox.pending != count {
                // Which wait ran out, and on what (seen once in a full `swift test`, session 51).
                guard Date() < deadline else { throw Stuck("\(loop.inbox.pending) effects still run, not \(count)") }
                try await Task.sleep(nanoseconds: 2_000_000)
            }
            let answers = loop.inbox.drain()
            if answers.isEmpty { return }
            loop.deliver(answers)
        }
    }

    @Test func anOlderHistoryLoadAnsweringLastDoesNotReplaceTheNewer() async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now))
        let state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        let loop = AppLoop(state: state, backend: backend, environment: .fixed(AppDriver.now), terminal: ScriptedTerminal(steps: []))
        loop.dispatch(.start)
        try await Self.settle(loop, running: 0)

        backend.holdNextHistoryLoad()
        loop.dispatch(.event(.key(.char("3"))))  // History: its first page, held (the old answer)
        // The reload only once the first load is held: on a loaded machine the reload's load
        // could reach the backend first and be the one held (seen once in a full `swift test`).
        let deadline = Date().addingTimeInterval(30)
        while !backend.holdsAHistoryLoad {
            guard Date() < deadline else { throw Stuck("History's load never came (\(loop.inbox.pending) effects run)") }
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        loop.dispatch(.event(.key(.char("r"))))  // a reload before it answered
        try await Self.settle(loop, running: 1)
        let shown = try #require(loop.state.history.sets.value?.items.count)
        #expect(shown > 0)

        backend.release()
        try await Self.settle(loop, running: 0)
        #expect(loop.state.history.sets.value?.items.count == shown, "the older, empty answer replaced the newer")
    }

    struct Stuck: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func aLoadIsAcceptedOnceAndOnlyIfNewest() {
        var loads = NewestLoads()
        var tickets: [LoadTicket] = []
        for _ in 0..<2 {
            loads.start(.history) { ticket in
                tickets.append(ticket)
                return Task {}
            }
        }
        loads.start(.summaries) { ticket in
            tickets.append(ticket)
            return Task {}
        }
        let answers = [tickets[0], tickets[1], tickets[1], tickets[2]].map { loads.accept($0) }
        #expect(answers == [false, true, false, true])
    }
}
