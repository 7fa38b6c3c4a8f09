import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// Writes kept offline: `r` (refresh / retry) sends them at once instead of at the next attempt.
@Suite(.onTestThreads) struct OfflineRetryTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))

    @Test func refreshSendsWritesKeptOfflineAtOnce() {
        var s = AppState(size: Size(width: 80, height: 24), isDemo: false, backendDescription: "server")
        s.profile = .loaded(Profile())
        _ = reducer.reduce(&s, .synced(SyncStatus(pending: 2, offline: true)))
        #expect(s.nextSync == AppDriver.now.addingTimeInterval(Reducer.syncInterval) && !s.syncing)
        let effects = reducer.reduce(&s, .event(.key(.char("r"))))
        #expect(effects.contains(.sync) && effects.contains(.loadDashboard) && s.syncing)
        // While that attempt runs, another r reloads the screen but sends nothing twice.
        #expect(!reducer.reduce(&s, .event(.key(.char("r")))).contains(.sync))
        // With nothing pending, r only reloads.
        _ = reducer.reduce(&s, .synced(SyncStatus()))
        #expect(!reducer.reduce(&s, .event(.key(.char("r")))).contains(.sync))
    }

    /// Issue 19, item 21: on a server account the status is asked every few seconds, so reads
    /// answered from the kept copy show "offline" in the top bar, and the server's return is
    /// noticed (a toast, and the screens reloaded from it) even with nothing to send.
    @Test func offlineWithNothingPendingIsMarkedAndItsEndNoticed() {
        var s = AppState(size: Size(width: 80, height: 24), isDemo: false, backendDescription: "server", account: "a@example.com")
        s.profile = .loaded(Profile())
        _ = reducer.reduce(&s, .synced(SyncStatus()))
        #expect(s.nextSync == AppDriver.now.addingTimeInterval(Reducer.syncInterval))
        _ = reducer.reduce(&s, .synced(SyncStatus(offline: true)))
        #expect(AppView.render(s, ViewContext(.fixed(AppDriver.now))).rowText(0).hasSuffix(" offline "))
        let back = reducer.reduce(&s, .synced(SyncStatus()))
        #expect(back.contains(.loadDashboard) && back.contains(.loadSummaries) && s.toast?.message == "✓ Back online")
        // A local database is never asked.
        var local = AppState(size: Size(width: 80, height: 24), isDemo: false, backendDescription: "file")
        _ = reducer.reduce(&local, .synced(SyncStatus()))
        #expect(local.nextSync == nil)
    }
}
