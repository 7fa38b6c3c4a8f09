import Foundation
import PlatesCore

/// The demo backend: months of training in memory, dated relative to today. Writes work for the
/// session and are never persisted.
public actor DemoBackend: PlatesBackend {
    var data: DemoData
    let environment: PlatesEnvironment

    public nonisolated var kind: BackendKind { .demo }

    /// What the demo starts with.
    public enum Seed: Sendable {
        /// The training history of Resources/demo/training.json.
        case fixtures
        /// Only the base catalogue, like a new user (the contract suite starts here).
        case empty
    }

    public init(seed: Seed = .fixtures, environment: PlatesEnvironment = PlatesEnvironment()) throws(PlatesError) {
        self.environment = environment
        switch seed {
        case .fixtures: data = try DemoData.fixture(environment: environment)
        case .empty: data = DemoData.empty()
        }
    }

    // MARK: Exercises

    public func listExercises() async throws(PlatesError) -> [Exercise] {
        data.exercises.sorted { (Exercise.nameKey($0.name), $0.id) < (Exercise.nameKey($1.name), $1.id) }
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        try exerciseIndex(id).1
    }

    public func createExercise(_ draft: ExerciseDraft) async throws(PlatesError) -> Exercise {
        let d = try Validator.exercise(draft, defaultPRReps: data.profile.defaultPRReps)
        try checkNameFree(d.name, exceptId: nil)
        let e = Exercise(id: environment.makeID(), name: d.name, muscleGroup: d.muscleGroup, exerciseType: d.exerciseType,
                         defaultPRReps: d.defaultPRReps ?? data.profile.defaultPRReps, usesBodyWeight: d.usesBodyWeight,
                         pinnedNote: d.pinnedNote, createdAt: environment.now().roundedToMilliseconds)
        data.exercises.append(e)
        return e
    }

    public func updateExercise(id: String, _ patch: ExercisePatch) async throws(PlatesError) -> Exercise {
        let (i, current) = try exerciseIndex(id)
        let updated = try Validator.exercise(patch.applied(to: current))
        if updated.exerciseType != current.exerciseType, data.sets.contains(where: { $0.exerciseId == id }) {
            throw .conflict("\(current.name) has logged sets, so its type can't change.")
        }
        try checkNameFree(updated.name, exceptId: id)
        data.exercises[i] = updated
        return updated
    }

    // MARK: Sets

    public func listSets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        try Validator.page(skip: query.skip, limit: query.limit)
        let matching = data.sets.filter(query.matches).sorted { SessionRules.isNewer($0, than: $1) }
        return Page.slice(matching, skip: query.skip, limit: query.limit)
    }

    public func set(id: String) async throws(PlatesError) -> WorkoutSet {
        try setIndex(id).1
    }

    public func logSets(_ drafts: [SetDraft]) async throws(PlatesError) -> LogResult {
        guard !drafts.isEmpty else { throw .validation("Nothing to log.", field: "entry") }
        let now = environment.now()
        var stored: [WorkoutSet] = []
        for draft in drafts { // validate all first: all or nothing
            let exercise = try exerciseIndex(draft.exerciseId).1
            let valid = try Validator.set(draft, for: exercise, now: now)
            stored.append(WorkoutSet(id: environment.makeID(), draft: valid, createdAt: now.roundedToMilliseconds))
        }
        data.sets += stored
        var records: [PersonalRecord] = []
        for exerciseId in Set(stored.map(\.exerciseId)).sorted() {
            let bodyWeight = try exerciseIndex(exerciseId).1.usesBodyWeight
            records += PersonalRecords.newRecords(after: stored, in: sets(of: exerciseId), bodyWeight: bodyWeight)
        }
        return LogResult(sets: stored, newRecords: records)
    }

    public func updateSet(id: String, _ draft: SetDraft) async throws(PlatesError) -> WorkoutSet {
        let (i, old) = try setIndex(id)
        let exercise = try exerciseIndex(draft.exerciseId).1
        let valid = try Validator.set(draft, for: exercise, now: environment.now())
        data.sets[i] = WorkoutSet(id: id, draft: valid, createdAt: old.createdAt)
        return data.sets[i]
    }

    public func deleteSet(id: String) async throws(PlatesError) {
        data.sets.remove(at: try setIndex(id).0)
    }

    public func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError) {
        for set in sets { _ = try Validator.restoredID(set.id) }
        let now = environment.now()
        var restored: [WorkoutSet] = []
        for set in sets { // validate all first: all or nothing
            if data.sets.contains(where: { $0.id == set.id }) || restored.contains(where: { $0.id == set.id }) {
                throw .conflict("That set is already stored (id \(set.id)): nothing to restore.")
            }
            let valid = try Validator.set(set.draft, for: try exerciseIndex(set.exerciseId).1, now: now)
            restored.append(WorkoutSet(id: set.id, draft: valid, createdAt: set.createdAt))
        }
        data.sets += restored
    }

    // MARK: Body weight and profile

    public func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        try Validator.page(skip: skip, limit: limit)
        let sorted = data.bodyWeight.sorted { $0.date != $1.date ? $0.date > $1.date : $0.id > $1.id }
        return Page.slice(sorted, skip: skip, limit: limit)
    }

    public func addBodyWeight(_ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let entry = BodyWeightEntry(id: environment.makeID(), draft: try Validator.bodyWeight(draft, now: environment.now()))
        data.bodyWeight.append(entry)
        return entry
    }

    public func updateBodyWeight(id: String, _ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let valid = try Validator.bodyWeight(draft, now: environment.now())
        guard let i = data.bodyWeight.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "body weight entry", id: id) }
        data.bodyWeight[i] = BodyWeightEntry(id: id, draft: valid)
        return data.bodyWeight[i]
    }

    public func deleteBodyWeight(id: String) async throws(PlatesError) {
        guard let i = data.bodyWeight.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "body weight entry", id: id) }
        data.bodyWeight.remove(at: i)
    }

    public func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats {
        BodyWeightStats.make(entries: data.bodyWeight, profile: currentProfile())
    }

    public func profile() async throws(PlatesError) -> Profile { currentProfile() }

    public func updateProfile(_ patch: ProfilePatch) async throws(PlatesError) -> Profile {
        data.profile = try Validator.profile(data.profile, applying: patch)
        return currentProfile()
    }

    // MARK: Helpers

    func currentProfile() -> Profile {
        var p = data.profile
        let latest = data.bodyWeight.max { $0.date != $1.date ? $0.date < $1.date : $0.id < $1.id }
        p.currentWeight = latest?.weight
        p.currentWeightUnit = latest?.unit
        return p
    }

    func sets(of exerciseId: String) -> [WorkoutSet] {
        data.sets.filter { $0.exerciseId == exerciseId }
    }

    func exerciseIndex(_ id: String) throws(PlatesError) -> (Int, Exercise) {
        guard let i = data.exercises.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "exercise", id: id) }
        return (i, data.exercises[i])
    }

    func setIndex(_ id: String) throws(PlatesError) -> (Int, WorkoutSet) {
        guard let i = data.sets.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "set", id: id) }
        return (i, data.sets[i])
    }

    func checkNameFree(_ name: String, exceptId: String?) throws(PlatesError) {
        let key = Exercise.nameKey(name)
        if let other = data.exercises.first(where: { Exercise.nameKey($0.name) == key && $0.id != exceptId }) {
            throw .conflict("An exercise named ‘\(other.name)’ already exists.")
        }
    }
}
