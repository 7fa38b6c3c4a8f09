import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program and waits for it with posix_spawn and waitpid, never Foundation's `Process`: it
/// could miss the end of a child that exits quickly on a busy machine (its `waitUntilExit` then
/// never returned, leaving a zombie), and on this toolchain its `run()` now and then crashed the
/// test process (docs/reliability.md §8). waitpid on the pid cannot miss the end. `run`'s output
/// goes through files, so a chatty child never blocks on a full pipe, and a daemon it forks (tmux)
/// never holds a pipe open; `SpawnedChild` is a child left running, its output read as it comes.
public enum Spawn {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// - Parameter capture: false sends the child's output to /dev/null.
    /// - Parameter stdin: the child's standard input (nothing: /dev/null).
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil,
        capture: Bool = true, stdin: String? = nil
    ) throws -> Result {
        let dir = FileManager.default.temporaryDirectory
        let out = dir.appendingPathComponent("spawn-out-\(UUID().uuidString)").path
        let err = dir.appendingPathComponent("spawn-err-\(UUID().uuidString)").path
        let input = dir.appendingPathComponent("spawn-in-\(UUID().uuidString)").path
        if let stdin { _ = FileManager.default.createFile(atPath: input, contents: Data(stdin.utf8), attributes: [.posixPermissions: 0o600]) }
        defer {
            unlink(out)
            unlink(err)
            unlink(input)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin == nil ? "/dev/null" : input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, capture ? err : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let pid = try spawn(path, arguments, environment: environment, &actions)
        let code = wait(for: pid)
        func read(_ file: String) -> String { capture ? ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "") : "" }
        return Result(status: code, stdout: read(out), stderr: read(err))
    }

    /// Starts `path` with `actions` for its standard descriptors and nothing else of this process.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String]?, _ actions: inout posix_spawn_file_actions_t
    ) throws -> pid_t {
        // Nothing else of this process: a descriptor another test had open at that moment (a
        // socket to a server, Foundation's pipe that tells it a `Process` ended) would live on in
        // the child, and in a tmux server for the rest of the run. Seen: a server's close never
        // reached its client, a `Process` that had exited stayed "running" (docs/reliability.md §8).
        _ = closeFrom(&actions, 3)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        let env = environment ?? ProcessInfo.processInfo.environment
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in envp { free(entry) } }
        // A clean signal state: the test process's threads block or ignore signals (SIGCHLD,
        // SIGPIPE) that a child such as the tmux server needs, and posix_spawn would pass that on.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        var all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        var rc = posix_spawnp(&pid, path, &actions, &attributes, argv, envp)
        // A binary just copied may still be open for writing in a child another thread is
        // forking (the descriptor lives until that child execs): "Text file busy". It passes.
        var tries = 0
        while rc == ETXTBSY && tries < 50 {
            usleep(20_000)
            tries += 1
            rc = posix_spawnp(&pid, path, &actions, &attributes, argv, envp)
        }
        guard rc == 0 else { throw SpawnError(description: "could not start \(path): \(String(cString: strerror(rc)))") }
        return pid
    }

    /// Waits for child `pid` to end and reaps it: its exit status, or 128 + the signal that ended it.
    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros: decode the wait status by hand.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its Swift module
    /// does not show.
    private static let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("glibc 2.34 or later is needed (posix_spawn_file_actions_addclosefrom_np)")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// `run` on a thread of its own: a test awaiting a child never holds one of Swift
    /// concurrency's few threads (two on a 2-core machine), which the async tests running beside
    /// it need. A blocked pool once starved a PostgreSQL test past its 6 s connect limit.
    public static func runOffPool(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil,
        capture: Bool = true, stdin: String? = nil
    ) async throws -> Result {
        try await offPool { try run(path, arguments, environment: environment, capture: capture, stdin: stdin) }
    }

    /// Any blocking work (a wait for another connection's lock, a child) on a thread of its own.
    public static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
        }
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }
}
