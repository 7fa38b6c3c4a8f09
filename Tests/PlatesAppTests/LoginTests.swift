import Foundation
import PlatesApp
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

/// The log-in form after the server ends the session: it opens over what was being typed,
/// logs in, and makes the calls that failed again.
@Suite(.onTestThreads) struct LoginTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))
    let draft = SetDraft(exerciseId: "b", weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now)

    /// A quick-log half way: "bench 100x5" typed and sent, and the server answering 401.
    func sessionEndedWhileLogging() -> AppState {
        var s = AppState(
            size: Size(width: 80, height: 24), isDemo: false, backendDescription: "Server · http://127.0.0.1:8080",
            account: "lifter@example.com")
        s.summaries = .loaded([
            ExerciseSummary(
                exercise: Exercise(id: "b", name: "Bench Press", muscleGroup: .chest, createdAt: AppDriver.now),
                lastSet: nil, lastSessionTopSet: nil, currentRecord: nil)
        ])
        s.profile = .loaded(Profile())
        _ = reducer.reduce(&s, .event(.key(.char("l"))))
        _ = reducer.reduce(&s, .event(.paste("bench 100x5")))
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.logSets([draft], exerciseName: "Bench Press")])
        let failure = Action.saveFailed(.unauthorized("Your session on http://127.0.0.1:8080 has ended: log in again."))
        #expect(reducer.reduce(&s, .loginNeeded(retry: .logSets([draft], exerciseName: "Bench Press"), failure: failure)).isEmpty)
        return s
    }

    @Test func theFormOpensOverTheQuickLogAndKeepsIt() {
        let s = sessionEndedWhileLogging()
        #expect(s.keyContext == .login)
        #expect(s.login?.email.text == "lifter@example.com" && s.login?.focused == 1)
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("the quick-log was closed")
            return
        }
        #expect(q.exercise.text == "bench 100x5")
        let screen = AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.joined(separator: "\n")
        #expect(screen.contains("Log in · Server · http://127.0.0.1:8080"))
        #expect(screen.contains("Your session ended"))
    }

    @Test func loggingInMakesTheFailedCallsAgain() {
        var s = sessionEndedWhileLogging()
        // A second call failing meanwhile waits too, once.
        _ = reducer.reduce(&s, .loginNeeded(retry: .loadDashboard, failure: .dashboardLoaded(.failure(.unauthorized("")))))
        _ = reducer.reduce(&s, .loginNeeded(retry: .loadDashboard, failure: .dashboardLoaded(.failure(.unauthorized("")))))
        _ = reducer.reduce(&s, .event(.paste("hunter22")))
        let screen = AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.joined(separator: "\n")
        #expect(!screen.contains("hunter22") && screen.contains("••••••••"))
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.logIn(email: "lifter@example.com", password: "hunter22")])
        #expect(s.login?.submitting == true)
        let effects = reducer.reduce(&s, .loggedIn(.success("lifter@example.com")))
        #expect(effects == [.logSets([draft], exerciseName: "Bench Press"), .loadDashboard])
        #expect(s.login == nil && s.toast?.message == "✓ Logged in as lifter@example.com")
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("the quick-log was closed")
            return
        }
        #expect(q.saving)  // waiting for the commit of the retried log
    }

    @Test func aWrongPasswordStaysInTheForm() {
        var s = sessionEndedWhileLogging()
        _ = reducer.reduce(&s, .event(.paste("wrong")))
        _ = reducer.reduce(&s, .event(.key(.enter)))
        #expect(reducer.reduce(&s, .loggedIn(.failure(.unauthorized("The e-mail or the password is wrong.")))).isEmpty)
        #expect(s.login?.error == "The e-mail or the password is wrong." && s.login?.password.isEmpty == true && s.login?.submitting == false)
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)  // an empty password is not sent
        #expect(s.login?.error == "Type your password.")
    }

    @Test func givingUpShowsTheFailureWhereItHappened() {
        var s = sessionEndedWhileLogging()
        _ = reducer.reduce(&s, .event(.key(.escape)))
        #expect(s.login == nil && s.loginDeclined)
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("the quick-log was closed")
            return
        }
        #expect(!q.saving && q.error?.contains("log in again") == true && q.exercise.text == "bench 100x5")
        // Later 401s fail with their message instead of reopening the form.
        _ = reducer.reduce(&s, .loginNeeded(retry: .loadDashboard, failure: .dashboardLoaded(.failure(.unauthorized("")))))
        #expect(s.login == nil)
    }

    @Test func theFormFitsSmallTerminals() {
        var s = sessionEndedWhileLogging()
        s.login?.error = String(repeating: "The e-mail or the password is wrong. ", count: 8)
        for (w, h) in [(1, 1), (10, 3), (30, 8), (40, 12), (60, 20), (200, 60)] {
            s.size = Size(width: w, height: h)
            let rows = AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows
            #expect(rows.count == h && rows.allSatisfy { DisplayWidth.of($0) == w + 2 }, "\(w)×\(h)")
        }
    }

    @Test func theRunnerAsksForALogInOnlyWhereThereIsAnAccount() async {
        let local = EffectRunner(backend: SessionEndedBackend(account: nil))
        #expect(await local.run(.loadDashboard) == .dashboardLoaded(.failure(.unauthorized("ended"))))
        let server = EffectRunner(backend: SessionEndedBackend(account: "lifter@example.com"))
        #expect(await server.run(.loadDashboard) == .loginNeeded(retry: .loadDashboard, failure: .dashboardLoaded(.failure(.unauthorized("ended")))))
        #expect(await server.run(.logIn(email: "lifter@example.com", password: "pw")) == .loggedIn(.success("lifter@example.com")))
    }
}

