import Foundation
import GRDB
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Synchronization
import Testing

@testable import PlatesStore

/// An import larger than what the file holds writes its sets without the set table's secondary
/// indexes and its counts' insert trigger, and makes them again (`SetIndexRebuild`): the file
/// must end with the same indexes and triggers, whole, and counts equal to the sets, and a failed
/// import must leave them as they were. Sets go in oldest first.
@Suite(.onTestThreads) struct SQLiteLargeImportTests {
    static func newBackend() async throws -> (SQLiteBackend, String) {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        return (try await SQLiteBackend.open(path: path, environment: Clock.environment), path)
    }

    /// The set table's indexes and triggers, as made.
    static func setIndexes(_ path: String) throws -> String {
        try SQL.run(
            path,
            "SELECT type || ' ' || name || ': ' || sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = 'workout_set' ORDER BY type, name")
    }

    /// `count` sets over two lifts, one a minute from a day in 2024, in an order that is not
    /// the time order (the ids' order differs too).
    static func sets(_ count: Int, bench: String, squat: String) -> [WorkoutSet] {
        let start = Clock.date("2024-01-01 07:00")
        return (0..<count).map { i in
            let n = (i * 7_919) % count  // a permutation: the batch is not in time order
            return WorkoutSet(
                id: String(format: "big-%05d", (n * 104_729) % count),
                draft: SetDraft(
                    exerciseId: n % 3 == 0 ? squat : bench, weight: Double(60 + n % 40), weightUnit: .kg, reps: 1 + n % 10,
                    date: start.addingTimeInterval(Double(n) * 60)),
                createdAt: start.addingTimeInterval(Double(n) * 60))
        }
    }

    @Test func aLargeImportEndsWithTheSameIndexesAndItsSetsInTimeOrder() async throws {
        let (backend, path) = try await Self.newBackend()
        let bench = try await backend.exercise(named: "Bench Press")
        let squat = try await backend.exercise(named: "Squat")
        let before = try Self.setIndexes(path)
        #expect(before.split(separator: "\n").count >= 9)
        let batch = Self.sets(SetIndexRebuild.minimumSets + 500, bench: bench.id, squat: squat.id)
        let applied = try await backend.importBatch(ImportBatch(sets: batch), progress: { _ in })
        #expect(applied.setsAdded == batch.count)
        #expect(try Self.setIndexes(path) == before)
        #expect(try SQL.run(path, "PRAGMA integrity_check") == "ok")
        // The table's rows in time order: rowid order is date order.
        #expect(
            try SQL.run(path, "SELECT COUNT(*) FROM (SELECT date, LAG(date) OVER (ORDER BY rowid) AS previous FROM workout_set) WHERE date < previous") == "0")
        // The indexes answer: a page of history and a lift's heaviest set.
        let page = try await backend.listSets(SetQuery(skip: 0, limit: 50))
        #expect(page.total == batch.count && page.items.map(\.id) == batch.sorted { $0.date > $1.date }.prefix(50).map(\.id))
        // The counts, counted again, are the sets of each lift; the trigger counts the next one.
        _ = try await backend.log(squat, 100, 5, "2026-11-10 18:00")
        #expect(try await backend.listSets(SetQuery(exerciseId: squat.id, limit: 1)).total == batch.filter { $0.exerciseId == squat.id }.count + 1)
        #expect(try await backend.listSets(SetQuery(exerciseId: bench.id, limit: 1)).total == batch.filter { $0.exerciseId == bench.id }.count)
        let records = try await backend.records(exerciseId: bench.id)
        #expect(records.contains { $0.set.weight == 99 })
        // The same batch again: every set is already there, and nothing is dropped for it.
        let again = try await backend.importBatch(ImportBatch(sets: batch), progress: { _ in })
        let indexesAfter = try Self.setIndexes(path)
        #expect(again.setsAdded == 0 && again.setsAlreadyThere == batch.count && indexesAfter == before)
    }

    /// A large import that fails after its sets began (the newest set's id is another
    /// account's, as on a server) writes nothing, and the indexes it had dropped are there.
    @Test func aFailedLargeImportLeavesTheIndexes() async throws {
        let (backend, path) = try await Self.newBackend()
        let bench = try await backend.exercise(named: "Bench Press")
        let squat = try await backend.exercise(named: "Squat")
        let before = try Self.setIndexes(path)
        let batch = Self.sets(SetIndexRebuild.minimumSets + 10, bench: bench.id, squat: squat.id)
        let newest = batch.max { $0.date < $1.date }!
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(
                sql: "INSERT INTO workout_set (id, user_id, exercise_id, reps, date, created_at) VALUES (?, 'another account', ?, 5, 0, 0)",
                arguments: [newest.id, bench.id])
        }
        let reached = Mutex(0)
        await #expect(throws: PlatesError.self) {
            _ = try await backend.importBatch(ImportBatch(sets: batch), progress: { done in reached.withLock { $0 = max($0, done) } })
        }
        // It failed on the last set, with every other one written.
        #expect(reached.withLock { $0 } == SetIndexRebuild.minimumSets)
        #expect(try Self.setIndexes(path) == before)
        #expect(try SQL.run(path, "SELECT COUNT(*) FROM workout_set") == "1")
    }

    /// Dropped only for an import of at least `minimumSets` that outnumbers the stored sets.
    @Test func theIndexesAreDroppedOnlyForAnImportLargerThanTheFile() async throws {
        let (backend, path) = try await Self.newBackend()
        let bench = try await backend.exercise(named: "Bench Press")
        _ = try await backend.log(bench, 100, 5, "2026-11-10 18:00")
        _ = try await backend.log(bench, 100, 5, "2026-11-11 18:00")
        let queue = try DatabaseQueue(path: path)
        for (adding, dropped) in [(2, false), (SetIndexRebuild.minimumSets - 1, false), (SetIndexRebuild.minimumSets, true)] {
            try await queue.write { db in
                let made = try SetIndexRebuild.dropIfWorthIt(db, adding: adding, owner: "")
                let left = try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'workout_set' AND sql IS NOT NULL")!
                #expect(made.statements.isEmpty == !dropped && (left == 0) == dropped, "adding \(adding)")
                try SetIndexRebuild.restore(made, db)
                #expect(try Int.fetchOne(db, sql: "SELECT SUM(sets) FROM set_tally") == 2)
            }
        }
        #expect(try Self.setIndexes(path).split(separator: "\n").count >= 9)
        try await queue.write { db in
            try db.execute(sql: "UPDATE set_tally SET sets = ?", arguments: [SetIndexRebuild.minimumSets * 2])
            #expect(try SetIndexRebuild.dropIfWorthIt(db, adding: SetIndexRebuild.minimumSets + 1, owner: "").statements.isEmpty)
        }
    }
}
