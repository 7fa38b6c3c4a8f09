import Foundation
import PlatesCore

/// The demo: months of training in memory, dated relative to today. Writes last for the session.
public typealias DemoBackend = PlatesService<DemoStore>

extension PlatesService where Store == DemoStore {
    public convenience init(seed: DemoStore.Seed = .fixtures, environment: PlatesEnvironment = PlatesEnvironment()) throws(PlatesError) {
        self.init(store: try DemoStore(seed: seed, environment: environment))
    }
}

/// The demo's store: arrays in an actor. Records and sessions are found by the core rules over
/// the arrays (the demo holds months, not years); what those reads derive is kept in `derived`
/// until the next write.
public actor DemoStore: PlatesStorage {
    /// Any change empties `derived`: a write can never be missed by a later read.
    var data: DemoData { didSet { derived = DemoDerived() } }
    var derived = DemoDerived()
    public nonisolated let environment: PlatesEnvironment

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

    public func exercises() async throws(PlatesError) -> [Exercise] { exercisesByName() }

    /// Without a suspension point: what is derived is kept only from the data it was derived from.
    func exercisesByName() -> [Exercise] {
        derived.keep(\.exercisesByName) {
            data.exercises.map { (Exercise.nameKey($0.name), $0) }.sorted { ($0.0, $0.1.id) < ($1.0, $1.1.id) }.map(\.1)
        }
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        try exerciseIndex(id).1
    }

    public func insertExercise(_ exercise: Exercise, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        try checkNameFree(exercise.name, exceptId: nil)
        data.exercises.append(exercise)
    }

    public func updateExercise(_ exercise: Exercise, whileSetCount: Int?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        let (i, current) = try exerciseIndex(exercise.id)
        if let whileSetCount, setsOf(exercise.id).count != whileSetCount { throw .changedMeanwhile(current.name) }
        try checkNameFree(exercise.name, exceptId: exercise.id)
        data.exercises[i] = exercise
    }

    public func setCount(exerciseId: String) async throws(PlatesError) -> Int { setsOf(exerciseId).count }

    public func sets(exerciseId: String) async throws(PlatesError) -> [WorkoutSet] {
        setsOf(exerciseId).sorted { ($0.date, $0.createdAt, $0.id) < ($1.date, $1.createdAt, $1.id) }
    }

    public func deleteExercise(id: String, setCount: Int, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        let (i, e) = try exerciseIndex(id)
        if setsOf(id).count != setCount { throw .changedMeanwhile(e.name) }
        data.sets.removeAll { $0.exerciseId == id }
        data.exercises.remove(at: i)
        data.aliases = data.aliases.filter { $0.value != id }
    }

    public func restoreExercise(_ e: Exercise, sets: [WorkoutSet], aliases: [String], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        try checkAbsent(e)
        if let taken = sets.first(where: { set in data.sets.contains { $0.id == set.id } }) { throw .setAlreadyStored(taken.id) }
        data.exercises.append(e)
        data.sets += sets
        for key in aliases where data.aliases[key] == nil { data.aliases[key] = e.id }
    }

    public func mergeExercise(
        source: Exercise, into target: Exercise, moved: [WorkoutSet], routines: [Routine], aliasKey: String,
        receipt: WriteReceipt<Void>?
    ) async throws(PlatesError) {
        try Self.refuse(receipt)
        let i = try exerciseIndex(source.id).0
        _ = try exerciseIndex(target.id)
        if setsOf(source.id).count != moved.count { throw .changedMeanwhile(source.name) }
        let byId = Dictionary(uniqueKeysWithValues: moved.map { ($0.id, $0) })
        data.sets = data.sets.map { byId[$0.id] ?? $0 }
        let entries = Dictionary(uniqueKeysWithValues: routines.map { ($0.id, $0.entries) })
        for r in data.routines.indices { if let e = entries[data.routines[r].id] { data.routines[r].entries = e } }
        data.exercises.remove(at: i)
        data.aliases = data.aliases.mapValues { $0 == source.id ? target.id : $0 }
        data.aliases[aliasKey] = target.id
    }

    public func unmergeExercise(
        _ source: Exercise, from target: Exercise, setIds: [String], routines: [MergedRoutine], aliases: [String], aliasKey: String,
        receipt: WriteReceipt<Void>?
    ) async throws(PlatesError) {
        try Self.refuse(receipt)
        _ = try exerciseIndex(target.id)
        try checkAbsent(source)
        let back = Set(setIds)
        if data.sets.count(where: { back.contains($0.id) && $0.exerciseId == target.id }) != back.count { throw .changedMeanwhile(target.name) }
        data.exercises.append(source)
        for i in data.sets.indices where back.contains(data.sets[i].id) { data.sets[i].exerciseId = source.id }
        for r in routines {
            if let i = data.routines.firstIndex(where: { $0.id == r.id }), data.routines[i].entries == r.after { data.routines[i].entries = r.before }
        }
        if data.aliases[aliasKey] == target.id { data.aliases[aliasKey] = nil }
        for key in aliases where data.aliases[key] == nil || data.aliases[key] == target.id { data.aliases[key] = source.id }
    }

    public func putExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        _ = try exerciseIndex(exerciseId)
        data.aliases[key] = exerciseId
    }

    public func deleteExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        guard data.aliases[key] == exerciseId else { throw OtherNames.unknown(key) }
        data.aliases[key] = nil
    }

    /// An exercise taken away may be put back while neither it nor its name is there again.
    private func checkAbsent(_ e: Exercise) throws(PlatesError) {
        if data.exercises.contains(where: { $0.id == e.id }) { throw .exerciseAlreadyThere(e) }
        try checkNameFree(e.name, exceptId: nil)
    }

    // MARK: Sets

    public func sets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        let newestFirst = derived.keep(\.newestFirst) { data.sets.sorted { SessionRules.isNewer($0, than: $1) } }
        // Newest first is latest date first: the dates asked for are one run of it.
        let start = query.to.map { to in newestFirst.partitioningIndex { $0.date < to } } ?? 0
        let end = query.from.map { from in newestFirst.partitioningIndex { $0.date < from } } ?? newestFirst.count
        let matching = newestFirst[start..<max(start, end)].filter(query.matches)
        return Page.slice(matching, skip: query.skip, limit: query.limit)
    }

    public func set(id: String) async throws(PlatesError) -> WorkoutSet {
        try setIndex(id).1
    }

    public func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? {
        data.sets.max { earlier, later in later.loggedLater(than: earlier) }
    }

    public func insertSets(_ sets: [WorkoutSet], receipt: WriteReceipt<[PersonalRecord]>?) async throws(PlatesError) -> [PersonalRecord] {
        try Self.refuse(receipt)
        for set in sets { _ = try exerciseIndex(set.exerciseId) }
        data.sets += sets
        var records: [PersonalRecord] = []
        for exerciseId in Set(sets.map(\.exerciseId)).sorted() {
            records += ExerciseRecords.newRecords(after: sets, in: setsOf(exerciseId), of: try exerciseIndex(exerciseId).1)
        }
        return records
    }

    public func updateSet(_ set: WorkoutSet, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        let i = try setIndex(set.id).0
        _ = try exerciseIndex(set.exerciseId)
        data.sets[i] = set
    }

    public func deleteSet(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        data.sets.remove(at: try setIndex(id).0)
    }

    public func deleteSets(ids: [String]) async throws(PlatesError) -> Int {
        let gone = Set(ids)
        let before = data.sets.count
        data.sets.removeAll { gone.contains($0.id) }
        return before - data.sets.count
    }

    public func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        for set in sets {
            if data.sets.contains(where: { $0.id == set.id }) { throw .setAlreadyStored(set.id) }
            _ = try exerciseIndex(set.exerciseId)
        }
        data.sets += sets
    }

    /// The demo is never the server's storage: it has no table for Idempotency-Key answers, and a
    /// write that was asked to keep one must not happen without it.
    static func refuse<R>(_ receipt: WriteReceipt<R>?) throws(PlatesError) {
        if receipt != nil { throw .internal("the demo cannot keep an Idempotency-Key's answer") }
    }

    // MARK: Reads for records, progress, summaries

    public func dashboardRows(today: DateInterval, recentSince: Date, week: DateInterval) async throws(PlatesError) -> DashboardRows {
        func inInterval(_ interval: DateInterval) -> [WorkoutSet] { data.sets.filter { interval.start <= $0.date && $0.date < interval.end } }
        var lastDay: DateInterval?
        if let last = data.sets.lazy.filter({ $0.date < today.start }).map(\.date).max() {
            lastDay = environment.calendar.dateInterval(of: .day, for: last)!
        }
        var recentHolders: [String: [PersonalRecord]] = [:]
        for id in Set(data.sets.lazy.filter { $0.date >= recentSince }.map(\.exerciseId)) {
            recentHolders[id] = try await records(exerciseId: id)
        }
        return DashboardRows(
            exercises: data.exercises, todaySets: inInterval(today), lastDay: lastDay,
            lastDaySets: lastDay.map(inInterval) ?? [], recentHolders: recentHolders,
            weekDates: inInterval(week).map(\.date), bodyWeight: try await bodyWeightEnds(), settings: data.profile)
    }

    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        if let kept = derived.records[exerciseId] { return kept }
        let records = ExerciseRecords.records(in: setsOf(exerciseId), of: try exerciseIndex(exerciseId).1)
        derived.records[exerciseId] = records
        return records
    }

    /// Each set finds its day by binary search (days × sets was a quarter of the reducer fuzz).
    public func trainingDays(in days: [DateInterval]) async throws(PlatesError) -> [Date] {
        var trained = Set<Int>()
        for set in data.sets {
            let low = days.partitioningIndex { $0.end > set.date }
            if low < days.count, days[low].start <= set.date { trained.insert(low) }
        }
        return trained.sorted().map { days[$0].start }
    }

    public func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] {
        ProgressSeries.series(
            of: setsOf(exerciseId), measure: measure, bodyWeight: try exerciseIndex(exerciseId).1.usesBodyWeight,
            unit: data.profile.unit, calendar: environment.calendar)
    }

    public func summaryRows(before today: Date) async throws(PlatesError) -> [SummaryRow] {
        if let kept = derived.summaryRows, kept.today == today { return kept.rows }
        let rows = exercisesByName().map { e in
            let sets = setsOf(e.id)
            return SummaryRow(
                exercise: e, newest: SessionRules.lastSet(in: sets),
                lastSession: SessionRules.lastSession(in: sets, before: today, calendar: environment.calendar),
                record: ExerciseRecords.currentRecord(in: sets, of: e))
        }
        derived.summaryRows = (today, rows)
        return rows
    }

    // MARK: Body weight and profile

    public func bodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        Page.slice(data.bodyWeight.sorted { $0.date != $1.date ? $0.date > $1.date : $0.id > $1.id }, skip: skip, limit: limit)
    }

    public func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry {
        try data.bodyWeight[bodyWeightIndex(id)]
    }

    public func insertBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        data.bodyWeight.append(entry)
    }

    public func updateBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        data.bodyWeight[try bodyWeightIndex(entry.id)] = entry
    }

    public func deleteBodyWeight(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        data.bodyWeight.remove(at: try bodyWeightIndex(id))
    }

    public func bodyWeightEnds() async throws(PlatesError) -> BodyWeightEnds {
        BodyWeightEnds(entries: data.bodyWeight)
    }

    public func profileSettings() async throws(PlatesError) -> Profile { data.profile }

    public func saveProfile(_ profile: Profile, replacing: Profile, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        if data.profile != replacing { throw .changedMeanwhile("Your settings") }
        data.profile = profile
    }

    // MARK: Helpers

    /// An exercise's sets in the order they were stored.
    func setsOf(_ exerciseId: String) -> [WorkoutSet] {
        derived.keep(\.setsByExercise) { Dictionary(grouping: data.sets, by: \.exerciseId) }[exerciseId] ?? []
    }

    func exerciseIndex(_ id: String) throws(PlatesError) -> (Int, Exercise) {
        guard let i = data.exercises.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "exercise", id: id) }
        return (i, data.exercises[i])
    }

    func setIndex(_ id: String) throws(PlatesError) -> (Int, WorkoutSet) {
        guard let i = data.sets.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "set", id: id) }
        return (i, data.sets[i])
    }

    func bodyWeightIndex(_ id: String) throws(PlatesError) -> Int {
        guard let i = data.bodyWeight.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "body weight entry", id: id) }
        return i
    }

    func checkNameFree(_ name: String, exceptId: String?) throws(PlatesError) {
        let key = Exercise.nameKey(name)
        if let other = data.exercises.first(where: { Exercise.nameKey($0.name) == key && $0.id != exceptId }) {
            throw .nameTaken(by: other.name)
        }
    }
}
