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

    /// A day's summary lists its exercises in the order first performed, whatever order its sets
    /// come in: newest first (as lists hold them), oldest first, or mixed; sets logged at the same
    /// minute are ordered as logged, then by id.
    @Test func aDaySummaryIsTheSameWhateverOrderItsSetsComeIn() {
        var sets = [
            Make.set(60, 10, "2026-11-21 18:00", exercise: "squat", id: "a"),
            Make.set(100, 5, "2026-11-21 18:05", exercise: "bench", id: "b"),
            Make.set(100, 5, "2026-11-21 18:05", exercise: "row", id: "c"),
            Make.set(40, 12, "2026-11-21 18:20", exercise: "ohp", id: "d"),
            Make.set(100, 5, "2026-11-21 18:30", exercise: "bench", id: "e"),
        ]
        sets[1].createdAt = sets[1].date.addingTimeInterval(1)  // logged after "c", at the same minute
        let groups: [String: MuscleGroup] = ["squat": .legs, "bench": .chest, "row": .back, "ohp": .shoulders]
        let day = Make.date("2026-11-21")
        let newestFirst = sets.sorted { SessionRules.isNewer($0, than: $1) }
        let expected = DaySummary.make(day: day, sets: newestFirst, groups: groups)
        #expect(expected.exerciseIds == ["squat", "row", "bench", "ohp"])
        let volume: Double = 600 + 1_500 + 480
        #expect(expected.setCount == 5 && expected.volumeKg == volume)
        let orders: [[WorkoutSet]] = [sets, newestFirst.reversed(), [sets[3], sets[0], sets[4], sets[2], sets[1]]]
        for order in orders {
            #expect(DaySummary.make(day: day, sets: order, groups: groups) == expected)
        }
        #expect(DaySummary.make(day: day, sets: [], groups: groups) == DaySummary(day: day, label: nil, setCount: 0, volumeKg: 0, exerciseIds: []))
    }
}
