import Foundation

/// Which kind of backend the app talks to (the UI marks demo mode).
public enum BackendKind: Hashable, Sendable {
    case sqlite(path: String)
    case demo
    case http(url: String)
    /// The server's PostgreSQL storage (the app never talks to it directly); the URL has no password.
    case postgres(url: String)
}

/// Everything the screens and the command line read and write. Every implementation passes the
/// one contract suite (Tests/PlatesBackendTests). Every call throws only `PlatesError`.
///
/// Lists are ordered: exercises by name; sets and body weight entries newest first.
public protocol PlatesBackend: Sendable {
    var kind: BackendKind { get }

    // Exercises (base catalogue included)
    func listExercises() async throws(PlatesError) -> [Exercise]
    func exercise(id: String) async throws(PlatesError) -> Exercise
    /// Refuses a name another exercise has (case-insensitive) with `.conflict`.
    func createExercise(_ draft: ExerciseDraft) async throws(PlatesError) -> Exercise
    func updateExercise(id: String, _ patch: ExercisePatch) async throws(PlatesError) -> Exercise
    /// Deletes the exercise, base ones too, and with `withSets` every set of it, in one
    /// transaction; without, an exercise that has sets is refused (`.conflict`, with the count).
    /// Answers what was removed, for `restoreExercise`. Import aliases to it are dropped.
    func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval
    /// Puts a removed exercise and its sets back exactly (ids, values, `created_at`), records and
    /// progress recomputed: the TUI's undo of a delete. Its id or name in use: `.conflict`.
    func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError)
    /// Moves every set of `id` into `into` (`ExerciseMerge`'s rules), deletes `id`, recomputes the
    /// target's records and progress, and reads the source's name as the target on later imports.
    func mergeExercise(id: String, into: String) async throws(PlatesError) -> ExerciseMergeResult
    /// Takes back a merge from its answer (`ExerciseUnmerge`'s rules): the exercise merged away
    /// comes back as it was with the sets that moved (those still the target's), its other names
    /// and its place in routines (those not edited since). Answers the exercise back and how many
    /// sets moved back. Its id or name in use again: `.conflict`.
    func unmergeExercise(_ merge: ExerciseMergeResult) async throws(PlatesError) -> ExerciseMergeResult
    /// The other names exercises answer to, as name key (`Exercise.nameKey`) → exercise id: a
    /// merged exercise's name, and a file's name an import was told to read as one of yours
    /// (`--map`). The matcher reads them beside the names (`ExerciseMatcher`), so a name merged
    /// away still logs to the exercise it went into; imports follow them too.
    func exerciseAliases() async throws(PlatesError) -> [String: String]
    /// Makes `name` another name of an exercise (`OtherNames`' rules): logging, plans and imports
    /// read it as that one. A name that was another exercise's moves; an exercise's own name:
    /// `.conflict`; an unknown exercise: `.notFound`.
    func addExerciseAlias(_ name: String, exerciseId: String) async throws(PlatesError) -> ExerciseAlias
    /// Drops another name (a mapping made in error, a merged name to free); answers what it was,
    /// so it can be put back. No exercise answers to it: `.notFound`.
    func deleteExerciseAlias(_ name: String) async throws(PlatesError) -> ExerciseAlias

    // Sets
    func listSets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet>
    func set(id: String) async throws(PlatesError) -> WorkoutSet
    /// The set logged last, whatever its date (`plates set edit last`: a set just logged with
    /// `--date yesterday` is not the newest by date); nil when there is none.
    func lastLoggedSet() async throws(PlatesError) -> WorkoutSet?
    /// Stores all the drafts in one transaction (all or none) and answers the records they set.
    func logSets(_ drafts: [SetDraft]) async throws(PlatesError) -> LogResult
    func updateSet(id: String, _ draft: SetDraft) async throws(PlatesError) -> WorkoutSet
    func deleteSet(id: String) async throws(PlatesError)
    /// Stores deleted sets again exactly as they were (id, values, date, notes, `created_at`), in
    /// one transaction, and recomputes the records they touch: the TUI's undo of a delete and redo
    /// of a log. An id still in use is refused with `.conflict`.
    func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError)

    // Stats
    /// Every record of the exercise (`RecordTarget`: rep counts 1–20, or the timed and cardio
    /// kinds), in target order; targets no set reaches are left out.
    func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord]
    /// The local days from `from`'s day to `to`'s day (both included, at most
    /// `TrainingCalendar.maxDays`) on which any set was logged, as each day's start, oldest first.
    func trainingDays(from: Date, to: Date) async throws(PlatesError) -> [Date]
    /// A progress series (`ProgressMeasure`), weights in the profile's unit.
    func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint]
    /// Every exercise with its last set, last session top set and current record, by name.
    func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary]
    func dashboard() async throws(PlatesError) -> DashboardSummary
    /// The lifts trained since `since` whose best session volume falls on or after it, newest
    /// first (`SessionVolumeRecord.recent`): the dashboard's recent best sessions.
    func recentSessionVolumeRecords(since: Date) async throws(PlatesError) -> [SessionVolumeRecord.Recent]

    // Body weight
    func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry>
    func addBodyWeight(_ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry
    func updateBodyWeight(id: String, _ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry
    func deleteBodyWeight(id: String) async throws(PlatesError)
    func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats

    // Profile
    func profile() async throws(PlatesError) -> Profile
    func updateProfile(_ patch: ProfilePatch) async throws(PlatesError) -> Profile

    // Offline writes (the HTTP backend; local backends have none)
    /// Writes waiting for the server, and whether it was last unreachable.
    func syncStatus() async -> SyncStatus
    /// Sends waiting writes, in order, if the server answers.
    func sync() async
    /// Readies `logSets` while the user types an entry (quick-log is open): opens and prepares
    /// what the write will use, so the set the user is about to log commits without first-use
    /// costs. Never writes, never fails (it is only a head start).
    func prepareToLog() async

    /// Whether another process changed the data since the last call (a `plates log` from another
    /// shell while the interface is open). The first call only takes note. Never fails: a backend
    /// that cannot tell answers false.
    func changedElsewhere() async -> Bool

    // Accounts (the HTTP backend; local backends have none)
    /// The e-mail of the account the backend works for; nil when it needs no log-in.
    var account: String? { get }
    /// Logs in again after the session ended (a call threw `.unauthorized`): the backend keeps the
    /// new session, and the calls that failed can be made again.
    func logIn(email: String, password: String) async throws(PlatesError)
}

/// What the app shows as "offline · N pending".
public struct SyncStatus: Hashable, Sendable {
    public var pending: Int
    /// Writes the server refused when they were finally sent (kept aside in the outbox file).
    public var rejected: Int
    public var offline: Bool

    public init(pending: Int = 0, rejected: Int = 0, offline: Bool = false) {
        self.pending = pending
        self.rejected = rejected
        self.offline = offline
    }
}

extension PlatesBackend {
    /// SPEC 3's series in the profile's unit (reps for body-weight exercises).
    public func progress(exerciseId: String, minReps: Int) async throws(PlatesError) -> [ProgressPoint] {
        try await progress(exerciseId: exerciseId, measure: .weight(minReps: minReps))
    }

    /// Deletes an exercise that has no sets.
    public func deleteExercise(id: String) async throws(PlatesError) { _ = try await deleteExercise(id: id, withSets: false) }

    /// Through the backend's separate calls (the HTTP backend's: the sets since then, the
    /// exercises, each lift's volume chart).
    public func recentSessionVolumeRecords(since: Date) async throws(PlatesError) -> [SessionVolumeRecord.Recent] {
        try await SessionVolumeRecord.recent(self, since: since)
    }

    public func syncStatus() async -> SyncStatus { SyncStatus() }
    public func sync() async {}
    public func prepareToLog() async {}
    public func changedElsewhere() async -> Bool { false }
    public var account: String? { nil }
    public func logIn(email: String, password: String) async throws(PlatesError) {
        throw .forbidden("This data has no accounts: nothing to log in to.")
    }
}
