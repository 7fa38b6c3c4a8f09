import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct WorkoutLabelTests {
    /// One entry per set: `("bench", .chest)`.
    func label(_ sets: [(String, MuscleGroup)]) -> String? {
        WorkoutLabel.label(for: sets.map { WorkoutLabel.Entry(exerciseId: $0.0, muscleGroup: $0.1) })
    }

    @Test func pushIsChestWithShouldersOrTriceps() {
        #expect(label([("bench", .chest), ("ohp", .shoulders)]) == "Push")
        #expect(label([("bench", .chest), ("pushdown", .triceps), ("plank", .core)]) == "Push")
    }

    @Test func pushNeedsNoBackAndNoLegs() {
        #expect(label([("bench", .chest), ("ohp", .shoulders), ("row", .back)]) != "Push")
        #expect(label([("bench", .chest), ("ohp", .shoulders), ("squat", .legs)]) != "Push")
    }

    @Test func pullIsBackAndBicepsWithAtMostOneShoulderExercise() {
        #expect(label([("row", .back), ("curl", .biceps)]) == "Pull")
        #expect(label([("row", .back), ("curl", .biceps), ("face", .shoulders), ("face", .shoulders)]) == "Pull")
        #expect(label([("row", .back), ("curl", .biceps), ("face", .shoulders), ("lateral", .shoulders)]) != "Pull")
        #expect(label([("row", .back), ("curl", .biceps), ("squat", .legs)]) != "Pull")
    }

    @Test func sharmsIsShouldersWithArms() {
        #expect(label([("ohp", .shoulders), ("curl", .arms)]) == "Sharms")
        #expect(label([("ohp", .shoulders), ("curl", .biceps)]) == "Sharms")
        #expect(label([("ohp", .shoulders), ("pushdown", .triceps)]) == "Sharms")
        #expect(label([("ohp", .shoulders), ("pushdown", .triceps), ("row", .back)]) != "Sharms")
    }

    @Test func legsIsOnlyLegs() {
        #expect(label([("squat", .legs), ("rdl", .legs)]) == "Legs")
        #expect(label([("squat", .legs), ("plank", .core)]) == "Legs & Core")
    }

    @Test func otherwiseTheOneOrTwoBiggestGroups() {
        #expect(label([("bench", .chest), ("fly", .chest)]) == "Chest")
        #expect(label([("bench", .chest), ("bench", .chest), ("row", .back), ("run", .cardio), ("run", .cardio), ("run", .cardio)]) == "Cardio & Chest")
        // A tie goes to the group listed first in SPEC 2.
        #expect(label([("row", .back), ("bench", .chest), ("squat", .legs)]) == "Chest & Back")
        #expect(label([("run", .cardio)]) == "Cardio")
    }

    @Test func pushIsCheckedBeforeSharms() {
        #expect(label([("bench", .chest), ("ohp", .shoulders), ("pushdown", .triceps)]) == "Push")
    }

    @Test func anEmptyDayHasNoLabel() {
        #expect(label([]) == nil)
    }
}
