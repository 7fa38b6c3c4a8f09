import Foundation
import GRDB
import PlatesCore

extension SQLiteStore {
    public func exercises() async throws(PlatesError) -> [Exercise] {
        let owner = self.owner
        return try await read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: "SELECT \(RowMapping.exerciseColumns) FROM exercise WHERE user_id = ? ORDER BY name_key, id"), arguments: [owner]
            ).map(RowMapping.exercise)
        }
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise {
        let owner = self.owner
        return try await read { db in try Self.fetchExercise(db, owner: owner, id: id) }
    }

    public func insertExercise(_ e: Exercise, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try Self.checkNameFree(db, owner: owner, name: e.name, exceptId: nil)
            try RowMapping.insert(e, owner: owner, db)
        }
    }

    public func updateExercise(_ updated: Exercise, whileSetCount: Int?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let current = try Self.fetchExercise(db, owner: owner, id: updated.id)
            if let whileSetCount, try Self.setCount(db, owner: owner, exerciseId: updated.id) != whileSetCount {
                throw PlatesError.changedMeanwhile(current.name)
            }
            try Self.checkNameFree(db, owner: owner, name: updated.name, exceptId: updated.id)
            try RowMapping.update(updated, owner: owner, db)
            if ExerciseRecords.editChangesRecords(from: current, to: updated) { try Self.recomputeRecords(db, owner: owner, exerciseId: updated.id) }
        }
    }

    public func setCount(exerciseId: String) async throws(PlatesError) -> Int {
        let owner = self.owner
        return try await read { db in try Self.setCount(db, owner: owner, exerciseId: exerciseId) }
    }

    public func sets(exerciseId: String) async throws(PlatesError) -> [WorkoutSet] {
        let owner = self.owner
        return try await read { db in try Self.setsOf(db, owner: owner, exerciseId: exerciseId) }
    }

    /// From `set_tally`, kept by triggers.
    static func setCount(_ db: Database, owner: String, exerciseId: String) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT sets FROM set_tally WHERE user_id = ? AND exercise_id = ?"), arguments: [owner, exerciseId]) ?? 0
    }

    static func checkNameFree(_ db: Database, owner: String, name: String, exceptId: String?) throws {
        let other = try String.fetchOne(
            db, sql: "SELECT name FROM exercise WHERE user_id = ? AND name_key = ? AND id IS NOT ?",
            arguments: [owner, Exercise.nameKey(name), exceptId])
        if let other { throw PlatesError.nameTaken(by: other) }
    }
}
