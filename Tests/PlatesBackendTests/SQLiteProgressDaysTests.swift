import Foundation
import GRDB
import PlatesCore
import PlatesTestSupport
import Testing

@testable import PlatesStore

/// The progress series' per-day rows (`progress_day`, issue 6): built by the first reader and by
/// imports, kept by every write, and never trusted in a time zone they were not built in.
@Suite(.onTestThreads) struct SQLiteProgressDaysTests {
    static let auckland = PlatesEnvironment.fixed(Clock.now, timeZone: TimeZone(identifier: "Pacific/Auckland")!)
    /// How Foundation names the contract suite's zone ("GMT" on Linux).
    static let utc = Clock.calendar.timeZone.identifier

    @Test func theFirstReadBuildsTheRowsAndEveryWriteKeepsThem() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let b = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let pullups = try await b.exercise(named: "Pull-ups")
        var random = SeededGenerator(seed: 6)
        var logged: [WorkoutSet] = []
        for _ in 0..<40 { logged.append(try await b.logSets([Self.draft(bench, pullups, &random)]).sets[0]) }
        try await Self.expectSeriesMatchTheSets(b, [bench, pullups])
        try await Self.waitUntilBuilt(b, [bench.id, pullups.id], zone: Self.utc)
        try await Self.expectSeriesMatchTheSets(b, [bench, pullups], aggregated: true)

