import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 7, part 7 (the screen side): when the backend fails a write — a full disk, a read-only
/// file, a server that times out or answers 500 — quick-log says what happened, keeps what was
/// typed, and Enter tries again.
@Suite(.onTestThreads) struct FailingBackendTests {
    @Test(arguments: [
        PlatesError.internal("the disk holding /data/plates.sqlite is full, nothing was saved: free some space and try again"),
        .internal("/data/plates.sqlite is read-only, nothing was saved: check its permissions and those of its folder"),
        .network("the server did not answer in time"),
        .internal("the server answered 500 without an explanation"),
        .network("the server at http://127.0.0.1:8080 closed the connection without answering"),
    ])
    func aFailedSaveKeepsTheEntryAndRetries(failure: PlatesError) async throws {
        let backend = try ControlledBackend(environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        let before = try await backend.listSets(SetQuery(limit: 1)).total
        backend.failWrites(with: failure)
        await app.press(.char("l"))
        await app.send(.event(.paste("bench 102.5x5")))
        await app.press(.enter)
        await app.press(.enter)
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("quick-log closed on a failure")
            return
        }
        #expect(q.error == failure.message && !q.saving)
        let shown = String(failure.message.prefix(30))
        #expect(app.contains(shown), "the message is on screen:\n\(app.text)")
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before, "nothing was written")
        backend.failWrites(with: nil)
        await app.press(.enter)
        #expect(app.state.modal == nil && app.contains("Logged"), "\(app.text)")
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == before + 1)
    }
}
