import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Every screen as text at 80×24 and 120×40: demo data, the clock fixed at 2026-11-21 12:00 UTC.
/// Snapshots live in `__Snapshots__/`; `PLATES_RECORD_SNAPSHOTS=1 swift test` re-records them,
/// and a missing one is recorded and the test fails so it gets reviewed.
@Suite(.onTestThreads) struct SnapshotTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

    static let screens: [(name: String, keys: [Key])] = [
        ("dashboard", []),
        // The demo's push workout is open: F finishes it, then w offers the routines.
        ("workout-picker", [.char("F"), .char("w")]),
        // w continues the open workout where its plan is (Push + dips, at the lateral raises).
        ("workout-walk", [.char("w")]),
        ("exercises", [.char("2")]),
        ("exercises-search", [.char("2"), .char("/"), .char("p"), .char("r"), .char("e"), .char("s")]),
        ("exercises-legs", [.char("2"), .char("]"), .char("]"), .char("]")]),
        ("exercise-detail", [.char("2"), .char("j"), .char("j"), .enter]),
        ("exercise-detail-8rm", [.char("2"), .char("j"), .char("j"), .enter, .right, .right]),
        ("exercise-detail-e1rm", [.char("2"), .char("j"), .char("j"), .enter, .char("c")]),
        ("exercise-detail-volume", [.char("2"), .char("j"), .char("j"), .enter, .char("c"), .char("c")]),
        ("exercise-detail-plank", [.char("2"), .char("/")] + "plank".map { Key.char($0) } + [.enter, .enter]),
        ("exercise-detail-running", [.char("2"), .char("/")] + "running".map { Key.char($0) } + [.enter, .enter]),
        ("quick-log-pick", [.char("l"), .char("s"), .char("q")]),
        ("quick-log-prefilled", [.char("2"), .char("j"), .char("j"), .char("l")]),
        ("history", [.char("3")]),
        ("history-collapsed", [.char("3"), .enter, .char("j")]),
        ("body-weight", [.char("4")]),
        ("body-weight-add", [.char("4"), .char("a")]),
        ("settings", [.char("5")]),
        ("settings-import", [.char("5"), .char("j"), .char("j"), .enter]),
        // A dry run (Mode: check only) leaves the shared demo data as it was.
        (
            "import-report",
            [.char("5"), .char("j"), .char("j"), .enter] + ImportScreenTests.hevy.map { Key.char($0) }
                + [.tab, .tab, .tab, .right, .enter]
        ),
        ("help-exercises", [.char("2"), .char("?")]),
        ("confirm-delete", [.char("3"), .char("j"), .char("d")]),
        ("add-exercise", [.char("2"), .char("a")]),
        // The exercise's own settings, its rest among them (the rest timer after its sets).
        ("edit-exercise", [.char("2"), .char("j"), .char("j"), .char("e")]),
    ]

    static var cases: [(String, Size)] { screens.flatMap { s in sizes.map { (s.name, $0) } } }

    @Test(arguments: cases)
    func screenMatchesItsSnapshot(_ name: String, _ size: Size) async throws {
        // Finishing the demo's open workout is a write: on a demo of its own, or the other
        // screens would see it finished depending on the order they run in.
        let backend = name == "workout-picker" ? try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now)) : AppDriver.sharedDemo
        let driver = try await AppDriver(size: size, backend: backend)
        for key in Self.screens.first(where: { $0.name == name })!.keys { await driver.press(key) }
        let text = driver.screen.framedRows.joined(separator: "\n") + "\n"
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(name)-\(size.width)x\(size.height).txt")
        let record = ProcessInfo.processInfo.environment["PLATES_RECORD_SNAPSHOTS"] == "1"
        guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            if !record { Issue.record("Recorded a new snapshot \(file.lastPathComponent): review it and run again.") }
            return
        }
        #expect(text == expected, "\(file.lastPathComponent) differs; re-record with PLATES_RECORD_SNAPSHOTS=1 if the change is intended")
    }

    /// Each screen, reached at 80×24, then resized down to 1×1 and in between: no crash, the
    /// buffer keeps its size, and below the minimum the screen says it is too small.
    @Test func everyScreenSurvivesSmallSizes() async throws {
        let sizes = [
            Size(width: 1, height: 1), Size(width: 10, height: 3), Size(width: 29, height: 8), Size(width: 30, height: 8),
            Size(width: 40, height: 12), Size(width: 200, height: 60),
        ]
        // Its own demo: the workout picker's keys finish the open workout (a write).
        let driver = try await AppDriver(size: Size(width: 80, height: 24), backend: try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now)))
        let started = driver.state
        for s in Self.screens {
            driver.state = started
            for key in s.keys { await driver.press(key) }
            for size in sizes {
                await driver.resize(size.width, size.height)
                #expect(driver.screen.size == size)
                if AppView.isTooSmall(size) && size.width >= 18 { #expect(driver.contains("too small"), "\(s.name) at \(size)") }
            }
        }
    }
}
