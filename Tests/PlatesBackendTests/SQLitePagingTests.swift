import Foundation
import GRDB
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesStore

/// Issue 6: a history page neither counts nor skips through every set. Totals come from the
/// per-exercise counts kept by triggers; a page that follows the one just served continues after its
/// last row. Both must give exactly what COUNT(*) and OFFSET give.
@Suite(.onTestThreads) struct SQLitePagingTests {
    static func newBackend() async throws -> (SQLiteBackend, String) {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        return (try await SQLiteBackend.open(path: path, environment: Clock.environment), path)
    }

    /// Every page of the list by OFFSET, straight from SQL, as ids.
    static func offsetPage(_ path: String, exerciseId: String? = nil, skip: Int, limit: Int = 50) throws -> [String] {
        let filter = exerciseId.map { "AND exercise_id = '\($0)'" } ?? ""
        let out = try SQL.run(
            path,
            """
            SELECT id FROM workout_set WHERE user_id = '' \(filter) ORDER BY date DESC, created_at DESC, id DESC LIMIT \(limit) OFFSET \(skip)
            """)
        return out.isEmpty ? [] : out.split(separator: "\n").map(String.init)
    }

    static func expectTotalsMatchCounts(_ backend: SQLiteBackend, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(
            try await backend.listSets(SetQuery(limit: 1)).total == Int(try SQL.run(path, "SELECT COUNT(*) FROM workout_set"))!,
            sourceLocation: sourceLocation)
        for e in try await backend.listExercises() {
            let counted = Int(try SQL.run(path, "SELECT COUNT(*) FROM workout_set WHERE exercise_id = '\(e.id)'"))!
            #expect(try await backend.listSets(SetQuery(exerciseId: e.id, limit: 1)).total == counted, "\(e.name)", sourceLocation: sourceLocation)
        }
    }

