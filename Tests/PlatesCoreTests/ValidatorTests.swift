import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct ValidatorTests {
    let now = Make.date("2026-11-21 18:00")
    let bench = Make.exercise("Bench Press")
    let pullups = Make.exercise("Pull-ups", .back, bodyWeight: true)
    let plank = Make.exercise("Plank", .core, type: .timed)
    let running = Make.exercise("Running", .cardio, type: .cardio)

    func draft(
        _ e: Exercise, weight: Double? = nil, unit: WeightUnit? = .kg, reps: Int? = nil, duration: Int? = nil,
        distance: Double? = nil, rpe: Double? = nil, date: Date? = nil, notes: String? = nil
    ) -> SetDraft {
        SetDraft(
            exerciseId: e.id, weight: weight, weightUnit: weight == nil ? nil : unit, reps: reps, duration: duration,
            distance: distance, distanceUnit: distance == nil ? nil : .km, rpe: rpe, date: date ?? now, notes: notes)
    }

    func refusal(_ d: SetDraft, _ e: Exercise) -> (message: String, field: String?)? {
        do {
            _ = try Validator.set(d, for: e, now: now)
            return nil
        } catch {
            if case .validation(let m, let f) = error { return (m, f) }
            return nil
        }
    }

    @Test func aGoodStrengthSetPasses() throws {
        let d = try Validator.set(draft(bench, weight: 100, reps: 5, notes: "  easy  "), for: bench, now: now)
        #expect(d.notes == "easy")
    }

    @Test(arguments: [
        (Double.nan, 5, "weight"), (Double.infinity, 5, "weight"), (-5, 5, "weight"), (99_999, 5, "weight"),
        (100, 0, "reps"), (100, 1_001, "reps"), (0, 5, "weight"),
    ])
    func badStrengthValuesAreRefusedWithTheField(weight: Double, reps: Int, field: String) {
        #expect(refusal(draft(bench, weight: weight, reps: reps), bench)?.field == field)
    }

    /// Issue 19, item 8: `squat 100x500` was accepted with "e1RM 1766.7 kg".
    @Test func repsAreBoundedByWhetherTheSetCarriesALoad() {
        let refused = refusal(draft(bench, weight: 100, reps: 500), bench)
        #expect(refused?.field == "reps" && refused?.message.contains("500 reps with a load") == true)
        #expect(refusal(draft(bench, weight: 100, reps: 100), bench) == nil)
        #expect(refusal(draft(pullups, weight: 10, reps: 101), pullups)?.field == "reps")
        #expect(refusal(draft(pullups, weight: 0, reps: 500), pullups) == nil)  // 500 push-ups happen
        #expect(refusal(draft(pullups, weight: 0, reps: 1_001), pullups)?.field == "reps")
    }

    @Test func theOneRepMaxEstimateShowsOnlyForOneToTwelveReps() {
        let f = SetFormatter(unit: .kg)
        #expect(f.oneRepMax(Make.set(100, 12, "2026-11-19"), bodyWeight: false) == "140 kg")
        #expect(f.oneRepMax(Make.set(100, 13, "2026-11-19"), bodyWeight: false) == nil)
        #expect(f.oneRepMax(Make.set(100, 1, "2026-11-19"), bodyWeight: false) == "100 kg")
        #expect(f.describeRecords(of: Make.set(60, 20, "2026-11-19"), [], of: Make.exercise(), withTargets: false) == "60 kg × 20")
    }

    @Test func zeroIsBodyWeightOnlyForBodyWeightExercises() {
        #expect(refusal(draft(pullups, weight: 0, reps: 8), pullups) == nil)
        #expect(refusal(draft(bench, weight: 0, reps: 8), bench)?.message.contains("only for body-weight") == true)
    }

    /// Issue 21, defect 12: 1e-320 kg passed as a load for a barbell exercise ("0 only for
    /// body-weight exercises"): it shows as 0 kg and ranks as 0. A load or a distance is 0 or at
    /// least what three decimals show, in the unit entered.
    @Test func amountsTooSmallToShowAreRefused() {
        let tiny = Double("1e-320")!  // subnormal: as a literal it warns of underflow, as JSON it is read
        for (weight, e) in [(tiny, bench), (0.0004, bench), (tiny, pullups), (-1e-9, pullups)] {
            let refused = refusal(draft(e, weight: weight, reps: 5), e)
            #expect(refused?.field == "weight" && refused?.message.contains("at least 0.001 kg") == true, "\(weight) \(e.name): \(String(describing: refused))")
        }
        #expect(refusal(draft(bench, weight: tiny, unit: .lb, reps: 5), bench)?.message.contains("1e-320 lb is too small") == true)
        #expect(refusal(draft(plank, weight: tiny, duration: 60), plank)?.field == "weight")
        let tinyRun = refusal(draft(running, distance: tiny), running)
        #expect(tinyRun?.field == "distance" && tinyRun?.message.contains("got 1e-320 km") == true, "\(String(describing: tinyRun))")
        for (weight, e) in [(0.001, bench), (0.125, bench), (0.0, pullups), (-0.5, pullups)] {
            #expect(refusal(draft(e, weight: weight, reps: 5), e) == nil, "\(weight) \(e.name)")
        }
        #expect(refusal(draft(running, distance: 0.001), running) == nil)
    }

    /// Issue 21, defect 6: limits counted characters only (100 characters of 200 combining marks
    /// each, 20,001 scalars, passed as a name); NUL and ESC passed in notes and U+202E in names.
    /// One rule for names and notes (`TextRule`).
    @Test func oneTextRuleForNamesAndNotes() throws {
        let heavy = String(repeating: "e" + String(repeating: "\u{0301}", count: 199), count: 100) + "e"
        #expect(heavy.unicodeScalars.count == 20_001)
        let piled = String(heavy.dropLast())
        #expect(piled.count == 100 && piled.unicodeScalars.count == 20_000)
        #expect(throws: PlatesError.self) { try Validator.name(piled) }
        #expect(refusal(draft(bench, weight: 100, reps: 5, notes: String(repeating: "a\u{0301}\u{0302}\u{0303}", count: 1_500)), bench)?.field == "notes")
        for bad in ["Bench\u{0}Press", "Bench\u{1B}[31m", "Bench\u{202E}sserP", "Bench\u{2066}x", "Ben\u{85}ch", "Bench\nPress", "Bench\tPress"] {
            #expect(throws: PlatesError.self, "\(bad.debugDescription)") { try Validator.name(bad) }
        }
        for bad in ["felt\u{0}fast", "\u{1B}[2J", "sets\u{202E}5", "\u{7F}"] {
            let refused = refusal(draft(bench, weight: 100, reps: 5, notes: bad), bench)
            #expect(refused?.field == "notes", "\(bad.debugDescription)")
        }
        let multiline = try Validator.set(draft(bench, weight: 100, reps: 5, notes: "  line one\n\tline two  "), for: bench, now: now)
        #expect(multiline.notes == "line one\n\tline two")
        // Composed on the way in: the same name typed on two systems is one text.
        #expect(try Validator.name("Jose\u{0301} Squat") == "Jos\u{E9} Squat")
        #expect(try Validator.name("Squat 🏋️‍♀️🔥") == "Squat 🏋️‍♀️🔥")
        #expect(throws: PlatesError.self) { try Validator.name(String(repeating: "🏋️‍♀️", count: 100)) }  // 16 bytes each
        let rtl = try #require(refusal(draft(bench, weight: 100, reps: 5, notes: "a\u{202E}b"), bench))
        #expect(rtl.message.contains("U+202E") && rtl.message.contains("text-direction"))
    }

    @Test func importedTextIsCleanedNotRefused() {
        #expect(TextRule.cleaned("felt\u{0}\u{1B}fast\r\nnext\u{202E}", .note) == "feltfast\nnext")
        #expect(TextRule.cleaned("Bench\tPress\n", .exerciseName) == "Bench Press")
        let long = TextRule.cleaned(String(repeating: "x", count: 3_000), .note)
        #expect(long.count == Limits.notesLength && long.hasSuffix("…"))
        let piled = TextRule.cleaned(String(repeating: "e\u{0301}\u{0302}\u{0303}\u{0304}", count: 2_000), .note)
        #expect(piled.utf8.count <= TextRule.Kind.note.maxBytes && piled.hasSuffix("…"))
        #expect(throws: Never.self) { try TextRule.checked(piled, .note, field: "notes") }
    }

    @Test func fieldsMustMatchTheExerciseType() {
        #expect(refusal(draft(bench, duration: 60), bench)?.message.contains("strength exercise") == true)
        #expect(refusal(draft(plank, weight: 100, reps: 5), plank)?.message.contains("timed hold") == true)
        #expect(refusal(draft(plank, weight: 10, duration: 45), plank) == nil)
        #expect(refusal(draft(running, weight: 100, reps: 5), running)?.message.contains("cardio") == true)
        #expect(refusal(draft(running, distance: 5), running) == nil)
        #expect(refusal(draft(running, duration: 1500), running) == nil)
    }

    @Test func aSetWithNothingIsRefused() {
        #expect(refusal(draft(running), running) != nil)
        #expect(refusal(draft(plank), plank) != nil)
        #expect(refusal(draft(bench), bench) != nil)
    }

    @Test(arguments: [0.5, 10.5, 7.3, Double.nan])
    func rpeIsOneToTenInHalves(rpe: Double) {
        #expect(refusal(draft(bench, weight: 100, reps: 5, rpe: rpe), bench)?.field == "rpe")
    }

    @Test func datesInTheFarFutureOrPastAreRefused() {
        #expect(refusal(draft(bench, weight: 100, reps: 5, date: Make.date("2100-01-01")), bench)?.field == "date")
        #expect(refusal(draft(bench, weight: 100, reps: 5, date: Make.date("1899-12-31")), bench)?.field == "date")
        #expect(refusal(draft(bench, weight: 100, reps: 5, date: now.addingTimeInterval(3600)), bench) == nil)
    }

    @Test func limitsApplyInTheUnitEntered() {
        #expect(refusal(draft(bench, weight: 2_200, unit: .lb, reps: 1), bench) == nil)
        #expect(refusal(draft(bench, weight: 2_300, unit: .lb, reps: 1), bench)?.field == "weight")
    }

    @Test func datesAreKeptToTheMillisecond() throws {
        let d = try Validator.set(draft(bench, weight: 100, reps: 5, date: Date(timeIntervalSince1970: 1.23456789)), for: bench, now: now)
        #expect(abs(d.date.timeIntervalSince1970 - 1.235) < 1e-6)
        #expect(d.date == Date(timeIntervalSince1970: 1.235).roundedToMilliseconds)
    }

    @Test(arguments: ["", "   ", String(repeating: "a", count: 101), "Bad\u{1B}[2JName"])
    func badNamesAreRefused(name: String) {
        #expect(throws: PlatesError.self) { try Validator.name(name) }
    }

    @Test func namesAreTrimmedAndMayBeAHundredCharacters() throws {
        #expect(try Validator.name("  Zercher Squat ") == "Zercher Squat")
        #expect(try Validator.name(String(repeating: "é", count: 100)).count == 100)
    }

    @Test func unknownMuscleGroupsAreRefused() {
        #expect(MuscleGroup(lenient: "chest") == .chest)
        #expect(MuscleGroup(lenient: "Glutes") == nil)
        #expect(throws: DecodingError.self) { try WireCoding.decoder().decode(MuscleGroup.self, from: Data(#""Glutes""#.utf8)) }
    }

    @Test func bodyWeightIsBetween20And700Kg() {
        #expect(throws: PlatesError.self) { try Validator.bodyWeight(BodyWeightDraft(weight: 5, unit: .kg, date: now), now: now) }
        #expect(throws: PlatesError.self) { try Validator.bodyWeight(BodyWeightDraft(weight: 2_000, unit: .lb, date: now), now: now) }
        #expect(throws: Never.self) { try Validator.bodyWeight(BodyWeightDraft(weight: 180, unit: .lb, date: now), now: now) }
    }

    @Test func prRepsAreOneOfTheFiveTargets() throws {
        #expect(throws: PlatesError.self) { try Validator.prReps(4) }
        #expect(try Validator.prReps(8) == 8)
    }

    @Test func pagesAreOneToAHundred() {
        #expect(throws: PlatesError.self) { try Validator.page(skip: 0, limit: 0) }
        #expect(throws: PlatesError.self) { try Validator.page(skip: 0, limit: 101) }
        #expect(throws: PlatesError.self) { try Validator.page(skip: -1, limit: 10) }
    }
}
