import Foundation
import GRDB
import PlatesCore

extension SQLiteStore {
    static let newestFirst = "ORDER BY date DESC, created_at DESC, id DESC"

    public func sets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        let owner = self.owner
        let continuations = database.continuations
        let key = PageContinuations.Key(
            owner: owner, exerciseId: query.exerciseId, from: query.from.map(Millis.init)?.value,
            to: query.to.map(Millis.init)?.value, skip: query.skip)
        let generation = continuations.generation
        let after = query.skip > 0 ? continuations.position(for: key) : nil
        let page = try await read { db in
            var clauses = ["user_id = ?"]
            var args: [any DatabaseValueConvertible] = [owner]
            if let id = query.exerciseId {
                clauses.append("exercise_id = ?")
                args.append(id)
            }
            if let from = query.from {
                clauses.append("date >= ?")
                args.append(Millis(from))
            }
            if let to = query.to {
                clauses.append("date < ?")
                args.append(Millis(to))
            }
            let filter = "WHERE " + clauses.joined(separator: " AND ")
            let total = try Self.countSets(db, owner: owner, query: query, filter: filter, args)
            let items: [WorkoutSet]
            if let after {
                // Continue after the last row of the previous page: an index seek, however deep.
                items = try Self.fetchSets(
                    db, "SELECT \(RowMapping.setColumns) FROM workout_set \(filter) AND (date, created_at, id) < (?, ?, ?) \(Self.newestFirst) LIMIT ?",
                    StatementArguments(args + [after.date, after.createdAt, after.id, query.limit]))
            } else {
                items = try Self.fetchSets(
                    db, "SELECT \(RowMapping.setColumns) FROM workout_set \(filter) \(Self.newestFirst) LIMIT ? OFFSET ?",
                    StatementArguments(args + [query.limit, query.skip]))
            }
            return Page(items: items, skip: query.skip, limit: query.limit, total: total)
        }
        if let last = page.items.last {
            var next = key
            next.skip = query.skip + page.items.count
            continuations.remember(
                .init(date: Millis(last.date).value, createdAt: Millis(last.createdAt).value, id: last.id),
                for: next, generation: generation)
        }
        return page
    }

    /// A list's total. Without a date range it adds up the per-exercise counts kept by triggers
    /// (`set_tally`, migration v5) instead of counting rows; a date range counts its rows.
    static func countSets(
        _ db: Database, owner: String, query: SetQuery, filter: String,
        _ args: [any DatabaseValueConvertible]
    ) throws -> Int {
        guard query.from == nil, query.to == nil else {
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM workout_set \(filter)"), arguments: StatementArguments(args))!
        }
        if let id = query.exerciseId {
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT sets FROM set_tally WHERE user_id = ? AND exercise_id = ?"),
                arguments: [owner, id]) ?? 0
        }
        return try Int.fetchOne(db.cachedStatement(sql: "SELECT COALESCE(SUM(sets), 0) FROM set_tally WHERE user_id = ?"), arguments: [owner])!
    }

    public func set(id: String) async throws(PlatesError) -> WorkoutSet {
        let owner = self.owner
        return try await read { db in try Self.fetchSet(db, owner: owner, id: id) }
    }

    /// One read: a quick-log paid two trips to a reader before its write (0.7 ms of its 5).
    public func logContext(exerciseIds: [String], workoutIds: [String], openWorkout: Bool) async throws(PlatesError) -> LogContext {
        let owner = self.owner
        return try await read { db in
            var exercises: [String: Exercise] = [:]
            for id in exerciseIds where exercises[id] == nil { exercises[id] = try Self.fetchExercise(db, owner: owner, id: id) }
            var checked: Set<String> = []
            for id in workoutIds where checked.insert(id).inserted { _ = try Self.fetchWorkout(db, owner: owner, id: id) }
            return LogContext(exercises: exercises, openWorkout: openWorkout ? try Self.fetchOpenWorkout(db, owner: owner) : nil)
        }
    }

    public func insertSets(_ sets: [WorkoutSet], receipt: WriteReceipt<[PersonalRecord]>?) async throws(PlatesError) -> [PersonalRecord] {
        let env = environment
        let owner = self.owner
        return try await write(receipt) { db in
            var exercises: [String: Exercise] = [:]
            for id in Set(sets.map(\.exerciseId)).sorted() { exercises[id] = try Self.fetchExercise(db, owner: owner, id: id) }
            for set in sets { try RowMapping.insert(set, owner: owner, db) }
            var records: [PersonalRecord] = []
            for (exerciseId, exercise) in exercises.sorted(by: { $0.key < $1.key }) {
                let ofExercise = sets.filter { $0.exerciseId == exerciseId }
                records += try Self.offerRecords(db, owner: owner, exercise: exercise, sets: ofExercise)
                try Self.progressSetsChanged(db, owner: owner, exerciseId: exerciseId, dates: ofExercise.map(\.date), calendar: env.calendar)
            }
            return records
        }
    }

    /// Prepares, on the writer's connection, the statements `logSets` runs, in a transaction
    /// that changes nothing (its commit writes nothing to the file or its log). Measured: the first
    /// quick-log of a session took ~1.4 ms longer than the next one.
    public func prepareToLog() async {
        let owner = self.owner
        _ = try? await write { db in
            _ = try db.cachedStatement(sql: RowMapping.insertSetSQL)
            _ = try Self.records(db, owner: owner, exerciseId: "")
            _ = try? Self.fetchExercise(db, owner: owner, id: "")
        }
    }

    /// SQLite's `data_version` on the writer connection: it moves when another connection commits,
    /// and the writer is this process's only writing connection, so only other processes move it.
    public func changedElsewhere() async -> Bool {
        let version = try? await database.pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        guard let version else { return false }
        return database.dataVersion.withLock { last in
            defer { last = version }
            return last != nil && last != version
        }
    }

    public func updateSet(_ set: WorkoutSet, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let env = environment
        let owner = self.owner
        try await write(receipt) { db in
            let old = try Self.fetchSet(db, owner: owner, id: set.id)
            try RowMapping.update(set, owner: owner, db)
            try Self.recomputeRecords(db, owner: owner, exerciseId: old.exerciseId)
            if set.exerciseId != old.exerciseId {
                try Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId)
                try Self.progressSetsChanged(db, owner: owner, exerciseId: old.exerciseId, dates: [old.date], calendar: env.calendar)
                try Self.progressSetsChanged(db, owner: owner, exerciseId: set.exerciseId, dates: [set.date], calendar: env.calendar)
            } else {
                try Self.progressSetsChanged(db, owner: owner, exerciseId: set.exerciseId, dates: [old.date, set.date], calendar: env.calendar)
            }
        }
    }

    public func deleteSet(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        let calendar = environment.calendar
        try await write(receipt) { db in
            let set = try Self.fetchSet(db, owner: owner, id: id)
            try db.cachedStatement(sql: "DELETE FROM workout_set WHERE user_id = ? AND id = ?").execute(arguments: [owner, id])
            if try Self.holdsRecord(db, owner: owner, setId: id) { try Self.recomputeRecords(db, owner: owner, exerciseId: set.exerciseId) }
            try Self.progressSetsChanged(db, owner: owner, exerciseId: set.exerciseId, dates: [set.date], calendar: calendar)
        }
    }

    public func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let env = environment
        let owner = self.owner
        try await write(receipt) { db in
            for set in sets {
                if try Self.setIdTaken(db, set.id) { throw PlatesError.setAlreadyStored(set.id) }
                try RowMapping.insert(set, owner: owner, db)
            }
            for exerciseId in Set(sets.map(\.exerciseId)).sorted() {
                try Self.recomputeRecords(db, owner: owner, exerciseId: exerciseId)
                try Self.progressSetsChanged(
                    db, owner: owner, exerciseId: exerciseId,
                    dates: sets.filter { $0.exerciseId == exerciseId }.map(\.date), calendar: env.calendar)
            }
        }
    }

    static func fetchSet(_ db: Database, owner: String, id: String) throws -> WorkoutSet {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND id = ?"), arguments: [owner, id])
        else {
            throw PlatesError.notFound(what: "set", id: id)
        }
        return try RowMapping.set(row)
    }
}
