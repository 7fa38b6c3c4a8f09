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

    public func logSets(_ drafts: [SetDraft]) async throws(PlatesError) -> LogResult {
        guard !drafts.isEmpty else { throw .validation("Nothing to log.", field: "entry") }
        let env = environment, owner = self.owner
        let ids = drafts.map { _ in env.makeID() }
        return try await write { db in
            let now = env.now()
            var stored: [WorkoutSet] = [], exercises: [String: Exercise] = [:]
            // Shared locks, in id order: logs run side by side; an edit or delete of the exercise's
            // sets (which may recompute its records) waits for them, and they for it.
            for exerciseId in Set(drafts.map(\.exerciseId)).sorted() {
                exercises[exerciseId] = try await Self.fetchExercise(db, owner: owner, id: exerciseId, lock: .share)
            }
            for (draft, id) in zip(drafts, ids) {
                let valid = try Validator.set(draft, for: exercises[draft.exerciseId]!, now: now)
                let set = WorkoutSet(id: id, draft: valid, createdAt: now.roundedToMilliseconds)
                try await db.execute(Prepared.InsertSet(owner: owner, set: set))
                stored.append(set)
            }
            var records: [PersonalRecord] = []
            for (exerciseId, exercise) in exercises.sorted(by: { $0.key < $1.key }) {
                records += try await Self.offerRecords(db, owner: owner, exercise: exercise, sets: stored.filter { $0.exerciseId == exerciseId })
            }
            return LogResult(sets: stored, newRecords: records)
        }
    }

    public func updateSet(id: String, _ draft: SetDraft) async throws(PlatesError) -> WorkoutSet {
        let env = environment, owner = self.owner
        return try await write { db in
            let old = try await Self.fetchSet(db, owner: owner, id: id)
            for exerciseId in Set([old.exerciseId, draft.exerciseId]).sorted() {
                _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId, lock: .exclusive)
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
            _ = try await Self.fetchExercise(db, owner: owner, id: set.exerciseId, lock: .exclusive)
            try await db.query("DELETE FROM workout_set WHERE user_id = \(owner) AND id = \(id)")
            if try await Self.holdsRecord(db, owner: owner, setId: id) {
                try await Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId)
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
