import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import Synchronization
import TermUI
import Testing

/// A clock the test moves.
final class TestClock: Sendable {
    private let date = Mutex(AppDriver.now)
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// SPEC 8, issue 22 item 3: a logged set starts the rest timer; it counts down in the status line
/// on every screen; + and - change it by 15 s, s skips it; at zero a bell and a flash, as the
/// settings say.
@Suite(.onTestThreads) struct RestTimerAppTests {
    static func app() async throws -> (AppDriver, DemoBackend, TestClock) {
        let clock = TestClock()
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let environment = PlatesEnvironment(now: { clock.now }, calendar: AppDriver.calendar)
        return (try await AppDriver(backend: backend, environment: environment), backend, clock)
    }

    static func log(_ app: AppDriver, _ exercise: String, _ set: String) async {
        await app.press(.char("l"))
        await app.type(exercise)
        await app.press(.enter)
        await app.type(set)
        await app.press(.enter)
    }

    static func statusLine(_ app: AppDriver) -> String { app.screen.rowText(app.state.size.height - 1) }

    static func tick(_ app: AppDriver, _ clock: TestClock, after seconds: TimeInterval) async {
        clock.advance(seconds)
        await app.send(.event(.tick))
    }

    @Test func aLoggedSetStartsTheTimerAndItCountsDownOnEveryScreen() async throws {
        let (app, _, clock) = try await Self.app()
        #expect(!Self.statusLine(app).contains("rest"))
        await Self.log(app, "squat", "100x5")
        #expect(Self.statusLine(app).hasSuffix("rest 3:00 +/-/s"), "\(Self.statusLine(app))")
        await Self.tick(app, clock, after: 1)
        #expect(Self.statusLine(app).hasSuffix("rest 2:59 +/-/s"))
        for screen in ["2", "3", "4", "5", "1"] {
            await app.press(.char(Character(screen)))
            await Self.tick(app, clock, after: 1)
            #expect(Self.statusLine(app).contains("rest 2:"), "screen \(screen): \(Self.statusLine(app))")
        }
        // In the quick log the keys type: the timer shows, without its keys.
        await app.press(.char("l"))
        await app.type("+")
        #expect(Self.statusLine(app).hasSuffix("rest 2:54"), "\(Self.statusLine(app))")
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the quick log is not open")
            return
        }
        #expect(q.exercise.text == "+")
    }

    @Test func plusMinusAndSkip() async throws {
        let (app, _, clock) = try await Self.app()
        await Self.log(app, "lateral raises", "10x12")
        #expect(Self.statusLine(app).hasSuffix("rest 1:30 +/-/s"))
        await app.press(.char("+"))
        #expect(Self.statusLine(app).hasSuffix("rest 1:45 +/-/s"))
        await app.press(.char("-"), .char("-"), .char("-"))
        #expect(Self.statusLine(app).hasSuffix("rest 1:00 +/-/s"))
        await Self.tick(app, clock, after: 50)
        // Ten seconds left: one - ends it, quietly.
        await app.press(.char("-"))
        #expect(!Self.statusLine(app).contains("rest") && app.state.rest.bells == 0)
        await Self.log(app, "lateral raises", "10x12")
        await app.press(.char("s"))
        #expect(app.state.rest.timer == nil && !Self.statusLine(app).contains("rest"))
        #expect(app.state.rest.bells == 0)
    }

    @Test func atZeroABellAndAFlashThatEnds() async throws {
        let (app, _, clock) = try await Self.app()
        await Self.log(app, "bench", "80x8")
        await Self.tick(app, clock, after: 179.5)
        #expect(Self.statusLine(app).hasSuffix("rest 0:01 +/-/s"))
        await Self.tick(app, clock, after: 0.5)
        #expect(app.state.rest.bells == 1)
        #expect(Self.statusLine(app).hasSuffix("rest over"))
        let bottom = app.state.size.height - 1
        #expect(app.screen[0, bottom].style == Theme.restOver && app.screen[79, bottom].style == Theme.restOver)
        // The flash lasts three seconds; no second bell.
        await Self.tick(app, clock, after: 2.9)
        #expect(Self.statusLine(app).hasSuffix("rest over"))
        await Self.tick(app, clock, after: 0.1)
        #expect(!Self.statusLine(app).contains("rest") && app.screen[0, bottom].style != Theme.restOver)
        #expect(app.state.rest.bells == 1)
        // A key in the meantime ends it too: the timer is checked on every event, not only ticks.
        await Self.log(app, "bench", "80x8")
        clock.advance(200)
        await app.press(.char("j"))
        #expect(app.state.rest.bells == 2 && Self.statusLine(app).hasSuffix("rest over"))
    }

