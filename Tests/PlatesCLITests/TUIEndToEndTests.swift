import Foundation
import PlatesTestSupport
import Testing

/// The real `plates` binary in tmux: what only a real terminal shows (key codes, resize, the
/// terminal restored on exit). CI installs tmux, so these always run there.
@Suite(.onTestThreads, .enabled(if: Tmux.available, "tmux is not installed: the end-to-end tests of the terminal interface are skipped"))
struct TUIEndToEndTests {
    let plates = PlatesProcess.binary.path

    @Test func demoNavigateEveryScreenLogASetAndFindIt() async throws {
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("\(plates) --demo; echo EXIT=$?; sleep 60")
        try await t.wait(for: "Today ·")
        #expect(try await t.screen().contains("DEMO"))
        for (key, text) in [("2", "Last session"), ("3", "History"), ("4", "7-day average"), ("5", "Weight unit"), ("1", "Today ·")] {
            try await t.send(key)
            try await t.wait(for: text)
        }
        try await t.quickLogBench("100x5")
        try await t.wait(for: "✓ Logged Bench Press 100 kg × 5")
        try await t.send("3")
        try await t.wait("the set in history") { $0.split(separator: "\n").contains { $0.contains("Bench Press") && $0.contains("100 kg × 5") } }
        try await t.send("2")
        try await t.wait(for: "Last session")
        try await t.send("/")
        try await t.type("bench")
        try await t.send("Enter", "Enter")
        try await t.wait(for: "Last set 100 kg × 5")
        try await t.wait(for: "Records")
        try await t.send("?")
        try await t.wait(for: "Keys · Bench Press")
        try await t.send("Escape", "Escape", "q")
        try await t.wait(for: "EXIT=0")
    }

    /// A paste arrives whole, never as keys: `q` pasted on the dashboard does not quit, and a
    /// pasted entry in the quick-log keeps its text.
    @Test func bracketedPasteIsTextNotKeys() async throws {
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("\(plates) --demo; echo EXIT=$?; sleep 60")
        try await t.wait(for: "Today ·")
        try await t.paste("q")
        try await t.send("l")
        try await t.wait(for: "Log a set")
        try await t.paste("bench 102,5x5")
        try await t.wait(for: "bench 102,5x5")
        try await t.send("Enter")
        try await t.wait(for: "✓ Logged Bench Press 102.5 kg × 5")
        try await t.send("q")
        try await t.wait(for: "EXIT=0")
    }

    /// A lifter who types as soon as the command is entered: the keys reach the interface before
    /// its exercise list (which follows the dashboard), and the set is still logged to the
    /// exercise named (before, "No exercise matches ‘squat90x3’").
    @Test func keysTypedBeforeTheStartEndsLogTheSetNamed() async throws {
        let db = PlatesProcess.tempDatabase()
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("\(plates) --db \(db); echo EXIT=$?; sleep 60")
        try await t.type("lsquat")
        try await t.send("Enter")
        try await t.type("90x3")
        try await t.send("Enter")
        try await t.wait(for: "✓ Logged Squat 90 kg × 3")
        try await t.send("q")
        try await t.wait(for: "EXIT=0")
        let sets = try await PlatesProcess.run(["sets", "--db", db]).stdout
        #expect(sets.split(separator: "\n").contains { $0.contains("Squat") && $0.contains("90 kg × 3") }, "\(sets)")
    }

    /// The same on the exercise list: `2 j j ⏎` typed at once opens the third exercise (before,
    /// the keys moved over a list not there yet, and nothing opened).
    @Test func keysTypedBeforeTheStartOpenTheExerciseTheySelect() async throws {
        let db = PlatesProcess.tempDatabase()
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("\(plates) --db \(db); echo EXIT=$?; sleep 60")
        try await t.type("2jj")
        try await t.send("Enter")
        try await t.wait(for: "Bench Press · Chest")
        try await t.send("q")
        try await t.wait(for: "EXIT=0")
    }

    @Test func aSetLoggedInAFreshDatabaseIsThereAfterARestart() async throws {
        let db = PlatesProcess.tempDatabase()
        let t = Tmux()
        defer { t.stop() }
        try await t.start("\(plates) --db \(db)")
        try await t.wait(for: "Nothing logged yet today")
        try await t.quickLogBench("100x5")
        try await t.wait(for: "✓ Logged Bench Press 100 kg × 5")
        try await t.send("q")
        try await t.wait("the program to end") { _ in (try? await t.display("#{pane_dead}")) == "1" }
        t.stop()

        let again = Tmux()
        defer { again.stop() }
        try await again.start("\(plates) --db \(db)")
        try await again.wait(for: "Today ·")
        try await again.wait(for: "1 set")
        try await again.send("2")
        try await again.wait("Bench Press's last set") { $0.split(separator: "\n").contains { $0.contains("Bench Press") && $0.contains("100 kg × 5") } }
        try await again.send("q")
        let listed = try await PlatesProcess.run(["sets", "--db", db])
        #expect(listed.stdout.contains("100 kg × 5"))
    }

