import Foundation
import PlatesTestSupport
import Testing

/// `plates exercise alias|unalias|aliases`: a name of one's own given, a mapping made in error
/// (an import's `--map`) taken away — it read "incline bench" as Bench Press in every later log
/// and import, and nothing but a new exercise of that name undid it.
@Suite(.onTestThreads) struct ExerciseAliasCommandTests {
    @Test func otherNamesAreGivenListedAndDropped() async throws {
        let db = PlatesProcess.tempDatabase()
        let given = try await PlatesProcess.run(["--db", db, "exercise", "alias", "Inc Bench", "bench press"])
        #expect(given.status == 0 && given.stdout == "‘inc bench’ now reads as Bench Press.\n", "\(given.stderr)")
        let moved = try await PlatesProcess.run(["--db", db, "exercise", "alias", "inc bench", "incline"])
        #expect(moved.stdout == "‘inc bench’ now reads as Incline Dumbbell Press (it read as Bench Press).\n", "\(moved.stderr)")
        let listed = try await PlatesProcess.run(["--db", db, "exercise", "aliases"])
        #expect(listed.stdout == "NAME       READS AS\ninc bench  Incline Dumbbell Press\n", "\(listed.stdout)")
        let logged = try await PlatesProcess.run(["--db", db, "log", "inc bench 30x10"])
        #expect(logged.stdout.hasPrefix("Logged Incline Dumbbell Press: 30 kg × 10"), "\(logged.stdout)\(logged.stderr)")

        let dropped = try await PlatesProcess.run(["--db", db, "exercise", "unalias", "INC BENCH"])
        #expect(dropped.status == 0 && dropped.stdout.hasPrefix("‘inc bench’ no longer reads as Incline Dumbbell Press.\n"), "\(dropped.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "log", "inc bench 30x10"]).status == 1)
        // The command it prints gives it back.
        let shell = try await PlatesProcess.runPrinted(dropped.stdout, after: "To give it back: ")
        #expect(shell.status == 0, "\(shell.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT name_key FROM exercise_alias") == "inc bench")

        let own = try await PlatesProcess.run(["--db", db, "exercise", "alias", "squat", "bench"])
        #expect(own.status == 1 && own.stderr.hasPrefix("plates: ‘squat’ is Squat's own name"), "\(own.stderr)")
        let none = try await PlatesProcess.run(["--db", db, "exercise", "unalias", "nothing"])
        #expect(none.status == 1 && none.stderr == "plates: No exercise has ‘nothing’ as another name.\n", "\(none.stderr)")
    }
}