    @Test func totalsStayExactThroughLogsEditsDeletesAndImports() async throws {
        let (backend, path) = try await Self.newBackend()
        let bench = try await backend.exercise(named: "Bench Press")
        let squat = try await backend.exercise(named: "Squat")
        try await Self.expectTotalsMatchCounts(backend, path)
        var logged: [WorkoutSet] = []
        for i in 0..<12 { logged.append(try await backend.log(i % 3 == 0 ? squat : bench, 100, 5, "2026-11-\(10 + i % 5) 18:00")) }
        try await Self.expectTotalsMatchCounts(backend, path)
        // Moving a set to another exercise, editing one in place, deleting two.
        _ = try await backend.updateSet(id: logged[1].id, SetDraft(exerciseId: squat.id, weight: 120, weightUnit: .kg, reps: 3, date: logged[1].date))
        _ = try await backend.updateSet(id: logged[2].id, SetDraft(exerciseId: bench.id, weight: 90, weightUnit: .kg, reps: 8, date: logged[2].date))
        try await backend.deleteSet(id: logged[0].id)
        try await backend.deleteSet(id: logged[4].id)
        try await Self.expectTotalsMatchCounts(backend, path)
        // An import, and a failed log that writes nothing.
        let imported = (0..<30).map { i in
            WorkoutSet(
                id: "import-\(i)",
                draft: SetDraft(
                    exerciseId: i % 2 == 0 ? bench.id : squat.id, weight: 80, weightUnit: .kg,
                    reps: 5, date: Clock.date("2026-10-01 18:00").addingTimeInterval(Double(i) * 60)),
                createdAt: Clock.now)
        }
        _ = try await backend.importBatch(ImportBatch(sets: imported))
        await expectPlatesError({ _ in true }) {
            _ = try await backend.logSets([
                SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.now),
                SetDraft(exerciseId: "no-such-exercise", weight: 100, weightUnit: .kg, reps: 5, date: Clock.now),
            ])
        }
        try await Self.expectTotalsMatchCounts(backend, path)
        #expect(try await backend.listSets(SetQuery(limit: 1)).total == 40)
        // A date range still counts its rows.
        #expect(try await backend.listSets(SetQuery(from: Clock.date("2026-11-01"), limit: 1)).total == 10)
    }

    @Test func aDatabaseFromBeforeTheCountsGetsThemFromItsSets() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let ids = Dictionary(uniqueKeysWithValues: BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).map { ($0.name, $0.id) })
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: "v4: record holders per exercise and target")
        try await queue.write { db in
            for i in 0..<7 {
                try db.execute(
                    sql: """
                        INSERT INTO workout_set (id, user_id, exercise_id, weight, weight_unit, weight_kg, reps, kind, date, created_at)
                        VALUES (?, '', ?, 100, 'kg', 100, 5, 'normal', ?, ?)
                        """, arguments: ["s\(i)", i < 5 ? ids["Bench Press"]! : ids["Squat"]!, 1_700_000_000_000 + i, 1_700_000_000_000])
            }
        }
        try queue.close()
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        try await Self.expectTotalsMatchCounts(backend, path)
        #expect(try await backend.listSets(SetQuery(exerciseId: ids["Bench Press"]!, limit: 1)).total == 5)
    }

    /// 130 sets, many sharing a date and a created_at (ties broken by id), read page after page.
    @Test func scrollingPageAfterPageGivesWhatOffsetGives() async throws {
        let (backend, path) = try await Self.newBackend()
        let bench = try await backend.exercise(named: "Bench Press")
        let row = try await backend.exercise(named: "Barbell Row")
        for day in 0..<13 {
            let drafts = (0..<10).map { k in
                SetDraft(
                    exerciseId: k % 2 == 0 ? bench.id : row.id, weight: 60, weightUnit: .kg, reps: 5,
                    date: Clock.date("2026-11-\(String(format: "%02d", 1 + day)) 18:00").addingTimeInterval(Double(k / 4) * 60))
            }
            _ = try await backend.logSets(drafts)
        }
        for exerciseId in [nil, bench.id] {
            var skip = 0
            var seen: [String] = []
            while true {
                let page = try await backend.listSets(SetQuery(exerciseId: exerciseId, skip: skip, limit: 50))
                #expect(page.items.map(\.id) == (try Self.offsetPage(path, exerciseId: exerciseId, skip: skip)), "skip \(skip)")
                if skip > 0 { #expect(page.total == (exerciseId == nil ? 130 : 65)) }
                seen += page.items.map(\.id)
                guard page.hasMore else { break }
                skip += page.items.count
                // The next page continues from a remembered position, not by OFFSET.
                let key = PageContinuations.Key(owner: "", exerciseId: exerciseId, from: nil, to: nil, skip: skip)
                #expect(backend.store.database.continuations.position(for: key) != nil)
            }
            #expect(seen.count == (exerciseId == nil ? 130 : 65) && Set(seen).count == seen.count)
        }
    }

    /// A write in this process forgets the positions: the next page is OFFSET's page again.
    @Test func aWriteHereKeepsThePagesExact() async throws {
        let (backend, path) = try await Self.newBackend()
        let bench = try await backend.exercise(named: "Bench Press")
        _ = try await backend.logSets(
            (0..<120).map { i in
                SetDraft(exerciseId: bench.id, weight: 60, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-01 18:00").addingTimeInterval(Double(i) * 60))
            })
        let first = try await backend.listSets(SetQuery(limit: 50))
        try await backend.deleteSet(id: first.items[3].id)
        _ = try await backend.log(bench, 70, 5, "2026-11-20 18:00")
        let next = try await backend.listSets(SetQuery(skip: 50, limit: 50))
        #expect(next.items.map(\.id) == (try Self.offsetPage(path, skip: 50)))
    }

    /// Another process (a second terminal) logs sets while this one scrolls: the next page starts
    /// right after the last row shown, with nothing repeated and nothing missed.
    @Test func aWriteByAnotherProcessNeitherRepeatsNorSkipsARow() async throws {
        let (backend, path) = try await Self.newBackend()
        let other = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await backend.exercise(named: "Bench Press")
        _ = try await backend.logSets(
            (0..<100).map { i in
                SetDraft(exerciseId: bench.id, weight: 60, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-01 18:00").addingTimeInterval(Double(i) * 60))
            })
        let first = try await backend.listSets(SetQuery(limit: 50))
        for _ in 0..<3 { _ = try await other.log(bench, 70, 5, "2026-11-20 18:00") }
        let next = try await backend.listSets(SetQuery(skip: 50, limit: 50))
        let all = try Self.offsetPage(path, skip: 0, limit: 200)
        let lastShown = try #require(all.firstIndex(of: first.items.last!.id))
        #expect(next.items.map(\.id) == Array(all[(lastShown + 1)...].prefix(50)))
        #expect(next.total == 103)
    }

    /// The progress series reads one exercise's date index alone, with no row lookups.
    @Test func progressReadsTheIndexAlone() async throws {
        let (_, path) = try await Self.newBackend()
        let plan = try SQL.run(
            path,
            """
            EXPLAIN QUERY PLAN SELECT date, weight_kg, reps FROM workout_set INDEXED BY set_by_exercise_date
            WHERE user_id = '' AND exercise_id = 'x' AND reps >= 1 AND kind != 'warmup' AND weight_kg IS NOT NULL ORDER BY date
            """)
        #expect(plan.contains("USING COVERING INDEX set_by_exercise_date") && !plan.contains("TEMP B-TREE"), "\(plan)")
    }
}
