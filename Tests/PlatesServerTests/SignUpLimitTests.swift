import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// Issue 21, defect 3: sign-up had no limit (32 in a row all succeeded; 12 at once made a real
/// log-in wait 4 s for bcrypt) and could not be closed. A limit per client address, and
/// `--signups open|invite|closed` with invite codes from `plates-server admin invite`.
@Suite(.onTestThreads) struct SignUpLimitTests {
    static func signUp(_ base: APIServer, from address: String, invite: String? = nil) async throws -> APIClient.Answer {
        var body: [String: Any] = ["email": "new-\(UUID().uuidString.prefix(8))@example.com", "password": "correct horse"]
        if let invite { body["invite"] = invite }
        return try await APIClient(base: base).call("POST", "/auth/signup", json: body, headers: ["X-Forwarded-For": address])
    }

    @Test func signUpsAreLimitedPerClientAddress() async throws {
        var configuration = TestServer.testConfiguration
        configuration.signupsPerAddress = 3
        configuration.trustedProxies = [AddressRange("127.0.0.1/32")!]
        let base = APIServer.socket(try await TestServer.start(configuration: configuration))
        for _ in 0..<3 { #expect(try await Self.signUp(base, from: "203.0.113.7").status == 201) }
        let fourth = try await Self.signUp(base, from: "203.0.113.7")
        #expect(fourth.status == 429 && fourth.code == "RATE_LIMITED" && Int(fourth.header("Retry-After") ?? "") ?? 0 > 0)
        #expect(try await Self.signUp(base, from: "198.51.100.2").status == 201)  // another address
        // Log-ins are not sign-ups: the address that spent its sign-ups still logs in.
        let login = try await APIClient(base: base).call(
            "POST", "/auth/login", json: ["email": "nobody@example.com", "password": "whatever it is"], headers: ["X-Forwarded-For": "203.0.113.7"])
        #expect(login.status == 401)
    }

    @Test(arguments: TestStorage.available)
    func aClosedServerTakesNoNewAccounts(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        configuration.signups = .closed
        let base = try await InProcessServers.start(configuration: configuration, storage: storage)
        let refused = try await Self.signUp(base, from: "")
        #expect(refused.status == 403 && refused.code == "FORBIDDEN", "\(refused.error)")
    }

    @Test(arguments: TestStorage.available)
    func anInviteOnlyServerTakesEachCodeOnce(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        configuration.signups = .invite
        let location: StorageLocation = storage.location()
        let app = try await PlatesServerApp(storage: location, configuration: configuration)
        let base = APIServer.inProcess(app)
        let admin = try await ServerAdmin.open(location, configuration: configuration)
        defer { admin.close() }
        let code = try await admin.newInvite()
        #expect(code.count == 16)

        let without = try await Self.signUp(base, from: "")
        #expect(without.status == 400 && (without.error["details"] as? [String: String])?["invite"] != nil)
        let wrong = try await Self.signUp(base, from: "", invite: "not-a-code")
        #expect(wrong.status == 400 && (wrong.error["details"] as? [String: String])?["invite"] != nil)
        let invited = try await Self.signUp(base, from: "", invite: " \(code) ")
        #expect(invited.status == 201, "\(invited.error)")
        let again = try await Self.signUp(base, from: "", invite: code)
        #expect(again.status == 400 && (again.error["message"] as? String)?.contains("used already") == true)
        let email = try #require((invited.data["user"] as? [String: Any])?["email"] as? String)
        #expect(try await admin.users().contains { $0.account.email == email && $0.liveSessions == 1 })
    }

    @Test func anInviteTooOldIsRefused() async throws {
        var configuration = TestServer.testConfiguration
        configuration.signups = .invite
        let location = TestStorage.sqlite.location()
        let clock = Date().addingTimeInterval(configuration.inviteLifetime + 60)
        let app = try await PlatesServerApp(storage: location, configuration: configuration, now: { clock })
        let admin = try await ServerAdmin.open(location, configuration: configuration)
        defer { admin.close() }
        let code = try await admin.newInvite()  // made now; the server's clock is 14 days on
        let late = try await Self.signUp(.inProcess(app), from: "", invite: code)
        #expect(late.status == 400 && (late.error["details"] as? [String: String])?["invite"] != nil)
    }

    /// `plates-server admin reset-password`: a new password, and every session of the account ends.
    @Test(arguments: TestStorage.available)
    func anOperatorResetsAPassword(storage: TestStorage) async throws {
        let location = storage.location()
        let app = try await PlatesServerApp(storage: location, configuration: TestServer.testConfiguration)
        let base = APIServer.inProcess(app)
        let admin = try await ServerAdmin.open(location, configuration: TestServer.testConfiguration)
        defer { admin.close() }
        let email = "forgot-\(UUID().uuidString.prefix(8))@example.com"
        let (api, _) = try await APIClient.signUp(base, email: email)
        #expect(try await api.call("GET", "/profile").status == 200)
        let password = try await admin.resetPassword(email: email.uppercased())
        // Made beside the server, as the admin command is: refused once the second in which the
        // server keeps a token's caller has passed (`CallerCache`).
        try await Task.sleep(for: .milliseconds(1100))
        #expect(try await api.call("GET", "/profile").status == 401)
        let old = try await APIClient(base: base).call("POST", "/auth/login", json: ["email": email, "password": "correct horse"])
        #expect(old.status == 401)
        let new = try await APIClient(base: base).call("POST", "/auth/login", json: ["email": email, "password": password])
        #expect(new.status == 200)
        await #expect(throws: PlatesError.self) { try await admin.resetPassword(email: "nobody-\(UUID().uuidString)@example.com") }
    }
}
