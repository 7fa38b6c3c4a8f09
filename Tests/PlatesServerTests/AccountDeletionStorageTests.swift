import Foundation
import GRDB
import PlatesCore
import PlatesPostgres
import PlatesServerTestSupport
import PlatesTestSupport
import PostgresNIO
import Testing

@testable import PlatesServer

/// A deleted account leaves no row in any table that names an owner — found by the schema's own
/// columns, so a table added later is checked without this test changing — and another
/// account's rows stay.
@Suite(.onTestThreads) struct AccountDeletionStorageTests {
    @Test(arguments: TestStorage.available)
    func aDeletedAccountLeavesNoRowAnywhere(storage: TestStorage) async throws {
        let server: ServerStorage
        switch storage {
        case .sqlite: server = try await ServerStorage.open(storage.location())
        case .postgres:
            _ = try await TestServer.shared.url(storage: .postgres)  // has migrated the account tables
            server = .postgres(try await TestPostgres.pool())
        }
        let accounts = AccountStore(records: try server.accountRecords(), configuration: TestServer.testConfiguration, now: { Date() })
        var owners: [String] = []
        for name in ["gone", "kept"] {
            let session = try await accounts.signUp(email: "\(name)-\(UUID().uuidString.prefix(8))@example.com", password: "pw", name: nil)
            let id = session.user.id
            owners.append(id)
            let backend = server.backend(owner: id, environment: PlatesEnvironment())
            let custom = try await backend.createExercise(ExerciseDraft(name: "Zercher squat", muscleGroup: .legs, exerciseType: .strength))
            _ = try await backend.logSets([
                SetDraft(exerciseId: custom.id, weight: 100, weightUnit: .kg, reps: 5, date: Date(timeIntervalSince1970: 1_790_000_000)),
                SetDraft(
                    exerciseId: IdempotencyStorageTests.benchPress, weight: 80, weightUnit: .kg, reps: 8, date: Date(timeIntervalSince1970: 1_790_000_000)),
            ])
            _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 80, unit: .kg, date: Date(timeIntervalSince1970: 1_790_000_000), notes: nil))
            #expect(try await accounts.claim(account: id, key: "k", requestHash: "h") == .claimed)
        }
        let before = try await Self.rows(of: owners[0], in: server)
        #expect(before["workout_set"] == 2 && before["body_weight"] == 1 && before["session"] == 1 && before["idempotency_key"] == 1, "\(before)")

        #expect(try await accounts.records.deleteAccount(owners[0]))
        let left = try await Self.rows(of: owners[0], in: server)
        #expect(left.values.allSatisfy { $0 == 0 }, "rows left: \(left.filter { $0.value > 0 })")
        let kept = try await Self.rows(of: owners[1], in: server)
        #expect(kept["workout_set"] == 2 && kept["account"] == 1 && kept["profile"] == 1, "\(kept)")
        #expect(try await accounts.records.deleteAccount(owners[0]) == false, "deleting again finds nothing")
    }

    /// How many rows each table holds whose owner column (`user_id`, `account_id`, or an
    /// account's own `id`) is `owner`.
    static func rows(of owner: String, in server: ServerStorage) async throws -> [String: Int] {
        switch server {
        case .sqlite(let database):
            return try await database.pool.read { db in
                var counts: [String: Int] = [:]
                for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                    let columns = try db.columns(in: table).map(\.name)
                    let owned = table == "account" ? "id" : columns.first { ["user_id", "account_id"].contains($0) }
                    guard let owned else { continue }
                    counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(owned) = ?", arguments: [owner])
                }
                return counts
            }
        case .postgres(let pool):
            let columns = try await pool.query(
                """
                SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()
                AND (column_name IN ('user_id', 'account_id') OR (table_name = 'account' AND column_name = 'id'))
                """)
            var counts: [String: Int] = [:]
            for row in columns {
                let (table, column) = (try row["table_name"].decode(String.self), try row["column_name"].decode(String.self))
                let count = try await pool.query(PostgresQuery(unsafeSQL: "SELECT COUNT(*) AS n FROM \(table) WHERE \(column) = $1", binds: .strings(owner)))
                counts[table] = try count[0]["n"].decode(Int.self)
            }
            return counts
        }
    }
}
