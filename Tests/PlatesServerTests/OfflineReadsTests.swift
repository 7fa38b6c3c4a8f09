import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesHTTP

/// Issue 19, item 21: started while the server was unreachable, nothing could be logged (the
/// exercise list never loaded, so quick-log said "No exercise matches"). Reads are kept in the
/// outbox file and answer offline; the writes wait there.
@Suite(.onTestThreads) struct OfflineReadsTests {
    /// A backend on `url` with the outbox at `path` and no transport retries. The default timeouts:
    /// the unreachable address is refused at once anyway, and a 2 s silence limit made a busy CI
    /// machine's slow answer look like the network failing.
    static func backend(_ credentials: Credentials, url: URL, outbox path: String) throws -> HTTPBackend {
        try HTTPBackend(
            credentials: credentials, file: nil, transport: HTTPTransport(baseURL: url, retryDelays: []),
            outbox: try Outbox(path: path))
    }

    /// Nothing listens there: connecting is refused at once.
    static let unreachable = URL(string: "http://127.0.0.1:1")!

    @Test func whatWasSeenOnlineIsThereOfflineAndLogsQueue() async throws {
        let url = try await TestServer.shared.url()
        let credentials = try await TestServer.newAccount(url)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).sqlite").path
        let online = try Self.backend(credentials, url: url, outbox: path)
        let bench = try #require(try await online.listExercises().first { $0.name == "Bench Press" })
        _ = try await online.logSets([SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Date())])
        let exercises = try await online.listExercises()
        let summaries = try await online.exerciseSummaries()
        let dashboard = try await online.dashboard()
        let profile = try await online.profile()

        let offline = try Self.backend(credentials, url: Self.unreachable, outbox: path)
        #expect(try await offline.listExercises() == exercises)
        #expect(try await offline.exerciseSummaries() == summaries)
        #expect(try await offline.dashboard() == dashboard)
        #expect(try await offline.profile() == profile)
        #expect(await offline.syncStatus().offline)
        // A read never made online has nothing kept: the network error, as before.
        await #expect(throws: PlatesError.self) { try await offline.records(exerciseId: bench.id) }

        let queued = try await offline.logSets([SetDraft(exerciseId: bench.id, weight: 102.5, weightUnit: .kg, reps: 5, date: Date())])
        #expect(queued.queuedOffline && queued.sets.first?.weight == 102.5)
        #expect(await offline.syncStatus() == SyncStatus(pending: 1, rejected: 0, offline: true))

        // The server again (the same outbox file): the write arrives once, the status is online.
        let back = try Self.backend(credentials, url: url, outbox: path)
        await back.sync()
        #expect(await back.syncStatus() == SyncStatus(pending: 0, rejected: 0, offline: false))
        #expect(try await back.listSets(SetQuery(exerciseId: bench.id, limit: 10)).items.map(\.weight) == [102.5, 100])
    }

    /// The exercises' other names (a name merged away) seen online answer offline too, so
    /// `plates log` reads a merged name as its exercise there. Never read online, they fail at
    /// once offline instead of asking the network again: `plates log` waited twice for it to fail.
    @Test func theAliasesSeenOnlineAnswerOfflineAndWithoutACopyNothingWaits() async throws {
        let url = try await TestServer.shared.url()
        let credentials = try await TestServer.newAccount(url)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).sqlite").path
        let online = try Self.backend(credentials, url: url, outbox: path)
        let bench = try #require(try await online.listExercises().first { $0.name == "Bench Press" })
        let flat = try await online.createExercise(ExerciseDraft(name: "Flat Barbell Bench", muscleGroup: .chest))
        _ = try await online.mergeExercise(id: flat.id, into: bench.id)
        let aliases = try await online.exerciseAliases()
        #expect(aliases == [Exercise.nameKey("Flat Barbell Bench"): bench.id])

        let offline = try Self.backend(credentials, url: Self.unreachable, outbox: path)
        #expect(try await offline.exerciseAliases() == aliases)

        // Marked offline with no copy kept: the live server behind it would have answered, so an
        // error here means the network was not asked.
        let fresh = path + "-fresh"
        let marked = try Self.backend(credentials, url: url, outbox: fresh)
        marked.lastOffline.withLock { $0 = true }
        await #expect(throws: PlatesError.self) { try await marked.exerciseAliases() }
        // The exercises, read the same way, do ask it.
        #expect(try await marked.listExercises().contains { $0.id == bench.id })
        #expect(try await marked.exerciseAliases() == aliases)
    }

    /// Offline, `sync()` asks the server again even with nothing to send: that is how the app
    /// learns it is back.
    @Test func syncNoticesTheServerIsBack() async throws {
        let url = try await TestServer.shared.url()
        let credentials = try await TestServer.newAccount(url)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).sqlite").path
        _ = try await Self.backend(credentials, url: url, outbox: path).profile()
        let backend = try Self.backend(credentials, url: Self.unreachable, outbox: path)
        _ = try await backend.profile()
        #expect(await backend.syncStatus().offline)
        // Marked offline by a failed read, a backend on the live server is online again after one
        // sync with nothing to send.
        let live = try Self.backend(credentials, url: url, outbox: path)
        live.lastOffline.withLock { $0 = true }
        await live.sync()
        #expect(await !live.syncStatus().offline)
    }

    /// Kept replies are bounded: the oldest go first.
    @Test func keptRepliesAreBounded() async throws {
        let outbox = try Outbox(path: FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).sqlite").path)
        let start = Date(timeIntervalSince1970: 1_000_000)
        for i in 0..<(Outbox.replyLimit + 5) {
            await outbox.remember("/r\(i)", body: Data("\(i)".utf8), at: start.addingTimeInterval(Double(i)))
        }
        #expect(await outbox.remembered("/r0") == nil)
        #expect(await outbox.remembered("/r4") == nil)
        #expect(await outbox.remembered("/r5")?.body == Data("5".utf8))
        #expect(await outbox.remembered("/r\(Outbox.replyLimit + 4)") != nil)
    }
}
