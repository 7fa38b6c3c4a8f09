import Foundation

/// Sets: log, edit, delete, and undo's restore — validated against their exercise here, stored
/// (with the record holders they take) by the store.
extension PlatesService {
    public func listSets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        try Validator.page(skip: query.skip, limit: query.limit)
        return try await store.sets(query)
    }

    public func set(id: String) async throws(PlatesError) -> WorkoutSet {
        try await store.set(id: id)
    }

    public func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? {
        try await store.lastLoggedSet()
    }

    public func logSets(_ drafts: [SetDraft]) async throws(PlatesError) -> LogResult {
        try await logSets(drafts, receipt: nil)
    }

    public func logSets(_ drafts: [SetDraft], receipt: WriteReceipt<LogResult>?) async throws(PlatesError) -> LogResult {
        guard !drafts.isEmpty else { throw .validation("Nothing to log.", field: "entry") }
        let now = environment.now()
        let environment = self.environment
        let request = LogContext.Request(
            exerciseIds: drafts.map(\.exerciseId), workoutIds: drafts.compactMap(\.workoutId),
            openWorkout: drafts.contains { $0.workoutId == nil })
        return try await store.logSets(request, receipt: receipt) { context throws(PlatesError) in
            var sets: [WorkoutSet] = []
            for draft in drafts {  // all validated before any is stored: all or nothing
                var valid = try Validator.set(draft, for: context.exercises[draft.exerciseId]!, now: now)
                if valid.workoutId == nil, WorkoutRules.joins(valid.date, open: context.openWorkout) { valid.workoutId = context.openWorkout?.id }
                sets.append(WorkoutSet(id: environment.makeID(), draft: valid, createdAt: now.roundedToMilliseconds))
            }
            return sets
        }
    }

    public func updateSet(id: String, _ draft: SetDraft) async throws(PlatesError) -> WorkoutSet {
        try await updateSet(id: id, draft, receipt: nil)
    }

    public func updateSet(id: String, _ draft: SetDraft, receipt: WriteReceipt<WorkoutSet>?) async throws(PlatesError) -> WorkoutSet {
        let old = try await store.set(id: id)
        let exercise = try await store.exercise(id: draft.exerciseId)
        var valid = try Validator.set(draft, for: exercise, now: environment.now())
        // An edit keeps the set's workout; moving it is `moveSets`.
        if valid.workoutId == nil { valid.workoutId = old.workoutId } else { _ = try await store.workout(id: valid.workoutId!) }
        let set = WorkoutSet(id: id, draft: valid, createdAt: old.createdAt)
        try await store.updateSet(set, receipt: receipt?.composed { set })
        return set
    }

    public func deleteSet(id: String) async throws(PlatesError) {
        try await deleteSet(id: id, receipt: nil)
    }

    public func deleteSet(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try await store.deleteSet(id: id, receipt: receipt)
    }

    public func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError) {
        try await restoreSets(sets, receipt: nil)
    }

    public func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        for set in sets { _ = try Validator.restoredID(set.id) }
        guard !sets.isEmpty else { return }
        var seen: Set<String> = []
        if let twice = sets.first(where: { !seen.insert($0.id).inserted }) { throw .setAlreadyStored(twice.id) }
        let now = environment.now()
        let exercises = try await exercises(for: sets.map(\.exerciseId))
        var valid: [WorkoutSet] = []
        for set in sets {
            let draft = try Validator.set(set.draft, for: exercises[set.exerciseId]!, now: now)
            valid.append(WorkoutSet(id: set.id, draft: draft, createdAt: set.createdAt))
        }
        try await store.restoreSets(valid, receipt: receipt)
    }

    /// Each exercise named once, read once; an unknown id is `.notFound`.
    func exercises(for ids: [String]) async throws(PlatesError) -> [String: Exercise] {
        var exercises: [String: Exercise] = [:]
        for id in ids where exercises[id] == nil { exercises[id] = try await store.exercise(id: id) }
        return exercises
    }
}
