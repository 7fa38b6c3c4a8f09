import Foundation
import PlatesCore
import PostgresNIO

/// Other names a lifter gives or takes away, one row each (`exercise_alias`, beside those imports
/// and merges keep).
extension PostgresStore {
    public func putExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            _ = try await Self.fetchExercise(db, owner: owner, id: exerciseId, exclusive: true)
            try await db.query(
                """
                INSERT INTO exercise_alias (user_id, name_key, exercise_id) VALUES (\(owner), \(key), \(exerciseId))
                ON CONFLICT (user_id, name_key) DO UPDATE SET exercise_id = EXCLUDED.exercise_id
                """)
        }
    }

    public func deleteExerciseAlias(key: String, exerciseId: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let gone = try await db.query(
                "DELETE FROM exercise_alias WHERE user_id = \(owner) AND name_key = \(key) AND exercise_id = \(exerciseId) RETURNING name_key")
            if gone.isEmpty { throw OtherNames.unknown(key) }
        }
    }
}
