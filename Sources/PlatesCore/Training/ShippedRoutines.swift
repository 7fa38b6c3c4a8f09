import Foundation

/// The ready-made routines every user has (SPEC 8), read-only and marked `isShipped`; written in
/// `RoutineText`'s grammar over the base catalogue. Stable ids, so workouts started from one
/// find their "previous" on every backend. Copying one (`plates routine add --from`) makes it editable.
public enum ShippedRoutines {
    static let plans: [(id: String, name: String, notes: String, plan: String)] = [
        (
            "a0b1c000-0000-4000-8000-000000000001", "5×5 A", "StrongLifts-style; alternate with 5×5 B, add weight each time all 5×5 are done.",
            "Squat 5x5 warm-ups; Bench Press 5x5 warm-ups; Barbell Row 5x5 warm-ups"
        ),
        (
            "a0b1c000-0000-4000-8000-000000000002", "5×5 B", "StrongLifts-style; alternate with 5×5 A.",
            "Squat 5x5 warm-ups; Overhead Press 5x5 warm-ups; Deadlift 1x5 warm-ups"
        ),
        (
            "a0b1c000-0000-4000-8000-000000000003", "Push", "Push / pull / legs.",
            "Bench Press 4x6-10 warm-ups; Incline Dumbbell Press 3x8-12; Overhead Press 3x8-10; Lateral Raises 3x12-15 + Tricep Pushdown 3x10-12"
        ),
        (
            "a0b1c000-0000-4000-8000-000000000004", "Pull", "Push / pull / legs.",
            "Deadlift 3x5 warm-ups; Pull-ups 3x6-10; Barbell Row 3x8-10; Face Pulls 3x15 + Barbell Curl 3x10-12; Hammer Curls 3x10-12"
        ),
        (
            "a0b1c000-0000-4000-8000-000000000005", "Legs", "Push / pull / legs.",
            "Squat 4x6-10 warm-ups; Romanian Deadlift 3x8-10; Leg Press 3x10-15; Hanging Leg Raises 3x10-15; Plank 3x60s"
        ),
        (
            "a0b1c000-0000-4000-8000-000000000006", "Upper", "Upper / lower.",
            "Bench Press 4x6-8 warm-ups; Barbell Row 4x6-8; Overhead Press 3x8-10; Pull-ups 3x6-10; Barbell Curl 2x10-12 + Tricep Pushdown 2x10-12"
        ),
        (
            "a0b1c000-0000-4000-8000-000000000007", "Lower", "Upper / lower.",
            "Squat 4x6-8 warm-ups; Romanian Deadlift 3x8-10; Leg Press 3x10-12; Cable Crunches 3x12-15; Plank 3x45s"
        ),
    ]

    /// Every shipped routine, in the order above. The plans are checked by a test; one that does
    /// not read is a build defect.
    public static let all: [Routine] = {
        let ids = Dictionary(uniqueKeysWithValues: BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).map { ($0.name, $0.id) })
        return plans.map { p in
            let lines = try! RoutineText.parse(p.plan, unit: .kg)
            let entries = lines.map { line in
                var e = line.entry
                e.exerciseId = ids[line.exerciseName]!
                return e
            }
            return Routine(id: p.id, name: p.name, notes: p.notes, entries: entries, isShipped: true, createdAt: BaseCatalogue.createdAt)
        }
    }()

    public static func routine(id: String) -> Routine? { all.first { $0.id == id } }

    /// The shipped routines as one user reads them: a built-in exercise of theirs that is gone
    /// but whose name now means another exercise (merged into it: its name became an import
    /// alias, SPEC 9) is read as that one. A built-in deleted outright stays as it is (the plan
    /// walk skips an exercise that is not there).
    public static func reading(_ routines: [Routine], known: Set<String>, aliases: [String: String]) -> [Routine] {
        routines.map { routine in
            var r = routine
            for i in r.entries.indices where !known.contains(r.entries[i].exerciseId) {
                if let key = baseNameKeys[r.entries[i].exerciseId], let now = aliases[key], known.contains(now) {
                    r.entries[i].exerciseId = now
                }
            }
            return r
        }
    }

    /// Each built-in exercise's id → its name's key (as import aliases are keyed).
    static let baseNameKeys: [String: String] = Dictionary(
        uniqueKeysWithValues: BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).map { ($0.id, Exercise.nameKey($0.name)) })
}
