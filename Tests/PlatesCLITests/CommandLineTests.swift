import Foundation
import PlatesTestSupport
import Testing

@Suite(.onTestThreads) struct CommandLineTests {
    @Test func demoCommandsShowTheDemoData() async throws {
        let prs = try await PlatesProcess.run(["--demo", "prs", "bench"])
        #expect(prs.status == 0 && prs.stdout.hasPrefix("Bench Press: personal records") && prs.stdout.contains("5RM"))
        let all = try await PlatesProcess.run(["--demo", "prs"])
        #expect(all.stdout.contains("Squat") && all.stdout.contains("CURRENT PR"))
        let exercises = try await PlatesProcess.run(["--demo", "exercises", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(exercises.stdout.utf8)) as? [[String: Any]])
        #expect(list.count == 23 && list.contains { $0["name"] as? String == "Dips" && $0["uses_body_weight"] as? Bool == true })
        let table = try await PlatesProcess.run(["--demo", "exercises"])
        #expect(table.stdout.contains("Squat *") && table.stdout.contains("LAST SET"))
    }

    /// Two terminals started together on a new database both migrate it. GRDB checks which
    /// migrations ran before taking the write lock, so one of them used to fail ("table exercise
    /// already exists") about once in ten starts. Ten rounds of four at once: forty starts.
    @Test func manyPlatesStartingTogetherOnANewDatabaseAllWork() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-race-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = """
            mkdir -p \(dir); for round in 1 2 3 4 5 6 7 8 9 10; do
              for k in 1 2 3 4; do "\(PlatesProcess.binary.path)" --db \(dir)/$round.sqlite log "bench 100x5" >/dev/null 2>>\(dir)/errors & done
              wait
            done; cat \(dir)/errors
            """
        let run = try await PlatesProcess.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stdout)")
    }

    /// Issue 19, item 7: `--db` with a mistyped path created folders and a database, even for
    /// `plates sets`. Commands that only read create nothing; writers create the file only in a
    /// folder that exists.
    @Test func aMistypedDatabasePathCreatesNothing() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plates-typo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let typo = base + "/tarining/plates.sqlite"
        for command in [["sets"], ["prs"], ["exercises"], ["bodyweight", "list"], ["export", "--format", "csv"]] {
            let r = try await PlatesProcess.run(["--db", typo] + command)
            #expect(r.status == 1 && r.stderr.hasPrefix("plates: No database at \(typo)"), "\(command): \(r.stderr)")
        }
        let inMissingFolder = try await PlatesProcess.run(["--db", typo, "log", "bench 100x5"])
        #expect(inMissingFolder.status == 1 && inMissingFolder.stderr.contains("No folder \(base)/tarining"), "\(inMissingFolder.stderr)")
        let readHere = try await PlatesProcess.run(["--db", base + "/new.sqlite", "sets"])
        #expect(readHere.status == 1)
        // Commands that change what a new file cannot hold are no creators either: `set delete
        // last` on a mistyped path made an empty database and then said "No sets yet".
        for command in [["set", "delete", "last"], ["set", "edit", "last", "100x5"], ["routine", "edit", "mine", "Squat 5x5"], ["workout", "finish"]] {
            let r = try await PlatesProcess.run(["--db", base + "/new.sqlite"] + command)
            #expect(r.status == 1 && r.stderr.hasPrefix("plates: No database at \(base)/new.sqlite"), "\(command): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty)
        // A writer in an existing folder creates the file; then readers read it.
        #expect(try await PlatesProcess.run(["--db", base + "/new.sqlite", "log", "bench 100x5"]).status == 0)
        let sets = try await PlatesProcess.run(["--db", base + "/new.sqlite", "sets"])
        #expect(sets.status == 0 && sets.stdout.contains("100 kg × 5"))
        let folder = try await PlatesProcess.run(["--db", base, "sets"])
        #expect(folder.status == 1 && folder.stderr.contains("is a folder"))
    }

    /// Issue 19, item 22: usage mistakes printed four lines (and `--limit -5` said "Missing value").
    /// One line with a hint, status 64 (EX_USAGE); help and version still print in full.
    @Test(arguments: [
        (["frob"], "plates: Unexpected argument 'frob' (see `plates --help`)"),
        (["sets", "--limit", "-5"], "plates: --limit takes a number above 0, not -5 (see `plates sets --help`)"),
        (["--unit", "stone", "sets"], "plates: The value 'stone' is invalid for '--unit <kg|lb>'"),
        (["sets", "--bogus"], "plates: Unknown option '--bogus' (see `plates sets --help`)"),
        (["--demo", "--db", "/tmp/x.sqlite", "sets"], "plates: Choose one of --demo, --db and --server."),
        // Mistyped options among words read as they are (the set, a weight): said as options, with
        // the nearest one or where the value goes; they said "‘--note’ is not a weight, reps, …".
        (["--demo", "log", "bench", "100x5", "--note", "paused"], "plates: Unknown option '--note'. Did you mean '--notes'? (see `plates log --help`)"),
        (["--demo", "log", "bench 100x5", "--dat", "fri"], "plates: Unknown option '--dat'. Did you mean '--date'? (see `plates log --help`)"),
        (["--demo", "log", "bench 100x5", "--rpe", "8"], "plates: Unknown option '--rpe': the RPE goes in the set after @, as in 100x5@8"),
        (["--demo", "set", "edit", "last", "100x5", "--note=x"], "plates: Unknown option '--note'. Did you mean '--notes'?"),
        (["--demo", "plates", "140", "--warmpu"], "plates: Unknown option '--warmpu'. Did you mean '--warmup'?"),
        (["--demo", "bodyweight", "add", "80", "--bogus"], "plates: Unknown option '--bogus'. (see `plates bodyweight --help`)"),
        // A list of more than five values the parser writes one per line: the first line alone
        // named none ("Please provide one of the following: (see …)").
        (
            ["--demo", "exercise", "add", "Hip Thrust", "--group", "glutes"],
            "plates: The value 'glutes' is invalid for '--group <group>'. Please provide one of Chest, Back, Legs, Shoulders, Arms, Biceps, Triceps, Core, Cardio. (see"
        ),
    ])
    func usageErrorsAreOneLineWithAHint(arguments: [String], start: String) async throws {
        let r = try await PlatesProcess.run(arguments)
        #expect(r.status == 64 && r.stdout.isEmpty, "\(r.status)")
        #expect(r.stderr.hasPrefix(start) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    /// The warm-up ramp's flag, as the product spells warm-up elsewhere: `--warm-up` was read as
    /// part of the weight ("‘140 --warm-up’ is not a weight").
    @Test func thePlateCalculatorTakesWarmUpWithAHyphen() async throws {
        let r = try await PlatesProcess.run(["--demo", "plates", "140", "--warm-up"])
        #expect(r.status == 0 && r.stdout.hasPrefix("140 kg: 25 + 25 + 10 a side") && r.stdout.contains("Warm-up"), "\(r.stderr)")
    }

    @Test func helpAndVersionStillPrintInFull() async throws {
        let help = try await PlatesProcess.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("SUBCOMMANDS") && help.stderr.isEmpty)
        #expect(try await PlatesProcess.run(["--version"]).stdout == "0.1.0\n")
        let bad = try await PlatesProcess.run(["--demo", "log", "bench 100xabc"])
        #expect(bad.status == 1 && bad.stderr.hasPrefix("plates: "))  // bad input to a command: status 1
    }

    /// Issue 19, item 24: what the TUI does can be scripted — add an exercise, edit and delete a
    /// set, set and clear the goal.
    /// A typo just logged (`bench 1000x5`) took `plates sets --json` and an id copied out of it to
    /// fix. `last` is the set logged last (here the newest too); a delete says what it
    /// deleted and the command that logs it again (the command line has no undo), which logs the
    /// same set back, notes with a quote in them and its unit included.
    @Test func theLastSetIsFixedWithoutItsId() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "goal", "80"]).status == 0)
        let empty = try await PlatesProcess.run(["--db", db, "set", "delete", "last"])
        #expect(empty.status == 1 && empty.stderr.contains("No sets yet"), "\(empty.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 100x5", "--date", "2026-11-20 18:00"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 1000x5", "--notes", "it's heavy"]).status == 0)
        let edited = try await PlatesProcess.run(["--db", db, "set", "edit", "LAST", "100x5"])
        #expect(edited.status == 0 && edited.stdout.hasPrefix("Saved Bench Press: 100 kg × 5 on "), "\(edited.stdout)\(edited.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT group_concat(weight, ' ') FROM (SELECT weight FROM workout_set ORDER BY date)") == "100.0 100.0")
        let deleted = try await PlatesProcess.run(["--db", db, "--unit", "lb", "set", "delete", "last"])
        #expect(deleted.status == 0 && deleted.stdout.hasPrefix("Deleted Bench Press 220.5 lb × 5 on "), "\(deleted.stdout)\(deleted.stderr)")
        let again = try #require(deleted.stdout.split(separator: "\n").last { $0.hasPrefix("To log it again: ") })
        #expect(again.contains("plates --db '\(db)' log 'Bench Press 100kgx5' --date '20") && again.contains("--notes 'it'\\''s heavy'"), "\(again)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "1")
        let shell = try await PlatesProcess.runPrinted(deleted.stdout, after: "To log it again: ")
        #expect(shell.status == 0, "\(shell.stderr)")
        #expect(
            try PlatesProcess.sqlite(db, "SELECT weight || ' ' || weight_unit || ' ' || reps || ' ' || notes FROM workout_set ORDER BY date DESC LIMIT 1")
                == "100.0 kg 5 it's heavy")
    }

    /// `last` is the set logged last, whatever its date: a set from yesterday logged after today's,
    /// then `plates set delete last`, deleted today's (the newest by date) and left the one to fix.
    @Test func lastIsTheSetLoggedLastWhateverItsDate() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 1000x5", "--date", "yesterday 18:00"]).status == 0)
        let edited = try await PlatesProcess.run(["--db", db, "set", "edit", "last", "140x5"])
        #expect(edited.status == 0 && edited.stdout.hasPrefix("Saved Squat: 140 kg × 5 on "), "\(edited.stdout)\(edited.stderr)")
        let deleted = try await PlatesProcess.run(["--db", db, "set", "delete", "last"])
        #expect(deleted.status == 0 && deleted.stdout.hasPrefix("Deleted Squat 140 kg × 5 on "), "\(deleted.stdout)\(deleted.stderr)")
        #expect(
            try PlatesProcess.sqlite(db, "SELECT e.name || ' ' || s.weight FROM workout_set s JOIN exercise e ON e.id = s.exercise_id") == "Bench Press 100.0")
    }

    /// A set logged to the wrong exercise (the quick-log matched another name) was fixed only by
    /// deleting and logging it again with its date: `set edit` takes an exercise's name first.
    @Test func aSetMovesToTheExerciseItsEditNames() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "incline 30x10@8", "--date", "2026-11-20 18:00"]).status == 0)
        let moved = try await PlatesProcess.run(["--db", db, "set", "edit", "last", "ohp"])
        #expect(
            moved.status == 0 && moved.stdout.hasPrefix("Saved Overhead Press (was Incline Dumbbell Press): 30 kg × 10 @8 on 2026-11-20 18:00"),
            "\(moved.stdout)\(moved.stderr)")
        let prs = try await PlatesProcess.run(["--db", db, "prs", "ohp"])
        #expect(prs.status == 0 && prs.stdout.contains("30 kg × 10"), "\(prs.stdout)")
        let wrongType = try await PlatesProcess.run(["--db", db, "set", "edit", "last", "plank"])
        #expect(wrongType.status == 1 && wrongType.stderr == "plates: Plank is a timed hold: log a time like 60s or 1:30.\n", "\(wrongType.stderr)")
        let unknown = try await PlatesProcess.run(["--db", db, "set", "edit", "last", "zottman 20x8"])
        #expect(unknown.status == 1 && unknown.stderr.hasPrefix("plates: No exercise matches ‘zottman’"), "\(unknown.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT e.name FROM workout_set s JOIN exercise e ON e.id = s.exercise_id") == "Overhead Press")
    }

    /// `plates sets bench` said "Unexpected argument 'bench'" (`plates prs squat` takes the name so),
    /// and there was no way to list a stretch of days. The name may come first; `--from` and
    /// `--to` take days as `--date` does, both included.
    @Test func setsAreListedForAnExerciseAndBetweenDays() async throws {
        let db = PlatesProcess.tempDatabase()
        for (entry, date) in [("squat 100x5", "2026-11-18 18:00"), ("bench 80x5", "2026-11-20 23:30"), ("squat 105x5", "2026-11-21 07:00")] {
            #expect(try await PlatesProcess.run(["--db", db, "log", entry, "--date", date]).status == 0)
        }
        func rows(_ arguments: [String]) async throws -> [String] {
            let r = try await PlatesProcess.run(["--db", db, "sets"] + arguments)
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout.split(separator: "\n").dropFirst().map { String($0.prefix(16)) }
        }
        #expect(try await rows(["squat"]) == ["2026-11-21 07:00", "2026-11-18 18:00"])
        #expect(try await rows(["--from", "2026-11-19", "--to", "2026-11-20"]) == ["2026-11-20 23:30"])
        #expect(try await rows(["squat", "--to", "2026-11-20"]) == ["2026-11-18 18:00"])
        let json = try await PlatesProcess.run(["--db", db, "sets", "--from", "2026-11-20", "--json"])
        #expect(json.stdout.contains("\"total\" : 2"), "\(json.stdout)")
        let none = try await PlatesProcess.run(["--db", db, "sets", "bench", "--from", "2026-11-21"])
        #expect(none.status == 0 && none.stdout == "No sets match.\n")
        let backwards = try await PlatesProcess.run(["--db", db, "sets", "--from", "2026-11-21", "--to", "2026-11-20"])
        #expect(backwards.status == 1 && backwards.stderr == "plates: --to is before --from: nothing is between them.\n")
        let twice = try await PlatesProcess.run(["--db", db, "sets", "bench", "--exercise", "squat"])
        #expect(twice.status == 64, "\(twice.stderr)")
    }

    /// Past workouts from the shell: `workout show` showed the open or the last one only.
    /// `workout list` lists them newest first; `workout show DAY` shows a day's, oldest first,
    /// each with its sets.
    @Test func workoutsAreListedAndADaysAreShown() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "5x5 a"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 100x5x2"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 80x5"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "--name", "Arms"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "barbell curl 30x10"]).status == 0)
        let list = try await PlatesProcess.run(["--db", db, "workout", "list"])
        let rows = list.stdout.split(separator: "\n")
        #expect(rows.count == 3 && rows[0].hasPrefix("STARTED") && rows[1].contains("Arms") && rows[1].contains("open"), "\(list.stdout)\(list.stderr)")
        #expect(rows[2].contains("5×5 A") && rows[2].contains("min"))
        #expect(try await PlatesProcess.run(["--db", db, "workout", "list", "--limit", "1"]).stdout.split(separator: "\n").count == 2)
        let today = try await PlatesProcess.run(["--db", db, "workout", "show", "today"])
        let blocks = today.stdout.components(separatedBy: "\n\n")
        #expect(blocks.count == 2 && blocks[0].hasPrefix("5×5 A") && blocks[0].contains("3 sets") && blocks[1].hasPrefix("Arms"), "\(today.stdout)")
        #expect(blocks[1].contains("Barbell Curl  30 kg × 10"), "\(today.stdout)")
        // The sets in columns: the names padded to the longest.
        let sets = blocks[0].split(separator: "\n").dropFirst()
        #expect(
            sets.count == 3 && sets.allSatisfy { $0.dropFirst(9).hasPrefix("Squat        100 kg × 5") || $0.dropFirst(9).hasPrefix("Bench Press  80 kg × 5") },
            "\(today.stdout)")
        let none = try await PlatesProcess.run(["--db", db, "workout", "show", "2020-01-01"])
        #expect(none.status == 0 && none.stdout.hasPrefix("No workout on 2020-01-01"))
        #expect(try await PlatesProcess.run(["--db", db, "workout", "show", "someday"]).status == 1)
        #expect(try await PlatesProcess.run(["--db", db, "workout", "list", "--limit", "0"]).status != 0)
    }

    /// A weigh-in typed wrong could only be deleted in the TUI: `bodyweight delete` takes the
    /// newest or a day's, and prints the command that adds it again (notes too).
    @Test func aWeighInIsDeletedAndTheCommandItPrintsAddsItAgain() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(
            try await PlatesProcess.run(["--db", db, "bodyweight", "add", "81.5", "--date", "2026-11-20 07:30", "--notes", "after a 'cheat' day"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "add", "182"]).status == 0)
        let last = try await PlatesProcess.run(["--db", db, "bodyweight", "delete"])
        #expect(last.status == 0 && last.stdout.hasPrefix("Deleted body weight 182 kg on "), "\(last.stdout)\(last.stderr)")
        let day = try await PlatesProcess.run(["--db", db, "bodyweight", "delete", "2026-11-20"])
        #expect(day.stdout.hasPrefix("Deleted body weight 81.5 kg on 2026-11-20 07:30"), "\(day.stdout)\(day.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM body_weight") == "0")
        let again = try await PlatesProcess.runPrinted(day.stdout, after: "To add it again: ")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT weight || ' ' || unit || ' ' || notes FROM body_weight") == "81.5 kg after a 'cheat' day")
        let none = try await PlatesProcess.run(["--db", db, "bodyweight", "delete", "yesterday"])
        #expect(none.status == 1 && none.stderr.contains("No weigh-in on"), "\(none.stderr)")
    }

    /// A workout started by mistake stayed in the list (there was no way to delete one): `workout
    /// delete` takes the open or last one, or a day's (by name when there are several); its sets
    /// stay, in no workout.
    @Test func aWorkoutIsDeletedAndItsSetsStay() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "5x5 a"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "push"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 80x5"]).status == 0)
        let two = try await PlatesProcess.run(["--db", db, "workout", "delete", "today"])
        #expect(two.status == 1 && two.stderr.contains("2 workouts on") && two.stderr.contains("--name"), "\(two.stderr)")
        let named = try await PlatesProcess.run(["--db", db, "workout", "delete", "today", "--name", "5x5"])
        #expect(named.status == 0 && named.stdout.hasPrefix("Deleted the workout 5×5 A · started"), "\(named.stdout)\(named.stderr)")
        let open = try await PlatesProcess.run(["--db", db, "workout", "delete"])
        #expect(open.stdout.hasPrefix("Deleted the workout Push") && open.stdout.contains("Its 1 set stays, in no workout."), "\(open.stdout)")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout") == "0")
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set WHERE workout_id IS NULL") == "1")
        let none = try await PlatesProcess.run(["--db", db, "workout", "delete"])
        #expect(none.status == 1 && none.stderr == "plates: No workout yet: plates workout list shows them.\n", "\(none.stderr)")
        // A name without a day: the newest workout that has it, not the open one.
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "5x5 a"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "push"]).status == 0)
        let byName = try await PlatesProcess.run(["--db", db, "workout", "delete", "--name", "5x5 a"])
        #expect(byName.stdout.hasPrefix("Deleted the workout 5×5 A"), "\(byName.stdout)\(byName.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT name FROM workout") == "Push")
    }

    /// In a routine's workout, `plates log ohp` said "No earlier set of Overhead Press to repeat"
    /// with the plan saying 3×8 @ 40 kg: what the line leaves out is the plan's next set of it.
    @Test func aRoutinesWorkoutLogsThePlannedSet() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "routine", "add", "Push", "OHP 3x8 40kg, Plank 2x60s, Pull-ups 3x10"]).status == 0)
        #expect(try await PlatesProcess.run(["--db", db, "workout", "start", "push"]).status == 0)
        // A set logged at another time is not the workout's: as typed, from the last set (none).
        let earlier = try await PlatesProcess.run(["--db", db, "log", "ohp x5", "--date", "yesterday"])
        #expect(earlier.status == 1 && earlier.stderr.contains("No weight given"), "\(earlier.stdout)\(earlier.stderr)")
        for (line, logged) in [
            ("ohp", "40 kg × 8"), ("ohp 42.5", "42.5 kg × 8"), ("ohp x6", "40 kg × 6"), ("ohp", "40 kg × 6"), ("plank", "1:00"),
            // A body-weight exercise's number alone is its reps, plan or not (it was BW + 8 kg × 10).
            ("pull-ups 8", "BW × 8"), ("pull-ups", "BW × 10"),
        ] {
            let out = try await PlatesProcess.run(["--db", db, "log", line])
            #expect(out.status == 0 && out.stdout.split(separator: "\n").first?.hasSuffix(": " + logged) == true, "\(line): \(out.stdout)\(out.stderr)")
        }
    }

    @Test func exercisesSetsAndTheGoalCanBeScripted() async throws {
        let db = PlatesProcess.tempDatabase()
        let added = try await PlatesProcess.run(["--db", db, "exercise", "add", "Zercher Squat"])
        #expect(added.status == 0 && added.stdout.hasPrefix("Added Zercher Squat · Legs · strength\nGuessed from the name:"), "\(added.stderr)")
        #expect(
            try await PlatesProcess.run(["--db", db, "exercise", "add", "Ring Dips", "--group", "triceps", "--body-weight"]).stdout.contains("body weight"))
        let twice = try await PlatesProcess.run(["--db", db, "exercise", "add", "zercher squat"])
        #expect(twice.status == 1 && twice.stderr.contains("already exists"))
        #expect(try await PlatesProcess.run(["--db", db, "log", "zercher 100x5", "--notes", "belt"]).status == 0)
        let json = try await PlatesProcess.run(["--db", db, "sets", "--json"])
        let page = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let id = try #require((page["items"] as? [[String: Any]])?.first?["id"] as? String)
        let edited = try await PlatesProcess.run(["--db", db, "set", "edit", id, "105x5@8"])
        #expect(edited.stdout.hasPrefix("Saved Zercher Squat: 105 kg × 5 @8 on 20"), "\(edited.stderr)")
        #expect(try PlatesProcess.sqlite(db, "SELECT weight || ' ' || reps || ' ' || rpe || ' ' || notes FROM workout_set") == "105.0 5 8.0 belt")
        #expect(try await PlatesProcess.run(["--db", db, "set", "edit", id, "--notes", ""]).status == 0)
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set WHERE notes IS NULL") == "1")
        #expect(try await PlatesProcess.run(["--db", db, "set", "delete", id]).stdout.hasPrefix("Deleted Zercher Squat 105 kg × 5 @8"))
        let gone = try await PlatesProcess.run(["--db", db, "set", "delete", id])
        #expect(gone.status == 1 && gone.stderr.hasPrefix("plates: No set with id"))
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "goal", "172lb"]).stdout == "Goal: 172 lb\n")
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "goal", "5"]).status == 1)
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "goal", "--clear"]).stdout == "Goal removed\n")
        // Built-in exercises can be renamed and edited too (issue 18).
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "rename", "squat", "Back Squat"]).stdout == "Renamed Squat to Back Squat\n")
        let edit = try await PlatesProcess.run(["--db", db, "exercise", "edit", "leg press", "--body-weight", "true", "--pr-reps", "5"])
        #expect(edit.stdout == "Leg Press · Legs · strength · body weight · PR at 5 reps · rest default (3:00)\n", "\(edit.stderr)")
        // The rest timer after its sets (issue 22): a time, off, or the default again; nonsense is refused.
        let rest = try await PlatesProcess.run(["--db", db, "exercise", "edit", "leg press", "--rest", "2:30"])
        #expect(rest.stdout.hasSuffix("· rest 2:30\n"), "\(rest.stdout)\(rest.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "edit", "leg press", "--rest", "off"]).stdout.hasSuffix("· rest off\n"))
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "edit", "leg press", "--rest", "default"]).stdout.hasSuffix("· rest default (3:00)\n"))
        let nonsense = try await PlatesProcess.run(["--db", db, "exercise", "edit", "leg press", "--rest", "soon"])
        #expect(nonsense.status == 1 && nonsense.stderr.contains("A rest is like 3:00, 90s, 2m or off (got ‘soon’)"), "\(nonsense.stderr)")
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "edit", "zercher", "--type", "timed"]).status == 0)  // no sets left
        #expect(try await PlatesProcess.run(["--db", db, "exercise", "rename", "back squat", "bench press"]).status == 1)
    }

    @Test func bodyWeightIsAddedAndListed() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "bodyweight", "add", "86.4", "--date", "2026-10-01"]).status == 0)
        let add = try await PlatesProcess.run(["--db", db, "bodyweight", "add", "81,5"])
        #expect(add.stdout.hasPrefix("Logged body weight: 81.5 kg") && add.stdout.contains("-4.9 kg since the start"))
        let list = try await PlatesProcess.run(["--db", db, "bodyweight", "list"])
        #expect(list.stdout.contains("Start 86.4 · now 81.5 · change -4.9 kg"))
        let json = try await PlatesProcess.run(["--db", db, "bodyweight", "list", "--json"])
        #expect(json.stdout.contains("\"total\" : 2"))
        for bad in ["abc", "-5", "5000", "80stone", "NaN"] {
            let r = try await PlatesProcess.run(["--db", db, "bodyweight", "add", bad])
            #expect(r.status != 0 && r.stderr.hasPrefix("plates: "), "\(bad)")
        }
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM body_weight") == "2")
    }

    @Test func theDefaultDatabaseLivesUnderXDGDataHome() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("plates-xdg-\(UUID().uuidString)")
        let r = try await PlatesProcess.run(["log", "bench 100x5"], environment: ["XDG_DATA_HOME": home.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("plates/plates.sqlite").path))
    }

    @Test func contradictoryOrUnknownOptionsFail() async throws {
        let both = try await PlatesProcess.run(["--demo", "--db", "/tmp/x.sqlite", "sets"])
        #expect(both.status != 0 && both.stderr.contains("Choose one of --demo, --db and --server"))
        let unit = try await PlatesProcess.run(["--demo", "--unit", "stone", "sets"])
        #expect(unit.status != 0)
        let unknown = try await PlatesProcess.run(["frobnicate"])
        #expect(unknown.status != 0)
    }

    @Test func serverOptionsAreChecked() async throws {
        let server = PlatesProcess.binary.deletingLastPathComponent().appendingPathComponent("plates-server")
        let sync = try await PlatesProcess.run(["--sqlite-sync", "fast"], executable: server)
        #expect(sync.status != 0 && sync.stderr.contains("--sqlite-sync"), "\(sync.stderr)")
        let both = try await PlatesProcess.run(["--db", "/tmp/x.sqlite", "--postgres", "postgres://a@b/c"], executable: server)
        #expect(both.status != 0 && both.stderr.contains("Give --db (SQLite) or --postgres, not both."), "\(both.stderr)")
        let help = try await PlatesProcess.run(["--help"], executable: server)
        #expect(help.status == 0 && help.stdout.contains("--sqlite-sync <full|normal>"), "\(help.stdout)")
    }

    @Test func helpAndCompletionWork() async throws {
        let help = try await PlatesProcess.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("log") && help.stdout.contains("bodyweight") && help.stdout.contains("--demo"))
        let completion = try await PlatesProcess.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0 && completion.stdout.contains("_plates"))
    }

    @Test func theBinaryWorksWhenCopiedElsewhere() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let copy = dir.appendingPathComponent("plates")
        // Copied by `cp`, not in this process: a child another test starts while the copy is open
        // would inherit the descriptor (Foundation does not set close-on-exec) and keep it, and
        // running the copy would then fail with "Text file busy".
        let cp = try await Spawn.runOffPool("/bin/cp", [PlatesProcess.binary.path, copy.path])
        #expect(cp.status == 0, "\(cp.stderr)")
        let r = try await PlatesProcess.run(["--demo", "sets", "--limit", "3"], executable: copy)
        #expect(r.status == 0 && r.stdout.contains("EXERCISE"), "\(r.stderr)")
    }

    @Test func hostileNamesNeverReachTheTerminalRaw() async throws {
        let db = PlatesProcess.tempDatabase()
        _ = try await PlatesProcess.run(["--db", db, "bodyweight", "add", "80"])  // creates the file
        _ = try PlatesProcess.sqlite(
            db, "INSERT INTO exercise VALUES ('', 'evil', 'Evil' || char(27) || ']0;pwned' || char(7), 'evil2', 'Chest', 'strength', 1, 0, 0, NULL, 0, NULL)")
        let r = try await PlatesProcess.run(["--db", db, "exercises"])
        #expect(r.status == 0 && !r.stdout.contains("\u{1B}") && r.stdout.contains("Evil?]0;pwned?"))
    }
}
