import Foundation
import PlatesTestSupport
import Testing

/// `plates routine` through the real binary: a routine written as a plan, shown, changed, and
/// what a merge of one of its exercises does to it.
@Suite(.onTestThreads) struct RoutineCommandTests {
    @Test func aRoutineIsAddedShownAndEdited() async throws {
        let db = PlatesProcess.tempDatabase()
        let add = try await PlatesProcess.run(["--db", db, "routine", "add", "Legs day", "Squat 5x5 100kg warm-ups; Plank 3x60s"])
        #expect(add.status == 0 && add.stdout == "Added Legs day · 2 exercises · 8 sets\n", "\(add.stderr)")
        let show = try await PlatesProcess.run(["--db", db, "routine", "show", "legs day"])
        #expect(show.stdout.contains("Squat  5×5 @ 100 kg, warm-ups"), "\(show.stdout)")
        #expect(show.stdout.contains("As text: Squat 5x5 100kg warm-ups; Plank 3x60s"), "\(show.stdout)")
        let edit = try await PlatesProcess.run(["--db", db, "routine", "edit", "legs day", "Squat 3x5; Leg Press 3x10-15"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "routine", "show", "legs day"]).stdout.contains("Leg Press  3×10–15"))
    }

    /// A plan naming exercises nobody has says how to add each (it said only "No exercise matches
    /// ‘goblet squat’. Did you mean Back Squat?"), and adds nothing.
    @Test func aPlanNamingNewExercisesSaysHowToAddThem() async throws {
        let db = PlatesProcess.tempDatabase()
        let add = try await PlatesProcess.run(["--db", db, "routine", "add", "Home", "goblet squat 3x10 24kg; Squat 3x5; side plank 3x45s"])
        #expect(add.status != 0)
        #expect(
            add.stderr.contains(
                #"No exercise matches ‘Goblet Squat’, ‘Side Plank’. Add them first: plates exercise add "Goblet Squat" --group legs; plates exercise add "Side Plank" --group core --type timed."#
            ), "\(add.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "routine", "list"]).stdout.contains("Home") == false)
    }

    /// Merging an exercise a routine plans moves its place there (it read "(deleted exercise)").
    @Test func aMergedExerciseKeepsItsPlaceInTheRoutine() async throws {
        let db = PlatesProcess.tempDatabase()
        _ = try await PlatesProcess.run(["--db", db, "exercise", "add", "Back Squat", "--group", "legs"])
        _ = try await PlatesProcess.run(["--db", db, "routine", "add", "Legs day", "Squat 5x5; Plank 3x60s"])
        let merge = try await PlatesProcess.run(["--db", db, "exercise", "merge", "Squat", "Back Squat"])
        #expect(merge.status == 0, "\(merge.stderr)")
        let show = try await PlatesProcess.run(["--db", db, "routine", "show", "legs day"])
        #expect(show.stdout.contains("Back Squat  5×5") && !show.stdout.contains("deleted"), "\(show.stdout)")
        let shipped = try await PlatesProcess.run(["--db", db, "routine", "show", "5×5 A"])
        // In columns: the plans start under each other.
        #expect(shipped.stdout.contains("  Back Squat   5×5") && shipped.stdout.contains("  Bench Press  5×5"), "\(shipped.stdout)")
        #expect(!shipped.stdout.contains("deleted"))
    }

    /// There was no way to delete a routine from the shell (only the TUI's `d d`): `routine
    /// delete` deletes one of yours and prints the command that adds it again; a shipped one is
    /// refused.
    @Test func aRoutineIsDeletedAndTheCommandItPrintsAddsItAgain() async throws {
        let db = PlatesProcess.tempDatabase()
        let plan = "Squat 5x5 100kg warm-ups; Bench Press 3x8-12; Barbell Curl 3x10 + Tricep Pushdown 3x12; Plank 3x60s"
        #expect(try await PlatesProcess.run(["--db", db, "routine", "add", "Mike's Day", plan]).status == 0)
        let before = try await PlatesProcess.run(["--db", db, "routine", "show", "mike"])
        let deleted = try await PlatesProcess.run(["--db", db, "routine", "delete", "mike"])
        #expect(deleted.status == 0 && deleted.stdout.hasPrefix("Deleted Mike's Day\n"), "\(deleted.stdout)\(deleted.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "routine", "show", "mike"]).status == 1)
        let again = try await PlatesProcess.runPrinted(deleted.stdout, after: "To add it again: ")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "routine", "show", "mike"]).stdout == before.stdout)
        let shipped = try await PlatesProcess.run(["--db", db, "routine", "delete", "5x5 a"])
        #expect(shipped.status == 1 && shipped.stderr.contains("ships with Plates and cannot be deleted"), "\(shipped.stderr)")
    }
}
