import PlatesCore

/// The exercises a command finds by a typed name, with the other names they answer to (a name
/// merged into one, a file's name an import mapped): `plates log`, `prs`, `sets` and a routine's
/// plan read "Flat Barbell Bench" as the Bench Press it was merged into. The commands that change
/// or remove an exercise (rename, edit, delete, merge) match its own names only: `exercise delete`
/// of a name merged away must not find the exercise it went into (docs/DECISIONS.md).
struct ExerciseNames {
    var exercises: [Exercise]
    var aliases: [String: String]

    /// The aliases are an aid: offline with no copy of them kept, or on a server from before
    /// `GET /exercise-aliases`, the names alone (a set logged offline must not fail for them).
    static func read(_ backend: any PlatesBackend) async throws(PlatesError) -> ExerciseNames {
        let exercises = try await backend.listExercises()
        return ExerciseNames(exercises: exercises, aliases: (try? await backend.exerciseAliases()) ?? [:])
    }

    func match(_ query: String, preferring preference: ExerciseMatcher.Preference? = nil) throws(PlatesError) -> Exercise {
        try ExerciseMatcher.match(query, in: exercises, aliases: aliases, preferring: preference)
    }

    /// The exercise `query` names among their own names, for a command that changes or removes
    /// it. Another's alias typed whole is refused with whose it is, before any partial match of a
    /// name could pick a third exercise.
    func own(_ query: String) throws(PlatesError) -> Exercise {
        let key = Exercise.nameKey(query)
        if !exercises.contains(where: { Exercise.nameKey($0.name) == key }), let id = aliases[key],
            let owner = exercises.first(where: { $0.id == id })
        {
            throw .validation(
                "‘\(query)’ is another name of \(owner.name) (merged into it, or mapped to it by an import): name \(owner.name) itself.",
                field: "exercise")
        }
        return try ExerciseMatcher.match(query, in: exercises)
    }
}
