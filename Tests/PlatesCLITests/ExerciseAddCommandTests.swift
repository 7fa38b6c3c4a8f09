import Foundation
import PlatesTestSupport
import Testing

/// `plates exercise add` takes what the name says (found adding exercises as a new lifter:
/// `Rowing machine` was added a strength exercise in Cardio, and `Dips` refused `dips x10`, "no
/// earlier set"), says what it guessed, and takes a flag over any guess.
@Suite(.onTestThreads) struct ExerciseAddCommandTests {
    @Test func anAddedExerciseTakesWhatItsNameSaysAndSaysSo() async throws {
        let db = PlatesProcess.tempDatabase()
        for (name, added) in [
            ("Rowing machine", "Added Rowing machine · Cardio · cardio"),
            ("Dips", "Added Dips · Triceps · strength · body weight"),
            ("Side Plank", "Added Side Plank · Core · timed"),
            ("Dead hang", "Added Dead hang · Arms · timed"),
            ("Hang Clean", "Added Hang Clean · Arms · strength"),
        ] {
            let out = try await PlatesProcess.run(["--db", db, "exercise", "add", name])
            #expect(
                out.status == 0 && out.stdout.hasPrefix(added + "\nGuessed from the name: the group, the type and the body weight"),
                "\(out.stdout)\(out.stderr)")
        }
        // Each logs as its kind of set, without an edit first.
        for line in ["dips x10", "side plank 45s", "rowing machine 2km 8:30"] {
            let out = try await PlatesProcess.run(["--db", db, "log", line])
            #expect(out.status == 0, "\(line): \(out.stderr)")
        }
    }

    @Test func aFlagIsTakenOverTheGuessAndWhatIsGivenIsNotSaidGuessed() async throws {
        let db = PlatesProcess.tempDatabase()
        let dips = try await PlatesProcess.run(["--db", db, "exercise", "add", "Bench Dips", "--group", "triceps", "--no-body-weight"])
        #expect(
            dips.stdout == "Added Bench Dips · Triceps · strength\nGuessed from the name: the type (plates exercise edit \"Bench Dips\" changes it).\n",
            "\(dips.stdout)\(dips.stderr)")
        let all = try await PlatesProcess.run(["--db", db, "exercise", "add", "Sled Push", "--group", "legs", "--type", "strength", "--body-weight"])
        #expect(all.stdout == "Added Sled Push · Legs · strength · body weight\n", "\(all.stdout)\(all.stderr)")
        // A cardio group makes a cardio exercise of a name that says nothing.
        let cardio = try await PlatesProcess.run(["--db", db, "exercise", "add", "Battle Ropes", "--group", "cardio"])
        #expect(cardio.stdout.hasPrefix("Added Battle Ropes · Cardio · cardio\n"), "\(cardio.stdout)\(cardio.stderr)")
    }
}