    /// Issue 19, item 16: a `plates log` from another shell showed in the open interface only after
    /// `r`. The interface notices the other process's commit and reads the screen again.
    @Test func anotherProcesssSetShowsWithoutPressingR() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "squat 100x5"]).status == 0)
        let t = Tmux()
        defer { t.stop() }
        try await t.start("\(plates) --db \(db)")
        try await t.wait(for: "Today ·")
        try await t.send("3")
        try await t.wait(for: "Squat")
        #expect(try await PlatesProcess.run(["--db", db, "log", "deadlift 180x3"]).status == 0)
        try await t.wait("the other process's set", seconds: 10) { $0.contains("180 kg × 3") }
        try await t.send("q")
    }

    /// Settings → Import a file on a fresh database, as a switcher would: the report, then the
    /// imported sets in history and in `plates sets`.
    @Test func importFromTheSettingsScreen() async throws {
        let db = PlatesProcess.tempDatabase()
        let file = ImportCommandTests.fixtures.appendingPathComponent("hevy.csv").path
        let t = Tmux()
        defer { t.stop() }
        try await t.start("\(plates) --db \(db)")
        try await t.wait(for: "Nothing logged yet today")
        try await t.send("5")
        try await t.wait(for: "Import a file")
        try await t.send("j", "j", "Enter")
        try await t.wait(for: "No unit means")
        try await t.paste(file)
        try await t.send("Enter")
        try await t.wait(for: "Import done")
        try await t.wait(for: "Sets: 7 in the file, 7 imported")
        try await t.wait(for: "guessed: Triceps Dip")
        try await t.send("Escape", "3")
        try await t.wait("the imported sets in history") { $0.contains("Bench Press") || $0.contains("Running") }
        try await t.send("q")
        try await t.wait("the program to end") { _ in (try? await t.display("#{pane_dead}")) == "1" }
        let listed = try await PlatesProcess.run(["sets", "--db", db])
        #expect(listed.stdout.contains("Triceps Dip") && listed.stdout.contains("Bench Press") && !listed.stdout.contains("(Barbell)"))
    }

    @Test func resizingToATinyWindowAndBackKeepsASensibleLayout() async throws {
        let t = Tmux()
        defer { t.stop() }
        try await t.start("\(plates) --demo", width: 100, height: 30)
        try await t.wait(for: "Today ·")
        try await t.resize(40, 12)
        let small = try await t.wait("the 40×12 layout") { s in
            s.contains("1 Dash 2 Ex") && s.split(separator: "\n", omittingEmptySubsequences: false).count >= 12
        }
        #expect(small.contains("Today"))
        try await t.send("2")
        try await t.wait(for: "Exercise")
        try await t.resize(20, 6)
        try await t.wait(for: "too small")
        try await t.resize(100, 30)
        try await t.wait(for: "2 Exercises")
        try await t.wait(for: "Last session")
        #expect(try await t.display("#{pane_dead}") == "0")
        try await t.send("q")
    }

    /// After quitting by any path, the tty modes equal the ones before, the cursor shows, and the
    /// alternate screen is left (the shell's earlier output is back).
    /// Issue 19, item 12: with TERM=vt100 (no alternate screen) the last frame stayed after `q` and
    /// the prompt wrote over its top line. The screen is cleared and the cursor left at the bottom.
    /// Issue 19, item 11: Ctrl-Z did nothing, then (kill(0, …)) stopped the process only some of
    /// the time. In an interactive shell with job control: Ctrl-Z gives the prompt back with the
    /// job stopped, `fg` repaints the whole screen, three times over; then `q` quits cleanly.
    @Test func ctrlZSuspendsAndFgRepaints() async throws {
        let t = Tmux()
        defer { t.stop() }
        try await t.start("bash --norc --noprofile -i", environment: ["PS1": "shell$ "])
        _ = try await t.wait(for: "shell$")
        try await t.type("\(plates) --demo")
        try await t.send("Enter")
        for round in 1...3 {
            _ = try await t.wait(for: "Today ·")
            try await t.send("C-z")
            let stopped = try await t.wait("round \(round): the shell's prompt") { $0.contains("Stopped") && !$0.contains("Today ·") }
            #expect(stopped.contains("shell$"))
            try await t.send("C-l")  // the shell clears, so the next round's "Stopped" is new
            _ = try await t.wait("the screen cleared") { !$0.contains("Stopped") }
            try await t.type("fg")
            try await t.send("Enter")
        }
        let back = try await t.wait(for: "Today ·")
        #expect(back.contains("1 Dashboard") && back.contains("l log set"))
        try await t.send("q")
        _ = try await t.wait("the prompt after quitting") { $0.contains("shell$") && !$0.contains("Today ·") }
    }

    @Test func withoutAnAlternateScreenQuitClearsTheFrame() async throws {
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("clear; TERM=vt100 \(plates) --demo; echo EXIT=$?; sleep 60")
        _ = try await t.wait(for: "Today ·")
        try await t.send("q")
        let after = try await t.wait(for: "EXIT=")
        #expect(after.contains("EXIT=0") && !after.contains("Today ·") && !after.contains("Dashboard"))
        #expect(try await t.display("#{cursor_y}") == "23")
    }

    /// The terminal starts while the database opens: a database that does not open (a folder, a
    /// file that is not SQLite) still ends with the terminal as it was and the reason on it,
    /// status 1, as from any command.
    @Test(arguments: ["folder", "not SQLite"])
    func aDatabaseThatDoesNotOpenLeavesTheTerminalAsItWas(_ what: String) async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let d = dir.path
        let db = what == "folder" ? d : "\(d)/notes.sqlite"
        if what == "not SQLite" { try String(repeating: "squat 100x5, bench 80x8\n", count: 400).write(toFile: db, atomically: true, encoding: .utf8) }
        let t = Tmux()
        defer { t.stop() }
        try await t.startScript("stty -g > \(d)/before; \(plates) --db \(db); echo EXIT=$?; stty -g > \(d)/after; sleep 60")
        let after = try await t.wait(for: "EXIT=")
        #expect(after.contains("EXIT=1"), "\(after)")
        let reason = what == "folder" ? "is a folder" : "not a database"
        #expect(after.contains(reason), "\(after)")
        try await t.wait("stty -g after") { _ in ((try? String(contentsOfFile: "\(d)/after", encoding: .utf8)) ?? "").count > 10 }
        #expect(try String(contentsOfFile: "\(d)/before", encoding: .utf8) == String(contentsOfFile: "\(d)/after", encoding: .utf8))
        #expect(try await t.display("#{alternate_on}") == "0")
        #expect(try await t.display("#{cursor_flag}") == "1")
        if what == "not SQLite" {
            #expect(try String(contentsOfFile: db, encoding: .utf8).hasPrefix("squat 100x5"), "the file is left as it was")
        }
    }

    @Test(arguments: ["q", "ctrl-c", "SIGTERM", "SIGHUP", "crash"])
    func theTerminalIsRestored(_ how: String) async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plates-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let d = dir.path
        let t = Tmux()
        defer { t.stop() }
        let inject = how == "crash" ? "PLATES_INJECT_CRASH=1 " : ""
        try await t.startScript(
            "stty -g > \(d)/before; echo MARK-BEFORE; sh -c 'echo $$ > \(d)/pid; \(inject)exec \(plates) --demo'; echo EXIT=$?; stty -g > \(d)/after; sleep 60")
        if how == "crash" {
            // The crash comes right after the first frame; the handler restores the tty.
            let after = try await t.wait(for: "EXIT=")
            #expect(!after.contains("EXIT=0") && after.contains("MARK-BEFORE"))
            try await t.wait("stty -g after") { _ in ((try? String(contentsOfFile: "\(d)/after", encoding: .utf8)) ?? "").count > 10 }
            #expect(try String(contentsOfFile: "\(d)/before", encoding: .utf8) == String(contentsOfFile: "\(d)/after", encoding: .utf8))
            #expect(try await t.display("#{alternate_on}") == "0")
            #expect(try await t.display("#{cursor_flag}") == "1")
            return
        }
        try await t.wait(for: "Today ·")
        #expect(try await t.display("#{alternate_on}") == "1")
        let pid = try String(contentsOfFile: "\(d)/pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        switch how {
        case "q": try await t.send("q")
        case "ctrl-c": try await t.send("C-c")
        case "SIGTERM": kill(pid_t(pid)!, SIGTERM)
        default: kill(pid_t(pid)!, SIGHUP)
        }
        let after = try await t.wait(for: "EXIT=")
        let expected = ["q": "EXIT=0", "ctrl-c": "EXIT=0", "SIGTERM": "EXIT=143", "SIGHUP": "EXIT=129"][how]!
        #expect(after.contains(expected))
        #expect(after.contains("MARK-BEFORE"))
        try await t.wait("stty -g after") { _ in
            FileManager.default.fileExists(atPath: "\(d)/after") && ((try? String(contentsOfFile: "\(d)/after", encoding: .utf8)) ?? "").count > 10
        }
        let before = try String(contentsOfFile: "\(d)/before", encoding: .utf8)
        let modes = try String(contentsOfFile: "\(d)/after", encoding: .utf8)
        #expect(before == modes)
        #expect(try await t.display("#{alternate_on}") == "0")
        #expect(try await t.display("#{cursor_flag}") == "1")
    }
}
