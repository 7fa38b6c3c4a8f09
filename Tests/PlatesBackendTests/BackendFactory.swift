import Foundation
import PlatesCore
import PlatesDemo
import PlatesHTTP
import PlatesPostgres
import PlatesServerTestSupport
import PlatesStore
import PlatesTestSupport
import Testing

/// Makes a fresh backend holding only the base catalogue, for the contract suite.
struct BackendFactory: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (PlatesEnvironment) async throws -> any PlatesBackend

    var testDescription: String { name }

    static let sqlite = BackendFactory(name: "SQLite") { env in
        try await SQLiteBackend.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, environment: env)
    }
    static let demo = BackendFactory(name: "demo") { env in try DemoBackend(seed: .empty, environment: env) }

    /// A new account on a real `plates-server` (in this process, on 127.0.0.1, clock fixed at
    /// `Clock.now`), through the HTTP backend: URLSession, JSON, envelopes and all.
    static let http = BackendFactory(name: "HTTP") { env in
        let url = try await TestServer.shared.url(now: Clock.now)
        return try HTTPBackend(credentials: try await TestServer.newAccount(url), file: nil, environment: env)
    }

    /// A new owner in the tests' PostgreSQL database (`TestPostgres`), straight through the
    /// server's PostgreSQL backend.
    static let postgres = BackendFactory(name: "PostgreSQL") { env in
        let (pool, owner) = try await TestPostgres.newOwner()
        return PostgresBackend(database: pool, owner: owner, environment: env)
    }

    /// Every implementation of the protocol: the contract suite runs against each (PostgreSQL when
    /// `PLATES_TEST_POSTGRES_URL` names one; `PostgresBackendTests` says so when it does not).
    static let all = [sqlite, demo, http] + (TestPostgres.url == nil ? [] : [postgres])
}

enum TempDirectory {
    static func make() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plates-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The fixed clock of the contract suite: Saturday 2026-11-21 12:00 UTC.
enum Clock {
    static let calendar = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)
    static let now = date("2026-11-21 12:00")
    static let environment = PlatesEnvironment.fixed(now)

    static func date(_ text: String) -> Date {
        let parts = text.split(separator: " ")
        let day = WireDates.parseDay(String(parts[0]), calendar: calendar)!
        guard parts.count > 1 else { return day }
        let hm = parts[1].split(separator: ":").map { Int($0)! }
        return calendar.date(bySettingHour: hm[0], minute: hm[1], second: 0, of: day)!
    }
}

extension PlatesBackend {
    func exercise(named name: String) async throws -> Exercise {
        try #require(try await listExercises().first { $0.name == name })
    }

    /// Logs one strength set and returns it.
    @discardableResult
    func log(
        _ exercise: Exercise, _ weight: Double?, _ reps: Int?, _ date: String, unit: WeightUnit = .kg,
        kind: SetKind = .normal
    ) async throws -> WorkoutSet {
        let draft = SetDraft(exerciseId: exercise.id, weight: weight, weightUnit: unit, reps: reps, kind: kind, date: Clock.date(date))
        return try await logSets([draft]).sets[0]
    }

    func allSets() async throws -> [WorkoutSet] {
        try await listSets(SetQuery(limit: 100)).items
    }
}

/// Whether `body` throws a `PlatesError` matching `check`.
func expectPlatesError(
    _ check: (PlatesError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async {
    do {
        try await body()
        Issue.record("expected a PlatesError, got success", sourceLocation: sourceLocation)
    } catch let e as PlatesError {
        #expect(check(e), "unexpected \(e)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a PlatesError, got \(error)", sourceLocation: sourceLocation)
    }
}

extension PlatesError {
    var isValidation: Bool { if case .validation = self { return true } else { return false } }
    var isNotFound: Bool { if case .notFound = self { return true } else { return false } }
    var isConflict: Bool { if case .conflict = self { return true } else { return false } }
    var isForbidden: Bool { if case .forbidden = self { return true } else { return false } }
}
