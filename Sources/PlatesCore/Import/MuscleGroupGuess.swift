import Foundation

/// The muscle group of an exercise a file names but Plates does not know: taken from the file
/// where it has one (FitNotes' Category), otherwise guessed from words in the name. Every guess
/// is listed in the import report, so the user can correct it in the Exercises screen.
public enum MuscleGroupGuess {
    /// A file's category: the nine groups, plus the names apps use for them.
    public static func fromCategory(_ text: String) -> MuscleGroup? {
        if let group = MuscleGroup(lenient: text) { return group }
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "abs", "abdominals", "core & abs", "obliques": return .core
        case "quads", "quadriceps", "hamstrings", "glutes", "calves", "legs & glutes": return .legs
        case "lats", "upper back", "lower back", "traps": return .back
        case "delts", "shoulder": return .shoulders
        case "forearms", "arm": return .arms
        case "bicep": return .biceps
        case "tricep": return .triceps
        case "conditioning", "aerobic": return .cardio
        default: return nil
        }
    }

    /// Word beginnings in a name (a trailing space: the whole word); the longest match decides.
    static let keywords: [(String, MuscleGroup)] = [
        ("tricep", .triceps), ("skull", .triceps), ("pushdown", .triceps), ("dip", .triceps),
        ("romanian", .legs), ("bicep", .biceps), ("curl", .biceps), ("chin", .back),
        ("leg curl", .legs), ("squat", .legs), ("lunge", .legs), ("leg", .legs), ("calf", .legs), ("hip thrust", .legs),
        ("glute", .legs), ("calf raise", .legs), ("leg extension", .legs), ("extension", .triceps), ("deadlift", .back), ("step up", .legs), ("hamstring", .legs),
        ("bench", .chest), ("chest", .chest), ("fly", .chest), ("flye", .chest), ("push up", .chest), ("push-up", .chest), ("pec", .chest),
        ("row", .back), ("pull", .back), ("lat ", .back), ("pulldown", .back), ("shrug", .back), ("back", .back),
        ("overhead", .shoulders), ("shoulder", .shoulders), ("lateral", .shoulders), ("raise", .shoulders), ("military", .shoulders),
        ("arnold", .shoulders), ("face pull", .shoulders), ("delt", .shoulders),
        ("crunch", .core), ("plank", .core), ("sit up", .core), ("sit-up", .core), ("ab ", .core), ("abs", .core), ("core", .core),
        ("russian twist", .core), ("hollow", .core),
        ("run", .cardio), ("jog", .cardio), ("cycl", .cardio), ("bike", .cardio), ("row machine", .cardio), ("rowing", .cardio),
        ("swim", .cardio), ("walk", .cardio), ("elliptical", .cardio), ("treadmill", .cardio), ("stair", .cardio), ("ski", .cardio),
        ("press", .chest),
    ]

    /// Longer, more specific phrases first ("leg curl" before "curl"); ties in table order.
    static let byLength: [(String, MuscleGroup)] = keywords.enumerated()
        .sorted { ($0.element.0.count, -$0.offset) > ($1.element.0.count, -$1.offset) }
        .map(\.element)

    /// A guess from the name; Arms when no word matches.
    public static func guess(_ name: String) -> MuscleGroup {
        // Words start where a letter follows a space: "chin" is in "chin up", not in "machine".
        let words = " " + String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : " " }) + " "
        for (word, group) in byLength where words.contains(" " + word) { return group }
        return .arms
    }
}
