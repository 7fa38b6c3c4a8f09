import Foundation
import GRDB
import PlatesCore
import PlatesTestSupport
import Synchronization
import Testing

@testable import PlatesStore

/// Group commit on SQLite: the writes waiting while the writer is busy share the next
/// transaction, yet each keeps its own answer and its own failure.
@Suite(.onTestThreads) struct GroupCommitTests {
    /// Counts the commits of a database.
    private final class CommitCounter: TransactionObserver, Sendable {
        let commits = Mutex(0)
        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseDidCommit(_ db: Database) { commits.withLock { $0 += 1 } }
        func databaseDidRollback(_ db: Database) {}
    }

    private static let bench = "b45e0000-0000-4000-8000-000000000001"

    private static func draft(_ exercise: String, weight: Double) -> SetDraft {
        SetDraft(exerciseId: exercise, weight: weight, weightUnit: .kg, reps: 5, date: Date(timeIntervalSince1970: 1_790_000_000))
    }

    @Test func writesWaitingTogetherShareOneCommitAndKeepTheirOwnFailures() async throws {
        let database = try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path)
        let backend = SQLiteBackend(database: database, owner: SQLiteStore.localOwner)
        let counter = CommitCounter()
        try await database.pool.write { $0.add(transactionObserver: counter, extent: .observerLifetime) }

        // Hold the writer until the other writes are queued behind it.
        let release = DispatchSemaphore(value: 0)
        let holder = Task { try await database.write { _ in release.wait() } }
        try await Task.sleep(for: .milliseconds(50))
        let outcomes = try await withThrowingTaskGroup(of: (Int, Result<[WorkoutSet], PlatesError>).self) { group in
            for i in 0..<30 {
                // Every third write names an exercise that does not exist: it fails alone, inside
                // the shared transaction (the store's write, below the service's checks).
                let exercise = i % 3 == 2 ? "no-such-exercise" : Self.bench
                let set = WorkoutSet(
                    id: "5e700000-0000-4000-8000-\(String(format: "%012d", i))",
                    draft: Self.draft(exercise, weight: 60 + Double(i)), createdAt: Date(timeIntervalSince1970: 1_790_000_000))
                group.addTask {
                    do {
                        _ = try await backend.store.insertSets([set], receipt: nil)
                        return (i, .success([set]))
                    } catch let error as PlatesError { return (i, .failure(error)) }
                }
            }
            try await Task.sleep(for: .milliseconds(200))
            release.signal()
            var all: [Int: Result<[WorkoutSet], PlatesError>] = [:]
            for try await (i, outcome) in group { all[i] = outcome }
            return all
        }
        try await holder.value

        for (i, outcome) in outcomes {
            switch outcome {
            case .success(let logged):
                #expect(i % 3 != 2 && logged.count == 1 && logged[0].weight == 60 + Double(i))
            case .failure(let error):
                #expect(i % 3 == 2, "write \(i) failed: \(error)")
                #expect(error == .notFound(what: "exercise", id: "no-such-exercise"))
            }
        }
        let stored = try await backend.listSets(SetQuery(limit: 100)).items
        #expect(stored.count == 20)
        let expected: Set<Double> = Set((0..<30).filter { $0 % 3 != 2 }.map { 60 + Double($0) })
        #expect(Set(stored.compactMap(\.weight)) == expected)
        // The records are those of all the stored sets, as if each had been logged alone.
        let best = try #require(try await backend.records(exerciseId: Self.bench).first)
        #expect(best.set.weight == 88)
        // One commit for the holder, then the 30 queued writes in one more (at most a few).
        let commits = counter.commits.withLock { $0 }
        #expect(commits >= 2 && commits <= 4, "\(commits) commits for 31 writes")
    }

    @Test func aLoneWriteCommitsAtOnceAndItsAnswerFollowsTheCommit() async throws {
        let database = try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path)
        let backend = SQLiteBackend(database: database, owner: SQLiteStore.localOwner)
        let logged = try await backend.logSets([Self.draft(Self.bench, weight: 100)])
        // Another connection (a reader, or a second process) sees the set as soon as the call returns.
        let other = try DatabaseQueue(path: database.path)
        #expect(try await other.read { try String.fetchOne($0, sql: "SELECT id FROM workout_set") } == logged.sets[0].id)
    }
}
