import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// Keys typed on a list screen before its first rows came (`TypeAhead.Awaited.rows`): moving over
/// the rows, and enter and the letters that act on the selected one, wait for them and end where
/// the same keys typed after them end. Before, `2 j j ⏎` typed as `plates` started moved over
/// nothing and opened nothing (the lifter's keys were lost), `l` on the list opened the quick-log
/// without the row's exercise, and `e` in an exercise's detail said "Select a set to edit".
@Suite(.onTestThreads) struct TypeAheadListTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))
    let runner = EffectRunner(backend: AppDriver.sharedDemo, environment: .fixed(AppDriver.now))

    static func keys(_ text: String) -> [Event] {
        text.map { $0 == "\n" ? .key(.enter) : .key(.char($0)) }
    }

    func send(_ events: [Event], _ state: inout AppState) -> [Effect] {
        events.flatMap { reducer.reduce(&state, .event($0)) }
    }

    /// Runs `effects` and the effects their answers ask for, to the end. The shared demo is only
    /// read: no key below confirms a write.
    func settle(_ effects: [Effect], _ state: inout AppState) async {
        var queue = effects
        while !queue.isEmpty {
            let answer = await runner.run(queue.removeFirst(), progress: { _ in })
            queue += reducer.reduce(&state, answer)
        }
    }

    /// Runs `effects` once and hands their answers to the reducer; answers what those ask for.
    func answer(_ effects: [Effect], _ state: inout AppState) async -> [Effect] {
        var asked: [Effect] = []
        for effect in effects { asked += reducer.reduce(&state, await runner.run(effect, progress: { _ in })) }
        return asked
    }

    /// `open` puts a screen up (its list asked for; with `exerciseListPending`, the start's
    /// exercise list not in yet), then `keys` are typed before the list came (`listFirst`
    /// false) or after. Answers the state, and the effects the keys asked for.
    func ending(open: [Event], keys: [Event], listFirst: Bool, exerciseListPending: Bool = false) async throws -> (AppState, [Effect]) {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        _ = reducer.reduce(&state, .profileLoaded(.success(Profile())))
        if !exerciseListPending {
            _ = reducer.reduce(&state, .summariesLoaded(.success(try await AppDriver.sharedDemo.exerciseSummaries())))
        }
        var pending = send(open, &state)
        if exerciseListPending && !pending.contains(.loadSummaries) { pending.append(.loadSummaries) }
        if listFirst {
            await settle(pending, &state)
            pending = []
        }
        var asked = send(keys, &state)
        var answers = await answer(pending, &state)
        // History's first screenful comes in several answers (its first page, the rest of its
        // last day, the days that fill the screen): the keys wait for the last.
        while let i = answers.firstIndex(where: { $0.slot == .history }) {
            let effect = answers.remove(at: i)
            answers += reducer.reduce(&state, await runner.run(effect, progress: { _ in }))
        }
        asked += answers
        return (state, asked)
    }

    struct Ending: Equatable, CustomStringConvertible {
        var route: Route
        var detail: String?
        var modal: Modal?
        var cursors: [Int]
        init(_ s: AppState) {
            route = s.route
            detail = s.detail?.exerciseId
            modal = s.modal
            cursors = [s.exercises.cursor.selected, s.history.cursor.selected, s.bodyWeight.cursor.selected, s.detail?.cursor.selected ?? -1]
        }
        var description: String {
            "\(route) detail \(detail ?? "none") cursors \(cursors) modal \(modal.map { "\($0)" }.map { String($0.prefix(160)) } ?? "none")"
        }
    }

    func expectSameEnding(open: [Event], keys: [Event], exerciseListPending: Bool = false) async throws {
        let (waited, _) = try await ending(open: open, keys: keys, listFirst: false, exerciseListPending: exerciseListPending)
        let (loaded, _) = try await ending(open: open, keys: keys, listFirst: true, exerciseListPending: exerciseListPending)
        #expect(waited.typeAhead == nil)
        #expect(Ending(waited) == Ending(loaded))
    }

    @Test(arguments: ["jj\n", "G\n", "jjjk\n", "jje", "jjd", "jjl", "j]j\n", "/bench\n\n"])
    func keysOnTheExerciseListAtTheStartEndWhereTheyWouldWithTheListThere(keys: String) async throws {
        try await expectSameEnding(open: Self.keys("2"), keys: Self.keys(keys), exerciseListPending: true)
    }

    @Test func theExerciseOpenedIsTheOneTheKeysSelectAndTheWaitIsShown() async throws {
        let list = try await AppDriver.sharedDemo.exerciseSummaries()
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        _ = send(Self.keys("2jj\n"), &state)
        #expect(state.detail == nil)
        let buffer = AppView.render(state, ViewContext(calendar: AppDriver.calendar, now: AppDriver.now))
        let status = buffer.rowText(buffer.size.height - 1)
        #expect(status.contains("loading the exercise list: j j [enter] waits"), "\(status)")
        let effects = reducer.reduce(&state, .summariesLoaded(.success(list)))
        let third = state.exercises.visible(list, aliases: state.exerciseAliases)[2].exercise
        #expect(state.detail?.exerciseId == third.id)
        #expect(effects.contains(.loadExerciseSets(exerciseId: third.id, skip: 0)))
    }

    @Test(arguments: ["jd", "\n", "j\nje", "jjm", "G"])
    func keysOnTheHistoryBeforeItComesEndWhereTheyWouldWithItThere(keys: String) async throws {
        try await expectSameEnding(open: Self.keys("3"), keys: Self.keys(keys))
    }

    /// At the start the exercise list comes after the history can: a set's form built before it
    /// had no exercise's name, and a body-weight exercise's set read `15x10` instead of `bw+15x10`.
    @Test(arguments: ["je", "jd", "j\nje", "jjjjjjjjjjjjjjjjjjjje"])
    func keysOnTheHistoryAtTheStartWaitForTheExerciseListToo(keys: String) async throws {
        try await expectSameEnding(open: Self.keys("3"), keys: Self.keys(keys), exerciseListPending: true)
    }

    @Test(arguments: ["e", "jd", "jjje", "G"])
    func keysOnTheBodyWeightsBeforeTheyComeEndWhereTheyWouldWithThemThere(keys: String) async throws {
        try await expectSameEnding(open: Self.keys("4"), keys: Self.keys(keys))
    }

    @Test(arguments: ["e", "jd", "jjje", "G"])
    func keysInAnExercisesDetailBeforeItsSetsEndWhereTheyWouldWithThemThere(keys: String) async throws {
        let list = try await AppDriver.sharedDemo.exerciseSummaries()
        let bench = try #require(list.firstIndex { $0.exercise.name == "Bench Press" })
        try await expectSameEnding(open: Self.keys("2" + String(repeating: "j", count: bench) + "\n"), keys: Self.keys(keys))
    }

    @Test func aSetEditedInTheDetailBeforeItsSetsCameIsTheNewestNotAHint() async throws {
        let list = try await AppDriver.sharedDemo.exerciseSummaries()
        let bench = try #require(list.firstIndex { $0.exercise.name == "Bench Press" })
        let (state, _) = try await ending(
            open: Self.keys("2" + String(repeating: "j", count: bench) + "\n"), keys: Self.keys("e"), listFirst: false)
        guard case .form(let form)? = state.modal, case .editSet(let set) = form.purpose else {
            Issue.record("no set's form: \(state.toast?.message ?? "no toast")")
            return
        }
        #expect(set.exerciseId == list[bench].exercise.id)
        #expect(state.toast == nil)
    }

    /// The settings' rows change what the profile holds: enter before it came did nothing.
    @Test(arguments: ["\n", "j\n", "jj\n", "jjj\n", "G"])
    func keysOnTheSettingsBeforeTheyComeEndWhereTheyWouldWithThemThere(keys: String) async throws {
        var waited = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&waited, .start)
        var loaded = waited
        let profile = Profile()
        _ = reducer.reduce(&loaded, .profileLoaded(.success(profile)))
        _ = send(Self.keys("5"), &waited)
        var effects = send(Self.keys(keys), &waited)
        #expect(effects.isEmpty)
        effects += reducer.reduce(&waited, .profileLoaded(.success(profile)))
        let direct = send(Self.keys("5" + keys), &loaded)
        #expect(effects.filter { $0 != .loadProfile } == direct.filter { $0 != .loadProfile })
        #expect(Ending(waited) == Ending(loaded))
        #expect(waited.settings == loaded.settings)
    }

    /// A move down past history's last loaded row waits for the rows it wants, read then: typed
    /// fast or slowly, each page down moves a page. Before, it stopped at the last loaded row (the
    /// 50 sets read ahead were three or four rows of folded days), and the next went on from there.
    @Test(arguments: [[Key.pageDown], [.pageDown, .pageDown], [.pageDown, .pageDown, .pageDown], [.down], [.pageDown, .char("k"), .pageDown]])
    func movesPastTheLoadedRowsWaitForTheRowsTheyWant(keys: [Key]) async throws {
        func atTheLastLoadedRow() async throws -> (AppState, [Effect]) {
            var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
            _ = reducer.reduce(&state, .start)
            _ = reducer.reduce(&state, .profileLoaded(.success(Profile())))
            _ = reducer.reduce(&state, .summariesLoaded(.success(try await AppDriver.sharedDemo.exerciseSummaries())))
            await settle(send(Self.keys("3"), &state), &state)
            let asked = send(Self.keys("G"), &state)
            return (state, asked)
        }
        let page = HistoryScreen.listRows(Size(width: 80, height: 24)) - 1
        let moved = keys.reduce(0) { $0 + ($1 == .pageDown ? page : $1 == .down ? 1 : -1) }

        // Typed while the sets read ahead of G are on their way.
        var (waited, pending) = try await atTheLastLoadedRow()
        let last = waited.history.cursor.selected
        #expect(pending.contains { if case .loadHistory = $0 { true } else { false } })
        let asked = send(keys.map { .key($0) }, &waited)
        #expect(asked.isEmpty)
        #expect(waited.history.cursor.selected == last)
        let buffer = AppView.render(waited, ViewContext(calendar: AppDriver.calendar, now: AppDriver.now))
        #expect(buffer.rowText(buffer.size.height - 1).contains("loading more sets: [\(keys[0])]"))
        await settle(pending + asked, &waited)
        #expect(waited.typeAhead == nil)
        #expect(waited.history.cursor.selected == last + moved)

        // Typed one by one, each after what it asked for came.
        var (typedAfter, first) = try await atTheLastLoadedRow()
        await settle(first, &typedAfter)
        for key in keys {
            await settle(send([.key(key)], &typedAfter), &typedAfter)
        }
        #expect(typedAfter.history.cursor.selected == last + moved)
    }

    /// A key that reads no row acts at once: adding an exercise, switching screens.
    @Test func keysThatReadNoRowActAtOnce() {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        _ = send(Self.keys("2a"), &state)
        #expect(state.typeAhead == nil)
        guard case .form(let form)? = state.modal, case .addExercise = form.purpose else {
            Issue.record("a did not open the form")
            return
        }
        _ = send([.key(.escape)] + Self.keys("3"), &state)
        #expect(state.route == .history)
    }

    /// A list already shown is read as it is while it reloads: only the first rows are waited for.
    @Test func aListShownWhileItReloadsIsReadAtOnce() async throws {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        _ = reducer.reduce(&state, .summariesLoaded(.success(try await AppDriver.sharedDemo.exerciseSummaries())))
        state.summaries.reload()
        _ = send(Self.keys("2j"), &state)
        #expect(state.typeAhead == nil)
        #expect(state.exercises.cursor.selected == 1)
    }

    /// A list that fails releases the keys: they act as on an empty list, so a screen switch or
    /// `q` typed after them still works, and the screen says why it is empty.
    @Test func aListThatFailsReleasesTheKeysToActOnNothing() {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        _ = send(Self.keys("2j\n3"), &state)
        #expect(state.route == .exercises)
        _ = reducer.reduce(&state, .summariesLoaded(.failure(.network("The server did not answer in 15 s."))))
        #expect(state.typeAhead == nil)
        #expect(state.detail == nil)
        #expect(state.route == .history)
        _ = send(Self.keys("2q"), &state)
        #expect(state.shouldQuit)
    }

    /// Esc drops the held keys (and goes back where it would).
    @Test func escapeDropsTheKeysHeldForAList() async throws {
        var state = AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo")
        _ = reducer.reduce(&state, .start)
        _ = send(Self.keys("2jj\n") + [.key(.escape)], &state)
        #expect(state.typeAhead == nil)
        _ = reducer.reduce(&state, .summariesLoaded(.success(try await AppDriver.sharedDemo.exerciseSummaries())))
        #expect(state.detail == nil)
        #expect(state.exercises.cursor.selected == 0)
    }
}

