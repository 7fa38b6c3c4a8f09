import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// What the start asks for, and in which order: the first screen's reads first, the exercise
/// list once the dashboard answered (it names its own exercises), so the two do not share the
/// cores (docs/DECISIONS.md, "The dashboard first").
@Suite(.onTestThreads) struct StartLoadsTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))
    func fresh() -> AppState { AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo") }

    @Test func startLoadsProfileExercisesAndDashboard() {
        var store = ReducerTestStore(fresh(), reducer: reducer)
        store.send(.start, effects: [.loadProfile, .loadDashboard, .sync, .training(.loadCurrent)]) {
            $0.profile = .loading(previous: nil)
            $0.summaries = .loading(previous: nil)
            $0.dashboard = .loading(previous: nil)
            $0.busySince = AppDriver.now
            $0.syncing = true
            $0.summariesAfterDashboard = true
        }
        let dashboard = DashboardWeekTests.dashboard
        store.send(.dashboardLoaded(.success(dashboard)), effects: [.loadSummaries, .loadRecentSessions(since: AppDriver.fixedDate("2026-11-15 00:00"))]) {
            $0.dashboard = .loaded(dashboard)
            $0.recentSessions = .loading(previous: nil)
            $0.summariesAfterDashboard = false
        }
        // A later dashboard answer asks for the list no more.
        store.send(.dashboardLoaded(.success(dashboard)), effects: [.loadRecentSessions(since: AppDriver.fixedDate("2026-11-15 00:00"))])
    }

    @Test func aFailedDashboardAtStartStillLoadsTheExerciseList() {
        var s = fresh()
        _ = reducer.reduce(&s, .start)
        #expect(reducer.reduce(&s, .dashboardLoaded(.failure(.network("timed out")))).first == .loadSummaries)
        #expect(s.summaries.isLoading)
    }
}
