import CNCurses
import TermUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal adapter: the only code that calls ncurses. Starts full-screen mode (UTF-8 locale,
/// raw keys with a 25 ms escape delay, default colours, bracketed paste), paints cell changes,
/// decodes keys, and restores the terminal on `stop()` — also after SIGINT, SIGTERM and SIGHUP,
/// which it turns into a stop request instead of dying with the terminal in raw mode.
public final class CursesTerminal: Terminal {
    public enum ColorMode: Sendable, Equatable { case none, basic8, indexed256 }

    public private(set) var size: Size
    public let colorMode: ColorMode
    /// The locale is not UTF-8: cells go through `AsciiFallback`.
    public let ascii: Bool
    private var pairs: [Int64: Int32] = [:]
    private var stopped = false
    private let wakeRead: Int32
    private let wakeWrite: Int32

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Enters full-screen mode. Throws (and leaves the terminal as it was) when standard input or
    /// output is not a terminal, or the terminal type cannot be used.
    public init(environment: [String: String]) throws {
        setlocale(LC_ALL, "")
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw StartError(description: "the full-screen interface needs a terminal; use a subcommand (plates --help) in scripts")
        }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else {
            throw StartError(
                description:
                    "TERM is \(term.isEmpty ? "not set" : "dumb"): the full-screen interface needs a terminal with cursor movement; the subcommands work anywhere (plates --help)"
            )
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw StartError(description: "could not create the wake pipe") }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        _ = fcntl(wakeRead, F_SETFL, fcntl(wakeRead, F_GETFL) | O_NONBLOCK)
        _ = fcntl(wakeWrite, F_SETFL, fcntl(wakeWrite, F_GETFL) | O_NONBLOCK)
        TerminalSignals.install(wakeFD: wakeWrite)
        guard plates_newterm() != nil else {
            TerminalSignals.uninstall()
            throw StartError(description: "cannot use the terminal type ‘\(term)’ (no terminfo entry?)")
        }
        TerminalSignals.wakeOnResize()
        // ncurses 6.4 writes out its buffer after every cursor move until the screen has been
        // left and entered once (its screen stays "initial" after newterm): a whole frame went
        // to the terminal in ~40 writes, each a wake-up of the terminal and, over SSH, a packet.
        // Left and entered before anything is drawn, it sends a frame in one or two writes
        // (docs/performance.md, "One write a frame").
        endwin()
        wrefresh(plates_stdscr())
        ascii = String(cString: plates_codeset()) != "UTF-8"
        raw()
        noecho()
        nonl()
        keypad(plates_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        if !noColor && has_colors() {
            start_color()
            use_default_colors()
            colorMode = plates_colors() >= 256 ? .indexed256 : plates_colors() >= 8 ? .basic8 : .none
        } else {
            colorMode = .none
        }
        // Bracketed paste: the terminal wraps pasted text in these markers.
        _ = define_key("\u{1B}[200~", KeyDecoder.pasteStart)
        _ = define_key("\u{1B}[201~", KeyDecoder.pasteEnd)
        // Written straight to the tty: putp goes through stdio's buffer, which is flushed only at exit.
        Self.writeRaw("\u{1B}[?2004h")
        size = Size(width: Int(plates_cols()), height: Int(plates_lines()))
        wtimeout(plates_stdscr(), 0)
    }

    /// Leaves full-screen mode and restores the terminal. Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        Self.writeRaw("\u{1B}[?2004l")
        leaveScreen()
        curs_set(1)
        endwin()
        TerminalSignals.restoreRaw()
        TerminalSignals.uninstall()
        close(wakeRead)
        close(wakeWrite)
    }

    deinit { stop() }

    /// Without an alternate screen (TERM=vt100) the shell's prompt would come back over the last
    /// frame: clear it, and leave the cursor on the bottom line.
    private func leaveScreen() {
        guard plates_has_alternate_screen() == 0 else { return }
        werase(plates_stdscr())
        wmove(plates_stdscr(), plates_lines() - 1, 0)
        wrefresh(plates_stdscr())
    }

    /// Ctrl-Z: the shell's prompt comes back with the terminal as it was, the process stops, and
    /// `fg` repaints the whole screen (raw mode turned Ctrl-Z into a key that did
    /// nothing). Answers the size after the resume, which may have changed meanwhile.
    private func suspend() -> Event {
        Self.writeRaw("\u{1B}[?2004l")
        curs_set(1)
        endwin()
        // Without an alternate screen the frame would stay under the prompt: clear the terminal
        // itself, not ncurses' copy of the screen, which `fg` paints back.
        if plates_has_alternate_screen() == 0 { Self.writeRaw("\u{1B}[H\u{1B}[2J") }
        _ = signal(SIGTSTP, SIG_DFL)
        // A parent may have handed the signal down blocked (a test runner's threads block it):
        // then it would wait, pending, and nothing would happen.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        // To this thread, so the stop happens before `raise` returns. kill(0, SIGTSTP) went to the
        // process, the kernel handed it to any thread, and about one Ctrl-Z in four was lost
        // (the process kept running; 8 of 8 stopped with raise, tmux trials in docs/DECISIONS.md).
        _ = raise(SIGTSTP)
        // Resumed (SIGCONT): back to full-screen mode, everything repainted.
        Self.writeRaw("\u{1B}[?2004h")
        curs_set(0)
        plates_force_repaint()
        wrefresh(plates_stdscr())
        size = Size(width: Int(plates_cols()), height: Int(plates_lines()))
        return .resize(size)
    }

    static func writeRaw(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { _ = write(1, $0.baseAddress, $0.count) }
    }

    /// The signal that asked the program to stop (SIGINT, SIGTERM, SIGHUP), or 0.
    public var stopSignal: Int32 { TerminalSignals.received.load(ordering: .relaxed) }

    /// Makes a waiting `nextEvent` return (from any thread): results from the backend are in.
    public var waker: @Sendable () -> Void {
        let fd = wakeWrite
        return {
            var byte: UInt8 = 1
            _ = write(fd, &byte, 1)
        }
    }

    public func draw(_ changes: [CellChange], full: Bool) {
        if full {
            werase(plates_stdscr())
            plates_force_repaint()
        }
        // A whole frame is ~1,200 changed cells: one character buffer for all of them, and the
        // attributes and colour pair worked out once per run of cells in the same style (a
        // buffer and a pair lookup per cell were most of the frame's time in this loop).
        var characters = [wchar_t](repeating: 0, count: Self.charactersPerCell + 1)
        var style: Style?
        var attributes: attr_t = 0
        var colorPair: Int32 = 0
        characters.withUnsafeMutableBufferPointer { buffer in
            for change in changes where !change.cell.isContinuation {
                let s = change.cell.style
                if s != style {
                    style = s
                    attributes = plates_attributes(
                        s.attributes.contains(.bold) ? 1 : 0, s.attributes.contains(.dim) ? 1 : 0,
                        s.attributes.contains(.underline) ? 1 : 0, s.attributes.contains(.reverse) ? 1 : 0)
                    colorPair = pair(s)
                }
                var count = 0
                for scalar in (ascii ? AsciiFallback.text(change.cell.text) : change.cell.text).unicodeScalars {
                    if count == Self.charactersPerCell { break }
                    buffer[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                buffer[count] = 0
                _ = plates_put_cell(Int32(change.y), Int32(change.x), buffer.baseAddress!, attributes, colorPair)
            }
        }
        wrefresh(plates_stdscr())
    }

    /// ncurses keeps at most five characters in a cell (`CCHARW_MAX`): a base and its marks.
    static let charactersPerCell = 5

    /// ncurses' `beep`: the audible bell (a visible one where the terminal has no bell).
    public func bell() {
        _ = beep()
    }

    func colorNumber(_ c: Color) -> Int32 {
        switch (colorMode, c) {
        case (_, .default), (.none, _): return -1
        case (.indexed256, _): return Int32(c.nearest256)
        case (.basic8, _): return Int32(c.nearest8)
        }
    }

    /// The colour pair for a style's colours, made the first time it is used.
    func pair(_ style: Style) -> Int32 {
        guard colorMode != .none else { return 0 }
        let fg = colorNumber(style.foreground)
        let bg = colorNumber(style.background)
        if fg == -1 && bg == -1 { return 0 }
        let key = Int64(fg) << 32 | Int64(UInt32(bitPattern: bg))
        if let p = pairs[key] { return p }
        let n = Int32(pairs.count + 1)
        guard n < min(plates_color_pairs(), 32_767) else { return 0 }
        init_pair(Int16(n), Int16(fg), Int16(bg))
        pairs[key] = n
        return n
    }

    public func nextEvent(timeoutMilliseconds: Int) -> Event? {
        if let event = readEvent() { return event }
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, Int32(timeoutMilliseconds))
        guard ready > 0 else { return nil }
        if fds[1].revents != 0 {
            var sink = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &sink, 64) > 0 {}
        }
        if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
            // The terminal is gone (the SSH connection dropped): stop as after SIGHUP.
            TerminalSignals.received.store(SIGHUP, ordering: .relaxed)
            return nil
        }
        // Woken by the pipe: a resize (ncurses answers KEY_RESIZE now) or an effect's result.
        return readEvent()
    }

    /// One event from what ncurses has buffered or can read now, without waiting.
    private func readEvent() -> Event? {
        var ch: wint_t = 0
        let r = wget_wch(plates_stdscr(), &ch)
        if r == ERR { return nil }
        if r == KEY_CODE_YES {
            let code = Int32(ch)
            if code == KEY_RESIZE {
                size = Size(width: Int(plates_cols()), height: Int(plates_lines()))
                return .resize(size)
            }
            if code == KeyDecoder.pasteStart { return .paste(readPaste()) }
            return KeyDecoder.key(code: code).map(Event.key)
        }
        let key = KeyDecoder.key(character: UInt32(ch))
        if key == .ctrl("z") { return suspend() }
        return key.map(Event.key)
    }

    /// The text up to the end marker (`define_key` turns `ESC [201~` into `pasteEnd`); gives up
    /// after half a second without input and keeps at most 100,000 characters.
    private func readPaste() -> String {
        var text = String.UnicodeScalarView()
        wtimeout(plates_stdscr(), 500)
        defer { wtimeout(plates_stdscr(), 0) }
        while true {
            var ch: wint_t = 0
            let r = wget_wch(plates_stdscr(), &ch)
            if r == ERR || (r == KEY_CODE_YES && Int32(ch) == KeyDecoder.pasteEnd) { break }
            guard r != KEY_CODE_YES, text.count < 100_000, let scalar = Unicode.Scalar(UInt32(ch)) else { continue }
            text.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(text)
    }
}
