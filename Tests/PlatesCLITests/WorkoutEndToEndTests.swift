import Foundation
import PlatesTestSupport
import Testing

/// SPEC 8's walk in the real binary, in tmux, as a new user: start the 5×5 from the dashboard
/// (w, enter), log its first three sets with enter while the rest timer runs between them, see
/// the plates for the working weight, finish the workout (F), and find it in history with its
/// length. The database then holds the workout and its sets (`plates workout show`).
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the end-to-end tests of the terminal interface are skipped"))
struct WorkoutEndToEndTests {
    @Test func theFiveByFiveFromTheDashboardToHistory() async throws {
        let db = PlatesProcess.tempDatabase()
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("\(PlatesProcess.binary.path) --db \(db); echo EXIT=$?; sleep 60")
        try await t.wait(for: "w starts a workout")

        try await t.send("w")
        try await t.wait(for: "Start a workout")
        try await t.send("Enter")
        try await t.wait(for: "5×5 A · 1 of 15")
        try await t.wait(for: "Squat · set 1 of 5")
        // The first time, the empty bar: 20 kg × 5.
        try await t.wait(for: "Enter logs: 20 kg × 5")
        try await t.send("Enter")
        try await t.wait(for: "5×5 A · 2 of 15")
        try await t.wait(for: "rest ")
        // The second set at 60 kg: the plates a side show in the form.
        try await t.send("C-u")
        try await t.type("60x5")
        try await t.wait(for: "Plates a side: 20")
        try await t.send("Enter")
        try await t.wait(for: "5×5 A · 3 of 15")
        // What was done today comes first: the third set is prefilled 60 kg × 5.
        try await t.wait(for: "Enter logs: 60 kg × 5")
        try await t.send("Enter")
        try await t.wait(for: "5×5 A · 4 of 15")
        try await t.wait(for: "rest ")

        try await t.send("Escape")
        try await t.wait(for: "▶ 5×5 A since")
        try await t.send("F")
        try await t.wait(for: "✓ Finished 5×5 A")
        try await t.send("3")
        try await t.wait("the workout in history") { $0.contains("5×5 A") && $0.contains("min") && $0.contains("3 sets") }
        try await t.send("q")
        try await t.wait(for: "EXIT=0")

        let show = try await PlatesProcess.run(["--db", db, "workout", "show"])
        #expect(show.status == 0 && show.stdout.contains("5×5 A") && show.stdout.contains("3 sets"), "\(show.stdout)\(show.stderr)")
    }
}
