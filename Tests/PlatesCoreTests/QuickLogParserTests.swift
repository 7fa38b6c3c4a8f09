import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct QuickLogParserTests {
    func spec(_ text: String) throws -> SetSpec { try QuickLogParser.parse(text).spec }

    @Test(
        arguments: [
            ("bench 100x5", "bench", SetSpec(weight: 100, reps: 5)),
            ("100 x 5", nil, SetSpec(weight: 100, reps: 5)),
            ("100 × 5", nil, SetSpec(weight: 100, reps: 5)),
            ("100x5x3", nil, SetSpec(weight: 100, reps: 5, count: 3)),
            ("bw", nil, SetSpec(bodyWeight: true)),
            ("pull bw x 8", "pull", SetSpec(bodyWeight: true, reps: 8)),
            ("dips bw+20x8", "dips", SetSpec(bodyWeight: true, weight: 20, reps: 8)),
            ("bw + 20 lb x 8", nil, SetSpec(bodyWeight: true, weight: 20, weightUnit: .lb, reps: 8)),
            ("102,5x5", nil, SetSpec(weight: 102.5, reps: 5)),
            ("100kgx5", nil, SetSpec(weight: 100, weightUnit: .kg, reps: 5)),
            ("225lbx5", nil, SetSpec(weight: 225, weightUnit: .lb, reps: 5)),
            ("100 kg x 5", nil, SetSpec(weight: 100, weightUnit: .kg, reps: 5)),
            ("100x5@8", nil, SetSpec(weight: 100, reps: 5, rpe: 8)),
            ("100x5 @ 8.5", nil, SetSpec(weight: 100, reps: 5, rpe: 8.5)),
            ("w60x10", nil, SetSpec(kind: .warmup, weight: 60, reps: 10)),
            ("100x5 drop", nil, SetSpec(kind: .drop, weight: 100, reps: 5)),
            ("100x5 failure", nil, SetSpec(kind: .failure, weight: 100, reps: 5)),
            ("plank 60s", "plank", SetSpec(duration: 60)),
            ("1:30", nil, SetSpec(duration: 90)),
            ("+10kg 45s", nil, SetSpec(weight: 10, weightUnit: .kg, duration: 45)),
            ("5km 25:00", nil, SetSpec(duration: 1500, distance: 5, distanceUnit: .km)),
            ("3.1mi 24m30s", nil, SetSpec(duration: 1470, distance: 3.1, distanceUnit: .mi)),
            ("30m", nil, SetSpec(duration: 1800)),
            ("30min", nil, SetSpec(duration: 1800)),
            ("2000m 8:05", nil, SetSpec(duration: 485, distance: 2000, distanceUnit: .m)),
            ("50 meters", nil, SetSpec(distance: 50, distanceUnit: .m)),
            ("1:05:00", nil, SetSpec(duration: 3900)),
            ("x6", nil, SetSpec(reps: 6)),
            (
                "105", nil,
                {
                    var s = SetSpec(weight: 105)
                    s.bareNumber = true
                    return s
                }()
            ),
            ("incline db press 30x8", "incline db press", SetSpec(weight: 30, reps: 8)),
            ("plank w +10kg 45s", "plank", SetSpec(kind: .warmup, weight: 10, weightUnit: .kg, duration: 45)),
            ("run w 5km", "run", SetSpec(kind: .warmup, distance: 5, distanceUnit: .km)),
            ("bench 60x8 rpe 8", "bench", SetSpec(weight: 60, reps: 8, rpe: 8)),
            ("bench 60x8 RPE8.5", "bench", SetSpec(weight: 60, reps: 8, rpe: 8.5)),
            // Words people add: "reps", and units spelt out.
            ("bench 100x5 reps", "bench", SetSpec(weight: 100, reps: 5)),
            ("bench 100 x 5 reps", "bench", SetSpec(weight: 100, reps: 5)),
            ("squat 100kg 5 reps", "squat", SetSpec(weight: 100, weightUnit: .kg, reps: 5)),
            ("pull-ups 8 reps", "pull-ups", SetSpec(reps: 8)),
            ("dips bw 1 rep", "dips", SetSpec(bodyWeight: true, reps: 1)),
            ("plank 60 seconds", "plank", SetSpec(duration: 60)),
            ("plank 2 minutes", "plank", SetSpec(duration: 120)),
            ("run 5 kilometers 1 hour", "run", SetSpec(duration: 3600, distance: 5, distanceUnit: .km)),
            ("run 3 miles 30 minutes", "run", SetSpec(duration: 1800, distance: 3, distanceUnit: .mi)),
        ] as [(String, String?, SetSpec)])
    func parsesTheGrammarOfTheSpec(text: String, query: String?, expected: SetSpec) throws {
        let entry = try QuickLogParser.parse(text)
        #expect(entry.exerciseQuery == query)
        #expect(entry.spec == expected)
    }

    /// A hold or a distance done several times, both ways round: `60sx3` after `100x5x3`, and
    /// `3x60s` as a routine's plan writes it (typed from one, it used to be refused as reps of
    /// "60s"). A bare number on both sides stays weight x reps.
    @Test(
        arguments: [
            ("plank 60sx3", "plank", SetSpec(count: 3, duration: 60)),
            ("plank 60s x 3", "plank", SetSpec(count: 3, duration: 60)),
            ("plank 3x60s", "plank", SetSpec(count: 3, duration: 60)),
            ("plank 3 x 60 s", "plank", SetSpec(count: 3, duration: 60)),
            ("1:30x2", nil, SetSpec(count: 2, duration: 90)),
            ("2×1:30", nil, SetSpec(count: 2, duration: 90)),
            ("+10kg 45sx3", nil, SetSpec(weight: 10, weightUnit: .kg, count: 3, duration: 45)),
            ("w30sx2", nil, SetSpec(kind: .warmup, count: 2, duration: 30)),
            ("60sx3@8", nil, SetSpec(count: 3, rpe: 8, duration: 60)),
            ("run 400mx8", "run", SetSpec(count: 8, distance: 400, distanceUnit: .m)),
            ("run 8x400m 1:30", "run", SetSpec(count: 8, duration: 90, distance: 400, distanceUnit: .m)),
            ("row 2x2000m", "row", SetSpec(count: 2, distance: 2000, distanceUnit: .m)),
            ("bike 3x5km", "bike", SetSpec(count: 3, distance: 5, distanceUnit: .km)),
            ("3x60", nil, SetSpec(weight: 3, reps: 60)),
            ("60kgx3", nil, SetSpec(weight: 60, weightUnit: .kg, reps: 3)),
        ] as [(String, String?, SetSpec)])
    func aHoldOrADistanceRepeats(text: String, query: String?, expected: SetSpec) throws {
        let entry = try QuickLogParser.parse(text)
        #expect(entry.exerciseQuery == query)
        #expect(entry.spec == expected)
    }

    /// Sets whose reps fall, written as lifters write them (`100x5,5,4`), were refused ("the reps
    /// must be a whole number (got ‘5,5,4’)"); and `60s,45s` read as 60.45 s, the second hold lost.
    @Test func repsThatFallAreASetEachAndASecondTimeIsRefused() throws {
        for text in ["bench 100x5,5,4", "bench 100x5, 5, 4", "bench 100 x 5,5,4"] {
            let s = try spec(text)
            #expect(s.weight == 100 && s.reps == 5 && s.count == 3 && s.repsEach == [5, 5, 4], "\(text)")
        }
        #expect(try spec("w60x10,8@6").repsEach == [10, 8])
        #expect(try spec("102,5x5,5").weight == 102.5)
        for (text, words) in [
            ("100x5,5,4x3", "the reps of each set (100x5,5,4) or a count of sets (100x5x3), not both"), ("100x5,,4", "whole number"),
            ("plank 60s,45", "a time for each set takes its unit"), ("run 5km,3km", "a distance, one a set"),
        ] {
            #expect(throws: PlatesError.self) { try spec(text) }
            do { _ = try QuickLogParser.parse(text) } catch { #expect(error.message.contains(words), "\(text): \(error.message)") }
        }
        let sets = try QuickLogResolver.drafts(
            for: try spec("100x5,5,4"), exercise: Make.exercise(), lastSet: nil, preferredUnit: .kg, date: Make.date("2026-11-21 18:00"))
        #expect(sets.map(\.reps) == [5, 5, 4] && sets.allSatisfy { $0.weight == 100 })
        let logged = sets.enumerated().map { WorkoutSet(id: "s\($0.offset)", draft: $0.element, createdAt: $0.element.date) }
        #expect(SetFormatter(unit: .kg).describe(run: logged, bodyWeight: false) == "100 kg × 5, 5, 4")
        #expect(SetFormatter(unit: .kg).describe(run: Array(logged.prefix(2)), bodyWeight: false) == nil)
    }

    /// Holds that fall, written as `100x5,5,4` writes reps (`plank 60s,45s,40s`), were refused
    /// ("log each on its own"): three lines for one line of the notebook. Each part a time with
    /// its unit; a decimal comma (`1,5min`) and distances stay as they were.
    @Test func holdsThatFallAreASetEach() throws {
        for text in ["plank 60s,45s,40s", "plank 60s, 45s, 40s", "plank 1:00,0:45,40s"] {
            let s = try spec(text)
            #expect(s.duration == 60 && s.count == 3 && s.durationsEach == [60, 45, 40], "\(text)")
        }
        let loaded = try spec("+10kg 45s,30s @8")
        #expect(loaded.weight == 10 && loaded.durationsEach == [45, 30] && loaded.rpe == 8)
        #expect(try spec("plank 1,5min").duration == 90 && (try spec("plank 1,5min").durationsEach) == nil)
        #expect(try spec("run 400m 1:30,1:28").distance == 400)
        for (text, words) in [
            ("plank 60s,45sx3", "the time of each set (60s,45s) or a count of sets (60sx3), not both"),
            ("plank 60s,,45s", "a time for each set"), ("plank 60s,45s 30s", "Two of the same"),
        ] {
            do {
                _ = try QuickLogParser.parse(text)
                Issue.record("\(text) was read")
            } catch { #expect(error.message.contains(words), "\(text): \(error.message)") }
        }
        let plank = Make.exercise("Plank", .core, type: .timed)
        let sets = try QuickLogResolver.drafts(
            for: try spec("+10kg 45s,30s @8"), exercise: plank, lastSet: nil, preferredUnit: .kg, date: Make.date("2026-11-21 18:00"))
        #expect(sets.map(\.duration) == [45, 30] && sets.allSatisfy { $0.weight == 10 && $0.rpe == 8 })
        let logged = sets.enumerated().map { WorkoutSet(id: "s\($0.offset)", draft: $0.element, createdAt: $0.element.date) }
        #expect(SetFormatter(unit: .kg).describe(run: logged, bodyWeight: false) == "+10 kg · 45 s, 30 s @8")
    }

    @Test func anExerciseAloneMeansRepeatTheLastSet() throws {
        let entry = try QuickLogParser.parse("Bench Press")
        #expect(entry.exerciseQuery == "Bench Press")
        #expect(entry.spec.isEmpty)
    }

    @Test(arguments: [
        ("", "Type a set"),
        ("bench 100xabc", "‘100xabc’: the reps must be a whole number"),
        ("bench 100x", "put the reps after x"),
        ("bench 100x5.5", "whole number"),
        ("bench 1e309x5", "not a weight"),
        ("bench 100x5@abc", "RPE goes after @"),
        ("bench 100x5x50", "log 1 to 20 sets at once"),
        ("bench 100x5x3x2", "at most weight x reps x sets"),
        ("bench 100 120", "‘100’ and ‘120’ both give the weight"),
        ("bench press 3x8 60", "‘3x8’ and ‘60’ both give the weight. The weight comes first: 60x8x3 is 3 sets of 8 at 60."),
        ("squat 100 5", "‘100’ and ‘5’ both give the weight. Weight x reps: 100x5."),
        ("bench 100kg 5", "‘100kg’ and ‘5’ both give the weight. Weight x reps: 100kgx5."),
        ("bench 3x5 100kg", "The weight comes first: 100kgx5x3 is 3 sets of 5 at 100kg."),
        // The weight, then sets × reps: refused with no hint before.
        ("squat 100 3x5", "‘100’ and ‘3x5’ both give the weight. The weight comes first: 100x5x3 is 3 sets of 5 at 100."),
        ("squat 225lb 5x5", "The weight comes first: 225lbx5x5 is 5 sets of 5 at 225lb."),
        ("squat 3x5@100kg", "‘3x5@100kg’: @ gives the RPE (1 to 10) here. The weight comes first: 100kgx5x3 is 3 sets of 5 at 100kg."),
        ("squat 3x5 @ 100", "@ gives the RPE (1 to 10) here. The weight comes first: 100x5x3 is 3 sets of 5 at 100."),
        ("squat 5 @ 225lb", "The weight comes first: 225lbx5."),
        ("bench 100x5 rpe", "RPE goes after @"),
        ("bench 100stone", "‘stone’ is not a unit I know"),
        ("bench 100stonex5", "‘stone’ is not a weight unit"),
        ("run 5km 25:99", "m:ss or h:mm:ss"),
        ("plank 25h", "at most 24 hours"),
        ("bench -5x5", "can't be negative"),
        ("bench bwx8 w w", "both give the set kind"),
        ("bench 100x5 hello", "‘hello’ is not a weight, reps, time or distance"),
        ("run 5km 3parsecs", "not a unit I know"),
        ("plank 60sx50", "log 1 to 20 sets at once"),
        ("plank 60sx3 1:00", "both give the time"),
        ("plank 60sx3x2", "a time or distance takes one count of sets after it, like 60sx3"),
    ])
    func errorsSayWhichPartIsWrong(text: String, fragment: String) {
        #expect {
            _ = try QuickLogParser.parse(text)
        } throws: { error in
            guard case .validation(let message, _) = error as? PlatesError else { return false }
            return message.contains(fragment)
        }
    }
}
