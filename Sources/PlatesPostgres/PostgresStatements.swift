import Foundation
import PlatesCore
import PostgresNIO

/// The statements on the hot path of logging a set, prepared once per connection (PostgreSQL then
/// skips parsing and planning them on every request: docs/performance.md).
enum Prepared {
    /// An exercise's record holders, by target.
    struct RecordHolders: PostgresPreparedStatement {
        static let sql = """
            SELECT r.target_reps, s.* FROM exercise_record r JOIN workout_set s ON s.user_id = r.user_id AND s.id = r.set_id
            WHERE r.user_id = $1 AND r.exercise_id = $2 ORDER BY r.target_reps
            """
        var owner: String
        var exerciseId: String

        func makeBindings() throws -> PostgresBindings { .strings(owner, exerciseId) }

        /// Nil for a target code a newer version wrote.
        func decodeRow(_ row: PostgresRow) throws -> PersonalRecord? {
            let r = row.makeRandomAccess()
            guard let target = RecordTarget(code: try PostgresRows.value(r, "target_reps")) else { return nil }
            return PersonalRecord(target: target, set: try PostgresRows.set(r))
        }
    }

    /// Logs one set: `plates_log_set` (data v4) inserts it and answers the record targets it took
    /// of those it reaches, comparing its rank with each holder's.
    struct LogSet: PostgresPreparedStatement {
        static let sql = "SELECT plates_log_set($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)"
        static let bindingDataTypes: [PostgresDataType] = [
            .text, .text, .text, .float8, .text, .float8, .int8, .int8, .float8,
            .text, .text, .float8, .int8, .text, .int8, .int8Array, .int8Array,
        ]
        var owner: String
        var set: WorkoutSet
        var bodyWeight: Bool

        func makeBindings() throws -> PostgresBindings {
            var b = PostgresBindings()
            b.append(owner)
            b.append(set.id)
            b.append(set.exerciseId)
            b.append(set.weight)
            b.append(set.weightUnit?.rawValue)
            b.append(set.weightKg)
            b.append(set.reps)
            b.append(set.duration)
            b.append(set.distance)
            b.append(set.distanceUnit?.rawValue)
            b.append(set.kind.rawValue)
            b.append(set.rpe)
            b.append(PostgresRows.millis(set.date))
            b.append(set.notes)
            b.append(PostgresRows.millis(set.createdAt))
            b.append(PersonalRecords.targets(reachedBy: set).map(Int64.init))
            b.append(PersonalRecords.rank(set, bodyWeight: bodyWeight).sortKey)
            return b
        }

        func decodeRow(_ row: PostgresRow) throws -> Int { try row.decode(Int.self) }
    }

    /// An exercise, no lock (`plates_log_set` takes it).
    struct Exercise: PostgresPreparedStatement {
        static let sql = "SELECT * FROM exercise WHERE user_id = $1 AND id = $2"
        var owner: String
        var id: String

        func makeBindings() throws -> PostgresBindings { .strings(owner, id) }

        func decodeRow(_ row: PostgresRow) throws -> PlatesCore.Exercise { try PostgresRows.exercise(row.makeRandomAccess()) }
    }
}

extension PostgresBindings {
    /// Text parameters $1, $2, … in order.
    public static func strings(_ values: String...) -> PostgresBindings {
        var b = PostgresBindings()
        for v in values { b.append(v) }
        return b
    }
}

extension PostgresPool.Connection {
    /// Runs a prepared statement (prepared on this connection the first time) and collects its rows.
    @discardableResult
    func execute<S: PostgresPreparedStatement>(_ statement: S) async throws -> [S.Row] {
        var rows: [S.Row] = []
        for try await row in try await connection.execute(statement, logger: PostgresPool.logger) { rows.append(row) }
        return rows
    }
}

extension PostgresPool {
    /// Runs a prepared statement outside a transaction, within the query timeout.
    public func execute<S: PostgresPreparedStatement>(_ statement: S) async throws(PlatesError) -> [S.Row] where S.Row: Sendable {
        try await bounded { [client] in
            var rows: [S.Row] = []
            for try await row in try await client.execute(statement, logger: Self.logger) { rows.append(row) }
            return rows
        }
    }
}
