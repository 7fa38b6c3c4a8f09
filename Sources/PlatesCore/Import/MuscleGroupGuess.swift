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

    /// Phrases of two or more words, checked first, most words first (ties in table order): the
    /// phrase says more than any of its words ("calf press on seated leg press" is Legs, not the
    /// Chest that "press" alone would say). A trailing space: the whole word.
    static let phrases: [(String, MuscleGroup)] = [
        ("close grip", .triceps), ("overhead tricep", .triceps), ("bench dip", .triceps), ("jm press", .triceps),
        ("chest dip", .chest), ("chest press", .chest), ("bench press", .chest), ("floor press", .chest), ("svend press", .chest),
        ("push up", .chest),
        ("leg curl", .legs), ("hamstring curl", .legs), ("leg extension", .legs), ("leg press", .legs), ("calf press", .legs),
        ("calf raise", .legs), ("romanian deadlift", .legs), ("stiff leg", .legs), ("good morning", .legs), ("step up", .legs),
        ("box jump", .legs), ("kettlebell swing", .legs), ("clean and jerk", .legs), ("power clean", .legs), ("hip thrust", .legs),
        ("leg raise", .core), ("knee raise", .core), ("sit up", .core), ("dead bug", .core), ("mountain climb", .core),
        ("wood chop", .core), ("pallof press", .core), ("russian twist", .core), ("ab wheel", .core), ("ab roll", .core),
        ("lateral raise", .shoulders), ("front raise", .shoulders), ("rear delt", .shoulders), ("reverse fly", .shoulders),
        ("face pull", .shoulders), ("upright row", .shoulders), ("push press", .shoulders), ("landmine press", .shoulders),
        ("shoulder press", .shoulders), ("military press", .shoulders), ("overhead press", .shoulders),
        ("wrist curl", .arms), ("reverse curl", .arms), ("forearm curl", .arms), ("farmer walk", .arms), ("farmers walk", .arms),
        ("back extension", .back), ("pull up", .back), ("chin up", .back), ("t bar", .back),
        ("row machine", .cardio), ("rowing machine", .cardio), ("jump rope", .cardio), ("battle rope", .cardio),
        ("stair climb", .cardio), ("air bike", .cardio), ("stationary bike", .cardio),
        // Other languages' names (accents folded): French, Spanish, Portuguese.
        ("developpe couche", .chest), ("developpe epaule", .shoulders), ("rowing barre", .back), ("rowing haltere", .back),
        ("peso muerto", .back), ("levantamento terra", .back), ("barra fixa", .back),
    ].sorted { $0.0.split(separator: " ").count > $1.0.split(separator: " ").count }

    /// Single words, in priority order: words that name a movement of one group before words that
    /// name a body part, and generic ones ("press", "pull", "extension") last, so "Chest Supported
    /// Row" is Back and "Incline Curl" is Biceps.
    static let words: [(String, MuscleGroup)] = [
        ("tricep", .triceps), ("skull", .triceps), ("pushdown", .triceps), ("dip", .triceps),
        ("bicep", .biceps), ("preacher", .biceps), ("curl", .biceps),
        ("crunch", .core), ("plank", .core), ("situp", .core), ("hollow", .core), ("twist", .core), ("rollout", .core), ("oblique", .core),
        ("squat", .legs), ("lunge", .legs), ("calf", .legs), ("calves", .legs), ("glute", .legs), ("hamstring", .legs), ("quad", .legs),
        ("thrust", .legs), ("adductor", .legs), ("abductor", .legs), ("snatch", .legs),
        ("deadlift", .back), ("row ", .back), ("rows ", .back), ("pulldown", .back), ("pullup", .back), ("chinup", .back), ("shrug", .back),
        ("lat ", .back), ("lats ", .back), ("hyperextension", .back),
        // Other languages' movements (German, French, Spanish, Portuguese, Italian), before their
        // body parts: "Jalón al pecho" is a pulldown, not chest.
        ("bizeps", .biceps), ("rosca", .biceps), ("trizeps", .triceps), ("fondos", .triceps),
        ("gainage", .core), ("plancha", .core), ("prancha", .core), ("bauch", .core), ("abdo", .core), ("addominal", .core),
        ("beinheben", .core), ("knieheben", .core),
        ("kniebeuge", .legs), ("bein", .legs), ("wadenheben", .legs), ("ausfallschritt", .legs), ("sentadilla", .legs),
        ("zancada", .legs), ("prensa", .legs), ("agachamento", .legs), ("afundo", .legs), ("affondi", .legs), ("fentes", .legs),
        ("mollet", .legs), ("panturrilha", .legs), ("gemelo", .legs), ("cuisse", .legs),
        ("kreuzheben", .back), ("rudern", .back), ("klimmzug", .back), ("latzug", .back), ("latziehen", .back), ("traction", .back), ("tirage", .back),
        ("souleve", .back), ("dominada", .back), ("remo ", .back), ("jalon", .back), ("remada", .back), ("puxada", .back),
        ("trazion", .back), ("rematore", .back), ("stacco", .back),
        ("bankdrucken", .chest), ("liegestutz", .chest), ("fliegende", .chest), ("pompe", .chest), ("ecarte", .chest), ("flexiones", .chest),
        ("flexao", .chest), ("supino", .chest), ("apertura", .chest), ("panca", .chest), ("banca", .chest), ("piegament", .chest),
        ("schulterdrucken", .shoulders), ("nackendrucken", .shoulders), ("seitheben", .shoulders), ("frontheben", .shoulders),
        ("militar", .shoulders), ("militair", .shoulders), ("elevation", .shoulders),
        ("elevacion", .shoulders), ("elevacao", .shoulders), ("alzat", .shoulders), ("developpe", .chest),
        ("course", .cardio), ("carrera", .cardio), ("corrida", .cardio), ("velo ", .cardio), ("bicicleta", .cardio),
        // Whole words where a lift may hold them ("Laufende Ausfallschritte" are walking lunges).
        ("laufen ", .cardio), ("lauf ", .cardio), ("joggen ", .cardio), ("schwimmen ", .cardio), ("corsa ", .cardio), ("nuoto ", .cardio),
        ("radfahren", .cardio), ("fahrrad", .cardio), ("ciclismo", .cardio), ("natacion", .cardio), ("natacao", .cardio),
        ("pullover", .chest), ("butterfly", .chest), ("bench", .chest), ("fly", .chest), ("flye", .chest), ("pec", .chest),
        ("crossover", .chest), ("pushup", .chest),
        ("shoulder", .shoulders), ("overhead", .shoulders), ("military", .shoulders), ("arnold", .shoulders), ("lateral", .shoulders),
        ("delt", .shoulders), ("raise", .shoulders),
        ("chest", .chest), ("back", .back), ("leg", .legs), ("ab ", .core), ("abs ", .core), ("core", .core),
        ("brust", .chest), ("pecho", .chest), ("peito", .chest), ("pector", .chest), ("pettoral", .chest),
        ("rucken", .back), ("espalda", .back), ("costas", .back), ("dos ", .back), ("schulter", .shoulders),
        ("hombro", .shoulders), ("ombro", .shoulders), ("epaule", .shoulders), ("spalle", .shoulders),
        ("pierna", .legs), ("perna", .legs), ("jambe", .legs), ("gamba", .legs),
        ("run", .cardio), ("jog", .cardio), ("cycl", .cardio), ("bike", .cardio), ("rowing", .cardio), ("swim", .cardio), ("walk", .cardio),
        ("elliptical", .cardio), ("treadmill", .cardio), ("stair", .cardio), ("ski", .cardio), ("burpee", .cardio), ("sprint", .cardio),
        ("press", .chest), ("extension", .triceps), ("pull", .back),
    ]

    /// A guess from the name, accents folded (`Développé couché` reads "developpe couche"): the
    /// phrases and words where a word starts, then the longer words anywhere in a word, as German
    /// joins them ("Frontkniebeuge", "Schrägbankdrücken", "Langhantelrudern"); Arms when none is.
    public static func guess(_ name: String) -> MuscleGroup { known(name) ?? .arms }

    /// The group of a new exercise of `type`: Cardio for any cardio one (`Laufen` with a distance,
    /// `Rudern` on a machine), else the name's guess.
    public static func guess(_ name: String, type: ExerciseType) -> MuscleGroup { type == .cardio ? .cardio : guess(name) }

    /// The group a word of the name says, or nil when none does (the exercise list's form then
    /// keeps the group it opened with).
    public static func known(_ name: String) -> MuscleGroup? {
        let folded = ExerciseMatcher.normalize(name)
        // Words start where a letter follows a space: "chin" is in "chin up", not in "machine".
        let words =
            " "
            + String(folded.map { $0.isLetter || $0.isNumber ? $0 : " " })
            .split(separator: " ").joined(separator: " ") + " "
        let text = Array(words.utf8)
        for (pattern, group) in patterns where contains(text, pattern) { return group }
        for (pattern, group) in inWords where contains(text, pattern) { return group }
        return nil
    }

    /// The words of six letters or more, without the space before them: long enough not to be
    /// found by chance inside another word ("press" is in "Espresso", "row" in "Arrow").
    static let inWords: [([UInt8], MuscleGroup)] = words.filter { $0.0.count >= 6 && !$0.0.hasSuffix(" ") }.map { (Array($0.0.utf8), $0.1) }

    /// The phrases, then the words, each after the space a word starts with, as bytes: made once.
    /// The quick-log guesses at every key while it offers to add a name, and `String.contains`
    /// over the ~230 took 150 µs a guess.
    static let patterns: [([UInt8], MuscleGroup)] = (phrases + words).map { (Array((" " + $0.0).utf8), $0.1) }

    static func contains(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard pattern.count <= text.count else { return false }
        for start in 0...(text.count - pattern.count) where text[start] == pattern[0] {
            var i = 1
            while i < pattern.count && text[start + i] == pattern[i] { i += 1 }
            if i == pattern.count { return true }
        }
        return false
    }
}