    @Test(arguments: [(RestAlert.flash, 0, true), (RestAlert.off, 0, false), (RestAlert.bell, 1, true)])
    func theAlarmFollowsTheSetting(alert: RestAlert, bells: Int, flashes: Bool) async throws {
        let (app, backend, clock) = try await Self.app()
        let profile = try await backend.updateProfile(ProfilePatch(restAlert: alert))
        await app.send(.profileLoaded(.success(profile)))
        await Self.log(app, "curl", "30x10")
        await Self.tick(app, clock, after: 90)
        #expect(app.state.rest.bells == bells)
        #expect(Self.statusLine(app).hasSuffix("rest over") == flashes, "\(Self.statusLine(app))")
    }

    @Test func warmUpsRestAMinuteAndCardioHasNoTimer() async throws {
        let (app, _, _) = try await Self.app()
        await app.press(.char("l"))
        await app.type("squat")
        await app.press(.enter)
        await app.type("140x5")
        await app.press(.ctrl("r"))
        #expect(Self.statusLine(app).contains("rest 1:00"), "\(Self.statusLine(app))")
        await app.press(.enter)
        #expect(Self.statusLine(app).hasSuffix("rest 3:00 +/-/s"))
        await Self.log(app, "running", "5km 25:00")
        #expect(app.state.rest.timer == nil && !Self.statusLine(app).contains("rest"))
    }

    @Test func anExercisesRestIsEditedInItsFormAndTheTimerUsesIt() async throws {
        let (app, backend, _) = try await Self.app()
        await app.press(.char("2"), .char("/"))
        await app.type("squat")
        await app.press(.enter, .char("e"))
        #expect(app.contains("Rest") && app.contains("default 3:00 · 2:30 · off"), "\(app.text)")
        for _ in 0..<5 { await app.press(.tab) }
        await app.type("2:3")
        await app.press(.enter)
        // `2:3` is not a time: the form stays, says so, and nothing is saved.
        #expect(app.contains("A rest is like 3:00, 90s, 2m or off"), "\(app.text)")
        let squat = try #require(try await backend.listExercises().first { $0.name == "Squat" })
        #expect(squat.restSeconds == nil)
        await app.type("0")
        await app.press(.enter)
        #expect(app.state.modal == nil, "\(app.text)")
        #expect(try await backend.listExercises().first { $0.name == "Squat" }?.restSeconds == 150)
        await Self.log(app, "squat", "100x5")
        #expect(Self.statusLine(app).hasSuffix("rest 2:30 +/-/s"))
        // Off: no timer after its sets.
        _ = try await backend.updateExercise(id: squat.id, ExercisePatch(restSeconds: .some(0)))
        await app.press(.char("r"))
        await Self.log(app, "squat", "100x5")
        #expect(app.state.rest.timer == nil)
    }

    @Test func theSettingsRowCyclesTheAlarm() async throws {
        let (app, backend, _) = try await Self.app()
        await app.press(.char("5"))
        #expect(app.contains("Rest timer alarm    ‹ bell and flash ›"), "\(app.text)")
        for _ in 0..<5 { await app.press(.char("j")) }
        await app.press(.enter)
        #expect(app.contains("‹ flash only ›"))
        await app.press(.enter)
        #expect(app.contains("‹ off ›"))
        #expect(try await backend.profile().restAlert == .off)
        await app.press(.left)
        #expect(try await backend.profile().restAlert == .flash)
        await app.press(.right, .right)
        #expect(try await backend.profile().alert == .bell)
    }

    /// The toast covers the hints' right end: the hints before it are whole (`esc cancel` showed
    /// as `e` beside "▶ Started 5×5 A"), at every width.
    @Test func theHintsBesideAToastAndTheTimerAreWhole() async throws {
        for width in [60, 80, 100, 140] {
            let (app, _, _) = try await Self.app()
            await app.send(.event(.resize(Size(width: width, height: 24))))
            // A routine's walk: the form stays open beside "▶ Started 5×5 A", then a logged set's
            // toast beside the rest timer.
            await app.press(.char("w"))
            await app.press(.enter)
            try Self.hintsAreWhole(app, width)
            await app.press(.enter)
            #expect(Self.statusLine(app).contains("rest"))
            try Self.hintsAreWhole(app, width)
        }
    }

    static func hintsAreWhole(_ app: AppDriver, _ width: Int) throws {
        do {
            let line = Self.statusLine(app)
            let toast = try #require(app.state.toast?.message)
            let before = try #require(line.range(of: " " + toast.prefix(8)), "\(width): \(line)")
            let whole = Set(
                KeyBindings.hints(app.state.keyContext, acts: { app.state.acts($0, calendar: AppDriver.calendar) })
                    .map { "\($0.key) \($0.label)" })
            let shown = line[..<before.lowerBound].components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(width < 100 || !shown.filter { !$0.isEmpty }.isEmpty, "\(width): \(line)")
            for hint in shown where !hint.isEmpty { #expect(whole.contains(hint), "\(width): ‘\(hint)’ in \(line)") }
        }
    }
}
