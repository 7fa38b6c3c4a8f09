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

    /// Two seeks of `set_by_creation`: the latest creation time, then the sets logged at it.
    public func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? {
        let owner = self.owner
        return try await read { db in
            guard let latest = try Millis.fetchOne(db.cachedStatement(sql: Self.latestCreation), arguments: [owner]) else { return nil }
            return try Self.fetchSets(db, Self.loggedAt, [owner, latest]).first
        }
    }

    static let latestCreation = "SELECT MAX(created_at) FROM workout_set WHERE user_id = ?"
    /// `INDEXED BY`: the planner took the date index, and read every set to find the few of one time.
    static let loggedAt = """
        SELECT \(RowMapping.setColumns) FROM workout_set INDEXED BY set_by_creation WHERE user_id = ? AND created_at = ?
        ORDER BY date DESC, id DESC LIMIT 1
        """

    /// The context read, the sets made and inserted, in one transaction on the writer: the sets
    /// are checked against the exercise and open workout they are stored beside, and the read
    /// costs no trip to a reader thread and back (0.4–0.6 ms of a quick log's 5).
    public func logSets(
        _ request: LogContext.Request, receipt: WriteReceipt<LogResult>?,
        make: @escaping @Sendable (LogContext) throws(PlatesError) -> [WorkoutSet]
    ) async throws(PlatesError) -> LogResult {
        let owner = self.owner
        let calendar = environment.calendar
        return try await write(receipt) { db in
            let context = try Self.logContext(request, owner: owner, db)
            let sets = try make(context)
            return LogResult(sets: sets, newRecords: try Self.insert(sets, of: context.exercises, owner: owner, calendar: calendar, db))
        }
    }

    static func logContext(_ request: LogContext.Request, owner: String, _ db: Database) throws -> LogContext {
        var exercises: [String: Exercise] = [:]
        for id in request.exerciseIds where exercises[id] == nil { exercises[id] = try fetchExercise(db, owner: owner, id: id) }
        var checked: Set<String> = []
        for id in request.workoutIds where checked.insert(id).inserted { _ = try fetchWorkout(db, owner: owner, id: id) }
        return LogContext(exercises: exercises, openWorkout: request.openWorkout ? try fetchOpenWorkout(db, owner: owner) : nil)
    }

    public func insertSets(_ sets: [WorkoutSet], receipt: WriteReceipt<[PersonalRecord]>?) async throws(PlatesError) -> [PersonalRecord] {
        let owner = self.owner
        let calendar = environment.calendar
        return try await write(receipt) { db in try Self.insert(sets, owner: owner, calendar: calendar, db) }
    }

    /// Inserts the sets and answers the record holders they took (by exercise id, then target);
    /// the exercises' progress rows follow them. `known`: exercises this transaction already read.
    static func insert(
        _ sets: [WorkoutSet], of known: [String: Exercise] = [:], owner: String, calendar: Calendar, _ db: Database
    ) throws -> [PersonalRecord] {
        var exercises: [String: Exercise] = [:]
        for id in Set(sets.map(\.exerciseId)).sorted() { exercises[id] = try known[id] ?? fetchExercise(db, owner: owner, id: id) }
        for set in sets { try RowMapping.insert(set, owner: owner, db) }
        var records: [PersonalRecord] = []
        for (exerciseId, exercise) in exercises.sorted(by: { $0.key < $1.key }) {
            let ofExercise = sets.filter { $0.exerciseId == exerciseId }
            records += try offerRecords(db, owner: owner, exercise: exercise, sets: ofExercise)
            try progressSetsChanged(db, owner: owner, exerciseId: exerciseId, dates: ofExercise.map(\.date), calendar: calendar)
        }
        return records
    }

    /// Readies the writer for a log while the quick log is open: prepares the statements a log
    /// runs, then rehearses one, in a transaction that is rolled back (nothing reaches the file
    /// or its log). The first log of a session otherwise paid its code's and its pages' first
    /// use: its write took 1.2 ms against 0.45 ms for the next (docs/performance.md, session 39).
    /// The rehearsal's set is of the exercise logged last (the likeliest next), or any exercise.
    public func prepareToLog() async {
        _ = try? await rehearseLog()
    }

    /// The rehearsal: answers the records its set would have taken (none when there is no
    /// exercise to rehearse with).
    func rehearseLog() async throws -> [PersonalRecord] {
        let owner = self.owner
        let calendar = environment.calendar
        let now = environment.now()
        return try await database.rehearse { db in
            _ = try db.cachedStatement(sql: RowMapping.insertSetSQL)
            guard let exerciseId = try Self.likeliestExercise(db, owner: owner) else { return [] }
            // Every measure given, and heavy enough to take each record: the rehearsal runs each
            // step a real log may (record rows replaced, the day's progress row written).
            let draft = SetDraft(
                exerciseId: exerciseId, weight: 1e6, weightUnit: .kg, reps: 1, duration: 1, distance: 1e6, distanceUnit: .km, date: now)
            return try Self.insert([WorkoutSet(id: "rehearsal", draft: draft, createdAt: now)], owner: owner, calendar: calendar, db)
        }
    }

    /// The exercise of the newest set, or else the first exercise.
    static func likeliestExercise(_ db: Database, owner: String) throws -> String? {
        try String.fetchOne(
            db.cachedStatement(sql: "SELECT exercise_id FROM workout_set WHERE user_id = ? ORDER BY date DESC LIMIT 1"), arguments: [owner])
            ?? String.fetchOne(db.cachedStatement(sql: "SELECT id FROM exercise WHERE user_id = ? ORDER BY id LIMIT 1"), arguments: [owner])
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

    public func deleteSets(ids: [String]) async throws(PlatesError) -> Int {
        let owner = self.owner
        let calendar = environment.calendar
        let ids = Array(Set(ids))
        return try await write { db in
            // One statement for them all: each DELETE runs the tally trigger in a statement
            // journal, and in the group commit's savepoint its release walked the in-memory
            // journal grown so far (a delete a set: 2 s of 2.8 for 20,000; `write(alone:)`).
            let among = "user_id = ? AND id IN (\(databaseQuestionMarks(count: ids.count)))"
            let arguments = StatementArguments([owner] + ids)
            let sets = try Self.fetchSets(db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE \(among)", arguments)
            let holders = try String.fetchSet(
                db, sql: "SELECT exercise_id FROM exercise_record WHERE user_id = ? AND set_id IN (\(databaseQuestionMarks(count: ids.count)))",
                arguments: arguments)
            try db.execute(sql: "DELETE FROM workout_set WHERE \(among)", arguments: arguments)
            // Each exercise's records and chart days once, after all of its sets went.
            for exerciseId in holders.sorted() { try Self.recomputeRecords(db, owner: owner, exerciseId: exerciseId) }
            for (exerciseId, gone) in Dictionary(grouping: sets, by: \.exerciseId).sorted(by: { $0.key < $1.key }) {
                try Self.progressSetsChanged(db, owner: owner, exerciseId: exerciseId, dates: gone.map(\.date), calendar: calendar)
            }
            return sets.count
        }
    }

    public func restoreSets(_ sets: [WorkoutSet], receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let env = environment
        let owner = self.owner
        try await write(receipt, alone: true) { db in
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
