import ArgumentParser
import Foundation
import PlatesApp
import PlatesCore
import Synchronization
import TermCurses

/// `plates` without a subcommand: the full-screen interface on the chosen backend.
///
/// The terminal starts while the time zone is read, and draws the screen's frame (tabs, boxes,
/// status line, its data loading) while the backend opens on this task: on two cores they
/// overlap, and the first byte waits for neither (docs/performance.md, "The start, step by step").
enum TUI {
    /// Runs the interface; after SIGINT, SIGTERM or SIGHUP the exit status is 128 + the signal,
    /// as a shell expects (the terminal is restored first either way).
    ///
    /// On the main thread, where `main` already is: a nonisolated `async` function is started on
    /// the concurrency pool instead, and the pool's first thread was made for it (0.3–0.5 ms
    /// before the terminal could start). The thread waits only while the backend opens; the
    /// loop, which blocks, has a thread of its own.
    @MainActor
    static func run(_ choice: BackendChoice) async throws {
        let options = try choice.validated()
        let clock = Handoff<PlatesEnvironment>()
        let opening = Handoff<Result<any PlatesBackend, PlatesError>>()
        let ended: Ending = await withCheckedContinuation { continuation in
            // The loop blocks on the terminal, so it gets a thread of its own; backend calls run as tasks.
            let thread = Thread {
                continuation.resume(returning: session(options, clock: clock, opening: opening))
            }
            thread.stackSize = 8 << 20
            thread.start()
            let environment = PlatesEnvironment()
            StartTrace.mark("environment (time zone)")
            clock.deliver(environment)
            open(options, environment: environment, into: opening)
        }
        StartTrace.write()
        switch ended {
        case .notOpened(let error):
            // The terminal is back: the reason the backend did not open, as any command says it.
            Output.error(error.message)
            throw ExitCode(1)
        case .terminalFailed(let failure):
            throw PlatesError.validation("cannot start the full-screen interface: \(failure)", field: "terminal")
        case .quit(let signal, let farewell):
            // After the terminal is back: what ended the session (logged out everywhere, the account deleted).
            if let farewell { Output.line(farewell) }
            Output.flush()
            if signal != 0 { throw ExitCode(128 + signal) }
        }
    }

    /// How a session ended.
    enum Ending: Sendable {
        case quit(signal: Int32, farewell: String?)
        case notOpened(PlatesError)
        case terminalFailed(String)
    }

    /// Opens the backend (and saves `--unit` to the profile before the first screen reads it),
    /// then hands it to the interface's thread.
    static func open(_ options: BackendChoice, environment: PlatesEnvironment, into opening: Handoff<Result<any PlatesBackend, PlatesError>>) {
        let backend: any PlatesBackend
        do throws(PlatesError) {
            backend = try options.openBackend(environment: environment, access: .writes)
        } catch {
            opening.deliver(.failure(error))
            return
        }
        StartTrace.mark("backend opened")
        guard let unit = options.unit else {
            opening.deliver(.success(backend))
            return
        }
        Task {
            do throws(PlatesError) {
                _ = try await backend.updateProfile(ProfilePatch(unit: unit))
                opening.deliver(.success(backend))
            } catch {
                opening.deliver(.failure(error))
            }
        }
    }

    /// The interface's thread: the terminal and the first frame, then, once the backend is open,
    /// the loop until the user quits or a signal stops it.
    static func session(_ options: BackendChoice, clock: Handoff<PlatesEnvironment>, opening: Handoff<Result<any PlatesBackend, PlatesError>>) -> Ending {
        let terminal: CursesTerminal
        do {
            // Only what the terminal reads, through getenv: ProcessInfo's whole environment (a
            // dictionary made on its first use) took 0.15–0.23 ms before the first byte.
            let variables = ["TERM", "NO_COLOR"].reduce(into: [String: String]()) { found, name in
                if let value = getenv(name) { found[name] = String(cString: value) }
            }
            terminal = try CursesTerminal(environment: variables)
        } catch {
            // The backend may still be opening: it is waited for, so its files are left whole.
            _ = opening.wait()
            return .terminalFailed("\(error)")
        }
        StartTrace.mark("terminal started")
        let environment = clock.wait()
        var state = AppState(size: terminal.size, isDemo: options.demo, backendDescription: "", account: nil)
        let firstFrame = AppLoop.drawStarting(state, environment: environment, on: terminal)
        StartTrace.mark("first frame written (the backend opening)")
        let backend: any PlatesBackend
        switch opening.wait() {
        case .failure(let error):
            terminal.stop()
            return .notOpened(error)
        case .success(let opened):
            backend = opened
        }
        state.backendDescription = description(of: backend.kind)
        state.account = backend.account
        let loop = AppLoop(
            state: state, backend: backend, environment: environment, terminal: terminal, wake: terminal.waker, renderer: firstFrame)
        // The daily backup, beside the interface, once its first screens have loaded: a
        // large file's copy must not compete with them (nor with a start-up benchmark).
        // A session quit sooner leaves it to the next start or `plates log`.
        let backup = DailyBackup.runBesideInterface(backend, override: options.backupDir, post: loop.poster)
        // PLATES_INJECT_CRASH=1 traps after the first frame: the end-to-end tests prove the
        // terminal comes back even from a crash (the signal handler restores it).
        let inject = getenv("PLATES_INJECT_CRASH").map { String(cString: $0) } == "1"
        let farewell =
            loop.run(shouldStop: {
                if inject { fatalError("injected crash (PLATES_INJECT_CRASH)") }
                return terminal.stopSignal != 0
            }).farewell
        let signal = terminal.stopSignal
        // Restore the terminal before resuming: the process may end right after.
        terminal.stop()
        // The loop waited for the writes it sent; closing leaves one file that holds them all.
        if backup?.quit() ?? true { LocalDatabase.close(backend) }
        return .quit(signal: signal, farewell: farewell)
    }

    /// What the settings screen says about where data lives.
    static func description(of kind: BackendKind) -> String {
        switch kind {
        case .demo: return "Demo data, in memory: nothing is saved."
        case .sqlite(let path): return "SQLite · \(path)"
        case .http(let url): return "Server · \(url)"
        case .postgres(let url): return "PostgreSQL · \(url)"
        }
    }
}

/// A value handed once from the task that makes it (the time zone, the opened backend or why it
/// did not open) to the interface's thread, which waits for it only when it needs it.
final class Handoff<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func deliver(_ made: Value) {
        value.withLock { $0 = made }
        ready.signal()
    }

    /// Blocks until `deliver`; later calls answer the same value.
    func wait() -> Value {
        if let known = value.withLock({ $0 }) { return known }
        ready.wait()
        ready.signal()
        return value.withLock { $0! }
    }
}
