import Foundation
import PlatesTestSupport
import Testing

/// `plates plates WEIGHT`: the plate calculator and warm-up ramp on the command line (SPEC 8).
@Suite(.onTestThreads) struct PlateCommandTests {
    @Test func platesASideTheNearestTwoAndARamp() async throws {
        let loaded = try await PlatesProcess.run(["plates", "102.5", "--demo"])
        #expect(loaded.status == 0 && loaded.stdout == "102.5 kg: 25 + 15 + 1.25 a side, on a 20 kg bar\n")
        let odd = try await PlatesProcess.run(["plates", "101", "--demo"])
        #expect(odd.stdout.contains("101 kg cannot be loaded") && odd.stdout.contains("nearest 100 kg (25 + 15) or 102.5 kg (25 + 15 + 1.25)"))
        let pounds = try await PlatesProcess.run(["plates", "315lb", "--warmup", "--demo"])
        #expect(
            pounds.stdout == """
                315 lb: 45 + 45 + 45 a side, on a 45 lb bar
                Warm-up (log each as a warm-up set: plates log "EXERCISE w125lbx5"):
                  45 lb × 10   the bar alone
                  125 lb × 5   35 + 5
                  190 lb × 3   45 + 25 + 2.5
                  235 lb × 2   45 + 45 + 5
                  270 lb × 1   45 + 45 + 10 + 10 + 2.5

                """)
        let home = try await PlatesProcess.run(["plates", "100", "--bar", "15", "--plates", "20x2, 10 5 2.5", "--demo"])
        #expect(home.stdout == "100 kg: 20 + 20 + 2.5 a side, on a 15 kg bar\n")
    }

    @Test(arguments: [
        (["plates", "--demo"], "Give the weight"), (["plates", "-5", "--demo"], "a weight above 0"),
        (["plates", "abc", "--demo"], "not a weight"), (["plates", "2000", "--demo"], "up to 1000 kg"),
        (["plates", "100", "--plates", "25,25", "--demo"], "listed twice"), (["plates", "100", "--plates", "0.1", "--demo"], "not a plate"),
        (["plates", "100", "--bar", "150", "--demo"], "A bar weighs"), (["plates", "100", "--plates", "20x0", "--demo"], "pairs"),
    ])
    func badInputGetsOneClearLine(arguments: [String], message: String) async throws {
        let r = try await PlatesProcess.run(arguments)
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
}

extension PlateCommandTests {
    /// The settings' bar and plates are the command's; `--bar` and `--plates` win over them.
    @Test func theSettingsPlatesAreUsed() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 60x5"]).status == 0)  // a write makes the file
        _ = try PlatesProcess.sqlite(db, "UPDATE profile SET bar_kg = 15, plates_kg = '20x2 10 5 2.5'")
        let mine = try await PlatesProcess.run(["plates", "100", "--db", db])
        #expect(mine.stdout == "100 kg: 20 + 20 + 2.5 a side, on a 15 kg bar\n")
        let heavy = try await PlatesProcess.run(["plates", "140", "--db", db])
        // Two pairs of 20s only: the rest in 10s.
        #expect(heavy.stdout == "140 kg: 20 + 20 + 10 + 10 + 2.5 a side, on a 15 kg bar\n")
        let given = try await PlatesProcess.run(["plates", "100", "--bar", "20", "--db", db])
        #expect(given.stdout == "100 kg: 20 + 20 a side, on a 20 kg bar\n")
    }
}
