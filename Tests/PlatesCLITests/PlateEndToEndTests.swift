import Foundation
import PlatesTestSupport
import Testing

/// The plate calculator and the warm-up ramp in the real binary, in tmux (issue 22, item 4): the
/// quick log shows the plates for a barbell weight; ctrl+r logs the warm-ups and keeps the form
/// for the work set; Settings keeps a home gym's bar and plates across a restart.
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the end-to-end tests of the terminal interface are skipped"))
struct PlateEndToEndTests {
    let plates = PlatesProcess.binary.path

    @Test func warmUpsInOneKeyThenTheWorkSetAndAHomeGymsPlates() async throws {
        let db = PlatesProcess.tempDatabase()
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("\(plates) --db \(db); echo EXIT=$?; sleep 60")
        try await t.wait(for: "Nothing logged yet today")
        try await t.send("l")
        try await t.wait(for: "Log a set")
        try await t.type("squat")
        try await t.send("Enter")
        try await t.type("140x5")
        try await t.wait(for: "Plates a side: 25 + 25 + 10 (20 kg bar)")
        try await t.send("C-r")
        try await t.wait(for: "✓ Logged Squat warm-ups 20×10, 55×5, 85×3, 105×2, 120×1 kg")
        #expect(try await t.screen().contains("Enter logs: 140 kg × 5"))
        try await t.send("Enter")
        try await t.wait(for: "✓ Logged Squat 140 kg × 5")
        try await t.send("3")
        try await t.wait("the ramp under the work set in history") { screen in
            let rows = screen.split(separator: "\n").filter { $0.contains("Squat") && $0.contains(" kg × ") }.map(String.init)
            return rows.count >= 6 && rows[0].contains("140 kg × 5") && rows[1].contains("120 kg × 1 (warm-up)") && rows[5].contains("20 kg × 10 (warm-up)")
        }
        // Settings → Plates, kg: a 15 kg bar and two pairs of 20s.
        try await t.send("5")
        try await t.wait(for: "Plates, kg")
        try await t.send("j", "j", "j", "Enter")
        try await t.wait(for: "Bar and plates, kg")
        try await t.send("C-u")
        try await t.type("15")
        try await t.send("Tab", "C-u")
        try await t.type("20x2 10 5 2.5 1.25")
        try await t.send("Enter")
        try await t.wait(for: "15 bar · 20x2 10 5 2.5 1.25")
        try await t.send("q")
        try await t.wait(for: "EXIT=0")
        let cli = try await PlatesProcess.run(["plates", "100", "--db", db])
        #expect(cli.stdout == "100 kg: 20 + 20 + 2.5 a side, on a 15 kg bar\n")
    }
}
