import Testing
@testable import PlatesCore

@Suite struct ExerciseMatcherTests {
    let catalogue = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)

    func name(_ query: String) throws -> String { try ExerciseMatcher.match(query, in: catalogue).name }

    @Test(arguments: [
        ("bench", "Bench Press"), ("BENCH PRESS", "Bench Press"), ("squat", "Squat"), ("deadlift", "Deadlift"),
        ("pullups", "Pull-ups"), ("pull", "Pull-ups"), ("inc db", "Incline Dumbbell Press"), ("rom dead", "Romanian Deadlift"),
        ("benchpress", "Bench Press"), ("ohp", "Overhead Press"), ("rdl", "Romanian Deadlift"), ("sqaut", "Squat"), ("overhead", "Overhead Press"), ("plank", "Plank"), ("run", "Running"),
    ])
    func findsTheExercise(query: String, expected: String) throws {
        #expect(try name(query) == expected)
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

    @Test func wordsAfterAKnownExerciseAreBlamedAsABadSet() {
        #expect {
            _ = try ExerciseMatcher.match("squat abc", in: catalogue)
        } throws: { error in
            guard case .validation(let m, _) = error as? PlatesError else { return false }
            return m.hasPrefix("‘abc’ is not a set")
        }
    }
}
