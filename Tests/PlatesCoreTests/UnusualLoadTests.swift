import Foundation
import Testing

@testable import PlatesCore

/// `bench 1000x5` after sets of 100 logged a 1,000 kg bench and its record: a load far above the
/// heaviest known set is asked about first (an extra digit), a lifter's ordinary jumps are not.
@Suite(.onTestThreads) struct UnusualLoadTests {
    let bench = Make.exercise("Bench Press")
    let curl = Make.exercise("Barbell Curl", .arms)
    let dips = Make.exercise("Dips", .triceps, bodyWeight: true)
    let now = Make.date("2026-11-21 18:00")

    func draft(_ weight: Double, _ unit: WeightUnit = .kg, reps: Int = 5, exercise: Exercise? = nil) -> SetDraft {
        SetDraft(exerciseId: (exercise ?? bench).id, weight: weight, weightUnit: unit, reps: reps, date: now)
    }

    @Test func anExtraDigitIsAskedAbout() throws {
        let known = [Make.set(100, 5, "2026-11-19")]
        let question = try #require(UnusualLoad.question([draft(1000)], exercise: bench, known: known, unit: .kg))
        #expect(question == "1000 kg is 10 times the heaviest Bench Press logged (100 kg × 5): a typo?")
        #expect(UnusualLoad.question([draft(500)], exercise: bench, known: known, unit: .kg) != nil, "five times is asked")
        #expect(UnusualLoad.question([draft(490)], exercise: bench, known: known, unit: .kg) == nil)
        #expect(UnusualLoad.question([draft(60)], exercise: bench, known: [Make.set(20, 5, "2026-11-21 17:50")], unit: .kg) == nil, "after the bar")
        #expect(UnusualLoad.question([draft(100, reps: 8), draft(600)], exercise: bench, known: known, unit: .kg) != nil, "any of the sets")
    }

    /// `squat 5x100` was logged as 5 kg × 100 reps, with a record: reps first, as some write it.
    @Test func repsAndWeightTheOtherWayRoundAreAskedAbout() throws {
        let question = try #require(UnusualLoad.question([draft(5, reps: 100)], exercise: bench, known: [nil], unit: .kg))
        #expect(question == "5 kg × 100 is 100 reps: did you mean 100 kg × 5? The weight comes first: 100x5.")
        #expect(UnusualLoad.question([draft(8, .lb, reps: 225)], exercise: bench, known: [], unit: .kg)?.contains("225 lb × 8") == true)
        // Long sets the lifter does: thirty reps and less, a load no set's reps could be, or such
        // sets logged before.
        #expect(UnusualLoad.question([draft(5, reps: 30)], exercise: bench, known: [], unit: .kg) == nil)
        #expect(UnusualLoad.question([draft(40, reps: 50)], exercise: bench, known: [], unit: .kg) == nil)
        #expect(UnusualLoad.question([draft(2.5, reps: 50)], exercise: bench, known: [], unit: .kg) == nil)
        #expect(UnusualLoad.question([draft(10, reps: 50)], exercise: curl, known: [Make.set(10, 40, "2026-11-19")], unit: .kg) == nil)
        #expect(UnusualLoad.question([draft(0, reps: 50, exercise: dips)], exercise: dips, known: [], unit: .kg) == nil)
        // Such a set, logged, is no measure: putting it right (100x5) is not asked about.
        #expect(UnusualLoad.question([draft(100)], exercise: bench, known: [Make.set(5, 100, "2026-11-19")], unit: .kg) == nil)
    }

    @Test func theHeaviestKnownWorkSetIsTheMeasure() {
        let warmUp = Make.set(20, 10, "2026-11-21 17:50", kind: .warmup)
        let work = Make.set(100, 5, "2026-11-19")
        #expect(UnusualLoad.question([draft(60)], exercise: bench, known: [warmUp], unit: .kg) == nil, "the bar is no measure")
        #expect(UnusualLoad.question([draft(180)], exercise: bench, known: [warmUp, Make.set(60, 8, "2026-11-20"), work], unit: .kg) == nil)
        #expect(UnusualLoad.question([draft(600)], exercise: bench, known: [warmUp, work], unit: .kg) != nil)
        #expect(UnusualLoad.question([draft(1000)], exercise: bench, known: [nil], unit: .kg) == nil, "nothing known: a first set")
    }

    @Test func unitsAreComparedAsMassAndSaidAsTyped() {
        let known = [Make.set(80, 5, "2026-11-19")]
        #expect(UnusualLoad.question([draft(225, .lb)], exercise: bench, known: known, unit: .kg) == nil)
        #expect(
            UnusualLoad.question([draft(1000, .lb)], exercise: bench, known: known, unit: .kg)
                == "1000 lb is 5.6 times the heaviest Bench Press logged (80 kg × 5): a typo?")
        #expect(UnusualLoad.question([draft(1350)], exercise: bench, known: [Make.set(135, 5, "2026-11-19", unit: .lb)], unit: .kg) != nil)
        #expect(UnusualLoad.question([draft(300)], exercise: bench, known: [Make.set(135, 5, "2026-11-19", unit: .lb)], unit: .kg) == nil)
    }

    @Test func smallJumpsBodyWeightAndOtherKindsAreNotAsked() {
        #expect(UnusualLoad.question([draft(12, exercise: curl)], exercise: curl, known: [Make.set(5, 10, "2026-11-19", exercise: curl.id)], unit: .kg) == nil)
        #expect(
            UnusualLoad.question([draft(25, exercise: curl)], exercise: curl, known: [Make.set(2.5, 10, "2026-11-19", exercise: curl.id)], unit: .kg) != nil)
        #expect(UnusualLoad.question([draft(40, exercise: dips)], exercise: dips, known: [Make.set(10, 8, "2026-11-19", exercise: dips.id)], unit: .kg) == nil)
    }
}
