import Foundation
import GRDB
import PlatesCore
import PlatesPostgres
import PlatesServerTestSupport
import PlatesTestSupport
import PostgresNIO
import Synchronization
import Testing

@testable import PlatesServer

/// An Idempotency-Key's answer commits in the same transaction as its write, on both storages:
/// a server that dies right after the commit has already stored what a retry must replay, and a
/// write that fails stores no answer.
@Suite(.onTestThreads) struct IdempotencyStorageTests {
    static let benchPress = "b45e0000-0000-4000-8000-000000000001"

    /// The storage, its account tables and a new account's backend, as a request would get them.
    /// PostgreSQL: the test process's one pool (opening pools in parallel tests makes their
    /// connections' SCRAM log-ins compete for the event loops until one passes its connect timeout).
    private static func open(_ storage: TestStorage) async throws -> (any AccountRecords, any ServerBackend, String) {
        let server: ServerStorage
        switch storage {
        case .sqlite:
            server = try await ServerStorage.open(storage.location())
        case .postgres:
            _ = try await TestServer.shared.url(storage: .postgres)  // has migrated the account tables
            server = .postgres(try await TestPostgres.pool())
        }
        let accounts = AccountStore(records: try server.accountRecords(), configuration: TestServer.testConfiguration, now: { Date() })
        let session = try await accounts.signUp(email: "idem-\(UUID().uuidString.prefix(8))@example.com", password: "pw", name: nil)
        return (accounts.records, server.backend(owner: session.user.id, environment: PlatesEnvironment()), session.user.id)
    }

    private static func receipt(account: String, key: String) -> WriteReceipt<LogResult> {
        WriteReceipt(key: IdempotencyKey(account: account, key: key, requestHash: "hash-\(key)", at: AccountStore.millis(Date()))) { result in
            ReplayAnswer(status: 201, body: Data("set \(result.sets[0].id)".utf8))
        }
    }

    private static func draft(exercise: String = benchPress) -> SetDraft {
        SetDraft(exerciseId: exercise, weight: 100, weightUnit: .kg, reps: 5, date: Date(timeIntervalSince1970: 1_790_000_000))
    }

