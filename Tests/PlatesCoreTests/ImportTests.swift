import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// The readers and the planner on hand-made files with every quirk the apps' exports have
/// (Tests/Fixtures/import), against the base catalogue.
@Suite(.onTestThreads) struct ImportTests {
    static let utc = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
    static let base = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)

    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func plan(_ text: String, format: ImportFormat? = nil, unit: WeightUnit = .kg) throws -> (ImportFile, ImportBatch, ImportReport) {
        let file = try ImportFile.read(text, format: format, unit: unit, calendar: utc)
        let (batch, report) = try ImportPlanner.plan(file, existing: base, defaultPRReps: 1, options: .init(scope: "test", now: now))
        return (file, batch, report)
    }

    static func day(_ text: String) -> Date {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return f.date(from: text)!
    }

    func exercise(_ batch: ImportBatch, _ name: String) -> Exercise? {
        (batch.exercises + Self.base).first { $0.name == name }
    }

    func sets(_ batch: ImportBatch, _ name: String) -> [WorkoutSet] {
        guard let e = exercise(batch, name) else { return [] }
        return batch.sets.filter { $0.exerciseId == e.id }
    }

    @Test func eachFormatIsKnownByItsHeader() throws {
        #expect(ImportFormat.detect(try Self.fixture("strong-classic.csv")) == .strong)
        #expect(ImportFormat.detect(try Self.fixture("strong-2025.csv")) == .strong)
        #expect(ImportFormat.detect(try Self.fixture("hevy.csv")) == .hevy)
        #expect(ImportFormat.detect(try Self.fixture("hevy-imperial.csv")) == .hevy)
        #expect(ImportFormat.detect(try Self.fixture("fitnotes.csv")) == .fitnotes)
        #expect(ImportFormat.detect(try Self.fixture("fitnotes-old.csv")) == .fitnotes)
        #expect(ImportFormat.detect("{\"format\": \"plates-export\"}") == .plates)
        #expect(ImportFormat.detect("record_type,id\n") == .plates)
        #expect(ImportFormat.detect("a,b,c\n1,2,3\n") == nil)
    }

    @Test func strongClassic() throws {
        let (_, batch, report) = try Self.plan(try Self.fixture("strong-classic.csv"))
        #expect(report.rows == 11 && report.setsInFile == 10 && report.emptySets == 1 && report.notSets == 0)
        #expect(report.matched == ["Bench Press", "Plank", "Pull-ups", "Running", "Squat"])
        #expect(report.created == ["Tricep Dips"])
        // Strong's names for catalogue exercises are read as them (issue 18), and the report says so.
        #expect(
            report.names.map(\.exercise) == ["Bench Press", "Pull-ups"]
                && report.lines.contains("Name: Bench Press (Barbell) → Bench Press (Strong's name for it)"))
        let bench = sets(batch, "Bench Press")
        #expect(bench.map(\.weight) == [60, 80, 80] && bench.allSatisfy { $0.weightUnit == .kg })
        // RPE 0 is none; a set's notes are its own (the workout's are the workout's); one second
        // apart in file order.
        #expect(bench[0].rpe == nil && bench[1].rpe == 8)
        #expect(bench[0].notes == "Felt strong 💪, elbows tucked" && bench[1].notes == nil)
        // Strong's workouts keep their names, lengths (`1h 11m`) and notes; every set names its workout.
        let push = try #require(batch.workouts.first)
        #expect(push.name == "Push Day" && push.notes == "Good session" && push.startedAt == Self.day("2023-10-08 15:57:35"))
        #expect(push.finishedAt == Self.day("2023-10-08 17:08:35"))
        #expect(bench.allSatisfy { $0.workoutId == push.id } && batch.sets.allSatisfy { $0.workoutId != nil })
        #expect(report.lines.contains { $0.hasPrefix("Workouts: \(batch.workouts.count) in the file") })
        #expect(bench[0].date == Self.day("2023-10-08 15:57:35") && bench[2].date == Self.day("2023-10-08 15:57:37"))
        #expect(Set(bench.map(\.id)).count == 3, "two sets with the same values still get ids of their own")
        // "Squat " and "squat" match the base Squat; W is a warm-up.
        #expect(sets(batch, "Squat").map(\.kind) == [.warmup, .normal])
        #expect(sets(batch, "Plank").map(\.duration) == [60] && sets(batch, "Plank")[0].reps == nil)
        let run = try #require(sets(batch, "Running").first)
        #expect(run.distance == 5 && run.distanceUnit == .km && run.duration == 1500 && run.notes == "Easy pace")
        let pullUp = try #require(exercise(batch, "Pull-ups"))
        #expect(pullUp.usesBodyWeight && pullUp.muscleGroup == .back && pullUp.exerciseType == .strength)
        #expect(sets(batch, "Pull-ups").map(\.kind) == [.normal, .failure] && sets(batch, "Pull-ups").allSatisfy { $0.weight == 0 })
        #expect(sets(batch, "Tricep Dips").first?.kind == .drop)
        #expect(report.guesses.map(\.exercise) == ["Tricep Dips"])
        // The weight unit is the user's: --unit lb.
        let (_, pounds, lbReport) = try Self.plan(try Self.fixture("strong-classic.csv"), unit: .lb)
        #expect(pounds.sets.allSatisfy { $0.weight == nil || $0.weightUnit == .lb })
        #expect(lbReport.lines.contains { $0.contains("weights without a unit read as lb") })
    }

    @Test func strong2025() throws {
        let (_, batch, report) = try Self.plan(try Self.fixture("strong-2025.csv"))
        #expect(report.rows == 8 && report.setsInFile == 6 && report.emptySets == 1 && report.notSets == 1)
        let squat = sets(batch, "Squat")
        #expect(squat.map(\.weight) == [60, 102.5, 12.9] && squat.map(\.reps) == [5, 5, 20])
        #expect(squat.map(\.kind) == [.warmup, .normal, .normal] && squat[1].rpe == 8.5)
        #expect(squat[0].notes == nil && squat[1].notes == "Belt on")
        // `Duration (sec)` is the length; the workout's notes are its own.
        let legs = try #require(batch.workouts.first { $0.name == "Legs" })
        #expect(legs.notes == "Morning, fasted" && legs.finishedAt == legs.startedAt.addingTimeInterval(3600))
        #expect(squat.allSatisfy { $0.workoutId == legs.id })
        #expect(sets(batch, "Leg Press").first?.kind == .drop)
        let row = try #require(sets(batch, "Rowing").first)
        #expect(row.distance == 2000 && row.distanceUnit == .m && row.duration == 480)
        #expect(exercise(batch, "Rowing")?.exerciseType == .cardio)
        #expect(sets(batch, "Bench Press").first?.notes == "He said \"go\"; I went\nsecond line")
    }

    @Test func hevy() throws {
        let (_, batch, report) = try Self.plan(try Self.fixture("hevy.csv"))
        #expect(report.rows == 7 && report.setsInFile == 7 && report.emptySets == 0)
        let bench = sets(batch, "Bench Press")
        #expect(bench.map(\.kind) == [.warmup, .normal, .failure] && bench.map(\.rpe) == [nil, 8.5, 10])
        #expect(bench[0].date == Self.day("2025-09-15 07:48:00"))
        // Notes repeated on every set are kept once, with real line breaks; the description is the workout's.
        #expect(bench[0].notes == "Pause reps\nelbows in" && bench[1].notes == nil)
        let push = try #require(batch.workouts.first)
        #expect(push.name == "Push" && push.notes == "Felt good" && push.startedAt == Self.day("2025-09-15 07:48:00"))
        #expect(push.finishedAt == Self.day("2025-09-15 08:50:00") && bench.allSatisfy { $0.workoutId == push.id })
        let dip = try #require(exercise(batch, "Triceps Dip"))
        #expect(dip.usesBodyWeight && dip.muscleGroup == .triceps)
        #expect(sets(batch, "Triceps Dip").map(\.kind) == [.normal, .drop] && sets(batch, "Triceps Dip").allSatisfy { $0.weight == 0 })
        #expect(sets(batch, "Plank").first?.duration == 60)
        let run = try #require(sets(batch, "Running").first)
        #expect(run.date == Self.day("2026-05-15 19:26:00") && run.distance == 5.2 && run.distanceUnit == .km && run.duration == 1560)

        let (_, imperial, _) = try Self.plan(try Self.fixture("hevy-imperial.csv"))
        #expect(sets(imperial, "Deadlift").first.map { ($0.weight, $0.weightUnit, $0.rpe) } ?? (nil, nil, nil) == (315, .lb, 9))
        #expect(sets(imperial, "Cycling").first.map { ($0.distance, $0.distanceUnit) } ?? (nil, nil) == (3.1, .mi))
    }

    /// Issue 21, defect 6: a stray control character or a bidi override in a file's note is
    /// dropped and counted, not a reason to refuse the set; a name keeps only its words.
    @Test func controlCharactersInAFileAreCleanedAndCounted() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let rows =
            "2025-01-06 18:00:00,A,1h,Bench Press (Barbell),1,80,8,0,0,felt\u{0}\u{1B}[31m fast\u{202E},,\n"
            + "2025-01-06 18:00:00,A,1h,Zercher\u{7}Squat,1,80,8,0,0,,,\n"
        let (_, batch, report) = try Self.plan(header + rows)
        #expect(sets(batch, "Bench Press").first?.notes == "felt[31m fast")
        #expect(report.adjustments["notes with control characters cleaned"] == 1)
        #expect(exercise(batch, "ZercherSquat") != nil, "\(batch.exercises.map(\.name))")
    }

    @Test func fitNotes() throws {
        let (_, batch, report) = try Self.plan(try Self.fixture("fitnotes.csv"))
        #expect(report.rows == 6 && report.setsInFile == 6)
        let bench = sets(batch, "Bench Press")
        #expect(bench.map(\.weight) == [100, 225] && bench.map(\.weightUnit) == [.kg, .lb] && bench[1].notes == "Heavy, slow")
        #expect(bench[0].date == Self.day("2024-01-05 12:00:00"))
        let tread = sets(batch, "Running")
        #expect(tread.map(\.distance) == [1.5, 152.4] && tread.map(\.distanceUnit) == [.km, .m] && tread.map(\.duration) == [600, 120])
        #expect(report.adjustments["distances in feet converted to metres"] == 1)
        // Category is the muscle group: nothing guessed.
        #expect(exercise(batch, "Hanging Knee Raise")?.muscleGroup == .core && report.guesses.isEmpty)
        #expect(report.matched == ["Bench Press", "Running", "Squat"])

        let (_, old, oldReport) = try Self.plan(try Self.fixture("fitnotes-old.csv"))
        #expect(oldReport.setsInFile == 2)
        #expect(sets(old, "Seated Cable Row").first.map { ($0.weight, $0.weightUnit, $0.reps) } ?? (nil, nil, nil) == (55, .kg, 12))
        #expect(sets(old, "Cycling").first?.duration == 900 && exercise(old, "Cycling")?.muscleGroup == .cardio)
    }

    @Test func importingTheSameFileGivesTheSameIds() throws {
        let text = try Self.fixture("strong-2025.csv")
        let (_, a, _) = try Self.plan(text)
        let (_, b, _) = try Self.plan(text)
        #expect(a.sets.map(\.id) == b.sets.map(\.id) && a.exercises.map(\.id) == b.exercises.map(\.id))
        let other = try ImportPlanner.plan(
            try ImportFile.read(text, format: nil, unit: .kg, calendar: Self.utc),
            existing: Self.base, defaultPRReps: 1, options: .init(scope: "another account", now: Self.now)
        ).0
        #expect(Set(other.sets.map(\.id)).isDisjoint(with: a.sets.map(\.id)))
        #expect(StableID.make(["a", "b"]) != StableID.make(["ab"]) && StableID.make(["x"]).count == 36)
    }

    /// The ids a file's sets get never change between versions: importing it again must find
    /// them. These are the ids session 36's `plates import` gave these fixtures (scope "local").
    @Test func setIdsAreThoseEarlierVersionsGave() throws {
        let pinned: [String: [String]] = [
            "strong-classic.csv": [
                "0a3da4c6-69c9-8359-9437-97013769e9f6", "1106450c-be93-868c-99cf-2c656cf2b1d1", "3f7dcafc-8bae-83a9-b550-a8ecc6007f64",
                "5657392c-0c7d-8265-b527-012134162be9", "57f3fa2d-1f28-8d06-a931-95770509c826", "84ad45e5-7134-8260-94d9-6fa6f612ca1c",
                "89451d14-8a22-88d3-9ce6-57d7f0df013e", "8e9c2f94-5f7d-8f0b-b835-f4f7a82661f1", "d0ac8449-d6f0-89c3-aa39-a7794583fe15",
                "de4697fa-a77b-8363-9093-49494ee507b5",
            ],
            "hevy.csv": [
                "31dc578c-6f8f-81f0-bc24-c34a21cbdcb0", "9671655f-b54c-879d-872f-fcc67132e543", "c175b799-6384-89c2-8c7b-0e6679deebfb",
                "cae2fe85-896f-8ffe-9bc9-97ed37bf0008", "de93183f-1db7-81f9-bf20-d64bfe3cc683", "f435b115-6a80-8723-9962-bb164e9ac06c",
                "f9bfbfd8-4891-8436-9e87-4d7b93e03277",
            ],
        ]
        for (name, ids) in pinned {
            let file = try ImportFile.read(try Self.fixture(name), format: nil, unit: .kg, calendar: Self.utc)
            let batch = try ImportPlanner.plan(file, existing: Self.base, defaultPRReps: 1, options: .init(scope: "local", now: Self.now)).0
            #expect(batch.sets.map(\.id).sorted() == ids, "\(name)")
        }
        // The last part hashed onto the others' hash is the id of all the parts.
        let parts = ["local", "set", "squat", "2024-01-05 12:00:00", "normal", "100"]
        for last in ["0", "1", "12", ""] {
            #expect(StableID.make(appending: last, to: StableID.hash(parts)) == StableID.make(parts + [last]))
        }
    }

    /// Every broken file names where it broke; nothing reaches the backend (the planner never returns).
    @Test(arguments: [
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Squat,Legs,100,kgs,5\n2024-13-45,Squat,Legs,100,kgs,5\n", "line 3, column ‘Date’"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Squat,Legs,100,stone,5\n", "line 2, column ‘Weight Unit’: ‘stone’ is not a weight unit"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Squat,Legs,100,kgs\n", "line 2: 5 fields, but the header has 6"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Squat,Legs,abc,kgs,5\n", "line 2, column ‘Weight’: ‘abc’ is not a number"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Squat,Legs,5000,kgs,5\n", "line 2, column ‘Weight’: 5000 kg is more than"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Squat,Legs,100,kgs,5.5\n", "line 2, column ‘Reps’: ‘5.5’ is not a whole number"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,,Legs,100,kgs,5\n", "line 2, column ‘Exercise’: the exercise name is empty"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,\(String(repeating: "x", count: 101)),Legs,100,kgs,5\n", "line 2: exercise name"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2030-01-05,Squat,Legs,100,kgs,5\n", "line 2, column ‘Date’: The date is in the future"),
        ("Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,\"Squat,Legs,100,kgs,5\n", "line 2: a quoted field is never closed"),
        ("\u{01}\u{02}garbage\u{7F}\u{03}", "not a Strong, Hevy, FitNotes or Plates export"),
        ("", "The file is empty"),
        ("\n\n", "The file is empty"),
    ])
    func brokenFilesFailNamingTheLineAndColumn(text: String, message: String) throws {
        #expect {
            _ = try Self.plan(text)
        } throws: { error in
            let description = (error as? ImportFailure)?.description ?? "\(error)"
            return description.contains(message)
        }
    }

    @Test func aStrongFileWithAnUnknownSetOrderOrMissingColumnFails() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        #expect(throws: ImportFailure(line: 2, column: "Set Order", "‘Q’ is not a set number, W, D, F or Rest Timer.")) {
            _ = try Self.plan(header + "2023-10-08 15:57:35,Push,1h,Squat,Q,100,5,0,0,,,\n")
        }
        #expect(throws: ImportFailure("This Strong file has no ‘Date’ column.")) {
            _ = try Self.plan("Exercise Name,Set Order,Weight,Reps\nSquat,1,100,5\n", format: .strong)
        }
    }

    @Test func unknownNamesGetAGuessedMuscleGroup() {
        let cases: [(String, MuscleGroup)] = [
            ("Leg Extension (Machine)", .legs), ("Seated Calf Raise", .legs), ("Chin Up", .back), ("Lat Pulldown (Cable)", .back),
            ("Bicep Curl (Dumbbell)", .biceps), ("Skullcrusher", .triceps), ("Incline Bench Press (Dumbbell)", .chest),
            ("Arnold Press", .shoulders), ("Lateral Raise", .shoulders), ("Romanian Deadlift", .legs), ("Crunch", .core),
            ("Treadmill Walk", .cardio), ("Zottman Thing", .arms),
        ]
        for (name, group) in cases { #expect(MuscleGroupGuess.guess(name) == group, "\(name)") }
        #expect(MuscleGroupGuess.fromCategory("Abs") == .core && MuscleGroupGuess.fromCategory("Chest") == .chest)
    }
}
