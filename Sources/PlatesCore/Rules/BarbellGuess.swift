/// Whether an exercise is probably done with a barbell, so the quick log shows the plates for its
/// weight. Exercises have no equipment field; their names say it. A name that names other
/// equipment (dumbbell, cable, machine…) is not a barbell's; a name that names a barbell or a
/// lift done with one (bench press, squat, deadlift, overhead press, row…) is. Anything else:
/// not, so the line never shows plates for a machine. `plates plates WEIGHT` answers for any.
/// Names in German, French, Spanish, Portuguese and Italian too (the languages the import's group
/// guess reads), accents folded and found inside words: "Kniebeuge" and "Bankdrücken" are
/// barbell lifts, "Kurzhantel-Bankdrücken" and "Beinpresse" are not.
public enum BarbellGuess {
    static let otherEquipment = [
        "dumbbell", "db ", "cable", "machine", "kettlebell", "kb ", "band", "smith", "leg press", "hack", "goblet", "pushdown",
        "pulldown", "lateral", "fly", "flye", "hammer", "face pull", "crunch", "trx", "ring", "landmine",
        "kurzhantel", "kabel", "maschine", "presse", "latzug", "seitheben", "fliegende", "butterfly", "halter", "poulie", "mancuerna",
        "polea", "maquina", "prensa", "polia", "manubri", "cavo", "macchina",
    ]
    static let barbellLifts = [
        "barbell", "bench press", "squat", "deadlift", "overhead press", "military press", "push press", "row", "clean", "snatch",
        "jerk", "good morning", "hip thrust", "rack pull", "floor press", "ez bar", "ez-bar", "trap bar",
        "langhantel", "sz-stange", "sz stange", "kniebeuge", "kreuzheben", "bankdrucken", "schulterdrucken", "nackendrucken", "rudern",
        "umsetzen", "barre", "souleve", "developpe couche", "developpe militaire", "barra", "sentadilla", "peso muerto", "banca",
        "supino", "agachamento", "levantamento terra", "bilanciere", "panca", "stacco",
    ]

    public static func isBarbell(_ exercise: Exercise) -> Bool {
        guard exercise.exerciseType == .strength, !exercise.usesBodyWeight else { return false }
        let name = " " + ExerciseMatcher.normalize(exercise.name) + " "
        if otherEquipment.contains(where: { name.contains($0) }) { return false }
        return barbellLifts.contains { name.contains($0) }
    }
}
