import Foundation
import PlatesTestSupport
import Testing

// Issue 21, "Accounts" and "Operations", end to end: the real `plates-server` and `plates`
// binaries, as an operator and a lifter use them (`ServerEndToEndTests`' servers and tmux).

extension ServerEndToEndTests {
    /// Issue 21, "Operations": the operator deletes an account with all its data; without
    /// `--yes` nothing happens, and an unknown e-mail says so.
    @Test func theAdminCommandDeletesAUserOnlyWithYes() async throws {
        let db = PlatesProcess.tempDatabase()
        let (process, port) = try await Self.serverProcess(["--db", db])
        defer { process.terminate() }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("plates-config-\(UUID().uuidString)").path
        let signUp = ["login", "--server", "http://127.0.0.1:\(port)", "--email", "leaving@example.com", "--signup", "--password-stdin"]
        let signedUp = try await PlatesProcess.run(signUp, environment: ["XDG_CONFIG_HOME": config], stdin: "correct horse battery\n")
        #expect(signedUp.status == 0, "\(signedUp.stderr)")
        let logged = try await PlatesProcess.run(["log", "bench 100x5"], environment: ["XDG_CONFIG_HOME": config])
        #expect(logged.status == 0, "\(logged.stderr)")

        let unsure = try await PlatesProcess.run(["admin", "delete-user", "leaving@example.com", "--db", db], executable: PlatesProcess.server)
        #expect(unsure.status == 64 && unsure.stderr.contains("--yes"), "\(unsure.status) \(unsure.stderr)")
        let deleted = try await PlatesProcess.run(["admin", "delete-user", "Leaving@Example.com", "--yes", "--db", db], executable: PlatesProcess.server)
        #expect(deleted.status == 0 && deleted.stdout.contains("Deleted the account of leaving@example.com"), "\(deleted.stderr)")
        let again = try await PlatesProcess.run(["admin", "delete-user", "leaving@example.com", "--yes", "--db", db], executable: PlatesProcess.server)
        #expect(again.status == 1 && again.stderr.contains("No account with id leaving@example.com"), "\(again.stderr)")
        let users = try await PlatesProcess.run(["admin", "users", "--db", db], executable: PlatesProcess.server)
        #expect(users.stdout.contains("0 accounts"), "\(users.stdout)")
        let after = try await PlatesProcess.run(["sets"], environment: ["XDG_CONFIG_HOME": config])
        #expect(after.status == 1 && after.stderr.contains("log in"), "the deleted account's session is gone: \(after.stderr)")
    }
}

extension ServerEndToEndTests {
    /// Issue 21, "Accounts", as a lifter with a laptop and a desktop uses `plates account`.
    @Test func plateAccountShowsSessionsChangesThePasswordAndDeletes() async throws {
        let (process, port) = try await Self.serverProcess(["--db", PlatesProcess.tempDatabase()])
        defer { process.terminate() }
        let server = "http://127.0.0.1:\(port)"
        let laptop = ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("plates-laptop-\(UUID().uuidString)").path]
        let desktop = ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("plates-desktop-\(UUID().uuidString)").path]
        let login = ["login", "--server", server, "--email", "sam@example.com", "--password-stdin"]
        #expect(try await PlatesProcess.run(login + ["--signup"], environment: laptop, stdin: "Squat rack at noon\n").status == 0)
        #expect(try await PlatesProcess.run(login, environment: desktop, stdin: "Squat rack at noon\n").status == 0)

        let shown = try await PlatesProcess.run(["account"], environment: laptop)
        #expect(shown.status == 0 && shown.stdout.contains("sam@example.com on \(server)"), "\(shown.stderr)")
        let rows = shown.stdout.split(separator: "\n").filter { $0.contains("plates/") }
        #expect(rows.count == 2 && rows.filter { $0.contains("← this one") }.count == 1, "\(shown.stdout)")

        let changed = try await PlatesProcess.run(
            ["account", "password", "--password-stdin"], environment: laptop, stdin: "Squat rack at noon\nDeadlift at dawn\n")
        #expect(changed.status == 0 && changed.stdout.contains("1 other session ended"), "\(changed.stdout) \(changed.stderr)")
        let desktopAfter = try await PlatesProcess.run(["sets"], environment: desktop)
        #expect(desktopAfter.status == 1 && desktopAfter.stderr.contains("log in"), "\(desktopAfter.stderr)")
        #expect(try await PlatesProcess.run(["sets"], environment: laptop).status == 0, "the laptop carries on")

        let unknown = try await PlatesProcess.run(["account", "end-session", "nope"], environment: laptop)
        #expect(unknown.status == 1 && unknown.stderr.contains("No session with id nope"), "\(unknown.stderr)")
        // Ending this machine's own session forgets its credentials.
        let listed = try await PlatesProcess.run(["account"], environment: laptop)
        let own = try #require(listed.stdout.split(separator: "\n").first { $0.contains("← this one") }?.split(separator: " ").first)
        let ended = try await PlatesProcess.run(["account", "end-session", String(own)], environment: laptop)
        #expect(ended.status == 0 && ended.stdout.contains("Ended this session"), "\(ended.stdout) \(ended.stderr)")
        #expect(try await PlatesProcess.run(["account"], environment: laptop).stderr.contains("Not logged in"))
        #expect(try await PlatesProcess.run(login, environment: laptop, stdin: "Deadlift at dawn\n").status == 0)
        let everywhere = try await PlatesProcess.run(["account", "logout-everywhere"], environment: laptop)
        #expect(everywhere.status == 0 && everywhere.stdout.contains("Logged out everywhere (1 session)"), "\(everywhere.stdout) \(everywhere.stderr)")
        let notLoggedIn = try await PlatesProcess.run(["account"], environment: laptop)
        #expect(notLoggedIn.status == 1 && notLoggedIn.stderr.contains("Not logged in"), "\(notLoggedIn.stderr)")

        #expect(try await PlatesProcess.run(login, environment: laptop, stdin: "Deadlift at dawn\n").status == 0)
        let wrong = try await PlatesProcess.run(["account", "delete", "--password-stdin"], environment: laptop, stdin: "Squat rack at noon\n")
        #expect(wrong.status == 1 && wrong.stderr.contains("password is wrong"), "\(wrong.stderr)")
        let deleted = try await PlatesProcess.run(["account", "delete", "--password-stdin"], environment: laptop, stdin: "Deadlift at dawn\n")
        #expect(deleted.status == 0 && deleted.stdout.contains("Deleted sam@example.com"), "\(deleted.stdout) \(deleted.stderr)")
        let gone = try await PlatesProcess.run(login, environment: laptop, stdin: "Deadlift at dawn\n")
        #expect(gone.status == 1 && gone.stderr.contains("wrong"), "\(gone.stderr)")
    }
}

