import Foundation
import PlatesCore
import PostgresNIO

/// Workouts and routines (SPEC 8) on PostgreSQL: the SQLite store's tables and rules.
extension PostgresStore {
    static func workout(_ row: PostgresRandomAccessRow) throws -> Workout {
        Workout(
            id: try PostgresRows.value(row, "id"), name: try PostgresRows.value(row, "name"), notes: try PostgresRows.value(row, "notes"),
            startedAt: PostgresRows.date(try PostgresRows.value(row, "started_at")),
            finishedAt: (try PostgresRows.value(row, "finished_at", as: Int64?.self)).map(PostgresRows.date),
            routineId: try PostgresRows.value(row, "routine_id"), createdAt: PostgresRows.date(try PostgresRows.value(row, "created_at")))
    }

    public func workouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout] {
        let owner = self.owner
        let lower = from.map(PostgresRows.millis) ?? Int64.min
        let upper = to.map(PostgresRows.millis) ?? Int64.max
        return try await read { db in
            try await db.query(
                """
                SELECT * FROM workout WHERE user_id = \(owner) AND started_at >= \(lower) AND started_at < \(upper)
                ORDER BY started_at DESC, id DESC LIMIT \(limit)
                """
            ).map(Self.workout)
        }
    }

    public func workout(id: String) async throws(PlatesError) -> Workout {
        let owner = self.owner
        return try await read { db in try await Self.fetchWorkout(db, owner: owner, id: id) }
    }

    static func fetchWorkout(_ db: PostgresPool.Connection, owner: String, id: String, lock: Bool = false) async throws -> Workout {
        let rows =
            lock
            ? try await db.query("SELECT * FROM workout WHERE user_id = \(owner) AND id = \(id) FOR UPDATE")
            : try await db.query("SELECT * FROM workout WHERE user_id = \(owner) AND id = \(id)")
        guard let row = rows.first else { throw PlatesError.notFound(what: "workout", id: id) }
        return try workout(row)
    }

    public func openWorkout() async throws(PlatesError) -> Workout? {
        let owner = self.owner
        return try await read { db in
            try await db.query(
                "SELECT * FROM workout WHERE user_id = \(owner) AND finished_at IS NULL ORDER BY started_at DESC, id DESC LIMIT 1"
            ).first.map(Self.workout)
        }
    }

    public func insertWorkout(_ w: Workout, finishing: Workout?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            if let finishing {
                let current = try await Self.fetchWorkout(db, owner: owner, id: finishing.id, lock: true)
                guard current.isOpen else { throw PlatesError.workoutNoLongerOpen(current.name) }
                try await Self.saveWorkout(finishing, owner: owner, db)
            }
            try await Self.insertWorkoutRow(w, owner: owner, db)
        }
    }

    static func insertWorkoutRow(_ w: Workout, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            INSERT INTO workout (user_id, id, name, notes, started_at, finished_at, routine_id, created_at)
            VALUES (\(owner), \(w.id), \(w.name), \(w.notes), \(PostgresRows.millis(w.startedAt)), \(w.finishedAt.map(PostgresRows.millis)),
                    \(w.routineId), \(PostgresRows.millis(w.createdAt)))
            """)
    }

    public func updateWorkout(_ w: Workout, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try await Self.fetchWorkout(db, owner: owner, id: w.id, lock: true)
            try await Self.saveWorkout(w, owner: owner, db)
        }
    }

    static func saveWorkout(_ w: Workout, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            UPDATE workout SET name = \(w.name), notes = \(w.notes), started_at = \(PostgresRows.millis(w.startedAt)),
                finished_at = \(w.finishedAt.map(PostgresRows.millis)), routine_id = \(w.routineId)
            WHERE user_id = \(owner) AND id = \(w.id)
            """)
    }

    public func deleteWorkout(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try await Self.fetchWorkout(db, owner: owner, id: id, lock: true)
            try await db.query("UPDATE workout_set SET workout_id = NULL WHERE user_id = \(owner) AND workout_id = \(id)")
            try await db.query("DELETE FROM workout WHERE user_id = \(owner) AND id = \(id)")
        }
    }

    public func deleteWorkouts(ids: [String]) async throws(PlatesError) -> Int {
        let owner = self.owner
        return try await write { db in
            // Locked in one order, as a single delete locks its own.
            let locked = try await db.query("SELECT id FROM workout WHERE user_id = \(owner) AND id = ANY(\(ids)::TEXT[]) ORDER BY id FOR UPDATE")
            try await db.query("UPDATE workout_set SET workout_id = NULL WHERE user_id = \(owner) AND workout_id = ANY(\(ids)::TEXT[])")
            try await db.query("DELETE FROM workout WHERE user_id = \(owner) AND id = ANY(\(ids)::TEXT[])")
            return locked.count
        }
    }

    public func sets(workoutId: String) async throws(PlatesError) -> [WorkoutSet] {
        let owner = self.owner
        return try await read { db in
            try await Self.fetchSets(db, "SELECT * FROM workout_set WHERE user_id = \(owner) AND workout_id = \(workoutId) ORDER BY date, created_at, id")
        }
    }

    public func moveSets(ids: [String], toWorkout workoutId: String?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            if let workoutId { _ = try await Self.fetchWorkout(db, owner: owner, id: workoutId, lock: true) }
            for id in ids {
                let moved = try await db.query("UPDATE workout_set SET workout_id = \(workoutId) WHERE user_id = \(owner) AND id = \(id) RETURNING id")
                if moved.isEmpty { throw PlatesError.notFound(what: "set", id: id) }
            }
        }
    }

    // MARK: Routines

    public func routines() async throws(PlatesError) -> [Routine] {
        let owner = self.owner
        let rows = try await read { db in
            try await db.query("SELECT * FROM routine WHERE user_id = \(owner) ORDER BY name_key, id").map { row in
                (
                    id: try PostgresRows.value(row, "id", as: String.self), name: try PostgresRows.value(row, "name", as: String.self),
                    notes: try PostgresRows.value(row, "notes", as: String?.self), entries: try PostgresRows.value(row, "entries", as: String.self),
                    created: PostgresRows.date(try PostgresRows.value(row, "created_at"))
                )
            }
        }
        var out: [Routine] = []
        for r in rows {
            out.append(Routine(id: r.id, name: r.name, notes: r.notes, entries: try RoutineEntry.stored(r.entries), createdAt: r.created))
        }
        return out
    }

    public func insertRoutine(_ r: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try await Self.checkRoutineNameFree(db, owner: owner, name: r.name, exceptId: nil)
            try await Self.insertRoutineRow(r, owner: owner, db)
        }
    }

    static func insertRoutineRow(_ r: Routine, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            INSERT INTO routine (user_id, id, name, name_key, notes, entries, created_at)
            VALUES (\(owner), \(r.id), \(r.name), \(Exercise.nameKey(r.name)), \(r.notes), \(RoutineEntry.storedJSON(r.entries)),
                    \(PostgresRows.millis(r.createdAt)))
            """)
    }

    public func updateRoutine(_ r: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try await Self.checkRoutineNameFree(db, owner: owner, name: r.name, exceptId: r.id)
            let changed = try await db.query(
                """
                UPDATE routine SET name = \(r.name), name_key = \(Exercise.nameKey(r.name)), notes = \(r.notes),
                    entries = \(RoutineEntry.storedJSON(r.entries))
                WHERE user_id = \(owner) AND id = \(r.id) RETURNING id
                """)
            if changed.isEmpty { throw PlatesError.notFound(what: "routine", id: r.id) }
        }
    }

    public func deleteRoutine(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let deleted = try await db.query("DELETE FROM routine WHERE user_id = \(owner) AND id = \(id) RETURNING id")
            if deleted.isEmpty { throw PlatesError.notFound(what: "routine", id: id) }
        }
    }

    static func checkRoutineNameFree(_ db: PostgresPool.Connection, owner: String, name: String, exceptId: String?) async throws {
        let other = try await db.query(
            """
            SELECT name FROM routine WHERE user_id = \(owner) AND name_key = \(Exercise.nameKey(name)) AND id IS DISTINCT FROM \(exceptId)
            """
        ).first
        if let other { throw PlatesError.routineNameTaken(try PostgresRows.value(other, "name", as: String.self)) }
    }
}
