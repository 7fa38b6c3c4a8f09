import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesHTTP

/// The offline outbox file: opened by several `plates` at once, keeps order, keeps refusals aside.
@Suite(.onTestThreads) struct OutboxTests {
    @Test func manyOpenersAtOnceAllSucceed() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString)/o.sqlite").path
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try await Outbox(path: path).count() } }
            for try await count in group { #expect(count == 0) }
        }
    }

    @Test func eachServerAndAccountHasItsOwnFile() {
        let env = ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"]
        let a = Credentials(server: "http://127.0.0.1:8080", email: "a@x.io", accessToken: "", refreshToken: "")
        var b = a
        b.email = "b@x.io"
        #expect(Outbox.path(for: a, environment: env) == "/d/plates/outbox/http___127_0_0_1_8080_a_x_io.sqlite")
        #expect(Outbox.path(for: a, environment: env) != Outbox.path(for: b, environment: env))
        #expect(CredentialsFile.defaultPath(environment: env) == "/c/plates/credentials.json")
    }

    @Test func itemsComeBackInOrderAndRefusalsAreKeptAside() async throws {
        let outbox = try Outbox(path: FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).sqlite").path)
        for i in 1...3 { try await outbox.enqueue(key: "k\(i)", method: "POST", path: "/sets/batch", body: Data("\(i)".utf8)) }
        try await outbox.enqueue(key: "k1", method: "POST", path: "/sets/batch", body: Data("again".utf8))
        let items = try await outbox.pending()
        #expect(items.map(\.key) == ["k1", "k2", "k3"])
        try await outbox.remove(items[0])
        try await outbox.reject(items[1], reason: "No exercise with id x")
        #expect(try await outbox.pending().map(\.key) == ["k3"])
        #expect(try await outbox.count() == 1)
        #expect(try await outbox.rejectedCount() == 1)
    }

    /// Issue 20, item 4: `count()` took an unreadable outbox for an empty one, so a new write went
    /// to the server ahead of the writes waiting. It throws, and the write with it.
    @Test func anUnreadableOutboxStopsWritesInsteadOfLettingThemJumpTheQueue() async throws {
        let url = try await TestServer.shared.url()
        let credentials = try await TestServer.newAccount(url)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).sqlite").path
        let backend = try OfflineReadsTests.backend(credentials, url: url, outbox: path)
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        // Not a database any more: its first page overwritten in place (the open connection sees it).
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try file.write(contentsOf: Data(repeating: 0x41, count: 4096))
        try file.close()
        await #expect(throws: PlatesError.self) {
            _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 100, weightUnit: .kg, reps: 5, date: Date())])
        }
        #expect(try await backend.listSets(SetQuery(limit: 5)).total == 0)
    }
}
