import Foundation
import PlatesCore

/// What the demo store's reads derive from its arrays, kept until the next write. Every screen
/// asks for the same records, summaries and pages on each load; over the demo's 1,916 sets the
/// filters and sorts were most of a test run's CPU (a debug build's `swift test` spent more than
/// half of its first 35 s here: docs/reliability.md).
struct DemoDerived {
    var exercisesByName: [Exercise]?
    var newestFirst: [WorkoutSet]?
    var setsByExercise: [String: [WorkoutSet]]?
    var records: [String: [PersonalRecord]] = [:]
    var summaryRows: (today: Date, rows: [SummaryRow])?

    /// The kept value at `path`, made by `make` the first time.
    mutating func keep<T>(_ path: WritableKeyPath<DemoDerived, T?>, _ make: () -> T) -> T {
        if let kept = self[keyPath: path] { return kept }
        let made = make()
        self[keyPath: path] = made
        return made
    }
}

extension RandomAccessCollection {
    /// The first index whose element is in the second part of a collection split by `belongs`
    /// (false, …, false, true, …, true), found by halving.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(low, offsetBy: half)
            if belongs(self[mid]) {
                count = half
            } else {
                low = index(after: mid)
                count -= half + 1
            }
        }
        return low
    }
}
