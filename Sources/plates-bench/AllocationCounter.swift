import Foundation
import MallocInterposerSwift

/// Counts malloc calls and bytes around a measured call, through ordo-one's malloc interposer.
/// On Linux the interposer only sees allocations when its library is preloaded, so the benchmark
/// starts itself again with `LD_PRELOAD` naming the library SwiftPM built beside it.
enum AllocationCounter {
    static let preloadMarker = "PLATES_BENCH_INTERPOSED"
    static var libraryPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so").path
    }

    /// True when allocations are being counted in this process.
    static var active: Bool { ProcessInfo.processInfo.environment[preloadMarker] == "1" }

    /// Replaces this process with itself under `LD_PRELOAD` (once); without the library it carries on
    /// and the allocation columns say "n/a".
    static func restartWithInterposerIfNeeded() {
        guard !active, ProcessInfo.processInfo.environment[preloadMarker] == nil else { return }
        let library = libraryPath
        guard FileManager.default.fileExists(atPath: library) else {
            setenv(preloadMarker, "0", 1)
            return
        }
        setenv(preloadMarker, "1", 1)
        setenv("LD_PRELOAD", library, 1)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        var argv: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(executable, &argv)
        setenv(preloadMarker, "0", 1)  // execv failed: measure without allocation counts.
    }

    struct Count {
        var mallocs = 0
        var bytes = 0
    }

    static func start() {
        guard active else { return }
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
    }

    static func stop() -> Count {
        guard active else { return Count() }
        MallocInterposerSwift.unhook()
        let s = MallocInterposerSwift.getStatistics()
        return Count(mallocs: s.mallocCount, bytes: s.mallocBytesCount)
    }
}
