import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import Synchronization
import TermUI
import Testing

/// Issue 7, part 4: seeded random events — keys, pastes, resizes down to 1×1, ticks — drive the
/// reducer and its effects over the demo backend, with no terminal. After every event the state's
/// invariants are checked; every 8th event and every resize also renders the screen. A watchdog
/// stops the run if one event takes more than 20 s (a hang).
///
/// `swift test` runs `PLATES_FUZZ_EVENTS` events (default 1,000); CI runs 1,000,000, two seeds of
/// 500,000 side by side (`.ci/run`, docs/reliability.md). A failure names its seed and event index, and the events that
/// led to it, so it reproduces: `PLATES_FUZZ_SEED=S PLATES_FUZZ_EVENTS=N swift test --filter ReducerFuzz`.
@Suite(.onTestThreads) struct ReducerFuzzTests {
    static var events: Int { ProcessInfo.processInfo.environment["PLATES_FUZZ_EVENTS"].flatMap { Int($0) } ?? 1_000 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["PLATES_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_122 }

    @Test func randomEventsNeverCrashHangOrBreakAnInvariant() async throws {
        var random = SeededGenerator(seed: Self.seed)
        var backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        var app = try await AppDriver(size: Size(width: 100, height: 30), backend: backend)
        var recent: [Event] = []
        let watchdog = Watchdog(limitSeconds: 20, seed: Self.seed)
        defer { watchdog.stop() }
        var counts = (quits: 0, resizes: 0, renders: 0, effects: 0)
        let total = Self.events
        let started = ContinuousClock.now
        for index in 0..<total {
            let event = FuzzEvents.next(&random)
            recent.append(event)
            if recent.count > 30 { recent.removeFirst() }
            let effectsBefore = app.effects.count
            await app.send(.event(event))
            counts.effects += app.effects.count - effectsBefore
            if app.effects.count > 1000 {
                app.effects.removeAll(keepingCapacity: true)
                app.progress.removeAll()
            }
            watchdog.done.store(index + 1, ordering: .relaxed)
            if (index + 1) % 100_000 == 0 { print("fuzz: \(index + 1) events, \(ContinuousClock.now - started)") }
            let broken = FuzzInvariants.check(app.state)
            var rendered: Buffer?
            if case .resize = event {
                rendered = app.screen
                counts.resizes += 1
            } else if index % 8 == 0 {
                rendered = app.screen
            }
            if index % 8 == 0, let stale = FuzzInvariants.staleRows(app.state, calendar: AppDriver.calendar) {
                Issue.record("seed \(Self.seed), event \(index): \(stale)\nlast events: \(recent)")
                return
            }
            if let rendered {
                counts.renders += 1
                if rendered.size != app.state.size { Issue.record("rendered \(rendered.size), the window is \(app.state.size)") }
            }
            if let broken {
                Issue.record("seed \(Self.seed), event \(index): \(broken)\nlast events: \(recent)")
                return
            }
            if (index + 1) % 50_000 == 0 {
                // A fresh demo every 50,000 events: the sets the fuzzer logs would otherwise pile up
                // and each event would cost more than the last.
                backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
                app = try await AppDriver(size: app.state.size, backend: backend)
            } else if app.state.shouldQuit {
                counts.quits += 1
                app = try await AppDriver(size: app.state.size, backend: backend)
            }
        }
        print(
            "fuzz: seed \(Self.seed), \(total) events in \(ContinuousClock.now - started), \(counts.effects) effects, \(counts.renders) renders, \(counts.resizes) resizes, \(counts.quits) quits"
        )
    }
}

/// Random events weighted like a person (and a cat) at the keyboard.
enum FuzzEvents {
    static let commandKeys: [Key] = [
        .enter, .escape, .tab, .backTab, .backspace, .delete, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
        .function(1), .function(5), .ctrl("c"), .ctrl("u"), .ctrl("w"), .ctrl("a"), .ctrl("e"), .ctrl("l"), .ctrl("r"),
    ]
    static let letters = Array("jkhlgGqQ?/aAedDxuUnNrRsSpP12345 0.9@wbx+-#:yJK")
    static let hostile = [
        "\u{1b}]0;owned\u{07}", "\u{1b}[2J", "\u{202e}evil", "e\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦", "\0", "\r\n", "\t",
        "100x5", "bench 100x5x3@8", "1e309", "NaN", "∞", "0x10", "-5", "99999", "2100-01-01", "ﷺ", "\u{7f}",
    ]

    static func next(_ random: inout SeededGenerator) -> Event {
        let roll = Int.random(in: 0..<1000, using: &random)
        switch roll {
        case 0..<550: return .key(.char(letters.randomElement(using: &random)!))
        case 550..<850: return .key(commandKeys.randomElement(using: &random)!)
        case 850..<900: return .key(.char(Character(Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &random)) ?? "x")))
        case 900..<940: return .paste(paste(&random))
        case 940..<960:
            let small = Bool.random(using: &random)
            return .resize(
                Size(
                    width: Int.random(in: 1...(small ? 12 : 220), using: &random),
                    height: Int.random(in: 1...(small ? 6 : 70), using: &random)))
        case 960..<975: return .resize(Size(width: 100, height: 30))
        default: return .tick
        }
    }

