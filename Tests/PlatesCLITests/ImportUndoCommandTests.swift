import Foundation
import PlatesTestSupport
import Testing

/// `plates import FILE --undo`: a wrong import (a Strong file in pounds read as kg, the wrong
/// file) taken back alone, with what was logged since kept; a restore of the backup would undo
/// that too, and a server account has no backup at all.
@Suite(.onTestThreads) struct ImportUndoCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/import")

    @Test func theImportAloneIsTakenBackAfterAskingAndTheLiftersSetsStay() async throws {
        let db = PlatesProcess.tempDatabase()
        let file = Self.fixtures.appendingPathComponent("strong-classic.csv").path
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5", "--date", "2026-11-01"]).status == 0)
        let imported = try await PlatesProcess.run(["--db", db, "--unit", "lb", "import", file])
        #expect(
            imported.stdout.contains("To take back this import alone, keeping what you log after it: plates --db '\(db)' import '\(file)' --undo"),
            "\(imported.stdout)")
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 120x5"]).status == 0)
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "12")

        // No terminal to ask on: refused, saying what would go and how to go on; nothing goes.
        let asked = try await PlatesProcess.run(["--db", db, "import", file, "--undo"])
        #expect(asked.status == 1 && asked.stderr.contains("Undoing the import removes 10 sets, 2 workouts and 1 exercise: add --yes"), "\(asked.stderr)")
        let listed = try await PlatesProcess.run(["--db", db, "import", file, "--undo", "--dry-run"])
        #expect(listed.stdout.contains("To remove: 10 sets of the 10 the file gives") && listed.stdout.contains("(Tricep Dips)"), "\(listed.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "12")

        let undone = try await PlatesProcess.run(["--db", db, "import", file, "--undo", "--yes"])
        #expect(undone.status == 0 && undone.stdout.contains("Removed: 10 sets of the 10 the file gives"), "\(undone.stdout)\(undone.stderr)")
        #expect(undone.stdout.contains("Backed up the database first: plates --db '\(db)' restore '"))
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "2")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout") == "0")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM exercise WHERE name = 'Tricep Dips'") == "0")
        let again = try await PlatesProcess.run(["--db", db, "import", file, "--undo", "--yes"])
        #expect(again.status == 0 && again.stdout.contains("Nothing of it is here"), "\(again.stdout)")
        #expect(try await PlatesProcess.run(["--db", db, "import", file, "--yes"]).stderr.contains("--yes goes with --undo"))
    }

    /// On a server account, where no backup of the account is at hand: the server finds and
    /// removes the file's sets (`POST /import?undo=true`), after the same listing and question.
    @Test func aServerAccountsImportIsTakenBackThere() async throws {
        let (process, port) = try await ServerEndToEndTests.serverProcess(["--db", PlatesProcess.tempDatabase()])
        defer { process.terminate() }
        let env = try await ServerEndToEndTests.signedUp(server: "http://127.0.0.1:\(port)", email: "mover@example.com")
        let file = Self.fixtures.appendingPathComponent("hevy.csv").path
        let imported = try await PlatesProcess.run(["import", file], environment: env)
        #expect(imported.status == 0 && imported.stdout.contains("import '\(file)' --undo"), "\(imported.stdout)\(imported.stderr)")
        #expect(try await PlatesProcess.run(["log", "bench 100x5"], environment: env).status == 0)
        let asked = try await PlatesProcess.run(["import", file, "--undo"], environment: env)
        #expect(asked.status == 1 && asked.stderr.contains("Undoing the import removes 7 sets, 2 workouts and 1 exercise"), "\(asked.stderr)")
        let undone = try await PlatesProcess.run(["import", file, "--undo", "--yes"], environment: env)
        #expect(undone.status == 0 && undone.stdout.contains("Removed: 7 sets of the 7 the file gives"), "\(undone.stdout)\(undone.stderr)")
        let left = try await PlatesProcess.run(["sets"], environment: env)
        #expect(left.stdout.split(separator: "\n").count == 2 && left.stdout.contains("100 kg × 5"), "\(left.stdout)")
    }
}
