import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct ExerciseMatcherTests {
    let catalogue = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)

    func name(_ query: String) throws -> String { try ExerciseMatcher.match(query, in: catalogue).name }

    @Test(arguments: [
        ("bench", "Bench Press"), ("BENCH PRESS", "Bench Press"), ("squat", "Squat"), ("deadlift", "Deadlift"),
        ("pullups", "Pull-ups"), ("pull", "Pull-ups"), ("inc db", "Incline Dumbbell Press"), ("rom dead", "Romanian Deadlift"),
        ("benchpress", "Bench Press"), ("ohp", "Overhead Press"), ("rdl", "Romanian Deadlift"), ("sqaut", "Squat"), ("overhead", "Overhead Press"),
        ("plank", "Plank"), ("run", "Running"),
    ])
    func findsTheExercise(query: String, expected: String) throws {
        #expect(try name(query) == expected)
    }

    /// Issue 19, item 9: `log "row 60x8"` picked Rowing (cardio) over Barbell Row.
    @Test func aWeightTimesRepsEntryPrefersStrengthExercises() throws {
        func match(_ entry: String, lastUsed: [String: Date] = [:], in list: [Exercise]? = nil) throws -> String {
            let parsed = try QuickLogParser.parse(entry)
            return try ExerciseMatcher.match(
                parsed.exerciseQuery!, in: list ?? catalogue,
                preferring: ExerciseMatcher.Preference(parsed.spec, lastUsed: lastUsed)
            ).name
        }
        #expect(try match("row 60x8") == "Barbell Row")
        #expect(try match("row 5km") == "Rowing")
        #expect(try match("row 20:00") == "Rowing")
        #expect(try match("row") == "Rowing")  // no set: the name alone decides, as before
        #expect(try match("rowing 60x8") == "Rowing")  // an exact name is never second-guessed
        // Two strength rows: the one trained last wins; never trained, the choice is asked for.
        let cable = Make.exercise("Cable Row", .back, id: "cable")
        let barbell = try #require(catalogue.first { $0.name == "Barbell Row" })
        let list = catalogue + [cable]
        let recent = ["cable": Make.date("2026-11-20"), barbell.id: Make.date("2026-11-01")]
        #expect(try match("row 60x8", lastUsed: recent, in: list) == "Cable Row")
        #expect(try match("row 60x8", lastUsed: [barbell.id: Make.date("2026-11-01")], in: list) == "Barbell Row")
        #expect(throws: PlatesError.self) { try match("row 60x8", in: list) }
    }

    @Test func anAmbiguousQueryListsTheCandidates() {
        #expect {
            _ = try ExerciseMatcher.match("curl", in: catalogue)
        } throws: { error in
            guard case .validation(let m, _) = error as? PlatesError else { return false }
            return m.contains("Barbell Curl") && m.contains("Hammer Curls") && m.contains("type more")
        }
    }

    @Test func anUnknownNameSaysSoAndSuggests() {
        #expect {
            _ = try ExerciseMatcher.match("zercher squat", in: catalogue)
        } throws: { error in
            guard case .validation(let m, _) = error as? PlatesError else { return false }
            return m.contains("‘squat’ is not a set") == false && m.contains("No exercise matches ‘zercher squat’")
        }
    }

    @Test func setLikeWordsAfterAKnownExerciseAreBlamedAsABadSet() {
        #expect {
            _ = try ExerciseMatcher.match("squat 5s3", in: catalogue)
        } throws: { error in
            guard case .validation(let m, _) = error as? PlatesError else { return false }
            return m.hasPrefix("‘5s3’ is not a set")
        }
    }

    /// "lat pulldown 50x12" said "‘pulldown’ is not a set" ("lat" is Lateral Raises): a name
    /// nobody has yet, which the quick-log offers to add. Words alone after a known name are
    /// read as a name that matches nothing, saying what the first words meant.
    @Test(arguments: [("lat pulldown", "lat", "Lateral Raises"), ("squat abc", "squat", "Squat"), ("bench press close grip", "bench press", "Bench Press")])
    func wordsAfterAKnownExerciseAreANameThatMatchesNothing(query: String, head: String, name: String) {
        #expect {
            _ = try ExerciseMatcher.match(query, in: catalogue)
        } throws: { error in
            guard case .validation(let m, let field) = error as? PlatesError else { return false }
            return m == "No exercise matches ‘\(query)’ (‘\(head)’ is \(name): after it, a set like 100x5)." && field == "exercise"
        }
        #expect(ExerciseMatcher.isUnknown(query, in: catalogue))
    }

    /// ASCII names skip Foundation's folding: the same answer either way, and accented names
    /// still fold (`Développé` finds `Developpe`).
    @Test(arguments: ["Bench Press", "  PULL-ups\t ", "Ab Wheel  Rollout", "OHP", "", "Squat 2", "Développé Couché", "Straße", "ÉLÉVATIONS"])
    func namesNormalizeTheSameWithOrWithoutTheASCIIPath(name: String) {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        #expect(ExerciseMatcher.normalize(name) == folded)
    }

    @Test func accentedNamesAreFoundWithoutTheirAccents() throws {
        let list = [Exercise(id: "dc", name: "Développé Couché", muscleGroup: .chest, createdAt: BaseCatalogue.createdAt)]
        #expect(try ExerciseMatcher.match("developpe", in: list).id == "dc")
        #expect(try ExerciseMatcher.match("DÉVELOPPÉ COUCHÉ", in: list).id == "dc")
    }

    /// Typed fast, letters swap: the suggestions still name the exercise (they named none for
    /// `bnech`, compared with the name's first seven letters).
    @Test(arguments: [("bnech", "Bench Press"), ("benhc", "Bench Press"), ("sqat", "Squat"), ("dedlift", "Deadlift"), ("ovrehead", "Overhead Press")])
    func nearMissesSuggestTheExercise(query: String, expected: String) {
        #expect(ExerciseMatcher.closest(query, in: catalogue, count: 5).first?.name == expected)
    }

    /// A set is never logged to a guess: the near miss is named in the refusal.
    @Test func aNearMissTypedWholeIsRefusedWithTheExerciseNamed() {
        #expect {
            _ = try ExerciseMatcher.match("bnech", in: catalogue)
        } throws: { error in
            guard case .validation(let m, _) = error as? PlatesError else { return false }
            return m.hasPrefix("No exercise matches ‘bnech’. Did you mean Bench Press")
        }
    }

    /// A query longer than a name, a one-letter name, a one-letter query: no trap, no match of nonsense.
    @Test func namesShorterThanTheQueryAreComparedWhole() {
        let short = [
            Exercise(id: "d", name: "Dip", muscleGroup: .chest, createdAt: BaseCatalogue.createdAt),
            Exercise(id: "x", name: "X", muscleGroup: .core, createdAt: BaseCatalogue.createdAt),
        ]
        #expect(ExerciseMatcher.closest("dipss", in: short, count: 3).map(\.id) == ["d"])
        #expect(ExerciseMatcher.closest("x", in: short, count: 3).map(\.id) == ["x"])
        #expect(ExerciseMatcher.closest("zzzzzzzz", in: short, count: 3).isEmpty)
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("squat", "squat", 0), ("sqaut", "squat", 1), ("bench", "bnech", 1),
        ("a", "b", 1), ("deadlift", "dedlift", 1),
    ])
    func editDistanceCountsTranspositionsAsOne(a: String, b: String, expected: Int) {
        #expect(ExerciseMatcher.distance(a, b) == expected)
        #expect(ExerciseMatcher.distance(b, a) == expected)
    }

    /// The suggestions read the query's distance to every start of a name from one table: each is
    /// the distance to that start alone.
    @Test(arguments: [("bnech", "benchpress"), ("sqaut", "squat"), ("x", "dip"), ("dedlift", "deadlift"), ("abc", ""), ("", "abc")])
    func oneTableGivesTheDistanceToEveryStart(a: String, b: String) {
        let name = Array(b)
        let row = ExerciseMatcher.distances(Array(a), name[...])
        #expect(row == (0...name.count).map { ExerciseMatcher.distance(a, String(name[..<$0])) })
    }
}