    static func paste(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return hostile.randomElement(using: &random)!
        case 1: return String(repeating: hostile.randomElement(using: &random)!, count: Int.random(in: 1...2_000, using: &random))
        case 2: return String((0..<Int.random(in: 0...40, using: &random)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &random))) })
        default: return (0..<Int.random(in: 1...5, using: &random)).map { _ in hostile.randomElement(using: &random)! }.joined()
        }
    }
}

/// What must hold after every event.
enum FuzzInvariants {
    static func check(_ s: AppState) -> String? {
        if s.size.width < 1 || s.size.height < 1 { return "size \(s.size)" }
        if let bad = cursor(s.exercises.cursor, "exercise list") { return bad }
        if case .loaded(let all) = s.summaries {
            let count = s.exercises.visible(all, aliases: s.exerciseAliases).count
            if count > 0 && s.exercises.cursor.selected >= count { return "exercise list selects \(s.exercises.cursor.selected) of \(count)" }
        }
        if !(0..<ExerciseListState.tabTitles.count).contains(s.exercises.tab) { return "exercise tab \(s.exercises.tab)" }
        if let bad = cursor(s.history.cursor, "history") { return bad }
        if let bad = cursor(s.bodyWeight.cursor, "body weight") { return bad }
        if case .loaded(let list) = s.bodyWeight.entries, !list.items.isEmpty, s.bodyWeight.cursor.selected >= list.items.count {
            return "body weight selects \(s.bodyWeight.cursor.selected) of \(list.items.count)"
        }
        if let bad = cursor(s.settings, "settings") { return bad }
        if let d = s.detail, let bad = cursor(d.cursor, "detail") { return bad }
        if let bad = text(s.exercises.search, "search") { return bad }
        switch s.modal {
        case .form(let f)?:
            if !f.fields.indices.contains(f.focused) { return "form focuses field \(f.focused) of \(f.fields.count)" }
            for field in f.fields {
                if let choices = field.choices, !choices.indices.contains(field.choice) { return "\(field.label) chooses \(field.choice) of \(choices.count)" }
                if let bad = text(field.value, field.label) { return bad }
            }
        case .quickLog(let q)?:
            if q.pick < 0 { return "quick-log pick \(q.pick)" }
            for (field, name) in [(q.exercise, "exercise"), (q.set, "set"), (q.notes, "notes")] {
                if let bad = text(field, "quick-log \(name)") { return bad }
            }
        default: break
        }
        if let l = s.login, let bad = text(l.email, "email") ?? text(l.password, "password") { return bad }
        return nil
    }

    /// The rows the caches hold are the rows a build of the whole list gives (history's, and the
    /// open exercise's sets'): the caches keep rows across pages and changes, never stale ones.
    static func staleRows(_ s: AppState, calendar: Calendar) -> String? {
        if let list = s.history.sets.value,
            s.historyRows(calendar: calendar) != SetRow.rows(list.items, expanded: s.history.expanded, calendar: calendar, groups: s.muscleGroups)
        {
            return "history's rows are not those of its \(list.items.count) sets"
        }
        if let d = s.detail, let list = d.sets.value,
            s.detailRows(d, calendar: calendar) != SetRow.rows(list.items, expanded: nil, calendar: calendar, groups: s.muscleGroups)
        {
            return "the detail's rows are not those of its \(list.items.count) sets"
        }
        return nil
    }

    static func cursor(_ c: ListCursor, _ name: String) -> String? {
        c.selected < 0 || c.offset < 0 ? "\(name) cursor \(c)" : nil
    }

    static func text(_ f: TextField, _ name: String) -> String? {
        if f.cursor < 0 || f.cursor > f.text.count { return "\(name): cursor \(f.cursor) in \(f.text.count) characters" }
        if f.text.count > f.maxLength { return "\(name): \(f.text.count) characters, at most \(f.maxLength)" }
        return nil
    }
}

/// Ends the process, naming the event, when the fuzz loop stops advancing for `limitSeconds`.
final class Watchdog: Sendable {
    let done = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)

    init(limitSeconds: Int, seed: UInt64) {
        Thread.detachNewThread { [self] in
            var last = -1
            var since = ContinuousClock.now
            while !stopped.load(ordering: .relaxed) {
                Thread.sleep(forTimeInterval: 0.5)
                let now = done.load(ordering: .relaxed)
                if now != last {
                    last = now
                    since = .now
                    continue
                }
                if ContinuousClock.now - since > .seconds(limitSeconds) {
                    FileHandle.standardError.write(Data("fuzz: HANG — seed \(seed), event \(now) did not finish in \(limitSeconds) s\n".utf8))
                    abort()
                }
            }
        }
    }

    func stop() { stopped.store(true, ordering: .relaxed) }
}
