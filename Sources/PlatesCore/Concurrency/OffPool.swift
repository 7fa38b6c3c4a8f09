import Foundation

/// Blocking work (a SQLite file opened and migrated, a sync to disk, a libcurl exchange) on a
/// thread of its own. Swift concurrency keeps as many threads as cores, two on a 2-core machine,
/// and runs each job to its end: a job blocked in `fdatasync` holds its thread all the while, and
/// two such jobs stop every other task in the process. Seen: `swift test` opening SQLite files
/// on both threads for the first 30 s, while a PostgreSQL pool waited there to start its first
/// connection and gave up (docs/reliability.md §8).
public enum OffPool {
    /// Runs `body` on a new thread and resumes with what it returned or threw.
    public static func run<T: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> T) async throws(Failure) -> T {
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Result { () throws(Failure) -> T in try body() })
            }
        }
        return try result.get()
    }
}
