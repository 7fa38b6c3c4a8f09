import Foundation
import GRDB
import PlatesCore

/// Other names a lifter gives or takes away, one row each (`exercise_alias`, beside those imports
/// and merges keep).
extension SQLiteStore {
    public func putExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try Self.fetchExercise(db, owner: owner, id: exerciseId)
            try db.execute(
                sql: "INSERT OR REPLACE INTO exercise_alias (user_id, name_key, exercise_id) VALUES (?, ?, ?)", arguments: [owner, key, exerciseId])
        }
    }

    public func deleteExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try db.execute(
                sql: "DELETE FROM exercise_alias WHERE user_id = ? AND name_key = ? AND exercise_id = ?", arguments: [owner, key, exerciseId])
            if db.changesCount == 0 { throw OtherNames.unknown(key) }
        }
    }
}
