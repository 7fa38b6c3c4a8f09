import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// SPEC 9: a merged exercise's name becomes "an alias used by imports and the matcher". The
/// matcher read names only: after merging "Flat Barbell Bench" into Bench Press, `log "flat
/// barbell bench 100x5"` was refused and the quick-log offered to add the exercise merged away.
@Suite(.onTestThreads) struct ExerciseMatcherAliasTests {
    let catalogue = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)
    var bench: Exercise { catalogue.first { $0.name == "Bench Press" }! }
    var squat: Exercise { catalogue.first { $0.name == "Squat" }! }
    /// As the stores keep them: name key → exercise id.
    var aliases: [String: String] {
        [
            Exercise.nameKey("Flat Barbell Bench"): bench.id,
            Exercise.nameKey("  Back Squat (High Bar) "): squat.id,
            Exercise.nameKey("Press"): bench.id,
            Exercise.nameKey("Gone Exercise"): "an-id-nobody-has",
        ]
    }

    func name(_ query: String, preferring: ExerciseMatcher.Preference? = nil) throws -> String {
        try ExerciseMatcher.match(query, in: catalogue, aliases: aliases, preferring: preferring).name
    }

    @Test func aNameMergedAwayFindsTheExerciseItWentInto() throws {
        #expect(try name("Flat Barbell Bench") == "Bench Press")
        #expect(try name("flat barbell bench") == "Bench Press")
        #expect(try name("flatbarbellbench") == "Bench Press")  // letters only, as names
        #expect(try name("flat barbell") == "Bench Press")  // a unique start of it
        #expect(try name("flat bar ben") == "Bench Press")  // every word's start
        #expect(try name("flat barbel bench") == "Bench Press")  // a typo
        #expect(try name("back squat (high bar)") == "Squat")
        #expect(try name("high bar") == "Squat")
        // Without the aliases, as before: nothing answers.
        #expect(throws: PlatesError.self) { try ExerciseMatcher.match("flat barbell bench", in: catalogue) }
    }

    /// "Press" was merged into Bench Press: typed whole it is that exercise, where before it was
    /// ambiguous among every press.
    @Test func anAliasTypedWholeIsExactWhereTheNamesWereAmbiguous() throws {
        #expect(try name("press") == "Bench Press")
        #expect(throws: PlatesError.self) { try ExerciseMatcher.match("press", in: catalogue) }
    }

    /// An exercise's own name wins over another's alias of the same text: a new "Flat Barbell
    /// Bench" made after the merge is that exercise.
    @Test func anOwnNameWinsOverAnAlias() throws {
        let made = Make.exercise("Flat Barbell Bench", .chest, id: "new-flat")
        #expect(try ExerciseMatcher.match("flat barbell bench", in: catalogue + [made], aliases: aliases).id == "new-flat")
    }

    /// An exercise found by its name and by an alias is one candidate, not an ambiguity.
    @Test func anExerciseFoundByNameAndAliasIsOneCandidate() throws {
        let list = catalogue.filter { $0.id != squat.id }
        let alias = [Exercise.nameKey("Bench Press Wide"): bench.id]
        #expect(try ExerciseMatcher.match("bench", in: list, aliases: alias).name == "Bench Press")
        #expect(try ExerciseMatcher.match("ben pre", in: list, aliases: alias).name == "Bench Press")
    }

    /// An alias to an exercise that is not in the list (deleted meanwhile) answers nothing.
    @Test func anAliasToAnExerciseNotListedIsIgnored() {
        #expect(throws: PlatesError.self) { try name("gone exercise") }
        #expect(ExerciseMatcher.isUnknown("gone exercise", in: catalogue, aliases: aliases))
    }

    /// The quick-log offers to add a name only when nothing answers to it: a name merged away is
    /// not offered again.
    @Test func aNameMergedAwayIsNotUnknown() {
        #expect(!ExerciseMatcher.isUnknown("flat barbell bench", in: catalogue, aliases: aliases))
        #expect(!ExerciseMatcher.isUnknown("flat", in: catalogue, aliases: aliases))
        #expect(ExerciseMatcher.isUnknown("flat barbell bench", in: catalogue))
    }

    /// "Did you mean" reads the other names too, and names an exercise once.
    @Test func theNearestNamesIncludeAliasesOnce() {
        let near = ExerciseMatcher.closest("flat barbel", in: catalogue, aliases: aliases, count: 3)
        #expect(near.map(\.name) == ["Bench Press"])
        let both = ExerciseMatcher.closest("bench", in: catalogue, aliases: [Exercise.nameKey("Benchpress"): bench.id], count: 3)
        #expect(both.filter { $0.id == bench.id }.count == 1)
    }

    /// The type the set implies still decides among partial matches found through aliases.
    @Test func theSetsTypeDecidesAmongAliases() throws {
        let running = catalogue.first { $0.name == "Running" }!
        let aliases = [Exercise.nameKey("Treadmill"): running.id, Exercise.nameKey("Trap Bar Deadlift"): catalogue.first { $0.name == "Deadlift" }!.id]
        let parsed = try QuickLogParser.parse("tr 5km")
        let match = try ExerciseMatcher.match(parsed.exerciseQuery!, in: catalogue, aliases: aliases, preferring: ExerciseMatcher.Preference(parsed.spec))
        #expect(match.id == running.id)
    }
}