/// The detail's cursor starts on the newest set, under its day's header. A resize (or the
/// exercise list reloading) while the sets were on their way clamped it to the empty list: once
/// they came it sat on the header, and `e` said "Select a set to edit".
@Suite(.onTestThreads) struct DetailCursorWhileLoadingTests {
    @Test func aResizeWhileTheSetsLoadKeepsTheNewestSetSelected() async throws {
        let driver = try await AppDriver()
        let list = try #require(driver.state.summaries.value)
        let bench = try #require(list.firstIndex { $0.exercise.name == "Bench Press" })
        var state = driver.state
        let reducer = driver.reducer
        _ = reducer.reduce(&state, .event(.key(.char("2"))))
        for _ in 0..<bench { _ = reducer.reduce(&state, .event(.key(.char("j")))) }
        let asked = reducer.reduce(&state, .event(.key(.enter)))
        #expect(state.detail?.cursor.selected == 1)
        _ = reducer.reduce(&state, .event(.resize(Size(width: 100, height: 30))))
        for effect in asked { _ = reducer.reduce(&state, await driver.runner.run(effect, progress: { _ in })) }
        _ = reducer.reduce(&state, .event(.key(.char("e"))))
        guard case .form(let form)? = state.modal, case .editSet(let set) = form.purpose else {
            Issue.record("no set's form: \(state.toast?.message ?? "no toast")")
            return
        }
        #expect(set.exerciseId == list[bench].exercise.id)
    }
}
