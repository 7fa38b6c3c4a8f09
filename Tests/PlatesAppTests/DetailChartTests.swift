import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// The exercise detail's charts: `c` cycles the measures an exercise has.
@Suite(.onTestThreads) struct DetailChartTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))

    func loaded(_ exercises: [Exercise]) -> AppState {
        var s = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        s.summaries = .loaded(exercises.map { ExerciseSummary(exercise: $0, lastSet: nil, lastSessionTopSet: nil, currentRecord: nil) })
        s.profile = .loaded(Profile())
        return s
    }

    func exercise(_ name: String, id: String, bodyWeight: Bool = false) -> Exercise {
        Exercise(id: id, name: name, muscleGroup: .chest, usesBodyWeight: bodyWeight, createdAt: AppDriver.now)
    }

    /// `c` cycles a lift's charts: e1RM, volume, and back; the rep target then moves only the PR
    /// table's mark; a late answer for the other chart is dropped.
    @Test func cSwitchesTheChartBetweenBestWeightAndOneRepMax() {
        var s = loaded([exercise("Bench Press", id: "b"), exercise("Pull-ups", id: "p", bodyWeight: true)])
        s.detail = DetailState(exerciseId: "b", prTarget: 5)
        s.detail!.progress = .loaded([])
        #expect(reducer.reduce(&s, .event(.key(.char("c")))) == [.loadProgress(exerciseId: "b", measure: .oneRepMax)])
        #expect(s.detail?.chart == .oneRepMax && s.detail?.progress == .loading(previous: nil))
        _ = reducer.reduce(&s, .progressLoaded(exerciseId: "b", measure: .weight(minReps: 5), .success([])))
        #expect(s.detail?.progress == .loading(previous: nil))
        #expect(reducer.reduce(&s, .event(.key(.right))) == [])
        #expect(s.detail?.prTarget == 8 && s.detail?.chart == .oneRepMax)
        #expect(reducer.reduce(&s, .event(.key(.char("c")))) == [.loadProgress(exerciseId: "b", measure: .volume)])
        #expect(reducer.reduce(&s, .event(.key(.char("c")))) == [.loadProgress(exerciseId: "b", measure: .weight(minReps: 8))])
        // A body-weight exercise has its reps chart alone: c says so and loads nothing.
        s.detail = DetailState(exerciseId: "p", prTarget: 1)
        #expect(reducer.reduce(&s, .event(.key(.char("c")))) == [])
        #expect(s.toast?.message == "Pull-ups has one chart.")
    }
}
