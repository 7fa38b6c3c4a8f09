import ArgumentParser
import Foundation
import PlatesApp
import PlatesCore
import TermCurses

/// `plates` without a subcommand: the full-screen interface on the chosen backend.
enum TUI {
    /// Runs the interface; after SIGINT, SIGTERM or SIGHUP the exit status is 128 + the signal,
    /// as a shell expects (the terminal is restored first either way).
    static func run(_ choice: BackendChoice) async throws {
        var stoppedBy: Int32 = 0
        try await CommandRunner.withBackend(choice, access: .writes) { backend, environment throws(PlatesError) in
            if let unit = choice.unit {
                _ = try await backend.updateProfile(ProfilePatch(unit: unit))
            }
            let description: String
            switch backend.kind {
            case .demo: description = "Demo data, in memory: nothing is saved."
            case .sqlite(let path): description = "SQLite · \(path)"
            case .http(let url): description = "Server · \(url)"
            case .postgres(let url): description = "PostgreSQL · \(url)"
            }
            let (failure, signal, farewell): (String?, Int32, String?) = await withCheckedContinuation { continuation in
                // The loop blocks on the terminal, so it gets a thread of its own; backend calls run as tasks.
                let thread = Thread {
                    var failure: String?
                    var signal: Int32 = 0
                    var farewell: String?
                    do {
                        let terminal = try CursesTerminal(environment: ProcessInfo.processInfo.environment)
                        let state = AppState(
                            size: terminal.size, isDemo: backend.kind == .demo, backendDescription: description,
                            account: backend.account)
                        let loop = AppLoop(state: state, backend: backend, environment: environment, terminal: terminal, wake: terminal.waker)
                        // The daily backup, beside the interface, once its first screens have loaded: a
                        // large file's copy must not compete with them (nor with a start-up benchmark).
                        // A session quit sooner leaves it to the next start or `plates log`.
                        DailyBackup.runBesideInterface(backend, override: choice.backupDir, post: loop.poster)
                        // PLATES_INJECT_CRASH=1 traps after the first frame: the end-to-end tests prove the
                        // terminal comes back even from a crash (the signal handler restores it).
                        let inject = ProcessInfo.processInfo.environment["PLATES_INJECT_CRASH"] == "1"
                        farewell =
                            loop.run(shouldStop: {
                                if inject { fatalError("injected crash (PLATES_INJECT_CRASH)") }
                                return terminal.stopSignal != 0
                            }).farewell
                        signal = terminal.stopSignal
                        // Restore the terminal before resuming: the process may end right after.
                        terminal.stop()
                    } catch {
                        failure = "\(error)"
                    }
                    continuation.resume(returning: (failure, signal, farewell))
                }
                thread.stackSize = 8 << 20
                thread.start()
            }
            if let failure { throw .validation("cannot start the full-screen interface: \(failure)", field: "terminal") }
            stoppedBy = signal
            // After the terminal is back: what ended the session (logged out everywhere, the account deleted).
            if let farewell {
                Output.line(farewell)
                Output.flush()
            }
        }
        if stoppedBy != 0 { throw ExitCode(128 + stoppedBy) }
    }
}
