import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// The log-in limits: per client address and e-mail, and per address; taken before the password
/// is checked; behind a trusted proxy, the address is the one the proxy saw.
@Suite(.onTestThreads) struct LoginLimitTests {
    /// 20 wrong passwords sent at once must not all be checked: the limit is taken before bcrypt.
    @Test(arguments: TestStorage.available)
    func parallelGuessesMeetTheLimit(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        configuration.loginAttempts = 3
        let base = try await InProcessServers.start(configuration: configuration, storage: storage)
        let target = "target-\(UUID().uuidString.prefix(8))@example.com"
        _ = try await APIClient.signUp(base, email: target, password: "the right one")
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<20 {
                group.addTask { try await APIClient(base: base).call("POST", "/auth/login", json: ["email": target, "password": "guess \(i)"]).status }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.filter { $0 == 401 }.count == 3, "\(statuses)")
        #expect(statuses.filter { $0 == 429 }.count == 17, "\(statuses)")
    }

    /// Right passwords give their attempt back: a lifter logging in on five machines is never limited.
    @Test func rightPasswordsCostNothing() async throws {
        var configuration = TestServer.testConfiguration
        configuration.loginAttempts = 2
        let base = try await InProcessServers.start(configuration: configuration)
        let email = "often-\(UUID().uuidString.prefix(8))@example.com"
        _ = try await APIClient.signUp(base, email: email, password: "the right one")
        for _ in 0..<6 {
            #expect(try await APIClient(base: base).call("POST", "/auth/login", json: ["email": email, "password": "the right one"]).status == 200)
        }
    }

    /// Behind a trusted proxy each client has its own budget: guesses from one address do not lock
    /// the real user out from another, and one address guessing many e-mails meets its own limit.
    @Test func behindATrustedProxyEachClientAddressHasItsOwnBudget() async throws {
        var configuration = TestServer.testConfiguration
        configuration.loginAttempts = 2
        configuration.addressLoginAttempts = 4
        configuration.trustedProxies = [AddressRange("127.0.0.1/32")!]
        let base = APIServer.socket(try await TestServer.start(configuration: configuration))
        let email = "real-\(UUID().uuidString.prefix(8))@example.com"
        _ = try await APIClient.signUp(base, email: email, password: "the right one")
        func logIn(from address: String, _ email: String, _ password: String) async throws -> Int {
            // A client's own X-Forwarded-For comes first; the proxy appends the address it saw.
            try await APIClient(base: base).call(
                "POST", "/auth/login", json: ["email": email, "password": password],
                headers: ["X-Forwarded-For": "10.9.9.9, \(address)"]
            ).status
        }
        for _ in 0..<2 { #expect(try await logIn(from: "203.0.113.7", email, "guess") == 401) }
        #expect(try await logIn(from: "203.0.113.7", email, "the right one") == 429)
        #expect(try await logIn(from: "198.51.100.2", email, "the right one") == 200)
        #expect(try await logIn(from: "2001:db8::1", email, "the right one") == 200)
        for i in 0..<4 { #expect(try await logIn(from: "192.0.2.50", "nobody\(i)@example.com", "guess") == 401) }
        #expect(try await logIn(from: "192.0.2.50", "nobody9@example.com", "guess") == 429)
    }

    @Test func onlyATrustedPeerIsBelievedAndOnlyForWhatItAppended() {
        let proxies = [AddressRange("10.0.0.0/8")!, AddressRange("::1")!]
        #expect(ClientAddress.of(peer: "203.0.113.7", forwardedFor: ["1.2.3.4"], trusted: proxies) == "203.0.113.7")
        #expect(ClientAddress.of(peer: "10.1.2.3", forwardedFor: ["1.2.3.4, 198.51.100.2"], trusted: proxies) == "198.51.100.2")
        #expect(ClientAddress.of(peer: "10.1.2.3", forwardedFor: ["1.2.3.4", "198.51.100.2, 10.0.0.9"], trusted: proxies) == "198.51.100.2")
        #expect(ClientAddress.of(peer: "::1", forwardedFor: [], trusted: proxies) == "::1")
        #expect(ClientAddress.of(peer: "10.1.2.3", forwardedFor: ["not an address"], trusted: proxies) == "10.1.2.3")
        #expect(ClientAddress.of(peer: "10.1.2.3", forwardedFor: ["198.51.100.2"], trusted: []) == "10.1.2.3")
        #expect(AddressRange("10.0.0.0/33") == nil && AddressRange("10.0.0/8") == nil && AddressRange("::/129") == nil && AddressRange("") == nil)
        #expect(AddressRange("192.168.0.0/16")!.contains("192.168.255.1") && !AddressRange("192.168.0.0/16")!.contains("192.169.0.1"))
        #expect(AddressRange("2001:db8::/32")!.contains("2001:db8:ffff::1") && !AddressRange("2001:db8::/32")!.contains("10.0.0.1"))
        #expect(AddressRange("0.0.0.0/0")!.contains("8.8.8.8"))
    }
}
