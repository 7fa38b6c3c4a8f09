import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct QuickLogResolverTests {
    let bench = Make.exercise("Bench Press")
    let dips = Make.exercise("Dips", .triceps, bodyWeight: true)
    let plank = Make.exercise("Plank", .core, type: .timed)
    let now = Make.date("2026-11-21 18:00")

    func drafts(_ text: String, _ exercise: Exercise, last: WorkoutSet? = nil, unit: WeightUnit = .kg, planned: SetSpec? = nil) throws -> [SetDraft] {
        try QuickLogResolver.drafts(
            for: try QuickLogParser.parse(text).spec, exercise: exercise, lastSet: last,
            preferredUnit: unit, date: now, planned: planned)
    }

    /// In a routine's workout (the TUI's `l` and `plates log`, one rule): what a line leaves out
    /// is the plan's next set, not the last set; a body-weight exercise's number alone is its
    /// reps before the plan fills in the load.
    @Test func whatALineLeavesOutComesFromThePlannedSet() throws {
        let last = Make.set(80, 8, "2026-11-19")
        var planned = SetSpec()
        (planned.weight, planned.weightUnit, planned.reps) = (100, .kg, 5)
        for (text, weight, reps) in [("bench", 100.0, 5), ("105", 105, 5), ("x3", 100, 3), ("90x6", 90, 6)] {
            let d = try drafts(text, bench, last: last, planned: planned)[0]
            #expect(d.weight == weight && d.reps == reps, "\(text)")
        }
        #expect(try drafts("105", bench, last: last)[0].reps == 8, "without a plan, the last set's reps")
        var belt = SetSpec()
        (belt.weight, belt.weightUnit, belt.reps, belt.bodyWeight) = (10, .kg, 10, true)
        let dips8 = try drafts("8", dips, last: Make.set(0, 12, "2026-11-19", exercise: dips.id), planned: belt)[0]
        #expect(dips8.weight == 10 && dips8.reps == 8)
    }

    /// An edit that names another exercise moves the set there: alone, with its values, kind and
    /// RPE; with values, those. Without the exercises to read names in, a name is refused as before.
    @Test func anEditNamingAnotherExerciseMovesTheSet() throws {
        let incline = Make.exercise("Incline Dumbbell Press")
        let ohp = Make.exercise("Overhead Press", .shoulders)
        var set = Make.set(30, 10, "2026-11-20 18:00", kind: .warmup, exercise: incline.id)
        set.rpe = 8
        let all = [incline, ohp, bench, plank]
        let moved = try QuickLogResolver.edited(set, text: "ohp", exercise: incline, exercises: all, preferredUnit: .kg)
        #expect(moved.exerciseId == ohp.id && moved.weight == 30 && moved.reps == 10 && moved.kind == .warmup && moved.rpe == 8)
        #expect(moved.date == set.date)
        let given = try QuickLogResolver.edited(set, text: "overhead 40x8", exercise: incline, exercises: all, preferredUnit: .kg)
        #expect(given.exerciseId == ohp.id && given.weight == 40 && given.reps == 8 && given.kind == .normal && given.rpe == nil)
        // As the quick-log reads names: another name (merged into it) too.
        let alias = try QuickLogResolver.edited(
            set, text: "military press", exercise: incline, exercises: all, aliases: ["military press": ohp.id], preferredUnit: .kg)
        #expect(alias.exerciseId == ohp.id)
        #expect(throws: PlatesError.self) { try QuickLogResolver.edited(set, text: "zottman 20x8", exercise: incline, exercises: all, preferredUnit: .kg) }
        #expect(throws: PlatesError.validation("‘ohp’ is not a set: type it like 100x5.", field: "set")) {
            try QuickLogResolver.edited(set, text: "ohp", exercise: incline, preferredUnit: .kg)
        }
        let same = try QuickLogResolver.edited(set, text: "32.5x8", exercise: incline, exercises: all, preferredUnit: .kg)
        #expect(same.exerciseId == incline.id && same.weight == 32.5 && same.kind == .normal)
    }

    @Test func theExerciseAloneRepeatsTheLastSet() throws {
        let last = Make.set(225, 5, "2026-11-19", unit: .lb)
        let d = try drafts("bench", bench, last: last)[0]
        #expect(d.weight == 225 && d.weightUnit == .lb && d.reps == 5 && d.date == now)
    }

    @Test func missingRepsOrWeightComeFromTheLastSet() throws {
        let last = Make.set(100, 5, "2026-11-19")
        #expect(try drafts("105", bench, last: last)[0].reps == 5)
        #expect(try drafts("x6", bench, last: last)[0].weight == 100)
    }

    /// Issue 19, item 2: with a kg profile, after one `bench 225lbx5`, `100x5` logged 100 lb (45.4 kg).
    /// A typed weight without a unit is in the profile's unit; a weight taken from the last set keeps its unit.
    /// The first set of a body-weight exercise typed as reps alone (`pull-ups x8`) is body weight
    /// × reps: it was refused ("No weight given, and there is no earlier set of Dips to take it
    /// from"). Later, reps alone keep the last set's load (`bw+20`), as for any exercise; a loaded
    /// exercise still needs its weight.
    @Test func aBodyWeightExercisesFirstRepsAloneAreBodyWeight() throws {
        let first = try drafts("x8", dips)[0]
        #expect(first.weight == 0 && first.reps == 8)
        #expect(try drafts("x8", dips, last: Make.set(20, 6, "2026-11-19", exercise: dips.id))[0].weight == 20)
        #expect(throws: PlatesError.self) { try drafts("x8", bench) }
    }

    /// `dips 8` logged BW + 8 kg × (the last set's reps): on a body-weight exercise a number alone
    /// is the reps, with the last set's load (none on the first); a load is typed as one.
    @Test func aBodyWeightExercisesNumberAloneIsItsReps() throws {
        let first = try drafts("8", dips)[0]
        #expect(first.weight == 0 && first.reps == 8)
        let afterBelt = try drafts("6", dips, last: Make.set(20, 8, "2026-11-19", exercise: dips.id))[0]
        #expect(afterBelt.weight == 20 && afterBelt.reps == 6)
        for (text, weight, reps) in [("+10", 10.0, 8), ("10kg", 10, 8), ("bw+10", 10, 8), ("10x5", 10, 5), ("8 reps", 0, 8)] {
            let d = try drafts(text, dips, last: Make.set(0, 8, "2026-11-19", exercise: dips.id))[0]
            #expect(d.weight == weight && d.reps == reps, "\(text)")
        }
        // A loaded exercise's number alone is still its weight; a fraction is never reps.
        #expect(try drafts("105", bench, last: Make.set(100, 5, "2026-11-19"))[0].weight == 105)
        #expect(try drafts("7.5", dips, last: Make.set(0, 8, "2026-11-19", exercise: dips.id))[0].weight == 7.5)
    }

    @Test func aUnitlessTypedWeightIsInTheProfilesUnit() throws {
        let inPounds = Make.set(225, 5, "2026-11-19", unit: .lb)
        let d = try drafts("100x5", bench, last: inPounds, unit: .kg)[0]
        #expect(d.weight == 100 && d.weightUnit == .kg)
        #expect(try drafts("100x5", bench, unit: .lb)[0].weightUnit == .lb)
        #expect(try drafts("100x5", bench, last: Make.set(100, 5, "2026-11-19"), unit: .lb)[0].weightUnit == .lb)
        #expect(try drafts("100kgx5", bench, last: inPounds, unit: .lb)[0].weightUnit == .kg)
        // Not typed: the last set's weight comes with its unit.
        let kept = try drafts("x6", bench, last: inPounds, unit: .kg)[0]
        #expect(kept.weight == 225 && kept.weightUnit == .lb && kept.reps == 6)
        let repeated = try drafts("bench", bench, last: inPounds, unit: .kg)[0]
        #expect(repeated.weight == 225 && repeated.weightUnit == .lb)
        // Added load on a body-weight set and on a hold follow the same rule.
        #expect(try drafts("bw+10x8", dips, last: Make.set(20, 8, "2026-11-19", unit: .lb, exercise: "Dips"), unit: .kg)[0].weightUnit == .kg)
        #expect(try drafts("+10 45s", plank, unit: .lb)[0].weightUnit == .lb)
    }

    @Test func setsRepeatedAreSeparateDraftsInOrder() throws {
        let d = try drafts("100x5x3", bench)
        #expect(d.count == 3)
        #expect(d[0].date < d[1].date && d[1].date < d[2].date)
    }

    /// `plank 3x60s` (a routine's plan, typed) and `60sx3` are three holds; the form's line of
    /// examples offers only what the exercise's type logs (it offered `100x5x3` for a plank).
    @Test func holdsAndDistancesRepeatAndTheExamplesFitTheType() throws {
        let holds = try drafts("3x60s", plank)
        #expect(holds.count == 3 && holds.allSatisfy { $0.duration == 60 && $0.weight == nil && $0.reps == nil })
        #expect(holds[0].date < holds[1].date && holds[1].date < holds[2].date)
        let run = Make.exercise("Running", .cardio, type: .cardio)
        let repeats = try drafts("400mx8 1:30", run)
        #expect(repeats.count == 8 && repeats.allSatisfy { $0.distance == 400 && $0.distanceUnit == .m && $0.duration == 90 })
        // Every example but the RPE mark (which needs a set to go with) logs as it is, with nothing before it.
        for exercise in [bench, dips, plank, run] {
            let examples = QuickLogResolver.examples(for: exercise).components(separatedBy: " · ").filter { !$0.hasPrefix("@") }
            for example in examples {
                let text = example.components(separatedBy: " (")[0].replacingOccurrences(of: " warm-up", with: "")
                    .replacingOccurrences(of: " assisted", with: "")
                for alternative in text.components(separatedBy: " or ") {
                    let logged = try drafts(alternative, exercise)
                    let fits = logged.allSatisfy { d in
                        switch exercise.exerciseType {
                        case .strength: d.reps != nil && d.weight != nil && d.duration == nil
                        case .timed: d.duration != nil && d.reps == nil
                        case .cardio: (d.distance != nil || d.duration != nil) && d.weight == nil
                        }
                    }
                    #expect(fits, "\(exercise.name): \(alternative)")
                }
            }
        }
    }

    @Test func bodyWeightMeansZeroOrAddedLoad() throws {
        #expect(try drafts("bw x 8", dips)[0].weight == 0)
        #expect(try drafts("bw+20x8", dips)[0].weight == 20)
    }

    @Test func bodyWeightOnALoadedExerciseIsRefused() {
        #expect(throws: PlatesError.self) { try drafts("bw x 8", bench) }
    }

    @Test func nothingToRepeatIsAClearError() {
        #expect {
            _ = try drafts("bench", bench)
        } throws: { e in (e as? PlatesError)?.message.contains("No earlier set of Bench Press") ?? false }
    }

    /// `plank 90` after a 1:00 hold logged +90 kg for 1:00 (and a record for it): the number
    /// alone was taken as a new load on the last hold. A first plank refused the same line, and a
    /// lifter means seconds as often as minutes: a number alone on a hold is refused with both
    /// readings, also in a routine's workout. A load with its sign or unit keeps the last time.
    @Test func aNumberAloneOnAHoldIsNeitherItsTimeNorItsLoad() throws {
        var last = Make.set(nil, nil, "2026-11-19", exercise: plank.id)
        last.duration = 60
        var planned = SetSpec()
        planned.duration = 60
        for (text, last, planned) in [("90", last, nil), ("90", nil, nil), ("2", last, planned), ("w90", last, nil)] as [(String, WorkoutSet?, SetSpec?)] {
            #expect(throws: PlatesError.self, "\(text)") { try drafts(text, plank, last: last, planned: planned) }
        }
        #expect {
            _ = try drafts("90", plank, last: last)
        } throws: { e in (e as? PlatesError)?.message == "‘90’ on a hold: a time takes its unit (90s, 90min), a load a + or its unit (+90, 90kg)." }
        for text in ["+20", "20kg"] {
            let d = try drafts(text, plank, last: last)[0]
            #expect(d.weight == 20 && d.duration == 60, "\(text)")
        }
        #expect(try drafts("20 45s", plank, last: last)[0].weight == 20, "a number beside a time is its load")
    }

    @Test func holdsKeepTheirAddedLoad() throws {
        let d = try drafts("+10kg 45s", plank)[0]
        #expect(d.duration == 45 && d.weight == 10 && d.weightUnit == .kg && d.reps == nil)
    }
}
