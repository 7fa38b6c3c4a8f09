import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// Issue 21, defect 11: e-mails were not Unicode-normalised (a composed and a decomposed
/// "josé@…" were two accounts), and `password = e-mail` and eight spaces were accepted.
@Suite(.onTestThreads) struct AccountRulesTests {
    @Test(arguments: TestStorage.available)
    func oneEMailWhateverItsUnicodeSpelling(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let tag = UUID().uuidString.prefix(8).lowercased()
        let composed = "jos\u{E9}-\(tag)@example.com"
        let decomposed = "Jose\u{301}-\(tag)@example.com"
        _ = try await APIClient.signUp(base, email: decomposed)
        let again = try await APIClient(base: base).call("POST", "/auth/signup", json: ["email": composed, "password": "correct horse"])
        #expect(again.status == 409 && again.code == "CONFLICT")
        for spelling in [composed, decomposed, composed.uppercased()] {
            let login = try await APIClient(base: base).call("POST", "/auth/login", json: ["email": spelling, "password": "correct horse"])
            #expect(login.status == 200, "\(spelling.unicodeScalars.count) scalars: \(login.status)")
        }
    }

    /// A key kept decomposed by an earlier server is composed when the server starts.
    @Test(arguments: TestStorage.available)
    func keysKeptDecomposedAreComposedAtStart(storage: TestStorage) async throws {
        let server: ServerStorage =
            switch storage {
            case .sqlite: try await ServerStorage.open(storage.location())
            case .postgres: try await ServerStorage.open(.postgres(url: TestPostgres.url!, connections: 2))
            }
        defer { server.close() }
        let accounts = AccountStore(records: try server.accountRecords(), configuration: TestServer.testConfiguration, now: { Date() })
        let tag = UUID().uuidString.prefix(8).lowercased()
        let legacyKey = "jose\u{301}-\(tag)@example.com"  // what the old key function kept
        let account = Account(id: UUID().uuidString.lowercased(), email: legacyKey, name: nil, createdAt: Date(timeIntervalSince1970: 1_790_000_000))
        try await accounts.records.insert(account, emailKey: legacyKey, passwordHash: try await Secrets.hashPassword("correct horse", cost: 4), invite: nil)
        try await accounts.recomposeEmailKeys()
        let session = try await accounts.logIn(email: "jos\u{E9}-\(tag)@example.com", password: "correct horse")
        #expect(session?.user.id == account.id)
        #expect(try await accounts.logIn(email: legacyKey, password: "correct horse")?.user.id == account.id)
    }

    @Test(arguments: TestStorage.available)
    func passwordsAnyoneWouldGuessFirstAreRefused(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let tag = UUID().uuidString.prefix(8).lowercased()
        let email = "lifter\(tag)@example.com"
        let refused = [
            "        ", email, email.uppercased(), "lifter\(tag)!", "password", "Password1", "P@ssw0rd!", "12345678", "87654321",
            "qwertyuiop", "aaaaaaaa", "abababab", "iloveyou2", "deadlift", "short",
        ]
        for password in refused {
            let answer = try await APIClient(base: base).call("POST", "/auth/signup", json: ["email": email, "password": password])
            #expect(answer.status == 400 && (answer.error["details"] as? [String: String])?["password"] != nil, "‘\(password)’: \(answer.status)")
        }
        for (i, password) in ["correct horse", "19 kg kettlebell", "Deadlift at dawn", "tr0ub4dor&3x"].enumerated() {
            let answer = try await APIClient(base: base).call("POST", "/auth/signup", json: ["email": "ok\(i)-\(email)", "password": password])
            #expect(answer.status == 201, "‘\(password)’: \(answer.error)")
        }
    }
}
