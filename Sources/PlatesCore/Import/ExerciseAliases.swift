import Foundation

/// The names Strong, Hevy and FitNotes give the exercises of Plates' base catalogue (their
/// default exercise lists, equipment in brackets or in front), so an import adds "Bench Press
/// (Barbell)" to Bench Press instead of splitting its records and history in two.
/// Keys are `Exercise.nameKey`s; values are catalogue names. docs/import.md prints the table.
public enum ExerciseAliases {
    public static let standard: [String: String] = {
        let table: [(String, [String])] = [
            ("Bench Press", ["Bench Press (Barbell)", "Flat Barbell Bench Press", "Barbell Bench Press", "Bench Press - Barbell"]),
            ("Incline Dumbbell Press", ["Incline Bench Press (Dumbbell)", "Incline Dumbbell Bench Press", "Incline Dumbbell Press (Dumbbell)"]),
            ("Cable Flyes", ["Cable Fly", "Cable Crossover", "Cable Fly (Cable)", "Cable Crossovers", "Chest Fly (Cable)"]),
            ("Deadlift", ["Deadlift (Barbell)", "Barbell Deadlift", "Conventional Deadlift"]),
            ("Barbell Row", ["Bent Over Row (Barbell)", "Bent Over Barbell Row", "Barbell Bent Over Row", "Row (Barbell)"]),
            ("Pull-ups", ["Pull Up", "Pull Ups", "Pull-Up", "Pullup", "Pull Up (Bodyweight)", "Pull-Up (Bodyweight)"]),
            ("Squat", ["Squat (Barbell)", "Barbell Squat", "Back Squat", "Back Squat (Barbell)", "Barbell Back Squat"]),
            ("Romanian Deadlift", ["Romanian Deadlift (Barbell)", "Barbell Romanian Deadlift", "RDL", "Romanian Deadlift - Barbell"]),
            ("Leg Press", ["Leg Press (Machine)", "Machine Leg Press", "Leg Press Machine"]),
            (
                "Overhead Press",
                [
                    "Overhead Press (Barbell)", "Barbell Overhead Press", "Standing Barbell Shoulder Press (OHP)",
                    "Strict Military Press", "Military Press (Barbell)", "Shoulder Press (Barbell)",
                ]
            ),
            ("Lateral Raises", ["Lateral Raise (Dumbbell)", "Lateral Raise", "Dumbbell Lateral Raise", "Lateral Dumbbell Raise", "Side Lateral Raise"]),
            ("Face Pulls", ["Face Pull (Cable)", "Face Pull", "Cable Face Pull", "Rope Face Pull"]),
            ("Barbell Curl", ["Bicep Curl (Barbell)", "Barbell Bicep Curl", "Biceps Curl (Barbell)", "EZ-Bar Curl"]),
            (
                "Tricep Pushdown",
                [
                    "Triceps Pushdown (Cable - Straight Bar)", "Triceps Pushdown", "Tricep Pushdown (Cable)",
                    "Cable Tricep Pushdown", "Triceps Pushdown (Cable)", "Rope Push Down", "Tricep Rope Pushdown",
                ]
            ),
            ("Hammer Curls", ["Hammer Curl (Dumbbell)", "Hammer Curl", "Dumbbell Hammer Curl"]),
            ("Plank", ["Plank (Bodyweight)", "Front Plank"]),
            ("Cable Crunches", ["Cable Crunch", "Cable Crunch (Cable)", "Kneeling Cable Crunch"]),
            ("Hanging Leg Raises", ["Hanging Leg Raise", "Hanging Leg Raise (Bodyweight)"]),
            ("Running", ["Running (Treadmill)", "Treadmill Running", "Treadmill", "Run", "Outdoor Run"]),
            ("Cycling", ["Cycling (Indoor)", "Stationary Bike", "Indoor Cycling", "Bike", "Cycling (Outdoor)"]),
            ("Rowing", ["Rowing (Machine)", "Rowing Machine", "Rower", "Indoor Rowing"]),
        ]
        var map: [String: String] = [:]
        for (target, names) in table { for name in names { map[Exercise.nameKey(name)] = target } }
        return map
    }()

    /// A name that says its weight is assistance: "Pull Up (Assisted)", "Assisted Dip", "Chin-Up
    /// (Assist)".
    public static func isAssisted(_ name: String) -> Bool { Exercise.nameKey(name).contains("assist") }

    /// `--map "Flat Barbell Bench Press=Bench Press"`: a file's name and the exercise it means
    /// (`new` to import it as an exercise of its own). Refuses anything without `=` or with an empty side.
    public static func parseMapping(_ text: String) throws(PlatesError) -> (from: String, to: String) {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .validation(
                "‘\(text)’ is not a mapping: write the file's name, =, and your exercise, like \"Flat Barbell Bench Press=Bench Press\" (or =new).",
                field: "map")
        }
        return (parts[0], parts[1])
    }

    /// Several mappings: a file's name → one of yours (or `new`); a later one for the same name wins.
    public static func parseMappings(_ texts: [String]) throws(PlatesError) -> [String: String] {
        var out: [String: String] = [:]
        for text in texts {
            let (from, to) = try parseMapping(text)
            out[from] = to
        }
        return out
    }

    /// The import form's field: mappings separated by `;` (names may hold commas: FitNotes'
    /// "BB Row, One Arm"). Blank: none.
    public static func parseMappingList(_ text: String) throws(PlatesError) -> [String: String] {
        try parseMappings(text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
}