/// A backend whose session has ended: the dashboard answers 401; log-in works.
private struct SessionEndedBackend: PlatesBackend {
    let account: String?
    var kind: BackendKind { .http(url: "http://127.0.0.1:1") }
    func logIn(email: String, password: String) async throws(PlatesError) {}
    func dashboard() async throws(PlatesError) -> DashboardSummary { throw .unauthorized("ended") }
    func trainingDays(from: Date, to: Date) async throws(PlatesError) -> [Date] { throw .unauthorized("ended") }
    func listExercises() async throws(PlatesError) -> [Exercise] { [] }
    func exercise(id: String) async throws(PlatesError) -> Exercise { throw .notFound(what: "exercise", id: id) }
    func createExercise(_ d: ExerciseDraft) async throws(PlatesError) -> Exercise { throw .unauthorized("ended") }
    func updateExercise(id: String, _ p: ExercisePatch) async throws(PlatesError) -> Exercise { throw .unauthorized("ended") }
    func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval { throw .unauthorized("ended") }
    func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) { throw .unauthorized("ended") }
    func mergeExercise(id: String, into: String) async throws(PlatesError) -> ExerciseMergeResult { throw .unauthorized("ended") }
    func unmergeExercise(_ merge: ExerciseMergeResult) async throws(PlatesError) -> ExerciseMergeResult { throw .unauthorized("ended") }
    func addExerciseAlias(_ name: String, exerciseId: String) async throws(PlatesError) -> ExerciseAlias { throw .unauthorized("ended") }
    func deleteExerciseAlias(_ name: String) async throws(PlatesError) -> ExerciseAlias { throw .unauthorized("ended") }
    func listSets(_ q: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> { throw .unauthorized("ended") }
    func set(id: String) async throws(PlatesError) -> WorkoutSet { throw .unauthorized("ended") }
    func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? { throw .unauthorized("ended") }
    func logSets(_ d: [SetDraft]) async throws(PlatesError) -> LogResult { throw .unauthorized("ended") }
    func updateSet(id: String, _ d: SetDraft) async throws(PlatesError) -> WorkoutSet { throw .unauthorized("ended") }
    func deleteSet(id: String) async throws(PlatesError) { throw .unauthorized("ended") }
    func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError) { throw .unauthorized("ended") }
    func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] { [] }
    func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] { [] }
    func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] { [] }
    func exerciseAliases() async throws(PlatesError) -> [String: String] { [:] }
    func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> { throw .unauthorized("ended") }
    func addBodyWeight(_ d: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry { throw .unauthorized("ended") }
    func updateBodyWeight(id: String, _ d: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry { throw .unauthorized("ended") }
    func deleteBodyWeight(id: String) async throws(PlatesError) { throw .unauthorized("ended") }
    func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats { throw .unauthorized("ended") }
    func profile() async throws(PlatesError) -> Profile { throw .unauthorized("ended") }
    func updateProfile(_ p: ProfilePatch) async throws(PlatesError) -> Profile { throw .unauthorized("ended") }
}
