import Foundation
import GRDB
import PlatesCore

/// Workouts and routines (SPEC 8) in the local database.
extension SQLiteStore {
    static let workoutColumns = "id, name, notes, started_at, finished_at, routine_id, created_at"

    static func workout(_ row: Row) -> Workout {
        Workout(
            id: row[0], name: row[1], notes: row[2], startedAt: (row[3] as Millis).date,
            finishedAt: (row[4] as Millis?)?.date, routineId: row[5], createdAt: (row[6] as Millis).date)
    }

    public func workouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout] {
        let owner = self.owner
        return try await read { db in
            var sql = "SELECT \(Self.workoutColumns) FROM workout WHERE user_id = ?"
            var args: [any DatabaseValueConvertible] = [owner]
            if let from {
                sql += " AND started_at >= ?"
                args.append(Millis(from))
            }
            if let to {
                sql += " AND started_at < ?"
                args.append(Millis(to))
            }
            sql += " ORDER BY started_at DESC, id DESC LIMIT ?"
            args.append(limit)
            return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(args)).map(Self.workout)
        }
    }

    public func workout(id: String) async throws(PlatesError) -> Workout {
        let owner = self.owner
        return try await read { db in try Self.fetchWorkout(db, owner: owner, id: id) }
    }

    static func fetchWorkout(_ db: Database, owner: String, id: String) throws -> Workout {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(workoutColumns) FROM workout WHERE user_id = ? AND id = ?"), arguments: [owner, id])
        else { throw PlatesError.notFound(what: "workout", id: id) }
        return workout(row)
    }

    public func openWorkout() async throws(PlatesError) -> Workout? {
        let owner = self.owner
        return try await read { db in try Self.fetchOpenWorkout(db, owner: owner) }
    }

    static func fetchOpenWorkout(_ db: Database, owner: String) throws -> Workout? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT \(Self.workoutColumns) FROM workout WHERE user_id = ? AND finished_at IS NULL ORDER BY started_at DESC, id DESC LIMIT 1"),
            arguments: [owner]
        ).map(Self.workout)
    }

    public func insertWorkout(_ w: Workout, finishing: Workout?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            if let finishing {
                let current = try Self.fetchWorkout(db, owner: owner, id: finishing.id)
                guard current.isOpen else { throw PlatesError.workoutNoLongerOpen(current.name) }
                try Self.saveWorkout(finishing, owner: owner, db)
            }
            try Self.insertWorkoutRow(w, owner: owner, db)
        }
    }

    static func insertWorkoutRow(_ w: Workout, owner: String, _ db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO workout (user_id, \(Self.workoutColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            owner, w.id, w.name, w.notes, Millis(w.startedAt), w.finishedAt.map(Millis.init), w.routineId, Millis(w.createdAt),
        ])
    }

    public func updateWorkout(_ w: Workout, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try Self.fetchWorkout(db, owner: owner, id: w.id)
            try Self.saveWorkout(w, owner: owner, db)
        }
    }

    static func saveWorkout(_ w: Workout, owner: String, _ db: Database) throws {
        try db.cachedStatement(
            sql: "UPDATE workout SET name = ?, notes = ?, started_at = ?, finished_at = ?, routine_id = ? WHERE user_id = ? AND id = ?"
        ).execute(arguments: [w.name, w.notes, Millis(w.startedAt), w.finishedAt.map(Millis.init), w.routineId, owner, w.id])
    }

    public func deleteWorkout(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try Self.fetchWorkout(db, owner: owner, id: id)
            try db.cachedStatement(sql: "UPDATE workout_set SET workout_id = NULL WHERE user_id = ? AND workout_id = ?").execute(arguments: [owner, id])
            try db.cachedStatement(sql: "DELETE FROM workout WHERE user_id = ? AND id = ?").execute(arguments: [owner, id])
        }
    }

    public func deleteWorkouts(ids: [String]) async throws(PlatesError) -> Int {
        let owner = self.owner
        return try await write { db in
            var removed = 0
            for id in ids {
                try db.cachedStatement(sql: "UPDATE workout_set SET workout_id = NULL WHERE user_id = ? AND workout_id = ?").execute(arguments: [owner, id])
                try db.cachedStatement(sql: "DELETE FROM workout WHERE user_id = ? AND id = ?").execute(arguments: [owner, id])
                removed += db.changesCount
            }
            return removed
        }
    }

    public func sets(workoutId: String) async throws(PlatesError) -> [WorkoutSet] {
        let owner = self.owner
        return try await read { db in
            try Self.fetchSets(
                db, "SELECT \(RowMapping.setColumns) FROM workout_set WHERE user_id = ? AND workout_id = ? ORDER BY date, created_at, id",
                [owner, workoutId])
        }
    }

    public func moveSets(ids: [String], toWorkout workoutId: String?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            if let workoutId { _ = try Self.fetchWorkout(db, owner: owner, id: workoutId) }
            for id in ids {
                _ = try Self.fetchSet(db, owner: owner, id: id)
                try db.cachedStatement(sql: "UPDATE workout_set SET workout_id = ? WHERE user_id = ? AND id = ?").execute(arguments: [workoutId, owner, id])
            }
        }
    }

    // MARK: Routines

    public func routines() async throws(PlatesError) -> [Routine] {
        let owner = self.owner
        let rows = try await read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: "SELECT id, name, notes, entries, created_at FROM routine WHERE user_id = ? ORDER BY name_key, id"),
                arguments: [owner]
            ).map { (id: $0[0] as String, name: $0[1] as String, notes: $0[2] as String?, entries: $0[3] as String, created: ($0[4] as Millis).date) }
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
            try Self.checkRoutineNameFree(db, owner: owner, name: r.name, exceptId: nil)
            try Self.insertRoutineRow(r, owner: owner, db)
        }
    }

    static func insertRoutineRow(_ r: Routine, owner: String, _ db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO routine (user_id, id, name, name_key, notes, entries, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            owner, r.id, r.name, Exercise.nameKey(r.name), r.notes, RoutineEntry.storedJSON(r.entries), Millis(r.createdAt),
        ])
    }

    public func updateRoutine(_ r: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM routine WHERE user_id = ? AND id = ?", arguments: [owner, r.id]) == true else {
                throw PlatesError.notFound(what: "routine", id: r.id)
            }
            try Self.checkRoutineNameFree(db, owner: owner, name: r.name, exceptId: r.id)
            try db.cachedStatement(
                sql: "UPDATE routine SET name = ?, name_key = ?, notes = ?, entries = ? WHERE user_id = ? AND id = ?"
            ).execute(arguments: [r.name, Exercise.nameKey(r.name), r.notes, RoutineEntry.storedJSON(r.entries), owner, r.id])
        }
    }

    public func deleteRoutine(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try db.cachedStatement(sql: "DELETE FROM routine WHERE user_id = ? AND id = ?").execute(arguments: [owner, id])
            guard db.changesCount > 0 else { throw PlatesError.notFound(what: "routine", id: id) }
        }
    }

    static func checkRoutineNameFree(_ db: Database, owner: String, name: String, exceptId: String?) throws {
        if let other = try String.fetchOne(
            db, sql: "SELECT name FROM routine WHERE user_id = ? AND name_key = ? AND id IS NOT ?",
            arguments: [owner, Exercise.nameKey(name), exceptId])
        {
            throw PlatesError.routineNameTaken(other)
        }
    }
}
