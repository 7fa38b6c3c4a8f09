import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// The calendar of training days on every backend: local days in the user's zone, a day of 23
/// hours at the spring switch and one of 25 in autumn, both ends included, warm-ups count.
@Suite(.onTestThreads) struct TrainingDaysContractTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test(arguments: BackendFactory.all)
    func theDaysWithSetsInTheUsersZone(factory: BackendFactory) async throws {
        let b = try await factory.make(PlatesEnvironment.fixed(Self.date("2026-11-21T12:00:00Z"), timeZone: Self.berlin))
        let bench = try await b.exercise(named: "Bench Press")
        func log(_ utc: String, kind: SetKind = .normal) async throws {
            _ = try await b.logSets([SetDraft(exerciseId: bench.id, weight: 60, weightUnit: .kg, reps: 5, kind: kind, date: Self.date(utc))])
        }
        try await log("2026-03-28T23:30:00Z")  // 00:30 on Sunday 29 March in Berlin, the 23-hour day
        try await log("2026-10-25T22:30:00Z")  // 23:30 on Sunday 25 October, the 25-hour day
        try await log("2026-10-25T23:30:00Z")  // 00:30 on Monday 26 October
        try await log("2026-11-20T08:00:00Z", kind: .warmup)
        let calendar = Calendar.plates(timeZone: Self.berlin)
        let days = try await b.trainingDays(from: Self.date("2026-03-01T12:00:00Z"), to: Self.date("2026-11-20T12:00:00Z"))
        #expect(days.map { calendar.dateComponents([.month, .day], from: $0) }.map { "\($0.month!)-\($0.day!)" } == ["3-29", "10-25", "10-26", "11-20"])
        #expect(days.allSatisfy { calendar.startOfDay(for: $0) == $0 })
        #expect(try await b.trainingDays(from: Self.date("2026-11-21T00:00:00Z"), to: Self.date("2026-11-21T23:00:00Z")).isEmpty)
        await expectPlatesError(\.isValidation) { _ = try await b.trainingDays(from: Self.date("2026-11-21T12:00:00Z"), to: Self.date("2026-11-01T12:00:00Z")) }
        await expectPlatesError(\.isValidation) { _ = try await b.trainingDays(from: Self.date("2020-01-01T12:00:00Z"), to: Self.date("2026-11-01T12:00:00Z")) }
    }
}
