import Foundation
import Synchronization

/// Where the start's time goes, step by step: with `PLATES_START_TRACE=FILE` the interface notes
/// each step's `CLOCK_MONOTONIC` time and appends them to FILE when it ends, one "nanoseconds step"
/// line each. `scripts/terminal-bench.py --trace` reads them against the clock of its own fork
/// (docs/performance.md, "The start, step by step"). Without the variable a mark is one load and a
/// branch.
public enum StartTrace {
    static let file: String? = getenv("PLATES_START_TRACE").map { String(cString: $0) }
    static let marks = Mutex<[(UInt64, String)]>([])

    public static var isOn: Bool { file != nil }

    /// Notes that `step` ends now.
    public static func mark(_ step: @autoclosure () -> String) {
        guard file != nil else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
        let name = step()
        marks.withLock { $0.append((nanoseconds, name)) }
    }

    /// An enum value's case, without its payload (a trace names effects by it).
    public static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }

    /// Appends the marks noted so far to the file.
    public static func write() {
        guard let file else { return }
        let lines = marks.withLock { marks in
            defer { marks = [] }
            return marks.map { "\($0.0) \($0.1)\n" }.joined()
        }
        guard !lines.isEmpty, let stream = fopen(file, "a") else { return }
        fputs(lines, stream)
        fclose(stream)
    }
}
