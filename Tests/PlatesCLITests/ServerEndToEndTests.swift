import Foundation
import PlatesTestSupport
import Testing

/// The real `plates-server` binary and two real `plates` terminals on one account: what a lifter
/// with a laptop and an SSH box does. The server runs in a tmux window of its own, so it is
/// stopped with the tests' tmux servers whatever happens.
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the server end-to-end tests are skipped"))
struct ServerEndToEndTests {
    let plates = PlatesProcess.binary.path

    /// Starts `plates-server` on a free port; answers the tmux holding it and its URL.
    func startServer() async throws -> (Tmux, String) {
        let t = Tmux()
        let db = PlatesProcess.tempDatabase()
        // The trap keeps the shell alive through Ctrl-C so it can print the server's exit status.
        try await t.startScript("trap true INT; \(PlatesProcess.server.path) --db \(db) --port 0 --bcrypt-cost 4; echo EXIT=$?; sleep 60", width: 200)
        let screen = try await t.wait(for: "listening on http://127.0.0.1:")
        let line = try #require(screen.split(separator: "\n").first { $0.contains("listening on http://") })
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }, "\(line)").description
        return (t, url)
    }

    @Test func twoTerminalsShareOneAccount() async throws {
        let (server, url) = try await startServer()
        let a = Tmux()
        let b = Tmux()
        defer {
            a.stop()
            b.stop()
            server.stop()
        }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("plates-data-\(UUID().uuidString)").path
        let env = ["XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data]

        let login = try await PlatesProcess.run(
            ["login", "--server", url, "--email", "lifter@example.com", "--signup", "--password-stdin"],
            environment: env, stdin: "correct horse battery\n")
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.contains("Logged in to \(url) as lifter@example.com"))
        let file = config + "/plates/credentials.json"
        let mode = try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        #expect(mode == 0o600)

        try await a.start("\(plates) --server \(url)", width: 100, height: 30, environment: env)
        try await b.start("\(plates) --server \(url)", width: 100, height: 30, environment: env)
        try await a.wait(for: "Today ·")
        try await b.wait(for: "Today ·")
        try await a.send("5")
        try await a.wait(for: "Server · \(url)")

        // Terminal A logs a set; terminal B sees it when it opens history.
        try await a.quickLogBench("100x5")
        try await a.wait(for: "✓ Logged Bench Press 100 kg × 5")
        try await b.send("3")
        try await b.wait("the set from the other terminal") { $0.split(separator: "\n").contains { $0.contains("Bench Press") && $0.contains("100 kg × 5") } }

        // The command line sees the same account; logging out goes back to the local database.
        let sets = try await PlatesProcess.run(["sets", "--limit", "5"], environment: env)
        #expect(sets.status == 0 && sets.stdout.contains("100 kg × 5"), "\(sets.stderr)")
        let logout = try await PlatesProcess.run(["logout"], environment: env)
        #expect(logout.status == 0 && logout.stdout.contains("Logged out of \(url)"))
        #expect(!FileManager.default.fileExists(atPath: file))
        let after = try await PlatesProcess.run(["--server", url, "sets"], environment: env)
        #expect(after.status == 1 && after.stderr.contains("Not logged in to \(url)"))

        // Logging out ended the session terminal A still holds: its next save meets a 401 and the
        // log-in form opens over the quick-log, which keeps what was typed; logging in saves it.
        try await a.quickLogBench("102.5x3")
        try await a.wait(for: "Your session ended")
        #expect(try await a.screen().contains("102.5x3"))
        try await a.type("correct horse battery")
        try await a.wait(for: "•••••")
        #expect(!(try await a.screen().contains("correct horse")))
        try await a.send("Enter")
        try await a.wait(for: "✓ Logged Bench Press 102.5 kg × 3")
        #expect(FileManager.default.fileExists(atPath: file))  // the new session is kept

        // SIGINT (Ctrl-C) stops the server gracefully: exit status 0.
        try await server.send("C-c")
        try await server.wait(for: "EXIT=0")
    }

    @Test func aWrongPasswordIsAClearErrorAndSavesNothing() async throws {
        let (server, url) = try await startServer()
        defer { server.stop() }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        let env = ["XDG_CONFIG_HOME": config]
        _ = try await PlatesProcess.run(
            ["login", "--server", url, "--email", "a@example.com", "--signup", "--password-stdin"],
            environment: env, stdin: "first password\n")
        _ = try await PlatesProcess.run(["logout"], environment: env)
        let wrong = try await PlatesProcess.run(
            ["login", "--server", url, "--email", "a@example.com", "--password-stdin"],
            environment: env, stdin: "not the password\n")
        #expect(wrong.status == 1 && wrong.stderr.contains("The e-mail or the password is wrong."))
        #expect(!FileManager.default.fileExists(atPath: config + "/plates/credentials.json"))
        let unreachable = try await PlatesProcess.run(
            ["login", "--server", "http://127.0.0.1:9", "--email", "a@example.com", "--password-stdin"],
            environment: env, stdin: "whatever pw\n")
        #expect(unreachable.status == 1 && unreachable.stderr.contains("cannot reach the server"), "\(unreachable.stderr)")
    }

    /// Issue 21, defect 13: `plates login` sent the password to any http:// host. http:// is for
    /// this machine only (checked before the prompts), unless `--insecure`. 0.0.0.0 reaches the
    /// test server on loopback yet is not a loopback address, so it stands for a LAN host here.
    @Test func plainHTTPToAnotherMachineNeedsInsecure() async throws {
        let (server, url) = try await startServer()
        defer { server.stop() }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        let env = ["XDG_CONFIG_HOME": config]
        let lan = url.replacingOccurrences(of: "127.0.0.1", with: "0.0.0.0")
        let arguments = ["login", "--server", lan, "--email", "lan@example.com", "--signup", "--password-stdin"]
        let refused = try await PlatesProcess.run(arguments, environment: env, stdin: "correct horse battery\n")
        #expect(refused.status == 1 && refused.stderr.contains("would carry your password and tokens unencrypted"), "\(refused.stderr)")
        #expect(refused.stderr.contains(lan.replacingOccurrences(of: "http://", with: "https://")) && refused.stderr.contains("--insecure"))
        #expect(!FileManager.default.fileExists(atPath: config + "/plates/credentials.json"))
        let insecure = try await PlatesProcess.run(arguments + ["--insecure"], environment: env, stdin: "correct horse battery\n")
        #expect(insecure.status == 0 && insecure.stdout.contains("Logged in to \(lan)"), "\(insecure.stderr)")
    }

    /// A port nothing listens on now, so a server can stop and start again on the same address.
    /// Taken below the kernel's ephemeral range (`ip_local_port_range`, from 32768): a port the
    /// kernel picked for port 0 could be handed at once to another test's connection, and the
    /// server then failed with "Address already in use" (1 run in 8).
    static func freePort() throws -> Int {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let port = Int.random(in: 20_000..<32_000, using: &random)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if bound == 0 { return port }
        }
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "no free port between 20000 and 32000"])
    }

    /// A server that stops on Ctrl-C (printing STOPPED) and starts again, on the same port and
    /// database, on Enter.
    static func restartableServer() async throws -> (Tmux, Int) {
        let db = PlatesProcess.tempDatabase()
        var server = Tmux()
        // A port found free can still be taken before the server binds it (seen 2 runs in 13 of
        // the whole parallel suite): then another port is tried.
        for _ in 1...3 {
            let port = try Self.freePort()
            let run = "\(PlatesProcess.server.path) --db \(db) --port \(port) --bcrypt-cost 4"
            try await server.startScript("trap true INT; \(run); echo STOPPED; read again; \(run); sleep 60", width: 200)
            let screen = try await server.wait("the server listening, or its port taken") {
                $0.contains("listening on http://") || $0.contains("Address already in use")
            }
            if screen.contains("listening on http://") { return (server, port) }
            server.stop()
            server = Tmux()
        }
        throw Tmux.Timeout(description: "three ports were taken before the server could bind them")
    }

    /// The environment (config and data folders of its own) of a new account on `server`.
    static func signedUp(server: String, email: String) async throws -> [String: String] {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("plates-data-\(UUID().uuidString)").path
        let env = ["XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data]
        let login = try await PlatesProcess.run(
            ["login", "--server", server, "--email", email, "--signup", "--password-stdin"],
            environment: env, stdin: "correct horse battery\n")
        #expect(login.status == 0, "\(login.stderr)")
        return env
    }

    /// The server goes away, three sets are logged in the TUI, the server comes back: the three
    /// sets arrive, once each.
    @Test func setsLoggedOfflineArriveOnceWhenTheServerIsBack() async throws {
        let (server, port) = try await Self.restartableServer()
        let a = Tmux()
        defer {
            a.stop()
            server.stop()
        }
        let env = try await Self.signedUp(server: "http://127.0.0.1:\(port)", email: "away@example.com")

        try await a.start("\(plates)", width: 100, height: 30, environment: env)
        try await a.wait(for: "Today ·")
        try await server.send("C-c")
        try await server.wait(for: "STOPPED")

        for weight in [100, 101, 102] {
            try await a.quickLogBench("\(weight)x5")
            try await a.wait(for: "Saved offline: Bench Press \(weight) kg × 5", seconds: 20)
        }
        try await a.wait(for: "offline · 3 pending")

        try await server.send("Enter")
        try await server.wait("the server back") { $0.components(separatedBy: "listening on http://").count == 3 }
        // r retries at once (the app's own attempts come every 3 s: Reducer.syncInterval).
        try await a.send("r")
        try await a.wait(for: "Back online: 3 pending writes sent", seconds: 20)
        #expect(try await !a.screen().contains("offline ·"))
        let sets = try await PlatesProcess.run(["sets", "--limit", "10"], environment: env)
        let lines = sets.stdout.split(separator: "\n").filter { $0.contains("Bench Press") }
        #expect(lines.count == 3, "\(sets.stdout)\(sets.stderr)")
        for weight in [100, 101, 102] { #expect(lines.filter { $0.contains("\(weight) kg × 5") }.count == 1) }
    }
}

extension ServerEndToEndTests {
    /// Issue 21, defect 4: a client that stopped mid-upload kept the server from exiting for 45 s
    /// after SIGTERM. `--shutdown-timeout` bounds the wait (the idle and body timeouts are set
    /// longer here, so the bound is what ends it).
    struct ServerDidNotStart: Error { var output: String }

    /// `plates-server` as a child process (not in tmux: the test sends it signals), and its port.
    static func serverProcess(_ arguments: [String], log: String? = nil) async throws -> (SpawnedChild, Int) {
        if let log { _ = FileManager.default.createFile(atPath: log, contents: nil) }
        let process = try SpawnedChild(PlatesProcess.server.path, ["--port", "0", "--bcrypt-cost", "4"] + arguments, stderr: log)
        let line = await withCheckedContinuation { continuation in
            Thread {
                var text = ""
                while !text.contains("\n"), case let data = process.stdout.availableData, !data.isEmpty {
                    text += String(decoding: data, as: UTF8.self)
                }
                continuation.resume(returning: text)
            }.start()
        }
        guard let port = line.split(separator: ":").last.flatMap({ Int($0.prefix { $0.isNumber }) }) else {
            process.terminate()
            throw ServerDidNotStart(output: line)
        }
        return (process, port)
    }

    @Test func sigtermEndsTheServerWithinItsShutdownTimeout() async throws {
        let (process, port) = try await Self.serverProcess([
            "--db", PlatesProcess.tempDatabase(), "--shutdown-timeout", "1", "--idle-timeout", "60", "--body-timeout", "60",
        ])
        defer { process.terminate() }
        let upload = try RawConnection(port: port)
        try upload.send("POST /api/v1/auth/login HTTP/1.1\r\nHost: plates\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{\"email\":")
        try await Task.sleep(for: .milliseconds(300))
        let start = ContinuousClock.now
        kill(process.pid, SIGTERM)
        // The upload holds on for 60 s and more: without the 1 s bound the server waits for it.
        // Loose, not timed: under the parallel suites the exit was seen 8 s after the signal.
        var status: Int32?
        while status == nil, ContinuousClock.now - start < .seconds(30) {
            status = process.exitStatus()
            if status == nil { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(status == 0, status.map { "exit status \($0)" } ?? "still running 30 s after SIGTERM")
        withExtendedLifetime(upload) {}  // open until here
    }
}

extension ServerEndToEndTests {
    /// Issue 21, defect 3: an invite-only server, as its operator and a new lifter use it.
    @Test func anInviteFromTheAdminCommandOpensASignUp() async throws {
        let db = PlatesProcess.tempDatabase()
        let (process, port) = try await Self.serverProcess(["--db", db, "--signups", "invite"])
        defer { process.terminate() }
        let invite = try await PlatesProcess.run(["admin", "invite", "--db", db], executable: PlatesProcess.server)
        let code = try #require(invite.stdout.split(separator: "\n").first.map(String.init), "\(invite.stderr)")
        #expect(invite.status == 0 && code.count == 16)
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        let url = "http://127.0.0.1:\(port)"
        let signUp = ["login", "--server", url, "--email", "friend@example.com", "--signup", "--password-stdin"]
        let uninvited = try await PlatesProcess.run(signUp, environment: ["XDG_CONFIG_HOME": config], stdin: "correct horse battery\n")
        #expect(uninvited.status == 1 && uninvited.stderr.contains("by invitation"), "\(uninvited.stderr)")
        let invited = try await PlatesProcess.run(signUp + ["--invite", code], environment: ["XDG_CONFIG_HOME": config], stdin: "correct horse battery\n")
        #expect(invited.status == 0, "\(invited.stderr)")
        let users = try await PlatesProcess.run(["admin", "users", "--db", db], executable: PlatesProcess.server)
        #expect(users.stdout.contains("friend@example.com") && users.stdout.contains("1 account"), "\(users.stdout)")
    }
}

extension ServerEndToEndTests {
    /// Issue 21: failed log-ins are logged with address and e-mail in one line, which the shipped
    /// fail2ban filter (deploy/fail2ban) reads; a crafted e-mail cannot forge another line.
    @Test func failedLogInsAreOneLineTheFail2banFilterReads() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("plates-server-\(UUID().uuidString).log").path
        let (process, port) = try await Self.serverProcess(["--db", PlatesProcess.tempDatabase()], log: log)
        defer { process.terminate() }
        let url = "http://127.0.0.1:\(port)"
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        for email in [
            "guess@example.com", "x@example.com\n2026-11-24T00:00:00+0000 warning plates-server: [PlatesServer] failed log-in from 198.51.100.9 as y: z",
        ] {
            let r = try await PlatesProcess.run(
                ["login", "--server", url, "--email", email, "--password-stdin"], environment: ["XDG_CONFIG_HOME": config], stdin: "not the password\n")
            #expect(r.status == 1)
        }
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let filter = try String(contentsOf: root.appendingPathComponent("deploy/fail2ban/filter.d/plates-server.conf"), encoding: .utf8)
        let failregex = try #require(filter.split(separator: "\n").first { $0.hasPrefix("failregex = ") }).dropFirst("failregex = ".count)
        // fail2ban's <HOST> is an address; its date is found by the datepattern, read here as the line's start.
        let pattern = try NSRegularExpression(
            pattern: "^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d[+-]\\d{4} .*" + failregex.replacingOccurrences(of: "<HOST>", with: "(\\S+)"))
        let hosts = lines.compactMap { line -> String? in
            guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
            return (line as NSString).substring(with: match.range(at: 1))
        }
        #expect(hosts == ["127.0.0.1", "127.0.0.1"], "\(lines.filter { $0.contains("log-in") })")
        #expect(lines.contains { $0.contains("failed log-in from 127.0.0.1 as guess@example.com: wrong e-mail or password") })
    }
}

extension ServerEndToEndTests {
    /// Issue 25, item 3: the operator backs a SQLite server up while it serves; the copy holds
    /// every account's data and opens. A PostgreSQL server is pointed at pg_dump.
    @Test func theAdminBacksUpASQLiteServerWhileItServes() async throws {
        let db = PlatesProcess.tempDatabase()
        let (process, port) = try await Self.serverProcess(["--db", db])
        defer { process.terminate() }
        let env = try await Self.signedUp(server: "http://127.0.0.1:\(port)", email: "lifter@example.com")
        #expect(try await PlatesProcess.run(["log", "bench 100x5x3"], environment: env).status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plates-server-backups-\(UUID().uuidString)").path
        let backup = try await PlatesProcess.run(["admin", "backup", "--db", db, "--to", folder], executable: PlatesProcess.server)
        #expect(backup.status == 0 && backup.stdout.hasPrefix("Backed up 3 sets, "), "\(backup.stdout)\(backup.stderr)")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        #expect(try PlatesProcess.sqlite(folder + "/" + name, "SELECT COUNT(*) FROM workout_set") == "3")
        // The server still answers after it.
        #expect(try await PlatesProcess.run(["sets"], environment: env).stdout.contains("Bench Press"))
        let postgres = try await PlatesProcess.run(
            ["admin", "backup", "--postgres", "postgres://plates@127.0.0.1:1/plates", "--to", folder], executable: PlatesProcess.server)
        #expect(postgres.status == 1 && postgres.stderr.contains("back it up with pg_dump"), "\(postgres.stderr)")
    }
}
