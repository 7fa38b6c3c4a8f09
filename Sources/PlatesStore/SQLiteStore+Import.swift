import Foundation
import GRDB
import PlatesCore

extension SQLiteStore: ImportingStorage {
    public func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (Int) -> Void) async throws(PlatesError) -> ImportApplied {
        let env = environment
        let owner = self.owner
        do {
            return try await database.writeAlone { db in try Self.writeBatch(batch, owner: owner, env: env, progress: progress, db) }
        } catch {
            throw Self.map(error, opening: database.path)
        }
    }

    private static func writeBatch(
        _ batch: ImportBatch, owner: String, env: PlatesEnvironment,
        progress: @escaping @Sendable (Int) -> Void, _ db: Database
    ) throws -> ImportApplied {
        // One transaction for the whole import: with a person's 512 KiB page cache its pages spill
        // to the WAL and are read back again and again. A larger cache for this transaction only.
        let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -32768")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cache)") }
        var applied = ImportApplied()
        for e in batch.exercises {
            if try Self.exists(db, "exercise", owner: owner, id: e.id) { continue }
            try Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
            try RowMapping.insert(e, owner: owner, db)
            applied.exercisesCreated += 1
        }
        var exercises: Set<String> = []
        var touched: Set<String> = []
        for updated in batch.updatedExercises {
            let current = try Self.fetchExercise(db, owner: owner, id: updated.id)
            try RowMapping.update(updated, owner: owner, db)
            if ExerciseRecords.editChangesRecords(from: current, to: updated) { touched.insert(updated.id) }
        }
        for w in batch.workouts where try !Self.exists(db, "workout", owner: owner, id: w.id) {
            try Self.insertWorkoutRow(w, owner: owner, db)
            applied.workoutsAdded += 1
        }
        // Oldest first, as a lifter logs them: history and a lift's sets then read neighbouring
        // rows from neighbouring pages (in the ids' order, which are hashes, a page of history
        // read a page of the table per set), and the date indexes kept during a small import
        // take each insert on a page just written.
        // Indices, not a sorted copy of the sets (15 MB at 100,000).
        let sets = batch.sets
        let inOrder = sets.indices.sorted { a, b in
            if sets[a].date != sets[b].date { return sets[a].date < sets[b].date }
            if sets[a].createdAt != sets[b].createdAt { return sets[a].createdAt < sets[b].createdAt }
            return sets[a].id < sets[b].id
        }
        // Which ids are stored already, this owner's and others': asked 900 at a time, not once
        // or twice a set (300,000 look-ups took 2.2 of a 100,000-set import's 14 s). None in a
        // new file.
        var stored = try Self.storedSetIds(db, owner: owner, among: sets.map(\.id) + batch.previousIds.values)
        stored.mine.reserveCapacity(stored.mine.count + sets.count)  // each new set joins them
        let dropped = try SetIndexRebuild.dropIfWorthIt(db, adding: sets.count, owner: owner)
        let insertSet = try db.cachedStatement(sql: RowMapping.insertSetSQL)  // looked up once, not per set
        for (done, index) in inOrder.enumerated() {
            let set = sets[index]
            if done % ImportBatch.progressStep == 0 { progress(done) }
            if stored.mine.contains(set.id) || batch.previousIds[set.id].map(stored.mine.contains) == true {
                applied.setsAlreadyThere += 1
                // Imported before workouts were: the set joins its workout now. (Only those
                // without one: a re-import of a cumulative export updated every set, 3 s at 100,000.)
                if let w = set.workoutId, stored.withoutWorkout.contains(set.id) || batch.previousIds[set.id].map(stored.withoutWorkout.contains) == true {
                    try db.cachedStatement(sql: "UPDATE workout_set SET workout_id = ? WHERE user_id = ? AND id IN (?, ?) AND workout_id IS NULL")
                        .execute(arguments: [w, owner, set.id, batch.previousIds[set.id] ?? set.id])
                }
                continue
            }
            // A set's id is the file's key across the server's accounts: a Plates export already
            // imported into another account of a server on SQLite cannot come in again.
            if stored.others.contains(set.id) { throw PlatesError.conflict(ImportMessages.setsOfAnotherAccount) }
            if exercises.insert(set.exerciseId).inserted { _ = try Self.fetchExercise(db, owner: owner, id: set.exerciseId) }
            try RowMapping.run(insertSet, with: set, owner: owner)
            stored.mine.insert(set.id)
            touched.insert(set.exerciseId)
            applied.setsAdded += 1
        }
        try SetIndexRebuild.restore(dropped, db)
        progress(batch.sets.count)
        for id in touched.sorted() {
            try Self.recomputeRecords(db, owner: owner, exerciseId: id)
            try Self.buildProgress(db, owner: owner, exerciseId: id, calendar: env.calendar)
        }
        for entry in batch.bodyWeight {
            if try Self.exists(db, "body_weight", owner: owner, id: entry.id) {
                applied.bodyWeightAlreadyThere += 1
                continue
            }
            if try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM body_weight WHERE id = ?"), arguments: [entry.id]) == true {
                throw PlatesError.conflict(ImportMessages.setsOfAnotherAccount)
            }
            try Self.insert(entry, owner: owner, db)
            applied.bodyWeightAdded += 1
        }
        for r in batch.routines {
            let taken = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM routine WHERE user_id = ? AND (id = ? OR name_key = ?))",
                arguments: [owner, r.id, Exercise.nameKey(r.name)])
            if taken == true { continue }
            try Self.insertRoutineRow(r, owner: owner, db)
            applied.routinesAdded += 1
        }
        if let settings = batch.settings { try Self.saveProfile(settings, owner: owner, db) }
        for (key, exerciseId) in batch.aliases.sorted(by: { $0.key < $1.key }) {
            try db.execute(
                sql: "INSERT OR REPLACE INTO exercise_alias (user_id, name_key, exercise_id) VALUES (?, ?, ?)",
                arguments: [owner, key, exerciseId])
        }
        return applied
    }

    /// The local database's one person: "local", as before accounts were (the same file imported
    /// again makes the same ids); a server's account: its id.
    public var importScope: String { owner == Self.localOwner ? "local" : owner }

    public func exerciseAliases() async throws(PlatesError) -> [String: String] {
        let owner = self.owner
        return try await read { db in
            var aliases: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name_key, exercise_id FROM exercise_alias WHERE user_id = ?", arguments: [owner]) {
                aliases[row[0]] = row[1]
            }
            return aliases
        }
    }

    /// Which of `ids` are stored sets: `owner`'s (and which of those have no workout), and other
    /// accounts' (set ids are unique across a server's accounts). The answer holds the strings of
    /// `ids`, not copies read back from the file (200,000 ids read back were 13 MB at the import's
    /// peak).
    static func storedSetIds(
        _ db: Database, owner: String, among ids: [String]
    ) throws -> (mine: Set<String>, withoutWorkout: Set<String>, others: Set<String>) {
        var mine: Set<String> = []
        var withoutWorkout: Set<String> = []
        var others: Set<String> = []
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM workout_set)") == true else { return (mine, withoutWorkout, others) }
        let chunk = 900  // under 999, the most variables a statement takes before SQLite 3.32
        for start in stride(from: 0, to: ids.count, by: chunk) {
            let part = Set(ids[start..<min(ids.count, start + chunk)])
            let marks = Array(repeating: "?", count: part.count).joined(separator: ", ")
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT id, user_id = ?, workout_id IS NULL FROM workout_set WHERE id IN (\(marks))"),
                arguments: StatementArguments([owner] + Array(part)))
            while let row = try rows.next() {
                let read: String = row[0]
                guard let id = part.firstIndex(of: read).map({ part[$0] }) else { continue }
                guard row[1] as Bool else {
                    others.insert(id)
                    continue
                }
                mine.insert(id)
                if row[2] as Bool { withoutWorkout.insert(id) }
            }
        }
        return (mine, withoutWorkout, others)
    }

    static func exists(_ db: Database, _ table: String, owner: String, id: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE user_id = ? AND id = ?)"), arguments: [owner, id]) ?? false
    }
}

enum ImportMessages {
    static let setsOfAnotherAccount =
        "This file's sets are in another account on this server already (a Plates export keeps its ids, which a server on SQLite keeps unique across accounts): import it into one account, or run the server on PostgreSQL."
}