extension ServerEndToEndTests {
    /// Issue 21, "Accounts", in the TUI: Settings changes the password (the desktop's session
    /// ends, this one carries on), then logs out everywhere, and Plates closes saying so.
    @Test func settingsChangeThePasswordAndLogOutEverywhere() async throws {
        let (server, url) = try await startServer()
        let t = Tmux()
        defer {
            t.stop()
            server.stop()
        }
        func place(_ name: String) -> [String: String] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("plates-\(name)-\(UUID().uuidString)").path
            return ["XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data"]
        }
        let laptop = place("laptop")
        let desktop = place("desktop")
        let login = ["login", "--server", url, "--email", "sam@example.com", "--password-stdin"]
        #expect(try await PlatesProcess.run(login + ["--signup"], environment: laptop, stdin: "Squat rack at noon\n").status == 0)
        #expect(try await PlatesProcess.run(login, environment: desktop, stdin: "Squat rack at noon\n").status == 0)

        let env = laptop.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        try await t.startScript("env \(env) \(plates); echo EXITED=$?; sleep 60", width: 100, height: 30)
        try await t.wait(for: "Today ·")
        try await t.send("5")
        try await t.wait(for: "2 live")
        // Unit, PR reps, import, plates kg and lb, the rest alarm, the weekly goal, then the
        // account's rows: new and revoked API tokens, then the password.
        try await t.send("j", "j", "j", "j", "j", "j", "j", "j", "j", "Enter")
        try await t.wait(for: "New password again")
        try await t.type("Squat rack at noon")
        try await t.send("Tab")
        try await t.type("Deadlift at dawn")
        try await t.send("Tab")
        try await t.type("Deadlift at dawn")
        #expect(!(try await t.screen().contains("Deadlift")))
        try await t.send("Enter")
        try await t.wait(for: "✓ Password changed · 1 other session ended")
        try await t.wait(for: "1 live")
        let desktopNow = try await PlatesProcess.run(["sets"], environment: desktop)
        #expect(desktopNow.status == 1 && desktopNow.stderr.contains("log in"), "\(desktopNow.stderr)")

        try await t.send("j", "Enter")
        try await t.wait(for: "Log out everywhere?")
        try await t.send("y")
        let end = try await t.wait(for: "EXITED=0")
        #expect(end.contains("Logged out everywhere (1 session)"), "\(end)")
        #expect(!FileManager.default.fileExists(atPath: laptop["XDG_CONFIG_HOME"]! + "/plates/credentials.json"))
        let back = try await PlatesProcess.run(login, environment: laptop, stdin: "Deadlift at dawn\n")
        #expect(back.status == 0, "the new password logs in: \(back.stderr)")
    }
}
