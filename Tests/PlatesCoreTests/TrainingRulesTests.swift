import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Routines as text, the plan walk's order and prefill, and which workout a set joins (SPEC 8).
@Suite(.onTestThreads) struct TrainingRulesTests {
    @Test func plansAreReadTheWayLiftersWriteThem() throws {
        let lines = try RoutineText.parse(
            "Squat 5x5 100kg warm-ups; Bench Press 3 × 8–12 @ 60 kg\nCurl 3x10 + Pushdown 3x12; Plank 3x60s; Row 4x6 135 lbs", unit: .kg)
        #expect(lines.map(\.exerciseName) == ["Squat", "Bench Press", "Curl", "Pushdown", "Plank", "Row"])
        #expect(lines[0].entry == RoutineEntry(exerciseId: "", sets: 5, reps: 5, weight: 100, weightUnit: .kg, warmUps: true))
        #expect(lines[1].entry == RoutineEntry(exerciseId: "", sets: 3, reps: 8, repsMax: 12, weight: 60, weightUnit: .kg))
        #expect(lines[2].entry.group == 1 && lines[3].entry.group == 1 && lines[4].entry.group == nil)
        #expect(lines[4].entry == RoutineEntry(exerciseId: "", sets: 3, duration: 60))
        #expect(lines[5].entry.weight == 135 && lines[5].entry.weightUnit == .lb)
        // A weight without a unit takes the preferred one.
        #expect(try RoutineText.parse("Squat 5x5 225", unit: .lb)[0].entry.weightUnit == .lb)
        #expect(RoutineText.describe(lines[0].entry) == "5×5 @ 100 kg, warm-ups")
        #expect(RoutineText.describe(lines[1].entry) == "3×8–12 @ 60 kg")
        #expect(RoutineText.describe(lines[4].entry) == "3×60 s")
    }

    /// Plans as lifters type them with commas: `Bench 3x5 102,5kg` (a decimal comma, as the
    /// quick-log takes it) was stored as 5 kg (102, then 5 kg, the last weight kept), and `Row 3x8,
    /// Curl 3x10` said "‘Curl’ is neither a weight". A comma starts another entry where what
    /// follows reads as one; elsewhere it stays inside the entry.
    /// `plates log ohp` in a routine's workout: what the line leaves out is the plan's next set.
    @Test func whatALineLeavesOutIsThePlannedSet() {
        let planned = SetSpec(weight: 40, weightUnit: .kg, reps: 8)
        #expect(SetSpec().completed(by: planned) == planned)
        #expect(SetSpec(weight: 42.5).completed(by: planned) == SetSpec(weight: 42.5, weightUnit: nil, reps: 8))
        #expect(SetSpec(reps: 6).completed(by: planned) == SetSpec(weight: 40, weightUnit: .kg, reps: 6))
        #expect(SetSpec(bodyWeight: true, reps: 6).completed(by: planned) == SetSpec(bodyWeight: true, reps: 6))
        #expect(SetSpec(duration: 45).completed(by: SetSpec(duration: 60)) == SetSpec(duration: 45))
        #expect(SetSpec(weight: 10).completed(by: SetSpec(duration: 60)) == SetSpec(weight: 10))
        #expect(SetSpec(kind: .warmup).completed(by: planned) == SetSpec(kind: .warmup, weight: 40, weightUnit: .kg, reps: 8))
    }

