import Foundation

/// What one import writes, in one transaction: new exercises, sets and weigh-ins with the ids the
/// importer chose (so the same file imported again finds them), and profile settings.
public struct ImportBatch: Sendable, Hashable {
    public var exercises: [Exercise] = []
    public var sets: [WorkoutSet] = []
    public var bodyWeight: [BodyWeightEntry] = []
    /// Written before the sets, which name them; one whose id is stored is skipped.
    public var workouts: [Workout] = []
    /// One whose id or name is stored is skipped.
    public var routines: [Routine] = []
    public var profile: ProfilePatch?
    /// Changes a Plates export carries for exercises the account has (a built-in exercise's pinned
    /// note, body-weight flag, PR reps): applied before the sets, which may need them.
    public var exerciseChanges: [ExerciseChange] = []
    /// Names the user mapped (`--map`), kept for the next import: a file's name key → exercise id.
    public var aliases: [String: String] = [:]
    /// The id an earlier plates gave a set (new id → old id): a set stored under either is already there.
    public var previousIds: [String: String] = [:]
    /// The ids an import of this file gives the exercises it makes, made now or by an earlier
    /// import of it: the ones undoing it may remove (`ImportUndo`).
    public var madeExerciseIds: Set<String> = []
    /// Filled by `PlatesService` for the store: `exerciseChanges` applied and validated, and the
    /// profile with `profile` applied. Stores write these, never the patches.
    public var updatedExercises: [Exercise] = []
    public var settings: Profile?

    public init(exercises: [Exercise] = [], sets: [WorkoutSet] = [], bodyWeight: [BodyWeightEntry] = [], profile: ProfilePatch? = nil) {
        self.exercises = exercises
        self.sets = sets
        self.bodyWeight = bodyWeight
        self.profile = profile
    }
}

/// One exercise's change in an import.
public struct ExerciseChange: Sendable, Hashable {
    public var id: String
    public var patch: ExercisePatch

    public init(id: String, patch: ExercisePatch) {
        self.id = id
        self.patch = patch
    }
}

/// What the backend wrote: an id already stored is skipped, so importing twice adds nothing.
public struct ImportApplied: Sendable, Hashable {
    public var exercisesCreated = 0
    public var setsAdded = 0
    public var setsAlreadyThere = 0
    public var bodyWeightAdded = 0
    public var bodyWeightAlreadyThere = 0
    public var workoutsAdded = 0
    public var routinesAdded = 0

    public init() {}
}

/// A backend that can import: all of a batch or none of it. The local database, the demo and a
/// server's storages (SQLite and PostgreSQL, behind `POST /import`) do; the HTTP backend sends
/// the file there instead (`ServerImporting`).
public protocol ImportingBackend: PlatesBackend {
    /// Writes the batch in one transaction. Exercises and weigh-ins whose id is stored are
    /// skipped, and so are sets whose id is stored; every new set is validated against its
    /// exercise, and records are brought up to date. Any failure writes nothing.
    /// `progress` hears how many of the batch's sets are done, every `ImportBatch.progressStep`
    /// sets and at the end (for a progress bar; they commit together at the end).
    func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (_ setsDone: Int) -> Void) async throws(PlatesError) -> ImportApplied
    /// Deletes those of `ids` that are stored, in one transaction (an import taken back: one
    /// write a set was 0.66 ms, 13 s for 20,000); answers how many went. Records and charts are
    /// kept right as by `deleteSet`.
    func deleteSets(ids: [String]) async throws(PlatesError) -> Int
    /// Deletes those of `ids` that are stored, in one transaction; their sets stay, in no
    /// workout, as by `deleteWorkout`. Answers how many went.
    func deleteWorkouts(ids: [String]) async throws(PlatesError) -> Int
    /// What the ids an import makes are derived from, besides the file: "local" for a database of
    /// one person; the account on a server, where two accounts importing one file must not make
    /// the same ids.
    var importScope: String { get }
}

extension ImportingBackend {
    public var importScope: String { account ?? "local" }

    public func importBatch(_ batch: ImportBatch) async throws(PlatesError) -> ImportApplied {
        try await importBatch(batch, progress: { _ in })
    }
}

extension ImportBatch {
    /// How often a backend reports the sets it has done.
    public static let progressStep = 500
}
