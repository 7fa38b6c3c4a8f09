import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A program started and left running (a server, a `plates log` to kill mid-way), through the same
/// posix_spawn as `Spawn.run`: its standard output a pipe read as it comes, its errors a file or
/// nowhere, its end read from the kernel.
public final class SpawnedChild: Sendable {
    public let pid: pid_t
    /// The child's standard output, as it writes it.
    public let stdout: FileHandle
    private let reaped = Mutex(false)

    /// - Parameter stderr: a file the child's errors go to (nil: /dev/null).
    public init(_ path: String, _ arguments: [String], environment: [String: String]? = nil, stderr: String? = nil) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw Spawn.SpawnError(description: "no pipe for \(path): \(String(cString: strerror(errno)))")
        }
        // Close-on-exec (Glibc's module has no pipe2): no other child keeps the pipe open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o600)
        defer { close(ends[1]) }
        do {
            pid = try Spawn.spawn(path, arguments, environment: environment, &actions)
        } catch {
            close(ends[0])
            throw error
        }
        stdout = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    }

    /// SIGTERM, and the child reaped on a thread of its own once it ends. Nothing once it was
    /// reaped: its pid may be another process's by then.
    public func terminate() {
        guard !reaped.withLock({ $0 }) else { return }
        kill(pid, SIGTERM)
        Thread { [self] in _ = wait() }.start()
    }

    /// Waits for the end and reaps the child: its exit status, or 128 + the signal that ended it
    /// (nil when it was reaped already).
    @discardableResult
    public func wait() -> Int32? {
        let first = reaped.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return nil }
        return Spawn.wait(for: pid)
    }

    /// The exit status once the child has ended, nil while it runs. It asks the kernel and leaves
    /// the child to be reaped.
    public func exitStatus() -> Int32? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._kill.si_pid == pid else { return nil }
        return info.si_code == CLD_EXITED ? info._sifields._sigchld.si_status : 128 + info._sifields._sigchld.si_status
    }
}
