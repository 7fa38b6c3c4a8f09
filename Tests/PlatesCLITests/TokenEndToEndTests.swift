import Foundation
import PlatesServer
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ServerEndToEndTests {
    /// A lifter hands a script a read token and a receiver a webhook, with the real binaries:
    /// `plates token create` prints only the secret, the script reads but cannot write, the
    /// list shows its last use, a revoked token is refused; `plates log` reaches the receiver
    /// signed, and `plates webhook log` shows it delivered.
    @Test func aScriptGetsATokenAndAReceiverAWebhook() async throws {
        let (process, port) = try await Self.serverProcess(["--db", PlatesProcess.tempDatabase()])
        defer { process.terminate() }
        let server = "http://127.0.0.1:\(port)"
        let env = ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("plates-tokens-\(UUID().uuidString)").path]
        let login = ["login", "--server", server, "--email", "kim@example.com", "--password-stdin", "--signup"]
        #expect(try await PlatesProcess.run(login, environment: env, stdin: "Squat rack at noon\n").status == 0)

        let made = try await PlatesProcess.run(["token", "create", "grafana", "--scope", "read"], environment: env)
        #expect(made.status == 0 && made.stderr.contains("not shown again"), "\(made.stderr)")
        let secret = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(secret.hasPrefix("plates_pat_") && !secret.contains("\n"))
        #expect(try await Self.request("GET", server + "/api/v1/sets", token: secret) == 200)
        #expect(try await Self.request("POST", server + "/api/v1/body-weight", token: secret, body: #"{"weight":80}"#) == 403)
        let listed = try await PlatesProcess.run(["token"], environment: env)
        let row = listed.stdout.split(separator: "\n").first { $0.contains("grafana") }.map(String.init) ?? ""
        #expect(row.contains("read") && !row.contains("never") && !listed.stdout.contains(secret), "\(listed.stdout)")
        let bad = try await PlatesProcess.run(["token", "create", "x", "--scope", "admin"], environment: env)
        #expect(bad.status != 0 && bad.stderr.contains("scope"), "\(bad.stderr)")

        let revoked = try await PlatesProcess.run(["token", "revoke", "grafana"], environment: env)
        #expect(revoked.status == 0 && revoked.stdout.contains("Revoked ‘grafana’"), "\(revoked.stdout) \(revoked.stderr)")
        #expect(try await Self.request("GET", server + "/api/v1/sets", token: secret) == 401)
        let unknown = try await PlatesProcess.run(["token", "revoke", "grafana"], environment: env)
        #expect(unknown.status == 1 && unknown.stderr.contains("grafana"), "\(unknown.stderr)")

        let receiver = try await WebhookReceiver.start()
        defer { receiver.stop() }
        let added = try await PlatesProcess.run(["webhook", "add", receiver.url + "/hook", "--events", "set.logged"], environment: env)
        #expect(added.status == 0, "\(added.stderr)")
        let hookSecret = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let hooks = try await PlatesProcess.run(["webhook"], environment: env)
        let id = try #require(hooks.stdout.split(separator: "\n").dropFirst().first?.split(separator: " ").first.map(String.init))
        #expect(try await PlatesProcess.run(["log", "bench 100x5"], environment: env).status == 0)
        var log = ""
        for _ in 0..<100 where !log.contains("delivered") {
            try await Task.sleep(nanoseconds: 100_000_000)
            log = try await PlatesProcess.run(["webhook", "log", id], environment: env).stdout
        }
        #expect(log.contains("set.logged") && log.contains("delivered") && log.contains("200"), "\(log)")
        let got = try #require(receiver.received.first)
        #expect(WebhookSignature.verify(got.headers["plates-signature"] ?? "", secret: hookSecret, body: got.body))
        let wrong = try await PlatesProcess.run(["webhook", "add", "http://example.com/hook"], environment: env)
        #expect(wrong.status == 1 && wrong.stderr.contains("https://"), "\(wrong.stderr)")
    }

    /// One request with a bearer token: its status.
    static func request(_ method: String, _ url: String, token: String, body: String? = nil) async throws -> Int {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }
}

extension ServerEndToEndTests {
    /// `plates import` on a server account sends the file to `POST /import`: the same report as on
    /// a local database, once; and `plates export` of the account gives the sets back.
    @Test func importOnAServerAccountGoesThroughTheAPI() async throws {
        let (process, port) = try await Self.serverProcess(["--db", PlatesProcess.tempDatabase()])
        defer { process.terminate() }
        let env = ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("plates-import-\(UUID().uuidString)").path]
        let login = ["login", "--server", "http://127.0.0.1:\(port)", "--email", "ana@example.com", "--password-stdin", "--signup"]
        #expect(try await PlatesProcess.run(login, environment: env, stdin: "Squat rack at noon\n").status == 0)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/strong-2025.csv").path

        let dry = try await PlatesProcess.run(["import", file, "--dry-run"], environment: env)
        #expect(dry.status == 0 && dry.stdout.contains("Strong file"), "\(dry.stdout) \(dry.stderr)")
        let first = try await PlatesProcess.run(["import", file], environment: env)
        #expect(first.status == 0 && first.stdout.contains("6 imported"), "\(first.stdout) \(first.stderr)")
        let again = try await PlatesProcess.run(["import", file], environment: env)
        #expect(again.status == 0 && again.stdout.contains("0 imported"), "\(again.stdout)")
        let mapped = try await PlatesProcess.run(["import", file, "--map", "Squat (Barbell)=Front Squat"], environment: env)
        #expect(mapped.status == 1 && mapped.stderr.contains("--map"), "\(mapped.stderr)")
        let export = try await PlatesProcess.run(["export", "--format", "csv"], environment: env)
        #expect(export.stdout.split(separator: "\n").filter { $0.contains("Squat") }.count >= 1, "\(export.stdout)")
    }
}