        for step in 0..<32 {
            switch step % 4 {
            case 0: logged.append(try await b.logSets([Self.draft(bench, pullups, &random), Self.draft(bench, pullups, &random)]).sets[0])
            case 1, 2:  // Edits move sets between days and between the two exercises.
                let i = Int.random(in: 0..<logged.count, using: &random)
                logged[i] = try await b.updateSet(id: logged[i].id, Self.draft(bench, pullups, &random))
            default:
                let i = Int.random(in: 0..<logged.count, using: &random)
                try await b.deleteSet(id: logged.remove(at: i).id)
            }
            try await Self.expectSeriesMatchTheSets(b, [bench, pullups], aggregated: true)
        }
        _ = try await b.updateProfile(ProfilePatch(unit: .lb))
        try await Self.expectSeriesMatchTheSets(b, [bench, pullups], aggregated: true)
    }

    @Test func aReaderInAnotherZoneReadsTheSetsThenRebuildsInItsOwn() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let utc = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await utc.exercise(named: "Bench Press")
        try await utc.log(bench, 100, 5, "2026-11-01 08:00")  // 21:00 in Auckland, on the 1st
        try await utc.log(bench, 110, 5, "2026-11-01 13:00")  // 02:00 in Auckland, on the 2nd
        _ = try await utc.progress(exerciseId: bench.id, minReps: 5)
        try await Self.waitUntilBuilt(utc, [bench.id], zone: Self.utc)
        #expect(try await utc.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [110])

        let nz = try await SQLiteBackend.open(path: path, environment: Self.auckland)
        #expect(try await nz.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [100, 110])
        try await Self.waitUntilBuilt(nz, [bench.id], zone: "Pacific/Auckland")
        try await Self.expectSeriesMatchTheSets(nz, [bench], aggregated: true)
        // Back in UTC: the rows are Auckland's now, so UTC reads the sets (and rebuilds).
        #expect(try await utc.progress(exerciseId: bench.id, minReps: 5).map(\.value) == [110])
        try await Self.waitUntilBuilt(utc, [bench.id], zone: Self.utc)
    }

    @Test func aWriterInAnotherZoneDropsTheRowsItCannotKeep() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let utc = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await utc.exercise(named: "Bench Press")
        try await utc.log(bench, 100, 5, "2026-11-01 08:00")
        _ = try await utc.progress(exerciseId: bench.id, minReps: 1)
        try await Self.waitUntilBuilt(utc, [bench.id], zone: Self.utc)
        let nz = try await SQLiteBackend.open(path: path, environment: Self.auckland)
        try await nz.log(bench, 120, 3, "2026-11-03 08:00")
        #expect(try await Self.zone(utc, bench.id) == nil)
        #expect(try await utc.progress(exerciseId: bench.id, minReps: 1).map(\.value) == [100, 120])
    }

    @Test func anImportBuildsTheRowsOfWhatItTouched() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let b = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let pullups = try await b.exercise(named: "Pull-ups")
        var random = SeededGenerator(seed: 7)
        let sets = (0..<200).map { i in
            WorkoutSet(id: "import-\(i)", draft: Self.draft(bench, pullups, &random), createdAt: Clock.now)
        }
        _ = try await b.importBatch(ImportBatch(sets: sets))
        #expect(try await Self.zone(b, bench.id) == Self.utc)
        #expect(try await Self.zone(b, pullups.id) == Self.utc)
        try await Self.expectSeriesMatchTheSets(b, [bench, pullups], aggregated: true)
    }

    @Test func aFilterThatIsNotARecordTargetStillReadsTheSets() async throws {
        let b = try await SQLiteBackend.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, environment: Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        try await b.log(bench, 100, 4, "2026-11-01 08:00")
        try await b.log(bench, 90, 6, "2026-11-01 09:00")
        _ = try await b.progress(exerciseId: bench.id, minReps: 1)
        try await Self.waitUntilBuilt(b, [bench.id], zone: Self.utc)
        #expect(try await b.progress(exerciseId: bench.id, minReps: 4).map(\.value) == [100])
        #expect(try await b.progress(exerciseId: bench.id, minReps: 6).map(\.value) == [90])
        #expect(try await b.progress(exerciseId: bench.id, minReps: 7).isEmpty)
        #expect(SQLiteStore.progressTargets == [1, 3, 5, 8, 10])  // The table's columns best1…best10.
    }

    /// The e1RM, hold and pace charts read rows kept the same way (v13), in any distance unit.
    @Test func holdsAndRunsKeepTheirRowsThroughEveryWrite() async throws {
        let b = try await SQLiteBackend.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, environment: Clock.environment)
        let plank = try await b.exercise(named: "Plank")
        let running = try await b.exercise(named: "Running")
        var random = SeededGenerator(seed: 8)
        func draft() -> SetDraft {
            let date = Clock.date("2026-11-01").addingTimeInterval(Double(Int.random(in: 0..<(10 * 24 * 60), using: &random)) * 60)
            let kind: SetKind = Int.random(in: 0..<6, using: &random) == 0 ? .warmup : .normal
            if Bool.random(using: &random) {
                return SetDraft(exerciseId: plank.id, duration: Int.random(in: 20...150, using: &random), kind: kind, date: date)
            }
            // Some runs have no time (no pace), some no distance, in km, miles or metres.
            let unit = [DistanceUnit.km, .mi, .m].randomElement(using: &random)!
            let distance = Int.random(in: 0..<5, using: &random) == 0 ? nil : (unit == .m ? 800.0 : Double(Int.random(in: 2...12, using: &random)))
            let duration = Int.random(in: 0..<5, using: &random) == 0 && distance != nil ? nil : Int.random(in: 600...3600, using: &random)
            return SetDraft(exerciseId: running.id, duration: duration, distance: distance, distanceUnit: distance == nil ? nil : unit, kind: kind, date: date)
        }
        var logged: [WorkoutSet] = []
        for _ in 0..<30 { logged.append(try await b.logSets([draft()]).sets[0]) }
        try await Self.expectSeriesMatchTheSets(b, [plank, running])
        try await Self.waitUntilBuilt(b, [plank.id, running.id], zone: Self.utc)
        for step in 0..<12 {
            switch step % 3 {
            case 0: logged.append(try await b.logSets([draft()]).sets[0])
            case 1:
                let i = Int.random(in: 0..<logged.count, using: &random)
                logged[i] = try await b.updateSet(id: logged[i].id, draft())
            default: try await b.deleteSet(id: logged.remove(at: Int.random(in: 0..<logged.count, using: &random)).id)
            }
            try await Self.expectSeriesMatchTheSets(b, [plank, running], aggregated: true)
        }
        #expect(try await b.progress(exerciseId: plank.id, measure: .hold).count >= 5)
        #expect(try await b.progress(exerciseId: running.id, measure: .pace).count >= 5)
    }

    /// Rows a version-12 file built have no e1RM, hold or pace: v13 drops them, and the first
    /// reader builds them again with every column.
    @Test func aVersionTwelveFilesRowsAreBuiltAgain() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: "v12: records of every kind of set")
        let bench = try #require(BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt).first { $0.name == "Bench Press" }).id
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO workout_set (id, exercise_id, weight, weight_unit, weight_kg, reps, kind, date, created_at)
                        VALUES ('b1', ?, 100, 'kg', 100, 5, 'normal', 1763740800000, 1763740800000);
                    INSERT INTO progress_day (user_id, exercise_id, day, best1, best3, best5, reps) VALUES ('', ?, 1763683200000, 100, 100, 100, 5);
                    INSERT INTO progress_zone (user_id, exercise_id, zone) VALUES ('', ?, ?);
                    """, arguments: [bench, bench, bench, Self.utc])
        }
        try queue.close()
        let b = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        #expect(try await Self.zone(b, bench) == nil)
        #expect(try await b.progress(exerciseId: bench, measure: .oneRepMax).map(\.value) == [OneRepMax.epley(weight: 100, reps: 5)])
        try await Self.waitUntilBuilt(b, [bench], zone: Self.utc)
        #expect(try await b.progress(exerciseId: bench, measure: .oneRepMax).map(\.value) == [OneRepMax.epley(weight: 100, reps: 5)])
        #expect(try await b.progress(exerciseId: bench, minReps: 5).map(\.value) == [100])
    }

    // MARK: Helpers

    /// A set on one of 12 days in November, on either exercise, sometimes a warm-up.
    /// The dashboard's recent best sessions from the rows (each lift's best day before the cut and
    /// its days after it) equal those of the whole series, ties and pounds included; before the
    /// rows are built, from the sets.
    @Test func recentVolumesFromTheRowsEqualTheWholeSeries() async throws {
        let b = try await SQLiteBackend.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, environment: Clock.environment)
        let bench = try await b.exercise(named: "Bench Press")
        let squat = try await b.exercise(named: "Squat")
        var random = SeededGenerator(seed: 9)
        // 100 × 5 a set, up to three a day: days of equal volume, the best among them.
        for day in 0..<13 {
            for lift in [bench, squat] {
                for n in 0..<Int.random(in: 0...3, using: &random) {
                    let date = Clock.date("2026-11-01").addingTimeInterval(Double(day * 24 + 9 + n) * 3600)
                    let kind: SetKind = Int.random(in: 0..<6, using: &random) == 0 ? .warmup : .normal
                    _ = try await b.logSets([SetDraft(exerciseId: lift.id, weight: 100, weightUnit: .kg, reps: 5, kind: kind, date: date)])
                }
            }
        }
        func expectSame(_ since: Date, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            let lifts = try await b.store.recentVolumes(since: since)
            for lift in lifts {
                let whole = try await b.progress(exerciseId: lift.exercise.id, measure: .volume)
                #expect(lift == RecentVolumes(exercise: lift.exercise, series: whole, since: since), sourceLocation: sourceLocation)
            }
            #expect(try await b.recentSessionVolumeRecords(since: since) == SessionVolumeRecord.recent(b, since: since), sourceLocation: sourceLocation)
        }
        // Not built yet: each lift's series as `progress` makes it.
        try await expectSame(Clock.date("2026-11-08"))
        try await Self.waitUntilBuilt(b, [bench.id, squat.id], zone: Self.utc)
        for day in ["2026-11-02", "2026-11-05", "2026-11-08", "2026-11-11", "2026-11-13", "2026-11-20"] { try await expectSame(Clock.date(day)) }
        _ = try await b.updateProfile(ProfilePatch(unit: .lb))
        try await expectSame(Clock.date("2026-11-08"))
    }

    /// The best volume day before the week is a seek of `progress_day_by_volume`, not a walk of
    /// the lift's every day (190 pages a lift at 1M sets): the query names no index, so its plan
    /// is checked here.
    @Test func theBestVolumeBeforeADayIsReadFromTheVolumeIndex() async throws {
        let database = try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, connections: .local)
        let plan = try await database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteStore.bestVolumeBefore, arguments: ["", "x", 0]).map { $0["detail"] as String }
        }
        #expect(plan.count == 1 && plan[0].contains("COVERING INDEX progress_day_by_volume"), "\(plan)")
    }

    static func draft(_ bench: Exercise, _ pullups: Exercise, _ random: inout SeededGenerator) -> SetDraft {
        let date = Clock.date("2026-11-01").addingTimeInterval(Double(Int.random(in: 0..<(12 * 24 * 60), using: &random)) * 60)
        let onBench = Bool.random(using: &random)
        return SetDraft(
            exerciseId: onBench ? bench.id : pullups.id,
            weight: onBench ? Double(Int.random(in: 40...60, using: &random)) * 2.5 : Double(Int.random(in: 0...4, using: &random)) * 5,
            weightUnit: .kg, reps: Int.random(in: 1...12, using: &random), kind: Int.random(in: 0..<8, using: &random) == 0 ? .warmup : .normal, date: date)
    }

    /// Every filter's series equals the rule applied to all the exercise's sets; with `aggregated`,
    /// the rows answered (the record targets) instead of the sets.
    static func expectSeriesMatchTheSets(
        _ b: SQLiteBackend, _ exercises: [Exercise], aggregated: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let unit = try await b.profile().unit
        for e in exercises {
            var sets: [WorkoutSet] = []
            while true {
                let page = try await b.listSets(SetQuery(exerciseId: e.id, skip: sets.count, limit: 100))
                sets += page.items
                if page.items.isEmpty || sets.count >= page.total { break }
            }
            let measures = (1...12).map { ProgressMeasure.weight(minReps: $0) } + [.oneRepMax, .hold, .pace, .volume]
            for measure in measures {
                let expected = ProgressSeries.series(of: sets, measure: measure, bodyWeight: e.usesBodyWeight, unit: unit, calendar: b.environment.calendar)
                let series = try await b.progress(exerciseId: e.id, measure: measure)
                #expect(series == expected, "\(e.name), \(measure)", sourceLocation: sourceLocation)
            }
            if aggregated {
                #expect(
                    try await zone(b, e.id) == b.environment.calendar.timeZone.identifier, "\(e.name)'s rows are not built",
                    sourceLocation: sourceLocation)
                let rows = try await b.store.pool.read { db in
                    try SQLiteStore.aggregatedProgress(
                        db, owner: b.store.owner, exercise: e, measure: ProgressMeasure.charts(for: e, minReps: 5)[0], unit: unit)
                }
                #expect(rows != nil, "\(e.name) read its sets, not its rows", sourceLocation: sourceLocation)
            }
        }
    }

    static func zone(_ b: SQLiteBackend, _ exerciseId: String) async throws -> String? {
        try await b.store.pool.read { try SQLiteStore.progressZone($0, owner: b.store.owner, exerciseId: exerciseId) }
    }

    /// The background build is asynchronous: wait for it (seconds at most).
    static func waitUntilBuilt(_ b: SQLiteBackend, _ ids: [String], zone: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        for _ in 0..<500 {
            var built = true
            for id in ids where try await Self.zone(b, id) != zone { built = false }
            if built { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the progress rows were not built in \(zone)", sourceLocation: sourceLocation)
    }
}
