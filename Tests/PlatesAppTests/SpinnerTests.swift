import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// The status bar's "loading": only for a load that takes long enough to notice.
@Suite(.onTestThreads) struct SpinnerTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))

    /// A load the backend answers within `spinnerDelay` never shows the status bar's spinner (no
    /// flicker, no second frame); a slower one shows it from then on; it goes when the load ends.
    @Test func theSpinnerWaitsForASlowLoad() {
        var s = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        s.summaries = .loaded([
            ExerciseSummary(
                exercise: Exercise(id: "bench", name: "Bench Press", muscleGroup: .chest, createdAt: AppDriver.now),
                lastSet: nil, lastSessionTopSet: nil, currentRecord: nil)
        ])
        s.profile = .loaded(Profile())
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("r"))))
        #expect(s.isBusy && s.busySince == AppDriver.now)
        func statusBar(after seconds: TimeInterval) -> String {
            let context = ViewContext(calendar: reducer.environment.calendar, now: AppDriver.now.addingTimeInterval(seconds))
            return AppView.render(s, context).rowText(s.size.height - 1)
        }
        #expect(!statusBar(after: 0).contains("loading") && !statusBar(after: 0.149).contains("loading"))
        #expect(statusBar(after: 0.2).contains("loading") && statusBar(after: 5).contains("loading"))
        // `r` reloads the profile too.
        _ = reducer.reduce(&s, .summariesLoaded(.success(s.summaries.value!)))
        #expect(s.isBusy && s.busySince == AppDriver.now)
        _ = reducer.reduce(&s, .profileLoaded(.success(Profile())))
        #expect(!s.isBusy && s.busySince == nil && !statusBar(after: 5).contains("loading"))
    }
}
