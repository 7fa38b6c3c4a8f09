import Foundation
import PlatesApp
import PlatesCore
import TermCurses

/// `plates` without a subcommand: the full-screen interface on the chosen backend.
enum TUI {
    static func run(_ global: GlobalOptions) async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            if let unit = context.explicitUnit {
                _ = try await backend.updateProfile(ProfilePatch(unit: unit))
            }
            let description: String
            switch backend.kind {
            case .demo: description = "Demo data, in memory: nothing is saved."
            case .sqlite(let path): description = "SQLite · \(path)"
            case .http(let url): description = "Server · \(url)"
            }
            let environment = context.environment
            let failure: String? = await withCheckedContinuation { continuation in
                // The loop blocks on the terminal, so it gets a thread of its own; backend calls run as tasks.
                let thread = Thread {
                    do {
                        let terminal = try CursesTerminal(environment: ProcessInfo.processInfo.environment)
                        defer { terminal.stop() }
                        let state = AppState(size: terminal.size, isDemo: backend.kind == .demo, backendDescription: description)
                        let loop = AppLoop(state: state, backend: backend, environment: environment, terminal: terminal, wake: terminal.waker)
                        loop.run(shouldStop: { terminal.stopSignal != 0 })
                        continuation.resume(returning: nil)
                    } catch {
                        continuation.resume(returning: "\(error)")
                    }
                }
                thread.stackSize = 8 << 20
                thread.start()
            }
            if let failure { throw .validation("cannot start the full-screen interface: \(failure)", field: "terminal") }
        }
    }
}
