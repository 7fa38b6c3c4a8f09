import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// Keys typed before the data they act on has come (the start asks for the exercise list after
/// the dashboard; a server can take seconds, or fail): they wait for it, shown, and are read as if
/// it had been there (`TypeAhead`). Before, enter on "squat" in the quick-log answered "No
/// exercise matches ‘squat’: add it on the exercise list" and the set typed after it went into the
/// name; `w ⏎` started an empty workout instead of the routine offered, or a new one over the
/// open workout.
@Suite(.onTestThreads) struct TypeAheadTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))

    /// The app just started: the exercise list on its way; the settings in (they are asked for
    /// first) unless `settings` is false.
    func starting(settings: Bool = true) -> AppState {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        if settings { _ = reducer.reduce(&state, .profileLoaded(.success(Profile()))) }
        return state
    }

    func summaries() async throws -> [ExerciseSummary] { try await AppDriver.sharedDemo.exerciseSummaries() }

    func send(_ events: [Event], _ state: inout AppState) -> [Effect] {
        events.flatMap { reducer.reduce(&state, .event($0)) }
    }

    static func keys(_ text: String) -> [Event] { text.map { .key(.char($0)) } }

    static func logged(_ effects: [Effect]) -> [(drafts: [SetDraft], name: String)] {
        effects.compactMap { if case .logSets(let drafts, let name) = $0 { (drafts, name) } else { nil } }
    }

    func screen(_ state: AppState) -> String {
        let buffer = AppView.render(state, ViewContext(calendar: AppDriver.calendar, now: AppDriver.now))
        return (0..<buffer.size.height).map { buffer.rowText($0) }.joined(separator: "\n")
    }

    @Test func aNameAndASetTypedBeforeTheListArriveAreLoggedWhenItDoes() async throws {
        var state = starting()
        #expect(state.summaries.isLoading)
        var effects = send([.key(.char("l"))] + Self.keys("squat") + [.key(.enter), .paste("100x5"), .key(.enter)], &state)
        #expect(Self.logged(effects).isEmpty)
        guard case .quickLog(let q)? = state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(q.error == nil, "\(q.error ?? "")")
        #expect(q.exercise.text == "squat")
        let waiting = screen(state)
        #expect(!waiting.contains("No exercise matches"), "\(waiting)")
        #expect(waiting.contains("loading exercises") && waiting.contains("Read once they are here: [enter] 100x5 [enter]"), "\(waiting)")

        effects = reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))
        let logs = Self.logged(effects)
        #expect(logs.count == 1)
        #expect(logs.first?.name == "Squat")
        #expect(logs.first?.drafts.map { "\($0.weight ?? 0)x\($0.reps ?? 0)" } == ["100.0x5"])
    }

    @Test func aWholeEntryEnteredBeforeTheListArrivesIsLoggedWhenItDoes() async throws {
        var state = starting()
        var effects = send([.key(.char("l")), .paste("bench 80x8"), .key(.enter)], &state)
        #expect(Self.logged(effects).isEmpty)
        effects = reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))
        #expect(Self.logged(effects).map(\.name) == ["Bench Press"])
    }

    @Test func escapeWhileWaitingLogsNothingWhenTheListArrives() async throws {
        var state = starting()
        _ = send([.key(.char("l"))] + Self.keys("squat") + [.key(.enter)] + Self.keys("100x5") + [.key(.enter), .key(.escape)], &state)
        #expect(state.modal == nil)
        let effects = reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))
        #expect(Self.logged(effects).isEmpty)
        #expect(state.modal == nil)
        #expect(state.route == .dashboard)
    }

    @Test func aListThatFailsSaysSoKeepsWhatWasTypedAndEnterTriesAgain() async throws {
        var state = starting()
        _ = send([.key(.char("l"))] + Self.keys("squat") + [.key(.enter), .paste("100x5"), .key(.enter)], &state)
        var effects = reducer.reduce(&state, .summariesLoaded(.failure(.network("The server did not answer in 15 s."))))
        #expect(Self.logged(effects).isEmpty)
        let failed = screen(state)
        #expect(failed.contains("The exercise list did not load: The server did not answer in"), "\(failed)")
        #expect(failed.contains("enter tries again"), "\(failed)")
        #expect(!failed.contains("No exercise matches"), "\(failed)")

        effects = send([.key(.enter)], &state)
        #expect(effects == [.loadSummaries])
        effects = reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))
        let logs = Self.logged(effects)
        #expect(logs.map(\.name) == ["Squat"])
        #expect(logs.first?.drafts.map { "\($0.weight ?? 0)x\($0.reps ?? 0)" } == ["100.0x5"])
    }

    /// Typing needs no list: the name shows as it is typed. Once the list is there, the held
    /// keys end where the same keys typed with the list already there end, on every name: an
    /// exercise's, a typo's, one of none.
    @Test(arguments: ["squat", "sqaut", "zercher", "bench 100x5", ""])
    func heldKeysEndWhereTheSameKeysWithTheListEnd(name: String) async throws {
        let list = try await summaries()
        let keys: [Event] = [.key(.char("l"))] + Self.keys(name) + [.key(.enter), .paste("90x3"), .key(.tab)] + Self.keys("slow") + [.key(.enter)]
        var waited = starting()
        var effects = send(Array(keys.prefix(1 + name.count)), &waited)
        #expect(name.isEmpty || screen(waited).contains(name))
        effects += send(Array(keys.dropFirst(1 + name.count)), &waited)
        effects += reducer.reduce(&waited, .summariesLoaded(.success(list)))

        var loaded = starting()
        _ = reducer.reduce(&loaded, .summariesLoaded(.success(list)))
        let direct = send(keys, &loaded)
        // The list's answer asks for the exercises' other names once, whenever it comes.
        #expect(effects.filter { $0 != .loadAliases } == direct)
        #expect(effects.filter { $0 == .loadAliases }.count == 1)
        #expect(waited.modal == loaded.modal)
    }

    // MARK: The workout picker and the open workout

    func routines() async throws -> [Routine] { try await AppDriver.sharedDemo.listRoutines() }

    /// No workout open (the start's question answered "none"), the routines on their way.
    func startingWithoutAWorkout() -> AppState {
        var state = starting()
        _ = reducer.reduce(&state, .training(.current(.success(nil))))
        return state
    }

    @Test func enterInThePickerBeforeTheRoutinesStartsTheRoutineOfferedWhenTheyCome() async throws {
        let list = try await routines()
        var waited = startingWithoutAWorkout()
        var effects = send([.key(.char("w")), .key(.enter)], &waited)
        #expect(!effects.contains { if case .training(.start) = $0 { true } else { false } }, "\(effects)")
        #expect(screen(waited).contains("Read once they are here: [enter]"), "\(screen(waited))")
        effects += reducer.reduce(&waited, .training(.routines(.success(list))))

        var loaded = startingWithoutAWorkout()
        _ = reducer.reduce(&loaded, .training(.routines(.success(list))))
        let direct = send([.key(.char("w")), .key(.enter)], &loaded)
        // The same but the routines' load, which the waiting picker asked for.
        #expect(effects.filter { $0 != .training(.loadRoutines) } == direct)
        let started = effects.compactMap { if case .training(.start(let draft)) = $0 { draft } else { nil } }
        #expect(started.count == 1 && started.first?.routineId != nil, "\(effects)")
    }

    @Test func routinesThatFailKeepTheKeysAndEnterTriesAgain() async throws {
        var state = startingWithoutAWorkout()
        _ = send([.key(.char("w")), .key(.enter)], &state)
        var effects = reducer.reduce(&state, .training(.routines(.failure(.network("The server did not answer in 15 s.")))))
        #expect(effects.isEmpty)
        #expect(screen(state).contains("The routines did not load"), "\(screen(state))")
        effects = send([.key(.enter)], &state)
        #expect(effects == [.training(.loadRoutines)])
        effects = reducer.reduce(&state, .training(.routines(.success(try await routines()))))
        #expect(effects.contains { if case .training(.start(let d)) = $0 { d.routineId != nil } else { false } }, "\(effects)")
    }

    @Test func wBeforeTheOpenWorkoutIsKnownContinuesIt() async throws {
        let open = try #require(try await AppDriver.sharedDemo.currentWorkout())
        var state = starting()
        var effects = send([.key(.char("w")), .key(.enter)], &state)
        #expect(effects.isEmpty && state.modal == nil)
        #expect(screen(state).contains("finding the open workout"), "\(screen(state))")
        effects = reducer.reduce(&state, .training(.current(.success(open))))
        // Its plan, as `w` does with the workout known; no picker, nothing started over it.
        #expect(effects.first == .training(.loadPlan(workoutId: open.id)), "\(effects)")
        #expect(!effects.contains { if case .training(.start) = $0 { true } else { false } })
    }

    @Test func finishBeforeTheOpenWorkoutIsKnownFinishesIt() async throws {
        let open = try #require(try await AppDriver.sharedDemo.currentWorkout())
        var state = starting()
        #expect(send([.key(.char("F"))], &state).isEmpty)
        let effects = reducer.reduce(&state, .training(.current(.success(open))))
        #expect(effects == [.training(.finish(workoutId: open.id))])
        #expect(state.toast == nil)
    }

    /// Keys that read nothing on their way act at once: moving between screens while the start
    /// loads.
    @Test func keysThatNeedNothingActAtOnce() {
        var state = starting()
        _ = send([.key(.char("2"))], &state)
        #expect(state.route == .exercises && state.typeAhead == nil)
    }

    /// `w` right after the start: the open workout's plan can come before the exercise list. Its
    /// step's exercise and set fill in when the list comes, as when it came first.
    @Test func aPlanThatCameBeforeTheListFillsItsStepWhenTheListComes() async throws {
        let open = try #require(try await AppDriver.sharedDemo.currentWorkout())
        let plan = try #require(try await AppDriver.sharedDemo.plan(workoutId: open.id))
        let list = try await summaries()
        var waited = starting()
        _ = reducer.reduce(&waited, .training(.current(.success(open))))
        _ = send([.key(.char("w"))], &waited)
        _ = reducer.reduce(&waited, .training(.plan(.success(plan))))
        _ = reducer.reduce(&waited, .summariesLoaded(.success(list)))

        var loaded = starting()
        _ = reducer.reduce(&loaded, .training(.current(.success(open))))
        _ = reducer.reduce(&loaded, .summariesLoaded(.success(list)))
        _ = send([.key(.char("w"))], &loaded)
        _ = reducer.reduce(&loaded, .training(.plan(.success(plan))))
        guard case .quickLog(let q)? = waited.modal else {
            Issue.record("no walk")
            return
        }
        #expect(q.exerciseId != nil && !q.set.text.isEmpty)
        #expect(waited.modal == loaded.modal)
    }

    // MARK: The settings: the unit a weight without one is read in

    /// Started, the exercise list in, the settings still on their way.
    func listedBeforeTheSettings() async throws -> AppState {
        var state = starting(settings: false)
        _ = reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))
        #expect(state.profile.value == nil)
        return state
    }

    /// A lifter in pounds who logs before the settings came: the weight is read in pounds, as
    /// the settings say. Before, the form read it in kilograms (225 kg for 225 lb).
    @Test func aSetLoggedBeforeTheSettingsIsReadInTheirUnit() async throws {
        var state = try await listedBeforeTheSettings()
        var effects = send([.key(.char("l")), .paste("bench 225x5"), .key(.enter)], &state)
        #expect(Self.logged(effects).isEmpty)
        #expect(screen(state).contains("loading your settings: [enter] waits"), "\(screen(state))")
        effects = reducer.reduce(&state, .profileLoaded(.success(Profile(unit: .lb))))
        let logs = Self.logged(effects)
        #expect(logs.first?.drafts.map { "\($0.weight ?? 0) \($0.weightUnit?.rawValue ?? "?")" } == ["225.0 lb"])
    }

    @Test func aBodyWeightSavedBeforeTheSettingsIsReadInTheirUnit() async throws {
        var state = try await listedBeforeTheSettings()
        var effects = send([.key(.char("4")), .key(.char("a"))] + Self.keys("180") + [.key(.enter)], &state)
        #expect(!effects.contains { if case .addBodyWeight = $0 { true } else { false } }, "\(effects)")
        effects = reducer.reduce(&state, .profileLoaded(.success(Profile(unit: .lb))))
        let added = effects.compactMap { if case .addBodyWeight(let d) = $0 { d } else { nil } }
        #expect(added.map { "\($0.weight) \($0.unit.rawValue)" } == ["180.0 lb"], "\(effects)")
    }

    @Test func settingsThatFailKeepTheKeysAndEnterTriesAgain() async throws {
        var state = try await listedBeforeTheSettings()
        _ = send([.key(.char("l")), .paste("bench 225x5"), .key(.enter)], &state)
        var effects = reducer.reduce(&state, .profileLoaded(.failure(.network("The server did not answer in 15 s."))))
        #expect(Self.logged(effects).isEmpty)
        #expect(screen(state).contains("Settings did not load"), "\(screen(state))")
        effects = send([.key(.enter)], &state)
        #expect(effects == [.loadProfile])
        effects = reducer.reduce(&state, .profileLoaded(.success(Profile(unit: .lb))))
        #expect(Self.logged(effects).count == 1)
    }

    /// The settings fail for want of a session: the log-in form opens over the quick-log and
    /// takes its keys at once (they are not held with the set's); once logged in, the settings
    /// come and the held set is logged in their unit.
    @Test func theLogInFormTakesItsKeysWhileASetWaits() async throws {
        var state = try await listedBeforeTheSettings()
        state.account = "lifter@example.com"
        _ = send([.key(.char("l")), .paste("bench 225x5"), .key(.enter)], &state)
        let failure = Action.profileLoaded(.failure(.unauthorized("Your session has ended: log in again.")))
        _ = reducer.reduce(&state, .loginNeeded(retry: .loadProfile, failure: failure))
        #expect(state.keyContext == .login)
        _ = send([.paste("hunter22")], &state)
        #expect(send([.key(.enter)], &state) == [.logIn(email: "lifter@example.com", password: "hunter22")])
        #expect(reducer.reduce(&state, .loggedIn(.success("lifter@example.com"))).contains(.loadProfile))
        let effects = reducer.reduce(&state, .profileLoaded(.success(Profile(unit: .lb))))
        #expect(Self.logged(effects).first?.drafts.map { "\($0.weight ?? 0) \($0.weightUnit?.rawValue ?? "?")" } == ["225.0 lb"])
    }

    /// The list comes while a log-in form is over the form: the held keys wait for the form to
    /// go, then are read.
    @Test func keysHeldUnderALogInFormAreReadWhenItGoes() async throws {
        var state = starting()
        state.account = "lifter@example.com"
        _ = send([.key(.char("l")), .paste("squat 100x5"), .key(.enter)], &state)
        let failure = Action.dashboardLoaded(.failure(.unauthorized("Your session has ended: log in again.")))
        _ = reducer.reduce(&state, .loginNeeded(retry: .loadDashboard, failure: failure))
        #expect(Self.logged(reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))).isEmpty)
        _ = send([.paste("hunter22"), .key(.enter)], &state)
        let effects = reducer.reduce(&state, .loggedIn(.success("lifter@example.com")))
        #expect(Self.logged(effects).map(\.name) == ["Squat"], "\(effects)")
    }

    /// Ctrl-C while keys are held drops them and asks before the typed text is lost; answering
    /// no goes back to the form, and nothing is logged when the list comes.
    @Test func ctrlCWhileKeysAreHeldDropsThemAndAsks() async throws {
        var state = starting()
        _ = send([.key(.char("l")), .paste("squat"), .key(.enter), .paste("100x5"), .key(.enter), .key(.ctrl("c"))], &state)
        #expect(state.typeAhead == nil)
        guard case .confirm? = state.modal else {
            Issue.record("no question before quitting: \(String(describing: state.modal))")
            return
        }
        _ = send([.key(.char("n"))], &state)
        let effects = reducer.reduce(&state, .summariesLoaded(.success(try await summaries())))
        #expect(Self.logged(effects).isEmpty)
        #expect(!state.shouldQuit)
    }
}
