import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signal handling for the full-screen session. SIGINT, SIGTERM and SIGHUP (a dropped SSH
/// connection) set a flag and wake the run loop through a pipe, so the loop leaves and restores
/// the terminal itself. A crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS) restores the saved tty
/// modes and leaves the alternate screen from the handler, then dies as it would have.
/// Only async-signal-safe calls (write, tcsetattr, signal, raise, a lock-free atomic store) run
/// inside the handlers, and they touch only what `install` built: a static's first use runs its
/// initialiser under a lock (`swift_once`), which a handler must never be the one to do.
enum TerminalSignals {
    /// The stop signal that arrived (0: none), written by the handler, read by the loop's thread.
    static let received = Atomic<Int32>(0)
    nonisolated(unsafe) static var wakeFD: Int32 = -1
    nonisolated(unsafe) static var savedModes = termios()
    nonisolated(unsafe) static var haveSavedModes = false
    /// ncurses' own SIGWINCH handler (it records the new size), called from ours.
    nonisolated(unsafe) static var cursesResize: (@convention(c) (Int32) -> Void)?

    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]
    /// Leaves the alternate screen, shows the cursor, ends bracketed paste, resets attributes.
    /// Built by `install`, before any handler can run.
    nonisolated(unsafe) static var resetSequence: [UInt8] = []

    static func install(wakeFD fd: Int32) {
        wakeFD = fd
        haveSavedModes = tcgetattr(0, &savedModes) == 0
        resetSequence = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
        received.store(0, ordering: .relaxed)
        for s in stopSignals {
            _ = signal(
                s,
                { number in
                    TerminalSignals.received.store(number, ordering: .relaxed)
                    var byte: UInt8 = 1
                    _ = write(TerminalSignals.wakeFD, &byte, 1)
                })
        }
        for s in crashSignals {
            _ = signal(
                s,
                { number in
                    TerminalSignals.restoreRaw()
                    _ = signal(number, SIG_DFL)
                    _ = raise(number)
                })
        }
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// After ncurses has started (it installs its SIGWINCH handler only where none is): a resize
    /// also wakes the run loop. The signal goes to any of the process's threads, rarely the one
    /// waiting in `poll`, so without the pipe a resize was drawn at the next tick, up to a second
    /// later.
    static func wakeOnResize() {
        let previous = signal(
            SIGWINCH,
            { number in
                TerminalSignals.cursesResize?(number)
                var byte: UInt8 = 1
                _ = write(TerminalSignals.wakeFD, &byte, 1)
            })
        // SIG_DFL, SIG_IGN and SIG_ERR are 0, 1 and -1: only a real handler is chained.
        if let previous, unsafeBitCast(previous, to: Int.self) > 1 { cursesResize = previous }
    }

    static func uninstall() {
        for s in stopSignals + crashSignals + [SIGWINCH] { _ = signal(s, SIG_DFL) }
    }

    /// The tty as it was before, without ncurses (safe in a signal handler).
    static func restoreRaw() {
        if haveSavedModes { _ = tcsetattr(0, TCSANOW, &savedModes) }
        resetSequence.withUnsafeBufferPointer { _ = write(1, $0.baseAddress, $0.count) }
    }
}
