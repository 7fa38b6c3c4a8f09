import Foundation
import PlatesCore
import PlatesDemo
import PlatesPostgres
import PlatesServerTestSupport
import PlatesStore
import PlatesTestSupport
import Testing

/// Makes a fresh store (base catalogue only), for tests of what every store must refuse.
struct StoreFactory: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (PlatesEnvironment) async throws -> any PlatesStorage

    var testDescription: String { name }

    static let sqlite = StoreFactory(name: "SQLite") { env in
        SQLiteStore(
            database: try await SQLiteDatabase.open(path: TempDirectory.make().appendingPathComponent("plates.sqlite").path, connections: .local),
            owner: SQLiteStore.localOwner, environment: env)
    }
    static let demo = StoreFactory(name: "demo") { env in try DemoStore(seed: .empty, environment: env) }
    static let postgres = StoreFactory(name: "PostgreSQL") { env in
        let (pool, owner) = try await TestPostgres.newOwner()
        return PostgresStore(database: pool, owner: owner, environment: env)
    }

    static let all = [sqlite, demo] + (TestPostgres.url == nil ? [] : [postgres])
}

/// The service decides from what it read; the store's write re-checks, in its transaction, what
/// would make that decision wrong, and refuses with `.changedMeanwhile` instead of losing a set.
@Suite(.onTestThreads) struct StorageGuardTests {
    private static func exercise(_ store: any PlatesStorage, _ name: String) async throws -> Exercise {
        try #require(try await store.exercises().first { $0.name == name })
    }

    private static func set(of exercise: Exercise, id: String) -> WorkoutSet {
        WorkoutSet(
            id: id, draft: SetDraft(exerciseId: exercise.id, weight: 100, weightUnit: .kg, reps: 5, date: Clock.date("2026-11-20 10:00")),
            createdAt: Clock.now)
    }

    private static func expectChangedMeanwhile(_ body: () async throws -> Void) async {
        do {
            try await body()
            Issue.record("the write went through")
        } catch let error as PlatesError {
            guard case .conflict(let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(message.contains("changed while this was saved"), "\(message)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: StoreFactory.all)
    func aDeleteDecidedWithoutSetsKeepsASetLoggedMeanwhile(store factory: StoreFactory) async throws {
        let store = try await factory.make(Clock.environment)
        let bench = try await Self.exercise(store, "Bench Press")
        _ = try await store.insertSets([Self.set(of: bench, id: "5e700000-0000-4000-8000-000000000001")], receipt: nil)
        await Self.expectChangedMeanwhile { try await store.deleteExercise(id: bench.id, setCount: 0, receipt: nil) }
        #expect(try await store.setCount(exerciseId: bench.id) == 1)
        try await store.deleteExercise(id: bench.id, setCount: 1, receipt: nil)
        #expect(try await store.exercises().contains { $0.id == bench.id } == false)
    }

    @Test(arguments: StoreFactory.all)
    func aMergeMovesEverySetOrNone(store factory: StoreFactory) async throws {
        let store = try await factory.make(Clock.environment)
        let bench = try await Self.exercise(store, "Bench Press")
        let squat = try await Self.exercise(store, "Squat")
        let first = Self.set(of: bench, id: "5e700000-0000-4000-8000-000000000002")
        _ = try await store.insertSets([first, Self.set(of: bench, id: "5e700000-0000-4000-8000-000000000003")], receipt: nil)
        var moved = first
        moved.exerciseId = squat.id
        // Decided when Bench Press had one set: the second would be deleted with it.
        await Self.expectChangedMeanwhile {
            try await store.mergeExercise(source: bench, into: squat, moved: [moved], routines: [], aliasKey: Exercise.nameKey(bench.name), receipt: nil)
        }
        #expect(try await store.setCount(exerciseId: bench.id) == 2)
    }

    @Test(arguments: StoreFactory.all)
    func aTypeChangeDecidedWithoutSetsIsRefusedOnceOneIsLogged(store factory: StoreFactory) async throws {
        let store = try await factory.make(Clock.environment)
        let bench = try await Self.exercise(store, "Bench Press")
        _ = try await store.insertSets([Self.set(of: bench, id: "5e700000-0000-4000-8000-000000000004")], receipt: nil)
        var timed = bench
        timed.exerciseType = .timed
        await Self.expectChangedMeanwhile { try await store.updateExercise(timed, whileSetCount: 0, receipt: nil) }
        #expect(try await store.exercise(id: bench.id).exerciseType == .strength)
    }

    @Test(arguments: StoreFactory.all)
    func settingsChangedMeanwhileAreNotOverwritten(store factory: StoreFactory) async throws {
        let store = try await factory.make(Clock.environment)
        let original = try await store.profileSettings()
        var lbs = original
        lbs.unit = .lb
        try await store.saveProfile(lbs, replacing: original, receipt: nil)
        var goal = original
        goal.goalWeight = 80
        // Decided from the settings before the unit changed: saving it would undo that change.
        await Self.expectChangedMeanwhile { try await store.saveProfile(goal, replacing: original, receipt: nil) }
        #expect(try await store.profileSettings().unit == .lb)
    }
}
