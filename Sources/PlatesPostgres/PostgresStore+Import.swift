import Foundation
import PlatesCore
import PostgresNIO

/// Imports on a server account: the batch `PlatesService` checked, written in one transaction like
/// SQLite's (`SQLiteStore+Import`): stored ids skipped, so the same file imported twice adds nothing.
extension PostgresStore: ImportingStorage {
    public func importBatch(_ batch: ImportBatch, progress: @escaping @Sendable (Int) -> Void) async throws(PlatesError) -> ImportApplied {
        let owner = self.owner
        // One transaction; the new sets go in a statement per `ImportBatch.progressStep` sets
        // (`PostgresSetBatch`), so its time grows little with the file. The allowance per set stays
        // for the rest (and a server that stops answering is still found out, later for a larger file).
        let limit = database.settings.queryTimeout + database.settings.connectTimeout + .milliseconds(20) * batch.sets.count
        return try await write(limit: limit) { db in
            // One import of the account at a time: the profile row is the account's lock.
            _ = try await Self.profileSettings(db, owner: owner, lock: true)
            var applied = ImportApplied()
            for e in batch.exercises where try await !Self.exists(db, "exercise", owner: owner, id: e.id) {
                try await Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
                try await PostgresRows.insert(e, owner: owner, db)
                applied.exercisesCreated += 1
            }
            var touched: Set<String> = []
            for updated in batch.updatedExercises {
                let current = try await Self.fetchExercise(db, owner: owner, id: updated.id, exclusive: true)
                try await PostgresRows.update(updated, owner: owner, db)
                if ExerciseRecords.editChangesRecords(from: current, to: updated) { touched.insert(updated.id) }
            }
            for w in batch.workouts where try await !Self.exists(db, "workout", owner: owner, id: w.id) {
                try await Self.insertWorkoutRow(w, owner: owner, db)
                applied.workoutsAdded += 1
            }
            // Each exercise the new sets name, under its exclusive lock (as an edit takes it).
            var exercises: [String: Exercise] = [:]
            var added: [WorkoutSet] = []
            // Which of the batch's ids are stored already, asked a thousand at a time (one query
            // per set was most of a large import's round trips).
            var storedIds = try await Self.storedSetIds(db, owner: owner, among: batch.sets.map(\.id) + Array(batch.previousIds.values))
            for start in stride(from: 0, to: batch.sets.count, by: ImportBatch.progressStep) {
                progress(start)
                var chunk: [WorkoutSet] = []
                for set in batch.sets[start..<min(batch.sets.count, start + ImportBatch.progressStep)] {
                    var stored: String?
                    if storedIds.contains(set.id) {
                        stored = set.id
                    } else if let previous = batch.previousIds[set.id], storedIds.contains(previous) {
                        stored = previous
                    }
                    if let stored {
                        applied.setsAlreadyThere += 1
                        // Imported before workouts were: the set joins its workout now.
                        if let w = set.workoutId {
                            try await db.query("UPDATE workout_set SET workout_id = \(w) WHERE user_id = \(owner) AND id = \(stored) AND workout_id IS NULL")
                        }
                        continue
                    }
                    if exercises[set.exerciseId] == nil {
                        exercises[set.exerciseId] = try await Self.fetchExercise(db, owner: owner, id: set.exerciseId, exclusive: true)
                    }
                    storedIds.insert(set.id)
                    chunk.append(set)
                }
                try await PostgresSetBatch.insert(chunk, owner: owner, db)
                added += chunk
                applied.setsAdded += chunk.count
            }
            try await PostgresSetBatch.offerRecords(of: added, exercises: exercises, owner: owner, db)
            progress(batch.sets.count)
            for id in touched.sorted() { try await Self.recomputeRecords(db, owner: owner, exerciseId: id) }
            for entry in batch.bodyWeight {
                if try await Self.exists(db, "body_weight", owner: owner, id: entry.id) {
                    applied.bodyWeightAlreadyThere += 1
                    continue
                }
                try await Self.insertBodyWeightRow(entry, owner: owner, db)
                applied.bodyWeightAdded += 1
            }
            for r in batch.routines {
                let taken = try await db.query(
                    "SELECT 1 FROM routine WHERE user_id = \(owner) AND (id = \(r.id) OR name_key = \(Exercise.nameKey(r.name)))")
                if !taken.isEmpty { continue }
                try await Self.insertRoutineRow(r, owner: owner, db)
                applied.routinesAdded += 1
            }
            if let settings = batch.settings { try await Self.writeProfile(settings, owner: owner, db) }
            for (key, exerciseId) in batch.aliases.sorted(by: { $0.key < $1.key }) {
                try await db.query(
                    """
                    INSERT INTO exercise_alias (user_id, name_key, exercise_id) VALUES (\(owner), \(key), \(exerciseId))
                    ON CONFLICT (user_id, name_key) DO UPDATE SET exercise_id = EXCLUDED.exercise_id
                    """)
            }
            return applied
        }
    }

    /// Every store here is a server account's: its ids are its own.
    public var importScope: String { owner }

    public func exerciseAliases() async throws(PlatesError) -> [String: String] {
        let owner = self.owner
        return try await read { db in
            var aliases: [String: String] = [:]
            for row in try await db.query("SELECT name_key, exercise_id FROM exercise_alias WHERE user_id = \(owner)") {
                aliases[try row["name_key"].decode(String.self)] = try row["exercise_id"].decode(String.self)
            }
            return aliases
        }
    }

    /// The ids among `ids` of sets the owner has stored.
    static func storedSetIds(_ db: PostgresPool.Connection, owner: String, among ids: [String]) async throws -> Set<String> {
        var stored: Set<String> = []
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            let chunk = Array(ids[start..<min(ids.count, start + 1_000)])
            for row in try await db.query("SELECT id FROM workout_set WHERE user_id = \(owner) AND id = ANY(\(chunk)::TEXT[])") {
                stored.insert(try row["id"].decode(String.self))
            }
        }
        return stored
    }

    static func exists(_ db: PostgresPool.Connection, _ table: String, owner: String, id: String) async throws -> Bool {
        try await !db.query(PostgresQuery(unsafeSQL: "SELECT 1 FROM \(table) WHERE user_id = $1 AND id = $2", binds: .strings(owner, id))).isEmpty
    }
}
