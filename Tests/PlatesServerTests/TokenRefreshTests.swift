import Foundation
import PlatesCore
import PlatesHTTP
import PlatesServerTestSupport
import PlatesTestSupport
import Synchronization
import Testing

/// Issue 19, item 20: the TUI's first screen starts four loads at once. When the access token has
/// expired, each met a 401 and refreshed on its own; the server spends a refresh token once, so
/// three of them got 401 and the log-in form appeared for no reason. One refresh is in flight; the
/// others wait for it.
@Suite(.onTestThreads) struct TokenRefreshTests {
    @Test func callsThatMeetAnExpiredTokenTogetherShareOneRefresh() async throws {
        let clock = Mutex(Date())
        let url = try await TestServer.start(configuration: TestServer.testConfiguration, now: { clock.withLock { $0 } })
        let credentials = try await TestServer.newAccount(url)
        let backend = try HTTPBackend(credentials: credentials, file: nil)
        _ = try await backend.profile()
        clock.withLock { $0 = $0.addingTimeInterval(2 * 3_600) }  // the access token (1 h) has expired
        for round in 0..<3 {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { _ = try await backend.profile() }
                group.addTask { _ = try await backend.dashboard() }
                group.addTask { _ = try await backend.exerciseSummaries() }
                group.addTask { _ = try await backend.listExercises() }
                group.addTask { _ = try await backend.listSets(SetQuery(limit: 5)) }
                try await group.waitForAll()
            }
            clock.withLock { $0 = $0.addingTimeInterval(2 * 3_600) }
            _ = round
        }
    }
}
