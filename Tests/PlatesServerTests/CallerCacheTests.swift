import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Synchronization
import Testing

@testable import PlatesServer

/// Access tokens' callers are kept for a second (`CallerCache`): a revocation made by this server
/// takes effect at once, one made beside it (another server, the admin command) within the second,
/// and no token outlives its expiry.
@Suite(.onTestThreads) struct CallerCacheTests {
    static let alice = Caller(accountId: "alice", family: "f1")

    @Test func aCallerIsKeptForItsLifetimeOrUntilItsTokenExpires() {
        let cache = CallerCache(lifetime: 1000)
        cache.keep(Self.alice, for: "h", expiresAt: 10_000, now: 0, generation: cache.generation)
        #expect(cache.caller("h", now: 999) == Self.alice)
        #expect(cache.caller("h", now: 1000) == nil)
        cache.keep(Self.alice, for: "h", expiresAt: 10_300, now: 10_000, generation: cache.generation)
        #expect(cache.caller("h", now: 10_299) == Self.alice)
        #expect(cache.caller("h", now: 10_300) == nil, "kept past the token's expiry")
        #expect(cache.caller("other", now: 10_000) == nil)
    }

    @Test func aLookupThatStartedBeforeARevocationIsNotKept() {
        let cache = CallerCache()
        let before = cache.generation
        cache.clear()  // a revocation lands while the lookup reads the database
        cache.keep(Self.alice, for: "h", expiresAt: 10_000, now: 0, generation: before)
        #expect(cache.caller("h", now: 1) == nil)
    }

    @Test func itNeverHoldsMoreThanItsCapacity() {
        let cache = CallerCache(capacity: 3)
        for i in 0..<10 { cache.keep(Self.alice, for: "h\(i)", expiresAt: 10_000, now: 0, generation: cache.generation) }
        #expect((0..<10).filter { cache.caller("h\($0)", now: 1) != nil }.count <= 3)
        #expect(cache.caller("h9", now: 1) == Self.alice)
    }

    final class Clock: Sendable {
        let date = Mutex(Date(timeIntervalSince1970: 1_790_000_000))
        func advance(_ seconds: TimeInterval) { date.withLock { $0 += seconds } }
    }

    static func accounts(_ storage: TestStorage, clock: Clock) async throws -> (AccountStore, ServerStorage) {
        let server: ServerStorage =
            switch storage {
            case .sqlite: try await ServerStorage.open(storage.location())
            case .postgres: try await ServerStorage.open(.postgres(url: TestPostgres.url!, connections: 2))
            }
        let store = AccountStore(records: try server.accountRecords(), configuration: TestServer.testConfiguration, now: { clock.date.withLock { $0 } })
        return (store, server)
    }

    @Test(arguments: TestStorage.available)
    func revocationsHereTakeEffectAtOnceAndElsewhereWithinASecond(storage: TestStorage) async throws {
        let clock = Clock()
        let (accounts, server) = try await Self.accounts(storage, clock: clock)
        defer { server.close() }
        let tag = UUID().uuidString.prefix(8).lowercased()
        let first = try await accounts.signUp(email: "cache-\(tag)@example.com", password: "correct horse", name: nil)
        let caller = try await accounts.authenticate(first.accessToken)

        // Ended beside this server (straight in the database): the cached caller answers for
        // up to a second, then the token is refused.
        #expect(try await accounts.records.endSessions(account: caller.accountId, family: nil, now: AccountStore.millis(clock.date.withLock { $0 })) == 1)
        clock.advance(0.5)
        #expect(try await accounts.authenticate(first.accessToken) == caller)
        clock.advance(0.501)
        await #expect(throws: PlatesError.self) { try await accounts.authenticate(first.accessToken) }

        // Ended through this server: refused at once.
        let second = try await accounts.logIn(email: "cache-\(tag)@example.com", password: "correct horse")!
        let again = try await accounts.authenticate(second.accessToken)
        _ = try await accounts.endAllSessions(of: again)
        await #expect(throws: PlatesError.self) { try await accounts.authenticate(second.accessToken) }

        let third = try await accounts.logIn(email: "cache-\(tag)@example.com", password: "correct horse")!
        _ = try await accounts.authenticate(third.accessToken)
        try await accounts.logOut(third.refreshToken)
        await #expect(throws: PlatesError.self) { try await accounts.authenticate(third.accessToken) }

        let fourth = try await accounts.logIn(email: "cache-\(tag)@example.com", password: "correct horse")!
        let fourthCaller = try await accounts.authenticate(fourth.accessToken)
        _ = try await accounts.refresh(fourth.refreshToken)
        await #expect(throws: PlatesError.self, "a refreshed session's old access token") { try await accounts.authenticate(fourth.accessToken) }

        let fifth = try await accounts.logIn(email: "cache-\(tag)@example.com", password: "correct horse")!
        _ = try await accounts.authenticate(fifth.accessToken)
        try await accounts.deleteAccount(of: fourthCaller, password: "correct horse")
        await #expect(throws: PlatesError.self) { try await accounts.authenticate(fifth.accessToken) }
    }

    @Test(arguments: TestStorage.available)
    func aCachedTokenStillExpiresOnTime(storage: TestStorage) async throws {
        let clock = Clock()
        let (accounts, server) = try await Self.accounts(storage, clock: clock)
        defer { server.close() }
        let session = try await accounts.signUp(email: "expiry-\(UUID().uuidString.prefix(8).lowercased())@example.com", password: "correct horse", name: nil)
        clock.advance(TestServer.testConfiguration.accessTokenLifetime - 0.2)
        _ = try await accounts.authenticate(session.accessToken)
        clock.advance(0.2)
        await #expect(throws: PlatesError.self) { try await accounts.authenticate(session.accessToken) }
    }
}
