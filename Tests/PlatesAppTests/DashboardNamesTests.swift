import Foundation
import PlatesApp
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

/// The dashboard names the exercises of its cards from its own answer: at start the exercise list
/// is asked for only after it, and a frame drawn between the two still names them. An answer
/// without them (a server older than the field) is named from the exercise list.
@Suite(.onTestThreads) struct DashboardNamesTests {
    let squat = Exercise(id: "sq", name: "Squat", muscleGroup: .legs, usesBodyWeight: false, createdAt: AppDriver.now)
    let bench = Exercise(id: "bp", name: "Bench Press", muscleGroup: .chest, usesBodyWeight: false, createdAt: AppDriver.now)

    func dashboard(exercises: [Exercise]) -> DashboardSummary {
        let date = AppDriver.fixedDate("2026-11-20 18:00")
        let set = WorkoutSet(id: "s1", draft: SetDraft(exerciseId: "bp", weight: 100, weightUnit: .kg, reps: 5, date: date), createdAt: date)
        return DashboardSummary(
            today: DaySummary(day: AppDriver.now, label: "Legs", setCount: 3, volumeKg: 1500, exerciseIds: ["sq"]),
            lastWorkout: DaySummary(day: AppDriver.fixedDate("2026-11-20 00:00"), label: nil, setCount: 1, volumeKg: 500, exerciseIds: ["bp"]),
            recentRecords: [RecentRecord(exerciseId: "bp", exerciseName: "Bench Press", record: PersonalRecord(target: .reps(5), set: set))],
            bodyWeight: BodyWeightStats(unit: .kg, starting: nil, current: nil, change: nil, goal: nil, isProgressGood: nil, entryCount: 0),
            trainingDaysThisWeek: 2, exercises: exercises)
    }

    func screen(_ dashboard: DashboardSummary, summaries: LoadState<[ExerciseSummary]>) -> String {
        var s = AppState(size: Size(width: 100, height: 30), isDemo: false, backendDescription: "file")
        s.profile = .loaded(Profile(unit: .kg))
        s.dashboard = .loaded(dashboard)
        s.summaries = summaries
        return AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.joined(separator: "\n")
    }

    @Test func theCardsAreNamedBeforeTheExerciseListCame() {
        let text = screen(dashboard(exercises: [squat, bench]), summaries: .loading(previous: nil))
        #expect(text.contains("Squat"))
        #expect(text.contains("│ Bench Press"))  // the last workout's line, not only the record's own name
    }

    /// A day of pull-ups lifts nothing that counts as volume (body weight adds its load only):
    /// its card said "1 set · 0 kg volume". A day with volume still says it.
    @Test func aDayWithoutVolumeDoesNotSayZero() {
        var d = dashboard(exercises: [squat, bench])
        d.today = DaySummary(day: AppDriver.now, label: "Back", setCount: 1, volumeKg: 0, exerciseIds: ["sq"])
        let text = screen(d, summaries: .loading(previous: nil))
        #expect(text.contains("Back · 1 set ") && !text.contains(" 0 kg volume"), "\(text)")
        #expect(text.contains("1 set · 500 kg volume"), "\(text)")
    }

    /// A workout started and nothing logged yet: the Today card offered "w starts a workout"
    /// beside the open workout's own line, where `w` continues it.
    @Test func anOpenWorkoutWithoutSetsIsNotOfferedAgain() {
        var d = dashboard(exercises: [squat, bench])
        d.today = DaySummary(day: AppDriver.now, label: nil, setCount: 0, volumeKg: 0, exerciseIds: [])
        #expect(screen(d, summaries: .loading(previous: nil)).contains("l logs a set · w starts a workout."))
        var s = AppState(size: Size(width: 100, height: 30), isDemo: false, backendDescription: "file")
        s.profile = .loaded(Profile(unit: .kg))
        s.dashboard = .loaded(d)
        s.training.open = Workout(id: "w1", name: "Push", startedAt: AppDriver.fixedDate("2026-11-21 11:00"), createdAt: AppDriver.now)
        let text = AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.joined(separator: "\n")
        #expect(text.contains("▶ Push since 11:00 · w continues") && text.contains("l logs a set.") && !text.contains("starts a workout"), "\(text)")
    }

    @Test func anAnswerWithoutThemIsNamedFromTheExerciseList() {
        let summaries = [squat, bench].map { ExerciseSummary(exercise: $0, lastSet: nil, lastSessionTopSet: nil, currentRecord: nil) }
        #expect(screen(dashboard(exercises: []), summaries: .loaded(summaries)).contains("Squat"))
        // Neither: the cards still draw, without the names.
        let bare = screen(dashboard(exercises: []), summaries: .loading(previous: nil))
        #expect(!bare.contains("Squat") && bare.contains("3 sets"))
    }

    @Test func theAnswerDecodesWithAndWithoutTheField() throws {
        let full = dashboard(exercises: [squat, bench])
        let decoder = WireCoding.decoder()
        let data = try WireCoding.encoder().encode(full)
        #expect(try decoder.decode(DashboardSummary.self, from: data) == full)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["exercises"] = nil
        let older = try decoder.decode(DashboardSummary.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.exercises.isEmpty && older.today == full.today)
    }

    @Test func theServiceNamesEachCardsExerciseOnceFirstNamedFirst() {
        let all = Dictionary(uniqueKeysWithValues: [squat, bench].map { ($0.id, $0) })
        let d = dashboard(exercises: [])
        let named = DashboardSummary.named(today: d.today, lastWorkout: d.lastWorkout, recentRecords: d.recentRecords, in: all)
        #expect(named.map(\.id) == ["sq", "bp"])
        // An id the list lacks (deleted meanwhile) is left out.
        #expect(DashboardSummary.named(today: d.today, lastWorkout: nil, recentRecords: [], in: [:]).isEmpty)
    }
}
