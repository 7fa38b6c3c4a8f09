import Foundation
import PlatesCore
import PlatesDemo

/// The demo backend with a dashboard the test controls: it waits until released, or fails the
/// first `failures` times (a slow or broken backend, without a network).
final class ControlledBackend: PlatesBackend, @unchecked Sendable {
    let inner: DemoBackend
    private let lock = NSLock()
    private var released: Bool
    private var failures: Int
    /// Rewrites names and notes on the way out, as a hostile server could send them (no validation).
    let hostile: (@Sendable (String) -> String)?

    init(environment: PlatesEnvironment, held: Bool = false, failures: Int = 0, hostile: (@Sendable (String) -> String)? = nil) throws {
        inner = try DemoBackend(seed: .fixtures, environment: environment)
        released = !held
        self.failures = failures
        self.hostile = hostile
    }

    private func spoil(_ e: Exercise) -> Exercise {
        var e = e
        if let hostile {
            e.name = hostile(e.name)
            e.pinnedNote = hostile(e.pinnedNote ?? "")
        }
        return e
    }

    private func spoil(_ s: WorkoutSet) -> WorkoutSet {
        var s = s
        if let hostile { s.notes = hostile(s.notes ?? "") }
        return s
    }

    func release() {
        lock.withLock {
            released = true
            historyReleased = true
        }
    }

    /// Logging a set fails with `error` until this is called again with nil (a full disk, a server down).
    func failWrites(with error: PlatesError?) { lock.withLock { writeFailure = error } }
    private var writeFailure: PlatesError?

    var kind: BackendKind { inner.kind }

    func dashboard() async throws(PlatesError) -> DashboardSummary {
        while !lock.withLock({ released }) { try? await Task.sleep(nanoseconds: 5_000_000) }
        let fail = lock.withLock { () -> Bool in
            guard failures > 0 else { return false }
            failures -= 1
            return true
        }
        if fail { throw .network("The server did not answer in 15 s.") }
        return try await inner.dashboard()
    }

    func listExercises() async throws(PlatesError) -> [Exercise] { try await inner.listExercises().map(spoil) }
    func exercise(id: String) async throws(PlatesError) -> Exercise { spoil(try await inner.exercise(id: id)) }
    func createExercise(_ d: ExerciseDraft) async throws(PlatesError) -> Exercise { try await inner.createExercise(d) }
    func updateExercise(id: String, _ p: ExercisePatch) async throws(PlatesError) -> Exercise { try await inner.updateExercise(id: id, p) }
    func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        try await inner.deleteExercise(id: id, withSets: withSets)
    }
    func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) { try await inner.restoreExercise(removal) }
    func mergeExercise(id: String, into: String) async throws(PlatesError) -> ExerciseMergeResult {
        try await inner.mergeExercise(id: id, into: into)
    }
    func unmergeExercise(_ merge: ExerciseMergeResult) async throws(PlatesError) -> ExerciseMergeResult {
        try await inner.unmergeExercise(merge)
    }
    func exerciseAliases() async throws(PlatesError) -> [String: String] { try await inner.exerciseAliases() }
    func addExerciseAlias(_ name: String, exerciseId: String) async throws(PlatesError) -> ExerciseAlias {
        try await inner.addExerciseAlias(name, exerciseId: exerciseId)
    }
    func deleteExerciseAlias(_ name: String) async throws(PlatesError) -> ExerciseAlias { try await inner.deleteExerciseAlias(name) }
    /// The next first page of History waits until `release()` and answers an empty history: an
    /// old answer that comes after a newer one.
    func holdNextHistoryLoad() { lock.withLock { historyHeld = true } }
    private var historyHeld = false
    private var historyReleased = true
    /// Whether a history load is being held now (the one `holdNextHistoryLoad` asked for).
    var holdsAHistoryLoad: Bool { lock.withLock { historyHolding } }
    private var historyHolding = false

    func listSets(_ q: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        if q.exerciseId == nil, q.skip == 0,
            lock.withLock({ () -> Bool in
                defer { historyHeld = false }
                return historyHeld
            })
        {
            // Its own flag: a dashboard read meanwhile is not held with it.
            lock.withLock {
                historyReleased = false
                historyHolding = true
            }
            while !lock.withLock({ historyReleased }) { try? await Task.sleep(nanoseconds: 5_000_000) }
            lock.withLock { historyHolding = false }
            return Page(items: [], skip: 0, limit: q.limit, total: 0)
        }
        var page = try await inner.listSets(q)
        page.items = page.items.map(spoil)
        return page
    }
    func set(id: String) async throws(PlatesError) -> WorkoutSet { try await inner.set(id: id) }
    func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? { try await inner.lastLoggedSet() }
    func logSets(_ d: [SetDraft]) async throws(PlatesError) -> LogResult {
        if let failure = lock.withLock({ writeFailure }) { throw failure }
        return try await inner.logSets(d)
    }
    func updateSet(id: String, _ d: SetDraft) async throws(PlatesError) -> WorkoutSet { try await inner.updateSet(id: id, d) }
    func deleteSet(id: String) async throws(PlatesError) { try await inner.deleteSet(id: id) }
    func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError) { try await inner.restoreSets(sets) }
    func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] { try await inner.records(exerciseId: exerciseId) }
    func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] {
        try await inner.progress(exerciseId: exerciseId, measure: measure)
    }
    func trainingDays(from: Date, to: Date) async throws(PlatesError) -> [Date] {
        try await inner.trainingDays(from: from, to: to)
    }

    func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] {
        try await inner.exerciseSummaries().map { summary in
            var summary = summary
            summary.exercise = spoil(summary.exercise)
            summary.lastSet = summary.lastSet.map(spoil)
            return summary
        }
    }
    func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> { try await inner.listBodyWeight(skip: skip, limit: limit) }
    func addBodyWeight(_ d: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry { try await inner.addBodyWeight(d) }
    func updateBodyWeight(id: String, _ d: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry { try await inner.updateBodyWeight(id: id, d) }
    func deleteBodyWeight(id: String) async throws(PlatesError) { try await inner.deleteBodyWeight(id: id) }
    func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats { try await inner.bodyWeightStats() }
    func profile() async throws(PlatesError) -> Profile { try await inner.profile() }
    func updateProfile(_ p: ProfilePatch) async throws(PlatesError) -> Profile { try await inner.updateProfile(p) }
}
