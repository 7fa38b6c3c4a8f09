#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handling for the full-screen session. SIGINT, SIGTERM and SIGHUP (a dropped SSH
/// connection) set a flag and wake the run loop through a pipe, so the loop leaves and restores
/// the terminal itself. A crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS) restores the saved tty
/// modes and leaves the alternate screen from the handler, then dies as it would have.
/// Only async-signal-safe calls (write, tcsetattr, signal, raise) run inside the handlers.
enum TerminalSignals {
    nonisolated(unsafe) static var received: Int32 = 0
    nonisolated(unsafe) static var wakeFD: Int32 = -1
    nonisolated(unsafe) static var savedModes = termios()
    nonisolated(unsafe) static var haveSavedModes = false

    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]
    /// Leaves the alternate screen, shows the cursor, ends bracketed paste, resets attributes.
    static let resetSequence: [UInt8] = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

    static func install(wakeFD fd: Int32) {
        wakeFD = fd
        haveSavedModes = tcgetattr(0, &savedModes) == 0
        for s in stopSignals { _ = signal(s, { number in
            TerminalSignals.received = number
            var byte: UInt8 = 1
            _ = write(TerminalSignals.wakeFD, &byte, 1)
        }) }
        for s in crashSignals { _ = signal(s, { number in
            TerminalSignals.restoreRaw()
            _ = signal(number, SIG_DFL)
            _ = raise(number)
        }) }
        _ = signal(SIGPIPE, SIG_IGN)
    }

    static func uninstall() {
        for s in stopSignals + crashSignals { _ = signal(s, SIG_DFL) }
    }

    /// The tty as it was before, without ncurses (safe in a signal handler).
    static func restoreRaw() {
        if haveSavedModes { _ = tcsetattr(0, TCSANOW, &savedModes) }
        resetSequence.withUnsafeBufferPointer { _ = write(1, $0.baseAddress, $0.count) }
    }
}
