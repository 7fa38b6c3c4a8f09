import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// A run's or a row's records in the exercise screen's box (found logging a rowing machine: a
/// 2 km row took three rows as the fastest 500 m, 1 km and 2 km, and the fastest 5 km, a record
/// just logged, was below the box, unsaid).
@Suite(.onTestThreads) struct MeasureRecordRowsTests {
    func app(_ runs: [(km: Double, seconds: Int, day: String)], _ name: String = "Running") async throws -> AppDriver {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let running = try #require(try await backend.listExercises().first { $0.name == name })
        _ = try await backend.logSets(
            runs.map {
                SetDraft(exerciseId: running.id, duration: $0.seconds, distance: $0.km, distanceUnit: .km, date: AppDriver.fixedDate($0.day + " 07:00"))
            })
        let app = try await AppDriver(size: Size(width: 80, height: 24), backend: backend)
        await app.press(.char("2"), .char("/"))
        await app.type(name.lowercased())
        await app.press(.enter, .enter)
        return app
    }

    /// Paces one set holds in a row are one row, their unit said once; each keeps its day.
    @Test func pacesOneSetHoldsAreOneRow() async throws {
        let app = try await app([(10, 50 * 60, "2026-11-14"), (5, 24 * 60, "2026-11-18")])
        #expect(app.contains("│ Fastest 1–5 km   4:48 /km   18 Nov 26 │"), "\(app.text)")
        #expect(app.contains("│ Fastest 10 km    5:00 /km   14 Nov 26 │"), "\(app.text)")
    }

    /// More records than the box has rows: the last row counts the rest.
    @Test func recordsPastTheBoxAreCounted() async throws {
        let app = try await app([
            (1, 4 * 60, "2026-11-10"), (5, 22 * 60, "2026-11-12"), (10, 47 * 60, "2026-11-14"), (21.1, 110 * 60, "2026-11-16"),
            (42.2, 240 * 60, "2026-11-18"),
        ])
        #expect(app.contains("│ Longest distance 42.2 km    18 Nov 26 │"), "\(app.text)")
        #expect(app.contains("│ Fastest 5 km     4:24 /km   12 Nov 26 │") && app.contains("│ +3 more: plates prs lists them        │"), "\(app.text)")
        #expect(!app.contains("Fastest 10 km"))
    }

    /// A rowing machine's records and chart say its split per 500 m, as its monitor does; a
    /// ride's say its speed (both said per km before: "3:45 /km" for a 7:30 2 km row).
    @Test func aRowSaysItsSplitAndARideItsSpeed() async throws {
        let row = try await app([(2, 450, "2026-11-14"), (5, 20 * 60, "2026-11-18")], "Rowing")
        #expect(row.contains("│ Fastest 500 m–2 km 1:52.5 /500m 14 Nov 26 │"), "\(row.text)")
        #expect(row.contains("Fastest pace per day (/500m)"), "\(row.text)")
        let ride = try await app([(30, 3600, "2026-11-14")], "Cycling")
        #expect(ride.contains("Fastest 10–20 km 30 km/h"), "\(ride.text)")
        #expect(ride.contains("Fastest speed per day (km/h)"), "\(ride.text)")
    }
}
