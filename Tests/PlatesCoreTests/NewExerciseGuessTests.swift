import PlatesCore
import PlatesTestSupport
import Testing

/// What a name alone says of a new exercise (`NewExerciseGuess.fromName`): the exercise list's
/// form and `plates exercise add` read it.
@Suite(.onTestThreads) struct NewExerciseGuessTests {
    @Test(arguments: [
        ("Rowing machine", MuscleGroup?.some(.cardio), ExerciseType.cardio, false),
        ("Assault bike", .cardio, .cardio, false),
        ("Dips", .triceps, .strength, true),
        ("Chin-ups", .back, .strength, true),
        ("push ups", .chest, .strength, true),
        ("Side Plank", .core, .timed, false),
        ("Planks", .core, .timed, false),
        ("Hollow hold", .core, .timed, false),
        ("Wall sits", nil, .timed, false),
        ("L-sit", nil, .timed, false),
        ("Dead hangs", nil, .timed, false),
        // A word alone: a hang clean is a lift, a holder is no hold.
        ("Hang Clean", nil, .strength, false),
        ("Zercher Squat", .legs, .strength, false),
        ("Frobnicator", nil, .strength, false),
    ])
    func aNameSaysItsGroupTypeAndLoad(name: String, group: MuscleGroup?, type: ExerciseType, bodyWeight: Bool) {
        let guess = NewExerciseGuess.fromName(name)
        #expect(guess == NewExerciseGuess.NameGuess(group: group, type: type, usesBodyWeight: bodyWeight), "\(name)")
    }

    /// The quick-log's "+ add" with no set yet (`dead hang`, then the set): the name's type.
    @Test func withoutASetTheNameSaysTheType() {
        #expect(NewExerciseGuess.draft(named: "dead hang", for: SetSpec()).exerciseType == .timed)
        #expect(NewExerciseGuess.draft(named: "dead hang", for: SetSpec(weight: 20, reps: 5)).exerciseType == .strength)
    }

    @Test func noWordOfTheNameIsKnownReadsNil() {
        #expect(MuscleGroupGuess.known("Frobnicator") == nil)
        #expect(MuscleGroupGuess.guess("Frobnicator") == .arms)
    }
}
