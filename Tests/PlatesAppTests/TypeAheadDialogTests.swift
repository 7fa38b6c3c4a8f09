import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// Keys typed after `w ⏎` (or `w` on an open routine's workout) before the quick-log opened
/// (`TypeAhead.Awaited.quickLogOpening`): they are for the set the plan offers, and wait for it.
/// Before, they were dropped while the workout started, then read as the screen's commands until
/// the plan came — `w ⏎ 100x5 ⏎` on a slow server: `5` the settings screen, enter its first row,
/// and the unit changed to pounds. And keys typed while a dialog's write is on its way
/// (`.writeAnswer`): read after its answer, where they would have been typed; they were dropped.
@Suite(.onTestThreads) struct TypeAheadDialogTests {
    /// Runs `effects` once, hands their answers to the reducer, and answers what those ask for.
    func answer(_ effects: [Effect], _ app: AppDriver) async -> [Effect] {
        var asked: [Effect] = []
        for effect in effects { asked += app.reducer.reduce(&app.state, await app.runner.run(effect, progress: { _ in })) }
        return asked
    }

    func send(_ events: [Event], _ app: AppDriver) -> [Effect] {
        events.flatMap { app.reducer.reduce(&app.state, .event($0)) }
    }

    static func typed(_ text: String) -> [Event] { text.map { $0 == "\n" ? .key(.enter) : .key(.char($0)) } }

    static func logged(_ effects: [Effect]) -> [String] {
        effects.compactMap {
            guard case .logSets(let drafts, let name) = $0 else { return nil }
            return "\(name) " + drafts.map { "\($0.weight ?? 0)x\($0.reps ?? 0)" }.joined(separator: ",")
        }
    }