    @Test func commasReadAsLiftersMeanThem() throws {
        #expect(try RoutineText.parse("Bench 3x5 102,5kg", unit: .kg)[0].entry.weight == 102.5)
        #expect(
            try RoutineText.parse("Bench 3x5 102,25", unit: .lb)[0].entry == RoutineEntry(exerciseId: "", sets: 3, reps: 5, weight: 102.25, weightUnit: .lb))
        let listed = try RoutineText.parse("Barbell Row 3x8, Barbell Curl 3x10 + Pushdown 3x12,Plank 3x60s", unit: .kg)
        #expect(listed.map(\.exerciseName) == ["Barbell Row", "Barbell Curl", "Pushdown", "Plank"])
        #expect(listed.map(\.entry.group) == [nil, 1, 1, nil])
        let pauses = try RoutineText.parse("Squat 5x5, 100kg, warm-ups; Deadlift 1x5,140kg", unit: .kg)
        #expect(
            pauses.map(\.entry) == [
                RoutineEntry(exerciseId: "", sets: 5, reps: 5, weight: 100, weightUnit: .kg, warmUps: true),
                RoutineEntry(exerciseId: "", sets: 1, reps: 5, weight: 140, weightUnit: .kg),
            ])
    }

    /// The plan `lines` make, written as `plates routine show` writes it and read again.
    static func writtenAndReadAgain(_ lines: [RoutineText.Line]) throws -> [RoutineEntry] {
        let names = Dictionary(uniqueKeysWithValues: lines.indices.map { ("e\($0)", "E\($0)") })
        let entries = lines.indices.map { i in
            var e = lines[i].entry
            e.exerciseId = "e\(i)"
            return e
        }
        let text = RoutineText.describe(Routine(id: "r", name: "R", entries: entries, createdAt: Date()), names: names)
        return try RoutineText.parse(text, unit: .kg).map(\.entry)
    }

    /// Times as the quick-log reads them: `Plank 3x1:00` and `Rowing 10min` (a cardio finisher)
    /// were refused ("write the sets as count×reps"), though a plan holds a time for cardio. A
    /// time alone is one set; a name that starts with a number stays a name. Written back in
    /// minutes from two minutes up, and read again the same.
    @Test func plannedTimesReadAsTheQuickLogReadsThem() throws {
        let lines = try RoutineText.parse(
            "Plank 3x1:00; Plank 3 x 90 s; Rowing 10min; Running 1x30 min; Bike 2x1h; 21s Curl 3x7; Plank 3x2:30 +10kg", unit: .kg)
        #expect(lines.map(\.entry.duration) == [60, 90, 600, 1800, 3600, nil, 150])
        #expect(lines.map(\.entry.sets) == [3, 3, 1, 1, 2, 3, 3])
        #expect(lines[5].exerciseName == "21s Curl" && lines[5].entry.reps == 7)
        #expect(lines[6].entry.weight == 10)
        #expect(lines.map { RoutineText.describe($0.entry) } == ["3×60 s", "3×90 s", "1×10 min", "1×30 min", "2×60 min", "3×7", "3×2:30 @ 10 kg"])
        #expect(try Self.writtenAndReadAgain(lines) == lines.map(\.entry))
    }

    /// Cardio is planned by distance too (`Running 8x400m`, `Rowing 2000m`, `Running 1x5km 25:00`),
    /// written back the way the grammar reads it (`50meters`: `50m` is minutes there).
    @Test func plannedDistancesReadAndWriteBack() throws {
        let lines = try RoutineText.parse("Running 8x400m; Rowing 2000m; Running 1x5 kilometers 25 minutes; Bike 2 x 10 mi; Swim 4x50 meters", unit: .kg)
        #expect(lines.map(\.exerciseName) == ["Running", "Rowing", "Running", "Bike", "Swim"])
        #expect(lines.map(\.entry.distance) == [400, 2000, 5, 10, 50])
        #expect(lines.map(\.entry.distanceUnit) == [.m, .m, .km, .mi, .m])
        #expect(lines.map(\.entry.duration) == [nil, nil, 1500, nil, nil])
        #expect(lines.map(\.entry.sets) == [8, 1, 1, 2, 4])
        #expect(lines.map { RoutineText.describe($0.entry) } == ["8×400 m", "1×2000 m", "1×5 km · 25 min", "2×10 mi", "4×50 m"])
        #expect(try Self.writtenAndReadAgain(lines) == lines.map(\.entry))
        let run = Exercise(id: "run", name: "Running", muscleGroup: .cardio, exerciseType: .cardio, createdAt: Date())
        let plank = Exercise(id: "plank", name: "Plank", muscleGroup: .core, exerciseType: .timed, createdAt: Date())
        #expect(try lines[0].entry.checked(for: run).distance == 400)
        #expect(throws: PlatesError.self) { try lines[0].entry.checked(for: plank) }
        #expect(throws: PlatesError.self) { try RoutineEntry(exerciseId: "run", sets: 1).checked(for: run) }
        #expect(throws: PlatesError.self) { try RoutineText.parse("Running 1x5km 6km", unit: .kg) }
        // The walk prefills the planned distance (and time).
        let step = PlannedSet(exerciseId: "run", entry: lines[2].entry, ordinal: 1, number: 1)
        let spec = RoutinePlan.prefill(step, done: [], previous: [], lastSet: nil, bar: nil)
        #expect(spec.distance == 5 && spec.distanceUnit == .km && spec.duration == 1500 && spec.reps == nil)
    }

    /// The example the routine form and `plates routine --help` give reads on a new file: it said
    /// `Curl 3x10`, which a new file's two curls make "‘Curl’ could be Barbell Curl, Hammer Curls".
    @Test func theExamplePlanReadsOnANewFile() throws {
        let entries = try RoutineText.entries(
            RoutineText.example, exercises: BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt), aliases: [:], unit: .kg)
        #expect(entries.count == 5 && entries[2].group == 1 && entries[3].group == 1)
    }

    @Test func aPlanThatDoesNotReadSaysWhy() {
        for (text, words) in [
            ("", "empty"), ("Squat", "count×reps"), ("5x5", "name the exercise"), ("Squat 0x5", "between 1 and 20 sets"),
            ("Squat 21x5", "between 1 and 20"), ("Squat 5x0", "reps from 1"), ("Squat 3x12-8", "goes up"),
            ("Squat 5x5 heavy", "neither a weight"), ("Squat 5x5 5000kg", "0 to 1000 kg"), ("Plank 3x0s", "1 s to 24 h"),
            ("Pull-ups 3x8 bw", "needs no ‘bw’: ‘Pull-ups 3x8’ walks body weight"), ("Dips 3x8 bw+20", "‘Dips 3x8 20kg’ adds 20 kg"),
            ("Bench 3x5 102 5kg", "two weights, 102 kg and 5kg: an entry takes one"), ("Bench 3x5 225lb 100kg", "two weights"),
        ] {
            #expect(throws: PlatesError.self) { try RoutineText.parse(text, unit: .kg) }
            do {
                _ = try RoutineText.parse(text, unit: .kg)
            } catch {
                #expect(error.message.contains(words), "\(text): \(error.message)")
            }
        }
    }

    @Test func theShippedRoutinesReadAndWriteBackTheSame() throws {
        let names = Dictionary(uniqueKeysWithValues: BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).map { ($0.id, $0.name) })
        #expect(ShippedRoutines.all.count == 7 && Set(ShippedRoutines.all.map(\.id)).count == 7)
        for r in ShippedRoutines.all {
            let text = RoutineText.describe(r, names: names)
            let again = try RoutineText.parse(text, unit: .kg)
            #expect(again.map(\.exerciseName) == r.entries.map { names[$0.exerciseId]! })
            #expect(again.map(\.entry.sets) == r.entries.map(\.sets) && again.map(\.entry.group) == r.entries.map(\.group))
        }
    }

    @Test func supersetsAlternateAndGoneExercisesAreLeftOut() {
        let r = Routine(
            id: "r", name: "R",
            entries: [
                RoutineEntry(exerciseId: "a", sets: 2, reps: 5), RoutineEntry(exerciseId: "b", sets: 3, reps: 10, group: 1),
                RoutineEntry(exerciseId: "c", sets: 2, reps: 10, group: 1), RoutineEntry(exerciseId: "gone", sets: 3, reps: 5),
                RoutineEntry(exerciseId: "a", sets: 1, reps: 3),
            ], createdAt: Date())
        let exercises = Dictionary(uniqueKeysWithValues: ["a", "b", "c"].map { ($0, Exercise(id: $0, name: $0, muscleGroup: .chest, createdAt: Date())) })
        let steps = RoutinePlan.steps(r, exercises: exercises)
        #expect(steps.map(\.exerciseId) == ["a", "a", "b", "c", "b", "c", "b", "a"])
        #expect(steps.map(\.ordinal) == [1, 2, 1, 1, 2, 2, 3, 3])
        #expect(steps.map(\.number) == [1, 2, 1, 1, 2, 2, 3, 1])
        func set(_ e: String, kind: SetKind = .normal) -> WorkoutSet {
            WorkoutSet(id: UUID().uuidString, draft: SetDraft(exerciseId: e, weight: 50, weightUnit: .kg, reps: 5, kind: kind, date: Date()), createdAt: Date())
        }
        #expect(RoutinePlan.position(steps, logged: []) == 0)
        #expect(RoutinePlan.position(steps, logged: [set("a", kind: .warmup), set("a")]) == 1)
        #expect(RoutinePlan.position(steps, logged: [set("a"), set("a"), set("b")]) == 3)
        #expect(RoutinePlan.position(steps, logged: (0..<3).map { _ in set("a") } + (0..<3).map { _ in set("b") } + (0..<2).map { _ in set("c") }) == nil)
    }

    @Test func thePrefillTakesThePlanThenTodayThenLastTimeThenTheBar() {
        func set(_ w: Double, _ r: Int, unit: WeightUnit = .kg) -> WorkoutSet {
            WorkoutSet(id: UUID().uuidString, draft: SetDraft(exerciseId: "a", weight: w, weightUnit: unit, reps: r, date: Date()), createdAt: Date())
        }
        let planned = PlannedSet(exerciseId: "a", entry: RoutineEntry(exerciseId: "a", sets: 5, reps: 5, weight: 80, weightUnit: .kg), ordinal: 2, number: 2)
        #expect(RoutinePlan.prefill(planned, done: [set(70, 5)], previous: [], lastSet: nil, bar: nil) == SetSpec(weight: 80, weightUnit: .kg, reps: 5))
        let range = PlannedSet(exerciseId: "a", entry: RoutineEntry(exerciseId: "a", sets: 3, reps: 8, repsMax: 12), ordinal: 2, number: 2)
        #expect(
            RoutinePlan.prefill(range, done: [set(60, 9)], previous: [set(55, 12), set(55, 11)], lastSet: nil, bar: nil)
                == SetSpec(weight: 60, weightUnit: .kg, reps: 11))
        #expect(
            RoutinePlan.prefill(range, done: [], previous: [set(55, 12), set(55, 14)], lastSet: nil, bar: nil) == SetSpec(weight: 55, weightUnit: .kg, reps: 8))
        #expect(
            RoutinePlan.prefill(range, done: [], previous: [], lastSet: set(135, 5, unit: .lb), bar: (20, .kg))
                == SetSpec(weight: 135, weightUnit: .lb, reps: 8))
        #expect(RoutinePlan.prefill(range, done: [], previous: [], lastSet: nil, bar: (20, .kg)) == SetSpec(weight: 20, weightUnit: .kg, reps: 8))
        #expect(RoutinePlan.prefill(range, done: [], previous: [], lastSet: nil, bar: nil) == SetSpec(reps: 8))
        let hold = PlannedSet(exerciseId: "p", entry: RoutineEntry(exerciseId: "p", sets: 3, duration: 60), ordinal: 1, number: 1)
        #expect(RoutinePlan.prefill(hold, done: [], previous: [], lastSet: nil, bar: (20, .kg)) == SetSpec(duration: 60))
    }

    /// An entry whose reps or time no longer apply (its exercise's type changed) keeps its sets,
    /// weight and warm-ups; the walk takes the reps or time from today, then last time.
    @Test func anEntryThatNoLongerFitsItsExerciseKeepsItsSetCount() {
        let strength = Exercise(id: "p", name: "Plank", muscleGroup: .core, exerciseType: .strength, createdAt: Date())
        var hold = strength
        hold.exerciseType = .timed
        let planned = RoutineEntry(exerciseId: "p", sets: 3, weight: 10, weightUnit: .kg, duration: 60, warmUps: true)
        #expect(planned.fitting(strength) == RoutineEntry(exerciseId: "p", sets: 3, weight: 10, weightUnit: .kg, warmUps: true))
        #expect(planned.fitting(hold) == planned)
        let reps = RoutineEntry(exerciseId: "p", sets: 2, reps: 8, repsMax: 12)
        #expect(reps.fitting(hold) == RoutineEntry(exerciseId: "p", sets: 2) && reps.fitting(strength) == reps)
        #expect(RoutineText.describe(RoutineEntry(exerciseId: "p", sets: 3, weight: 10, weightUnit: .kg)) == "3 sets @ 10 kg")
        #expect(RoutineText.describe(RoutineEntry(exerciseId: "p", sets: 1)) == "1 set")

        let r = Routine(id: "r", name: "R", entries: [planned, RoutineEntry(exerciseId: "gone", sets: 3, reps: 5)], createdAt: Date())
        let steps = RoutinePlan.steps(r, exercises: ["p": strength])
        #expect(steps.count == 3 && steps.allSatisfy { $0.entry.duration == nil && $0.entry.reps == nil })
        func set(_ reps: Int?, _ seconds: Int?, kind: SetKind = .normal) -> WorkoutSet {
            WorkoutSet(
                id: UUID().uuidString, draft: SetDraft(exerciseId: "p", weight: 5, weightUnit: .kg, reps: reps, duration: seconds, kind: kind, date: Date()),
                createdAt: Date())
        }
        let free = PlannedSet(exerciseId: "p", entry: RoutineEntry(exerciseId: "p", sets: 3), ordinal: 2, number: 2)
        #expect(
            RoutinePlan.prefill(free, done: [set(9, nil)], previous: [set(12, nil), set(11, nil)], lastSet: nil, bar: nil)
                == SetSpec(weight: 5, weightUnit: .kg, reps: 9))
        #expect(
            RoutinePlan.prefill(free, done: [], previous: [set(12, nil), set(11, nil)], lastSet: nil, bar: nil) == SetSpec(weight: 5, weightUnit: .kg, reps: 11)
        )
        #expect(RoutinePlan.prefill(free, done: [], previous: [], lastSet: set(nil, 45), bar: nil) == SetSpec(weight: 5, weightUnit: .kg, duration: 45))
        #expect(RoutinePlan.prefill(free, done: [], previous: [], lastSet: set(20, nil, kind: .warmup), bar: nil) == SetSpec())
        #expect(RoutinePlan.prefill(free, done: [], previous: [], lastSet: nil, bar: (20, .kg)) == SetSpec(weight: 20, weightUnit: .kg))
    }

    @Test func aSetJoinsTheOpenWorkoutOnlyInItsWindow() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let open = Workout(id: "w", name: "W", startedAt: start, createdAt: start)
        #expect(WorkoutRules.joins(start, open: open))
        #expect(WorkoutRules.joins(start.addingTimeInterval(-10 * 60), open: open))
        #expect(!WorkoutRules.joins(start.addingTimeInterval(-20 * 60), open: open))
        #expect(WorkoutRules.joins(start.addingTimeInterval(5 * 3600), open: open))
        #expect(!WorkoutRules.joins(start.addingTimeInterval(7 * 3600), open: open))
        var finished = open
        finished.finishedAt = start.addingTimeInterval(3600)
        #expect(!WorkoutRules.joins(start.addingTimeInterval(60), open: finished) && !WorkoutRules.joins(start, open: nil))
        // Finishing: now within the window; a forgotten one at its last set.
        #expect(WorkoutRules.finish(open, lastSet: nil, now: start.addingTimeInterval(3000)) == start.addingTimeInterval(3000))
        #expect(WorkoutRules.finish(open, lastSet: start.addingTimeInterval(4000), now: start.addingTimeInterval(86_400)) == start.addingTimeInterval(4000))
        #expect(WorkoutRules.finish(open, lastSet: nil, now: start.addingTimeInterval(86_400)) == start)
        #expect(WorkoutRules.name("  ", routine: nil) == "Workout" && WorkoutRules.name(nil, routine: ShippedRoutines.all[0]) == "5×5 A")
    }

    /// The picker offers the routine trained longest ago among those trained lately: 5×5 B after
    /// A, legs after push and pull; none trained yet, nothing (the first).
    @Test func theSuggestedRoutineRotates() {
        let routines = ShippedRoutines.all
        let (a, b, push, pull, legs) = (routines[0], routines[1], routines[2], routines[3], routines[4])
        func w(_ r: Routine?, daysAgo: Double) -> Workout {
            let at = Date(timeIntervalSince1970: 1_800_000_000 - daysAgo * 86_400)
            return Workout(id: UUID().uuidString, name: r?.name ?? "Workout", startedAt: at, routineId: r?.id, createdAt: at)
        }
        #expect(WorkoutRules.suggested(routines, recent: []) == nil)
        #expect(WorkoutRules.suggested(routines, recent: [w(nil, daysAgo: 1)]) == nil)
        #expect(WorkoutRules.suggested(routines, recent: [w(a, daysAgo: 2), w(b, daysAgo: 4), w(a, daysAgo: 6)]) == b.id)
        #expect(WorkoutRules.suggested(routines, recent: [w(b, daysAgo: 1), w(a, daysAgo: 3)]) == a.id)
        #expect(WorkoutRules.suggested(routines, recent: [w(pull, daysAgo: 1), w(push, daysAgo: 2), w(legs, daysAgo: 4), w(pull, daysAgo: 5)]) == legs.id)
        // Only one routine trained: it again (the user moves to another one once, then it rotates).
        #expect(WorkoutRules.suggested(routines, recent: [w(a, daysAgo: 2)]) == a.id)
    }

    /// A set moved one place takes a time between the set it passes and the one beyond; at the
    /// ends there is nowhere to go; with no millisecond left, neither.
    @Test func aSetMovedOnePlaceTakesATimeBetweenItsNewNeighbours() {
        let calendar = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)
        let base = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00 UTC
        func set(_ id: String, _ seconds: Double) -> WorkoutSet {
            WorkoutSet(id: id, draft: SetDraft(exerciseId: "e", weight: 100, weightUnit: .kg, reps: 5, date: base.addingTimeInterval(seconds)), createdAt: base)
        }
        let day = [set("a", 0), set("b", 120), set("c", 240)]
        #expect(SetOrder.moved(0, in: day, later: true, calendar: calendar) == base.addingTimeInterval(180))
        #expect(SetOrder.moved(2, in: day, later: false, calendar: calendar) == base.addingTimeInterval(60))
        #expect(SetOrder.moved(1, in: day, later: true, calendar: calendar) == base.addingTimeInterval(270))
        #expect(SetOrder.moved(1, in: day, later: false, calendar: calendar) == base.addingTimeInterval(-30))
        #expect(SetOrder.moved(2, in: day, later: true, calendar: calendar) == nil)
        #expect(SetOrder.moved(0, in: day, later: false, calendar: calendar) == nil)
        #expect(SetOrder.moved(5, in: day, later: true, calendar: calendar) == nil)
        let tight = [set("a", 0), set("b", 0.001), set("c", 0.002)]
        #expect(SetOrder.moved(0, in: tight, later: true, calendar: calendar) == nil)
        // The day's last minute: past midnight is the next day, so a millisecond after instead.
        let late = [set("a", 16 * 3600 - 20), set("b", 16 * 3600 - 10)]  // 23:59:40 and 23:59:50
        let moved = SetOrder.moved(0, in: late, later: true, calendar: calendar)
        #expect(moved.map { calendar.isDate($0, inSameDayAs: late[1].date) && $0 > late[1].date } == true)
    }
}
