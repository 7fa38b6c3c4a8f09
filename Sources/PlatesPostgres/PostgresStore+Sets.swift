import Foundation
import PlatesCore
import PostgresNIO

extension PostgresStore {
    static let newestFirst = "ORDER BY date DESC, created_at DESC, id DESC"

    public func sets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        var binds = PostgresBindings()
        binds.append(owner)
        var clauses = ["user_id = $1"]
        if let id = query.exerciseId {
            binds.append(id)
            clauses.append("exercise_id = $\(binds.count)")
        }
        if let from = query.from {
            binds.append(PostgresRows.millis(from))
            clauses.append("date >= $\(binds.count)")
        }
        if let to = query.to {
            binds.append(PostgresRows.millis(to))
            clauses.append("date < $\(binds.count)")
        }
        let filter = "WHERE " + clauses.joined(separator: " AND ")
        let count = PostgresQuery(unsafeSQL: "SELECT COUNT(*) AS n FROM workout_set \(filter)", binds: binds)
        var pageBinds = binds
        pageBinds.append(query.limit)
        pageBinds.append(query.skip)
        let page = PostgresQuery(
            unsafeSQL: "SELECT * FROM workout_set \(filter) \(Self.newestFirst) LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)",
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

    public func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? {
        let owner = self.owner
        return try await read { db in
            try await Self.fetchSets(
                db, "SELECT * FROM workout_set WHERE user_id = \(owner) ORDER BY created_at DESC, date DESC, id COLLATE \"C\" DESC LIMIT 1"
            ).first
        }
    }

    /// One call per set (`plates_log_set`: lock, insert, weight-record upserts; a timed or cardio
    /// set's records after it, `offer`); a single strength set needs no explicit transaction,
    /// several share one.
    public func insertSets(_ sets: [WorkoutSet], receipt: WriteReceipt<[PersonalRecord]>?) async throws(PlatesError) -> [PersonalRecord] {
        let owner = self.owner
        var known: [String: Exercise] = [:]
        for id in Set(sets.map(\.exerciseId)) { known[id] = try await exercise(id: id) }
        let exercises = known
        let statements = sets.map { Prepared.LogSet(owner: owner, set: $0, bodyWeight: exercises[$0.exerciseId]!.usesBodyWeight) }
        // A server write with an Idempotency-Key stores its answer in the write's transaction.
        let inWorkouts = sets.filter { $0.workoutId != nil }
        let measured = sets.contains { exercises[$0.exerciseId]!.exerciseType != .strength }
        if statements.count == 1, receipt == nil, inWorkouts.isEmpty, !measured {
            return Self.records(sets, taken: [try await database.execute(statements[0]).compactMap(RecordTarget.init(code:))])
        }
        return try await write(receipt) { db in
            var taken: [[RecordTarget]] = []
            for (statement, set) in zip(statements, sets) {
                var took = try await db.execute(statement).compactMap(RecordTarget.init(code:))
                let exercise = exercises[set.exerciseId]!
                if exercise.exerciseType != .strength {
                    for target in ExerciseRecords.targets(reachedBy: set, of: exercise) {
                        if try await Self.offer(db, set, of: exercise, owner: owner, target: target) { took.append(target) }
                    }
                }
                taken.append(took)
            }
            try await Self.placeInWorkouts(inWorkouts, owner: owner, db)
            return Self.records(sets, taken: taken)
        }
    }

    /// The sets and the record targets each took. A later set of the same call may take a record
    /// an earlier one took: the last holds it.
    private static func records(_ sets: [WorkoutSet], taken: [[RecordTarget]]) -> [PersonalRecord] {
        var holders: [String: [RecordTarget: WorkoutSet]] = [:]
        for (set, targets) in zip(sets, taken) {
            for target in targets { holders[set.exerciseId, default: [:]][target] = set }
        }
        return holders.sorted { $0.key < $1.key }.flatMap { _, byTarget in
            byTarget.sorted { $0.key < $1.key }.map { PersonalRecord(target: $0.key, set: $0.value) }
        }
    }

    public func updateSet(_ set: WorkoutSet, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let old = try await Self.fetchSet(db, owner: owner, id: set.id)
            for exerciseId in Set([old.exerciseId, set.exerciseId]).sorted() {
                _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId, exclusive: true)
            }
            try await PostgresRows.update(set, owner: owner, db)
            try await Self.recomputeRecords(db, owner: owner, exerciseId: old.exerciseId)
            if set.exerciseId != old.exerciseId { try await Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId) }
        }
    }

    public func deleteSet(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let set = try await Self.fetchSet(db, owner: owner, id: id)
            _ = try await Self.fetchExercise(db, owner: owner, id: set.exerciseId, exclusive: true)
            try await db.query("DELETE FROM workout_set WHERE user_id = \(owner) AND id = \(id)")
            if try await Self.holdsRecord(db, owner: owner, setId: id) {
                try await Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId)
            }
        }
    }

    public func deleteSets(ids: [String]) async throws(PlatesError) -> Int {
        let owner = self.owner
        return try await write { db in
            // Their exercises locked first, in one order, as a single delete locks its own.
            let exercises = try await db.query(
                "SELECT DISTINCT exercise_id FROM workout_set WHERE user_id = \(owner) AND id = ANY(\(ids)::TEXT[]) ORDER BY exercise_id")
            for row in exercises {
                _ = try await Self.fetchExercise(db, owner: owner, id: try PostgresRows.value(row, "exercise_id", as: String.self), exclusive: true)
            }
            let holders = try await db.query(
                "SELECT DISTINCT exercise_id FROM exercise_record WHERE user_id = \(owner) AND set_id = ANY(\(ids)::TEXT[]) ORDER BY exercise_id")
            let removed = try await db.query("DELETE FROM workout_set WHERE user_id = \(owner) AND id = ANY(\(ids)::TEXT[]) RETURNING id").count
            for row in holders {
                try await Self.recomputeRecords(db, owner: owner, exerciseId: try PostgresRows.value(row, "exercise_id", as: String.self))
            }
            return removed
        }
    }

    public func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            var bodyWeight: [String: Bool] = [:]
            for exerciseId in Set(sets.map(\.exerciseId)).sorted() {
                bodyWeight[exerciseId] = try await Self.fetchExercise(db, owner: owner, id: exerciseId, exclusive: true).usesBodyWeight
            }
            for set in sets {
                if try await Self.setIdTaken(db, owner: owner, set.id) { throw PlatesError.setAlreadyStored(set.id) }
                _ = try await db.execute(Prepared.LogSet(owner: owner, set: set, bodyWeight: bodyWeight[set.exerciseId]!))
            }
            try await Self.placeInWorkouts(sets.filter { $0.workoutId != nil }, owner: owner, db)
            for exerciseId in Set(sets.map(\.exerciseId)).sorted() {
                try await Self.recomputeRecords(db, owner: owner, exerciseId: exerciseId)
            }
        }
    }

    /// `plates_log_set` predates workouts: the sets' workout is written after it, in its transaction.
    static func placeInWorkouts(_ sets: [WorkoutSet], owner: String, _ db: PostgresPool.Connection) async throws {
        for set in sets {
            try await db.query("UPDATE workout_set SET workout_id = \(set.workoutId) WHERE user_id = \(owner) AND id = \(set.id)")
        }
    }

    static func fetchSet(_ db: PostgresPool.Connection, owner: String, id: String) async throws -> WorkoutSet {
        guard let set = try await fetchSets(db, "SELECT * FROM workout_set WHERE user_id = \(owner) AND id = \(id)").first else {
            throw PlatesError.notFound(what: "set", id: id)
        }
        return set
    }
}