    /// A fresh demo with the 5×5 A started and its quick-log closed: `w` asks for its plan.
    func withAnOpenRoutine() async throws -> AppDriver {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("w"), .enter)
        #expect(app.contains("5×5 A · 1 of 15"))
        await app.press(.escape)
        #expect(app.state.modal == nil)
        return app
    }

    @Test func aSetTypedBeforeTheOpenWorkoutsPlanCameIsLoggedInIt() async throws {
        let app = try await withAnOpenRoutine()
        let asked = send([.key(.char("w"))], app)
        #expect(asked.contains { if case .training(.loadPlan) = $0 { true } else { false } })
        var effects = send([.key(.ctrl("u"))] + Self.typed("60x5\n"), app)
        #expect(app.state.route == .dashboard, "the keys went to the screen: \(app.state.route)")
        #expect(!effects.contains { if case .updateProfile = $0 { true } else { false } })
        let waiting = app.text
        #expect(waiting.contains("opening the workout's plan"), "\(waiting)")
        effects += await answer(asked, app)
        #expect(Self.logged(effects) == ["Squat 60.0x5"])
    }

    /// `w ⏎ ⏎`: start the 5×5 and log its first planned set — typed faster than the start's answer.
    @Test func enterTypedWhileTheWorkoutStartsLogsItsFirstPlannedSet() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("w"))
        let starting = send([.key(.enter)], app)
        var effects = send([.key(.enter)], app)
        #expect(effects.isEmpty)
        let plan = await answer(starting, app)
        #expect(app.state.modal == nil)
        effects += await answer(plan, app)
        #expect(Self.logged(effects) == ["Squat 20.0x5"])
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("no quick-log")
            return
        }
        #expect(q.walk != nil)
    }

    /// A start that fails: the picker says why; the keys typed for the set are not read as the
    /// picker's or the screen's commands.
    @Test func keysTypedWhileAStartFailsAreNotReadAsCommands() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("w"))
        _ = send([.key(.enter)], app)
        _ = send(Self.typed("5\n"), app)
        let effects = app.reducer.reduce(&app.state, .training(.started(.failure(.network("The server did not answer in 15 s.")))))
        #expect(effects.isEmpty)
        #expect(app.state.typeAhead == nil)
        guard case .workoutPicker(let p)? = app.state.modal else {
            Issue.record("the picker closed")
            return
        }
        #expect(p.error?.contains("did not answer") == true)
        #expect(app.state.route == .dashboard)
    }

    /// A set pasted (a terminal's bracketed paste) before the open workout's plan came: it was
    /// dropped (no dialog to paste into).
    @Test func aSetPastedBeforeThePlanCameIsLoggedInIt() async throws {
        let app = try await withAnOpenRoutine()
        let asked = send([.key(.char("w"))], app)
        var effects = send([.paste("60x5"), .key(.enter)], app)
        effects += await answer(asked, app)
        #expect(Self.logged(effects) == ["Squat 60.0x5"])
    }

    /// A paste right after a walk's enter goes into the next planned set, not into the one being
    /// logged (whose answer refills the field: the paste was lost).
    @Test func aPasteBeforeTheLogsAnswerGoesIntoTheNextSet() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("w"), .enter)
        let first = send([.key(.enter)], app)
        var effects = send([.paste("30x5"), .key(.enter)], app)
        #expect(effects.isEmpty)
        effects += await answer(first, app)
        #expect(Self.logged(effects) == ["Squat 30.0x5"])
    }

    /// `⏎ ⏎` on a walk: two planned sets, though the second enter came before the first's answer
    /// (it was dropped: one set logged).
    @Test func aSecondEnterBeforeTheFirstLogsAnswerLogsTheNextPlannedSet() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("w"), .enter)
        #expect(app.contains("5×5 A · 1 of 15"))
        let first = send([.key(.enter)], app)
        #expect(Self.logged(first) == ["Squat 20.0x5"])
        var effects = send([.key(.enter)], app)
        #expect(effects.isEmpty)
        effects += await answer(first, app)
        #expect(Self.logged(effects) == ["Squat 20.0x5"])
        #expect(app.state.typeAhead == nil)
    }

    /// After a plain quick-log's answer the form closes: keys typed before it act on the screen,
    /// as they would have after it (`l` opens the quick-log again).
    @Test func keysTypedBeforeAPlainLogsAnswerActWhereTheKeyboardIsAfterIt() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("l"))
        for c in "squat 100x5" { await app.press(.char(c)) }
        let log = send([.key(.enter)], app)
        #expect(Self.logged(log) == ["Squat 100.0x5"])
        _ = send(Self.typed("3"), app)
        #expect(app.state.route == .dashboard)
        // Said on the status line: from a slow server the keys waited unseen.
        #expect(app.contains("saving: 3 waits"), "\(app.text)")
        _ = await answer(log, app)
        #expect(!app.contains("waits"))
        #expect(app.state.route == .history)
        #expect(app.state.typeAhead == nil)
    }

    /// A body weight saved, then `j` and `e` before the answer: the list's next entry's form.
    @Test func keysTypedWhileAFormSavesActOnTheScreenAfterIt() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now)))
        await app.press(.char("4"), .char("a"))
        await app.type("81.5")
        let save = send([.key(.enter)], app)
        #expect(app.state.modal?.isSaving == true)
        _ = send(Self.typed("je"), app)
        #expect(app.state.typeAhead != nil)
        var queue = await answer(save, app)
        while !queue.isEmpty { queue = await answer(queue, app) }
        guard case .form(let f)? = app.state.modal, case .editBodyWeight(let edited) = f.purpose else {
            Issue.record("no edit form: \(String(describing: app.state.modal).prefix(200))")
            return
        }
        // The entry under the selection when `j` was read, and the selection still on it once the
        // list read again (with the new entry on top) came.
        let entries = try #require(app.state.bodyWeight.entries.value).items
        #expect(entries.firstIndex { $0.id == edited.id } == 2)
        #expect(entries[app.state.bodyWeight.cursor.selected].id == edited.id)
    }

    /// A deletion confirmed, then `d` again before its answer: the next set's question.
    @Test func keysTypedWhileADeletionSavesAskAboutTheNextSet() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now)))
        await app.press(.char("3"), .char("j"), .char("d"))
        guard case .confirm(let first)? = app.state.modal else {
            Issue.record("no question")
            return
        }
        let delete = send([.key(.char("y"))], app)
        _ = send([.key(.char("d"))], app)
        var queue = await answer(delete, app)
        while !queue.isEmpty { queue = await answer(queue, app) }
        guard case .confirm(let next)? = app.state.modal else {
            Issue.record("no second question: \(String(describing: app.state.modal).prefix(200))")
            return
        }
        #expect(next.target != first.target)
    }

    /// An import shows its progress while it runs: keys pressed then are not kept for after it
    /// (an enter would close the report it ends with).
    @Test func keysPressedDuringAnImportAreNotKept() async throws {
        let app = try await AppDriver()
        var f = ImportForm.make(unit: .kg)
        f.saving = true
        app.state.modal = .form(f)
        _ = send([.key(.enter), .key(.char("q"))], app)
        #expect(app.state.typeAhead == nil)
        #expect(!app.state.shouldQuit)
    }

    /// Esc drops what was typed for the plan; the plan then opens the quick-log empty.
    @Test func escapeDropsTheKeysTypedForThePlan() async throws {
        let app = try await withAnOpenRoutine()
        let asked = send([.key(.char("w"))] + Self.typed("60x5\n") + [.key(.escape)], app)
        #expect(app.state.typeAhead == nil)
        let effects = await answer(asked.filter { if case .training(.loadPlan) = $0 { true } else { false } }, app)
        #expect(Self.logged(effects).isEmpty)
    }
}
