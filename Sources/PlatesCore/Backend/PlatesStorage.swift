import Foundation

/// What a store does: keeps rows, finds them through its indexes, makes each write one
/// transaction, and keeps its own caches true on write (record holders, set counts, progress
/// days). It never validates and never composes an answer: `PlatesService` does both, once,
/// over every store (SQLite, PostgreSQL, the demo). Every call throws only `PlatesError`.
///
/// Values handed to a write were validated by the service; a store refuses only what its data
/// forbids (an id or a name already taken, a row gone: `.conflict`, `.notFound`). A write given a
/// `WriteReceipt` (the server's, for an Idempotency-Key) stores its answer in the same
/// transaction; a store that has no place for answers (the demo's) refuses one.
public protocol PlatesStorage: TrainingStorage {
    var kind: BackendKind { get }
    /// The clock, calendar and ids the service uses with this store (a server account's "today"
    /// follows its own calendar).
    var environment: PlatesEnvironment { get }

    // MARK: Exercises

    /// By name (case-insensitively), then id.
    func exercises() async throws(PlatesError) -> [Exercise]
    func exercise(id: String) async throws(PlatesError) -> Exercise
    /// A name another exercise has (case-insensitively): `.conflict`.
    func insertExercise(_ exercise: Exercise, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Replaces the row of `exercise.id`, refused (`.conflict`) when the name is another's or, with
    /// `whileSetCount`, when the exercise no longer has that many sets (a set logged meanwhile).
    /// Record holders are recomputed when the body-weight flag changes (it ranks ties).
    func updateExercise(_ exercise: Exercise, whileSetCount: Int?, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func setCount(exerciseId: String) async throws(PlatesError) -> Int
    /// Every set of one exercise, oldest first (date, creation, id).
    func sets(exerciseId: String) async throws(PlatesError) -> [WorkoutSet]
    /// Deletes the exercise with its sets, record and progress rows and the import aliases to it;
    /// `.conflict` when it no longer has `setCount` sets.
    func deleteExercise(id: String, setCount: Int, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Inserts an exercise and its sets exactly as given; an id or the name in use: `.conflict`.
    /// `aliases` (name keys) answer to it again, unless another exercise has taken one meanwhile.
    func restoreExercise(_ exercise: Exercise, sets: [WorkoutSet], aliases: [String], receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Stores `moved` (every set of `source`, now `target`'s) and the entries of `routines` (those
    /// that planned `source`), deletes `source`, moves import aliases to `target` and adds
    /// `aliasKey` → target. `.conflict` when `source` has other sets.
    func mergeExercise(
        source: Exercise, into target: Exercise, moved: [WorkoutSet], routines: [Routine], aliasKey: String,
        receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Takes a merge back: inserts `source` again and moves `setIds` back to it from `target`
    /// (`.conflict` when one is no longer `target`'s), puts back each routine's `before` where its
    /// entries are still `after`, gives `aliases` back to it where they still name `target`, drops
    /// `aliasKey` → target, and recomputes both exercises' records and progress. `source`'s id or
    /// name in use: `.conflict`; `target` gone: `.notFound`.
    func unmergeExercise(
        _ source: Exercise, from target: Exercise, setIds: [String], routines: [MergedRoutine], aliases: [String], aliasKey: String,
        receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// The names imports and merges keep as another exercise's (`ImportBatch.aliases`, a merged
    /// exercise's name): name key → exercise id.
    func exerciseAliases() async throws(PlatesError) -> [String: String]
    /// Sets `key` to read as `exerciseId`, replacing what it read as; the exercise gone: `.notFound`.
    func putExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Drops `key` while it reads as `exerciseId`; otherwise (gone, or moved meanwhile) `.notFound`.
    func deleteExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)

    // MARK: Sets

    /// Newest first (date, creation, id); the page bounds were checked.
    func sets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet>
    func set(id: String) async throws(PlatesError) -> WorkoutSet
    /// The set logged last (`WorkoutSet.loggedLater`: the latest `created_at`; of sets logged
    /// together, the newest by date), whatever its date; nil when there is none.
    func lastLoggedSet() async throws(PlatesError) -> WorkoutSet?
    /// Logs sets: reads what `request` names (`LogContext`; an unknown exercise or workout:
    /// `.notFound`), lets `make` validate the drafts against it and build the sets, inserts them,
    /// and answers them with the record holders they took (by exercise id, then target). What
    /// `make` throws is the answer, and nothing is stored.
    func logSets(
        _ request: LogContext.Request, receipt: WriteReceipt<LogResult>?,
        make: @escaping @Sendable (LogContext) throws(PlatesError) -> [WorkoutSet]
    ) async throws(PlatesError) -> LogResult
    /// Inserts the sets in one transaction and answers the record holders they took (by exercise
    /// id, then target).
    func insertSets(_ sets: [WorkoutSet], receipt: WriteReceipt<[PersonalRecord]>?) async throws(PlatesError) -> [PersonalRecord]
    /// Replaces a stored set (`.notFound` when gone).
    func updateSet(_ set: WorkoutSet, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func deleteSet(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// Inserts sets again with their ids, in one transaction; an id in use: `.conflict`.
    func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError)

    // MARK: Indexed reads for records, progress, summaries

    /// An exercise's record holders, by target (1, 3, 5, 8, 10); targets no set reaches are left
    /// out. An unknown exercise: `.notFound`.
    func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord]
    /// Which of `days` (local days, oldest first) hold at least one set: their starts. One index
    /// seek per day, however many sets there are.
    func trainingDays(in days: [DateInterval]) async throws(PlatesError) -> [Date]
    /// The progress series (`ProgressSeries`) of an exercise for `measure`, weights in the
    /// profile's unit; an unknown exercise: `.notFound`.
    func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint]
    /// Everything the dashboard is made of, in one read (one snapshot; each separate read costs a
    /// trip to the store's reader, 0.2–0.4 ms on SQLite).
    func dashboardRows(today: DateInterval, recentSince: Date, week: DateInterval) async throws(PlatesError) -> DashboardRows
    /// What the exercise list shows, in one read, by name: each exercise with its newest set, the
    /// sets of its last session (the newest local day with sets before `today`, up to `today`) and
    /// its current record (`ExerciseRecords.currentTarget`).
    func summaryRows(before today: Date) async throws(PlatesError) -> [SummaryRow]
    /// The lifts with a volume chart trained since `since` (warm-ups aside), each with its best
    /// volume day before it and its days from it on (`RecentVolumes`), in one read where the store
    /// can.
    func recentVolumes(since: Date) async throws(PlatesError) -> [RecentVolumes]

    // MARK: Body weight and profile

    /// Newest first (date, id); the page bounds were checked.
    func bodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry>
    func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry
    func insertBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// `.notFound` when gone.
    func updateBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    func deleteBodyWeight(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError)
    /// The first and latest entries (by date, then id) and how many there are.
    func bodyWeightEnds() async throws(PlatesError) -> BodyWeightEnds
    /// The stored settings (no current weight: the service adds the latest entry's).
    func profileSettings() async throws(PlatesError) -> Profile
    /// The stored settings and the body weight's ends, in one read where the store can: the
    /// profile and the body-weight cards need both, and each read is a trip to a reader (at
    /// start-up the second one waited behind the dashboard's).
    func weighedProfile() async throws(PlatesError) -> WeighedProfile
    /// Stores new settings unless the stored ones are no longer `replacing` (`.conflict`).
    func saveProfile(_ profile: Profile, replacing: Profile, receipt: WriteReceipt<Void>?) async throws(PlatesError)

    // MARK: Other processes

    /// See `PlatesBackend.changedElsewhere`.
    func changedElsewhere() async -> Bool
    /// See `PlatesBackend.prepareToLog`.
    func prepareToLog() async
}

/// A store that takes imports (the local database and the demo).
public protocol ImportingStorage: PlatesStorage {
    /// Writes a validated batch in one transaction (see `ImportingBackend.importBatch`): stored
    /// ids are skipped, record holders and progress rows brought up to date.
    func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (_ setsDone: Int) -> Void) async throws(PlatesError) -> ImportApplied
    /// Deletes those of `ids` that are stored, in one transaction, with record holders and
    /// progress rows brought up to date as `deleteSet` does; answers how many went.
    func deleteSets(ids: [String]) async throws(PlatesError) -> Int
    /// Deletes those of `ids` that are stored, in one transaction, as `deleteWorkout` does (their
    /// sets stay, in no workout); answers how many went.
    func deleteWorkouts(ids: [String]) async throws(PlatesError) -> Int
    /// `ImportingBackend.importScope`.
    var importScope: String { get }
}

/// One exercise's line of the exercise list, as read (`PlatesService.exerciseSummaries`).
public struct SummaryRow: Sendable {
    public var exercise: Exercise
    public var newest: WorkoutSet?
    public var lastSession: [WorkoutSet]
    public var record: PersonalRecord?

    public init(exercise: Exercise, newest: WorkoutSet?, lastSession: [WorkoutSet], record: PersonalRecord?) {
        self.exercise = exercise
        self.newest = newest
        self.lastSession = lastSession
        self.record = record
    }
}

/// The rows the dashboard is composed from (`PlatesService.dashboard`).
public struct DashboardRows: Sendable {
    public var exercises: [Exercise]
    public var todaySets: [WorkoutSet]
    /// The local day of the newest set before today, and its sets.
    public var lastDay: DateInterval?
    public var lastDaySets: [WorkoutSet]
    /// The record holders of each exercise with a set since `recentSince` (SQLite answers only
    /// those set since then: the dashboard keeps no other).
    public var recentHolders: [String: [PersonalRecord]]
    public var weekDates: [Date]
    public var bodyWeight: BodyWeightEnds
    public var settings: Profile

    public init(
        exercises: [Exercise], todaySets: [WorkoutSet], lastDay: DateInterval?, lastDaySets: [WorkoutSet],
        recentHolders: [String: [PersonalRecord]], weekDates: [Date], bodyWeight: BodyWeightEnds, settings: Profile
    ) {
        self.exercises = exercises
        self.todaySets = todaySets
        self.lastDay = lastDay
        self.lastDaySets = lastDaySets
        self.recentHolders = recentHolders
        self.weekDates = weekDates
        self.bodyWeight = bodyWeight
        self.settings = settings
    }
}

/// The ends of the body-weight log.
public struct BodyWeightEnds: Sendable, Hashable {
    public var first: BodyWeightEntry?
    public var latest: BodyWeightEntry?
    public var count: Int

    public init(first: BodyWeightEntry?, latest: BodyWeightEntry?, count: Int) {
        self.first = first
        self.latest = latest
        self.count = count
    }

    /// The ends of a whole log, by date, then id.
    public init(entries: [BodyWeightEntry]) {
        let sorted = entries.sorted { $0.date != $1.date ? $0.date < $1.date : $0.id < $1.id }
        self.init(first: sorted.first, latest: sorted.last, count: sorted.count)
    }
}

extension PlatesStorage {
    /// SPEC 3's series: the heaviest set of `minReps`+ reps per day.
    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        try await progress(exerciseId: exerciseId, measure: .weight(minReps: minReps))
    }

    public func changedElsewhere() async -> Bool { false }
    public func prepareToLog() async {}
}

extension PlatesError {
    /// A name another exercise has, in every store's words.
    public static func nameTaken(by other: String) -> PlatesError {
        .conflict("An exercise named ‘\(other)’ already exists.")
    }

    /// A stored id, for restores and undo.
    public static func setAlreadyStored(_ id: String) -> PlatesError {
        .conflict("That set is already stored (id \(id)): nothing to restore.")
    }

    /// A restore or an undone merge of an exercise that is there again (put back twice).
    public static func exerciseAlreadyThere(_ e: Exercise) -> PlatesError {
        .conflict("\(e.name) is already there (id \(e.id)): nothing to put back.")
    }

    /// A write that found its exercise changed by another one since the service read it.
    public static func changedMeanwhile(_ name: String) -> PlatesError {
        .conflict("\(name) changed while this was saved (another window or device): nothing was saved; try again.")
    }
}