    /// Issue 21, defect 7: answers were never deleted after their 7 days. After the lifetime (and
    /// the sweep interval) the next claim, by any account, deletes every expired key; a younger
    /// answer stays and still replays.
    @Test(arguments: TestStorage.available)
    func answersPastTheirLifetimeAreDeleted(storage: TestStorage) async throws {
        // A storage of its own: the sweep deletes every account's old keys, and this test's clock
        // would reach other tests' rows in the shared PostgreSQL database.
        let server: ServerStorage
        var scratch: (admin: PostgresPool, schema: String, url: String)?
        switch storage {
        case .sqlite:
            server = try await ServerStorage.open(storage.location())
        case .postgres:
            scratch = try await TestPostgres.scratchSchema("sweep")
            server = try await ServerStorage.open(.postgres(url: scratch!.url, connections: 2))
        }
        defer {
            server.close()
            if let scratch { Task { _ = try? await scratch.admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(scratch.schema) CASCADE")) } }
        }
        let start = Date()
        let clock = Mutex(start)
        let accounts = AccountStore(records: try server.accountRecords(), configuration: TestServer.testConfiguration, now: { clock.withLock { $0 } })
        let records = accounts.records
        let account = try await accounts.signUp(email: "sweep@example.com", password: "pw", name: nil).user.id
        let other = try await accounts.signUp(email: "other@example.com", password: "pw", name: nil).user.id
        let answer = StoredAnswer(requestHash: "h", status: 201, body: Data("{}".utf8))
        for key in ["old-1", "old-2"] {
            #expect(try await accounts.claim(account: account, key: key, requestHash: "h") == .claimed)
            try await accounts.store(answer: answer, account: account, key: key)
        }
        clock.withLock { $0 = start.addingTimeInterval(TestServer.testConfiguration.idempotencyLifetime - 86_400) }
        #expect(try await accounts.claim(account: account, key: "young", requestHash: "h") == .claimed)
        try await accounts.store(answer: answer, account: account, key: "young")
        #expect(try await Self.keys(of: account, in: records) == ["old-1", "old-2", "young"])

        clock.withLock { $0 = start.addingTimeInterval(TestServer.testConfiguration.idempotencyLifetime + 3_600) }
        #expect(try await accounts.claim(account: other, key: "new", requestHash: "h") == .claimed)
        #expect(try await Self.keys(of: account, in: records) == ["young"])
        #expect(try await accounts.claim(account: account, key: "young", requestHash: "h") == .answered(answer))
    }

    /// The keys an account's rows hold, as stored.
    private static func keys(of account: String, in records: any AccountRecords) async throws -> [String] {
        if let sqlite = records as? SQLiteAccountRecords {
            return try await sqlite.database.pool.read { db in
                try String.fetchAll(db, sql: "SELECT key FROM idempotency_key WHERE account_id = ? ORDER BY key", arguments: [account])
            }
        }
        let postgres = try #require(records as? PostgresAccountRecords)
        return try await postgres.database.query("SELECT key FROM idempotency_key WHERE account_id = \(account) ORDER BY key COLLATE \"C\"")
            .map { try $0["key"].decode(String.self) }
    }

    @Test(arguments: TestStorage.available)
    func theAnswerCommitsWithTheWrite(storage: TestStorage) async throws {
        let (records, backend, account) = try await Self.open(storage)
        let now = AccountStore.millis(Date())
        #expect(try await records.claim(account: account, key: "k1", requestHash: "hash-k1", now: now, answersSince: 0, claimsSince: 0) == .claimed)
        let logged = try await backend.logSets([Self.draft()], receipt: Self.receipt(account: account, key: "k1"))

        // The server "dies" here: nothing after the write runs. Long after the claim's lifetime, a
        // retry with the key finds the answer, not a free key.
        let later = now + 3_600_000
        let retry = try await records.claim(
            account: account, key: "k1", requestHash: "hash-k1", now: later,
            answersSince: later - 86_400_000, claimsSince: later - 60_000)
        guard case .answered(let answer) = retry else {
            Issue.record("a retry got \(retry), not the stored answer")
            return
        }
        #expect(answer.status == 201 && String(decoding: answer.body, as: UTF8.self) == "set \(logged.sets[0].id)")
        #expect(answer.requestHash == "hash-k1")
        #expect(try await backend.listSets(SetQuery()).total == 1)
    }

    @Test(arguments: TestStorage.available)
    func aFailedWriteStoresNoAnswer(storage: TestStorage) async throws {
        let (records, backend, account) = try await Self.open(storage)
        let now = AccountStore.millis(Date())
        #expect(try await records.claim(account: account, key: "k2", requestHash: "hash-k2", now: now, answersSince: 0, claimsSince: 0) == .claimed)
        await #expect(throws: PlatesError.self) {
            try await backend.logSets([Self.draft(exercise: "no-such-exercise")], receipt: Self.receipt(account: account, key: "k2"))
        }
        // Released as the server does after a failure: the key is free again, nothing was written.
        try await records.release(account: account, key: "k2")
        #expect(try await records.claim(account: account, key: "k2", requestHash: "hash-k2", now: now + 1, answersSince: 0, claimsSince: 0) == .claimed)
        #expect(try await backend.listSets(SetQuery()).total == 0)
    }

    @Test(arguments: TestStorage.available)
    func anAnswerThatCannotBeMadeUndoesTheWrite(storage: TestStorage) async throws {
        let (_, backend, account) = try await Self.open(storage)
        let receipt = WriteReceipt<LogResult>(key: IdempotencyKey(account: account, key: "k3", requestHash: "h", at: 0)) { _ throws(PlatesError) in
            throw .internal("cannot encode the answer")
        }
        await #expect(throws: PlatesError.self) { try await backend.logSets([Self.draft()], receipt: receipt) }
        #expect(try await backend.listSets(SetQuery()).total == 0)
    }

    /// Every write a route makes takes its receipt down to the store: each key below is answered
    /// afterwards, with its own answer, though nothing but the write stored it.
    @Test(arguments: TestStorage.available)
    func everyServerWriteStoresItsAnswer(storage: TestStorage) async throws {
        let (records, backend, account) = try await Self.open(storage)
        var keys: [String] = []
        func receipt<T>(_ name: String) -> WriteReceipt<T> {
            keys.append(name)
            return WriteReceipt(key: IdempotencyKey(account: account, key: name, requestHash: "h", at: AccountStore.millis(Date()))) { _ in
                ReplayAnswer(status: 200, body: Data(name.utf8))
            }
        }
        let curls = try await backend.createExercise(ExerciseDraft(name: "Cable Curl", muscleGroup: .arms), receipt: receipt("create exercise"))
        _ = try await backend.updateExercise(id: curls.id, ExercisePatch(pinnedNote: .some("slow")), receipt: receipt("update exercise"))
        let logged = try await backend.logSets([Self.draft(exercise: curls.id), Self.draft()], receipt: receipt("log sets"))
        _ = try await backend.updateSet(id: logged.sets[0].id, Self.draft(exercise: curls.id), receipt: receipt("update set"))
        try await backend.deleteSet(id: logged.sets[1].id, receipt: receipt("delete set"))
        try await backend.restoreSets([logged.sets[1]], receipt: receipt("restore sets"))
        let removal = try await backend.deleteExercise(id: curls.id, withSets: true, receipt: receipt("delete exercise"))
        try await backend.restoreExercise(removal, receipt: receipt("restore exercise"))
        _ = try await backend.mergeExercise(id: curls.id, into: Self.benchPress, receipt: receipt("merge exercise"))
        let weighIn = BodyWeightDraft(weight: 80, unit: .kg, date: Date(timeIntervalSince1970: 1_790_000_000))
        let entry = try await backend.addBodyWeight(weighIn, receipt: receipt("add body weight"))
        _ = try await backend.updateBodyWeight(id: entry.id, weighIn, receipt: receipt("update body weight"))
        try await backend.deleteBodyWeight(id: entry.id, receipt: receipt("delete body weight"))
        _ = try await backend.updateProfile(ProfilePatch(goalWeight: 85), receipt: receipt("update profile"))

        #expect(keys.count == 13)
        let now = AccountStore.millis(Date())
        for key in keys {
            let claim = try await records.claim(account: account, key: key, requestHash: "h", now: now, answersSince: 0, claimsSince: now)
            guard case .answered(let answer) = claim else {
                Issue.record("\(key): \(claim), not its answer")
                continue
            }
            #expect(String(decoding: answer.body, as: UTF8.self) == key)
        }
    }
}

extension KeyClaim: Equatable {
    public static func == (a: KeyClaim, b: KeyClaim) -> Bool {
        switch (a, b) {
        case (.claimed, .claimed), (.busy, .busy): return true
        case (.answered(let x), .answered(let y)): return x.status == y.status && x.body == y.body && x.requestHash == y.requestHash
        default: return false
        }
    }
}
