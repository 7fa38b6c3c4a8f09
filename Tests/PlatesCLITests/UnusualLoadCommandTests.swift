import Foundation
import PlatesTestSupport
import Testing

/// `UnusualLoad` from the shell: `plates log` and `plates set edit` ask about a load far above the
/// heaviest, and refuse it without a terminal to ask on unless given `--yes`.
@Suite(.onTestThreads) struct UnusualLoadCommandTests {
    /// `plates log "bench 1000x5"` after sets of 100 logged a 1,000 kg bench and its record.
    /// Without a terminal to ask on, it is refused with how to log it anyway; `--yes` logs it.
    @Test func aLoadFarAboveTheHeaviestIsRefusedWithoutATerminalUnlessSaidYes() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench w40x10"]).status == 0)
        let refused = try await PlatesProcess.run(["--db", db, "log", "bench 1000x5"])
        #expect(
            refused.status == 1
                && refused.stderr
                    == "plates: 1000 kg is 10 times the heaviest Bench Press logged (100 kg × 5): a typo? If it is right, add --yes.\n",
            "\(refused.stdout)\(refused.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT count(*) FROM workout_set") == "2")
        let said = try await PlatesProcess.run(["--db", db, "log", "bench 1000x5", "--yes"])
        #expect(said.status == 0 && said.stdout.hasPrefix("Logged Bench Press: 1000 kg × 5"), "\(said.stdout)\(said.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 105x5"]).status == 0)
        // An edit is asked the same: `set edit last 900x5` for 90x5, the set itself the measure.
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 90x5"]).status == 0)
        let edit = try await PlatesProcess.run(["--db", db, "set", "edit", "last", "900x5"])
        #expect(edit.status == 1 && edit.stderr.hasPrefix("plates: 900 kg is 10 times the heaviest Squat logged (90 kg × 5)"), "\(edit.stderr)")
        let editSaid = try await PlatesProcess.run(["--db", db, "set", "edit", "last", "900x5", "--yes"])
        #expect(editSaid.status == 0 && editSaid.stdout.hasPrefix("Saved Squat: 900 kg × 5"), "\(editSaid.stdout)\(editSaid.stderr)")
    }
}
