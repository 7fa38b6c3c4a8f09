import Foundation
import PlatesCore
import PostgresNIO

extension PostgresBackend {
    static let newestFirst = "ORDER BY date DESC, created_at DESC, id DESC"

    public func listSets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        try Validator.page(skip: query.skip, limit: query.limit)
        var binds = PostgresBindings()
        binds.append(owner)
        var clauses = ["user_id = $1"]
        if let id = query.exerciseId { binds.append(id); clauses.append("exercise_id = $\(binds.count)") }
        if let from = query.from { binds.append(PostgresRows.millis(from)); clauses.append("date >= $\(binds.count)") }
        if let to = query.to { binds.append(PostgresRows.millis(to)); clauses.append("date < $\(binds.count)") }
        let filter = "WHERE " + clauses.joined(separator: " AND ")
        let count = PostgresQuery(unsafeSQL: "SELECT COUNT(*) AS n FROM workout_set \(filter)", binds: binds)
        var pageBinds = binds
        pageBinds.append(query.limit)
        pageBinds.append(query.skip)
        let page = PostgresQuery(unsafeSQL: "SELECT * FROM workout_set \(filter) \(Self.newestFirst) LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)",
                                 binds: pageBinds)
        return try await read { db in
            let total = try await db.query(count).first.map { try PostgresRows.value($0, "n", as: Int.self) } ?? 0
            return Page(items: try await Self.fetchSets(db, page), skip: query.skip, limit: query.limit, total: total)
        }
    }

    public func set(id: String) async throws(PlatesError) -> WorkoutSet {
        let owner = self.owner
        return try await read { db in try await Self.fetchSet(db, owner: owner, id: id) }
    }

    /// One call per set (`plates_log_set`: lock, insert, record upserts); a single set needs no
    /// explicit transaction, several share one. The exercises are read first to validate against.
    public func logSets(_ drafts: [SetDraft]) async throws(PlatesError) -> LogResult {
        guard !drafts.isEmpty else { throw .validation("Nothing to log.", field: "entry") }
        let env = environment, owner = self.owner, now = env.now()
        var exercises: [String: Exercise] = [:]
        for id in Set(drafts.map(\.exerciseId)).sorted() {
            guard let exercise = try await database.execute(Prepared.Exercise(owner: owner, id: id)).first else {
                throw .notFound(what: "exercise", id: id)
            }
            exercises[id] = exercise
        }
        var sets: [WorkoutSet] = []
        for draft in drafts {
            let valid = try Validator.set(draft, for: exercises[draft.exerciseId]!, now: now)
            sets.append(WorkoutSet(id: env.makeID(), draft: valid, createdAt: now.roundedToMilliseconds))
        }
        let statements = sets.map { Prepared.LogSet(owner: owner, set: $0, bodyWeight: exercises[$0.exerciseId]!.usesBodyWeight) }
        // A server write with an Idempotency-Key stores its answer in the write's transaction.
        if statements.count == 1, IdempotentWrite.current == nil {
            return Self.result(sets, taken: [try await database.execute(statements[0])])
        }
        return try await write { [sets] db in
            var taken: [[Int]] = []
            for statement in statements { taken.append(try await db.execute(statement)) }
            return Self.result(sets, taken: taken)
        }
    }

    /// The sets and the record targets each took. A later set of the same call may take a record
    /// an earlier one took: the last holds it.
    private static func result(_ sets: [WorkoutSet], taken: [[Int]]) -> LogResult {
        var holders: [String: [Int: WorkoutSet]] = [:]
        for (set, targets) in zip(sets, taken) {
            for target in targets { holders[set.exerciseId, default: [:]][target] = set }
        }
        let records = holders.sorted { $0.key < $1.key }.flatMap { _, byTarget in
            byTarget.sorted { $0.key < $1.key }.map { PersonalRecord(targetReps: $0.key, set: $0.value) }
        }
        return LogResult(sets: sets, newRecords: records)
    }

    public func updateSet(id: String, _ draft: SetDraft) async throws(PlatesError) -> WorkoutSet {
        let env = environment, owner = self.owner
        return try await write { db in
            let old = try await Self.fetchSet(db, owner: owner, id: id)
            for exerciseId in Set([old.exerciseId, draft.exerciseId]).sorted() {
                _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId, exclusive: true)
            }
            let exercise = try await Self.fetchExercise(db, owner: owner, id: draft.exerciseId)
            let valid = try Validator.set(draft, for: exercise, now: env.now())
            let set = WorkoutSet(id: id, draft: valid, createdAt: old.createdAt)
            try await PostgresRows.update(set, owner: owner, db)
            try await Self.recomputeRecords(db, owner: owner, exerciseId: old.exerciseId)
            if set.exerciseId != old.exerciseId { try await Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId) }
            return set
        }
    }

    public func deleteSet(id: String) async throws(PlatesError) {
        let owner = self.owner
        try await write { db in
            let set = try await Self.fetchSet(db, owner: owner, id: id)
            _ = try await Self.fetchExercise(db, owner: owner, id: set.exerciseId, exclusive: true)
            try await db.query("DELETE FROM workout_set WHERE user_id = \(owner) AND id = \(id)")
            if try await Self.holdsRecord(db, owner: owner, setId: id) {
                try await Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId)
            }
        }
    }

    public func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError) {
        for set in sets { _ = try Validator.restoredID(set.id) }
        guard !sets.isEmpty else { return }
        let env = environment, owner = self.owner
        try await write { db in
            for exerciseId in Set(sets.map(\.exerciseId)).sorted() {
                _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId, exclusive: true)
            }
            for set in sets {
                if !(try await db.query("SELECT 1 FROM workout_set WHERE user_id = \(owner) AND id = \(set.id)").isEmpty) {
                    throw PlatesError.conflict("That set is already stored (id \(set.id)): nothing to restore.")
                }
                let exercise = try await Self.fetchExercise(db, owner: owner, id: set.exerciseId)
                let valid = try Validator.set(set.draft, for: exercise, now: env.now())
                let stored = WorkoutSet(id: set.id, draft: valid, createdAt: set.createdAt)
                _ = try await db.execute(Prepared.LogSet(owner: owner, set: stored, bodyWeight: exercise.usesBodyWeight))
            }
            for exerciseId in Set(sets.map(\.exerciseId)).sorted() {
                try await Self.recomputeRecords(db, owner: owner, exerciseId: exerciseId)
            }
        }
    }

    static func fetchSet(_ db: PostgresPool.Connection, owner: String, id: String) async throws -> WorkoutSet {
        guard let set = try await fetchSets(db, "SELECT * FROM workout_set WHERE user_id = \(owner) AND id = \(id)").first else {
            throw PlatesError.notFound(what: "set", id: id)
        }
        return set
    }
}
