import Foundation
import Synchronization
import Testing

/// Every suite runs its tests on threads of their own (`@Suite(.onTestThreads)`), never on Swift
/// concurrency's pool.
///
/// That pool keeps as many threads as cores (two on a 2-core machine) and runs each job to its
/// end. `swift test` starts all 700 tests at once, and a test that computes, opens a SQLite file,
/// syncs it or reads a pipe holds a pool thread until it is done. Two such tests held both, and
/// what the libraries run on the pool waited behind them: a PostgreSQL client's pool did not start
/// its first connection for 20 to 35 s (and gave up at 31 s), an in-process server did not answer
/// its client in time (docs/reliability.md §8). On sixteen threads of their own, the tests block
/// and compute as they need, the kernel shares the cores among them by time slices, and the pool is
/// left to the libraries.
public enum TestThreads {
    public static let executor = ThreadsExecutor(name: "test", threads: 4)

    /// `body` on the tests' threads (and every child task it starts, and every actor without an
    /// executor of its own that it calls).
    public static func run<T, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await withTaskExecutorPreference(executor, isolation: isolation, operation: body)
    }
}

/// `.onTestThreads` on a suite: its tests run on `TestThreads.executor`.
public struct OnTestThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestThreads.run(function)
    }
}

extension Trait where Self == OnTestThreadsTrait {
    /// Runs the suite's tests on threads of their own, off Swift concurrency's pool.
    public static var onTestThreads: Self { Self() }
}

/// A task executor of a few threads of its own, taking jobs in the order they come.
public final class ThreadsExecutor: TaskExecutor, Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    private let ready = DispatchSemaphore(value: 0)

    public init(name: String, threads: Int) {
        for i in 0..<threads {
            let thread = Thread { [self] in work() }
            thread.name = "\(name)-\(i)"
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    private func work() {
        // Signals go where libdispatch waits for them, as from its own threads: a SIGCHLD taken
        // here (its default is to drop it) never reached Foundation's `Process`, whose child
        // stayed a zombie and `isRunning` true (docs/reliability.md §8). As on libdispatch's
        // threads, a fault's signals stay open, and SIGPROF, with which Swift's backtracer stops
        // the other threads: a fault blocked killed the process at once ("unexpected signal code
        // 11") and the backtracer never said where.
        var all = sigset_t()
        sigfillset(&all)
        for open in [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV, SIGSYS, SIGPROF] { sigdelset(&all, open) }
        pthread_sigmask(SIG_BLOCK, &all, nil)
        while true {
            ready.wait()
            guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
