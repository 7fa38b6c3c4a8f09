import Foundation
import PlatesCore
import PlatesStore

/// Generates a realistic history of N sets into a fresh SQLite file (deterministic), then times
/// the store calls the screens make. Prints figures; asserts nothing (docs/performance.md).
@main
struct Bench {
    static func main() async throws {
        let args = CommandLine.arguments
        func option(_ name: String) -> String? { args.firstIndex(of: name).flatMap { $0 + 1 < args.count ? args[$0 + 1] : nil } }
        let count = Int(option("--sets") ?? "100000") ?? 100_000
        let runs = Int(option("--runs") ?? "30") ?? 30
        let path = option("--db") ?? FileManager.default.temporaryDirectory.appendingPathComponent("plates-bench-\(count).sqlite").path
        let now = Date(timeIntervalSince1970: 1_795_284_300) // 2026-11-21 18:05 UTC
        let environment = PlatesEnvironment.fixed(now)

        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let started = Date()
        let backend = try SQLiteBackend(path: path, environment: environment)
        try await generate(count, into: backend, now: now)
        print("generated \(count) sets in \(String(format: "%.1f", Date().timeIntervalSince(started))) s → \(path)")

        let bench = try await backend.listExercises().first { $0.name == "Bench Press" }!
        var results: [(String, [Double])] = []
        func measure(_ name: String, _ body: () async throws -> Void) async throws {
            var times: [Double] = []
            for _ in 0..<runs {
                let t = DispatchTime.now().uptimeNanoseconds
                try await body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6)
            }
            results.append((name, times.sorted()))
        }
        try await measure("open + migration check") { _ = try SQLiteBackend(path: path, environment: environment) }
        try await measure("dashboard") { _ = try await backend.dashboard() }
        try await measure("exercise list with stats") { _ = try await backend.exerciseSummaries() }
        try await measure("PR table (bench)") { _ = try await backend.records(exerciseId: bench.id) }
        try await measure("progress series (bench, 5+ reps)") { _ = try await backend.progress(exerciseId: bench.id, minReps: 5) }
        try await measure("history page 1 (50 sets)") { _ = try await backend.listSets(SetQuery(limit: 50)) }
        try await measure("history page at 5,000") { _ = try await backend.listSets(SetQuery(skip: 5_000, limit: 50)) }
        try await measure("exercise history page (bench)") { _ = try await backend.listSets(SetQuery(exerciseId: bench.id, limit: 50)) }
        try await measure("log a set (+ new-PR check)") {
            _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 60, weightUnit: .kg, reps: 5, date: now)])
        }
        try await measure("body weight list") { _ = try await backend.listBodyWeight(skip: 0, limit: 50) }

        print("\(count) sets, \(runs) runs each, milliseconds:")
        print("operation".padding(toLength: 36, withPad: " ", startingAt: 0) + "    p50     p99     max")
        for (name, t) in results {
            func f(_ x: Double) -> String { String(format: "%7.2f", x) }
            let p99 = t[min(t.count - 1, Int(Double(t.count) * 0.99))]
            print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + " " + f(t[t.count / 2]) + " " + f(p99) + " " + f(t.last!))
        }
    }

    /// Four sessions a week of six exercises × four sets, progressing, newest ending yesterday.
    static func generate(_ count: Int, into backend: SQLiteBackend, now: Date) async throws {
        let exercises = try await backend.listExercises().filter { $0.exerciseType == .strength }
        let perSession = 24
        let sessions = (count + perSession - 1) / perSession
        var drafts: [SetDraft] = []
        var made = 0
        for s in 0..<sessions {
            let daysAgo = Double(sessions - s) * 7 / 4
            let start = now.addingTimeInterval(-daysAgo * 86_400 - 3_600)
            let progress = Double(s) / Double(max(1, sessions))
            for e in 0..<6 {
                let exercise = exercises[(s * 6 + e) % exercises.count]
                for k in 0..<4 where made < count {
                    let base = exercise.usesBodyWeight ? 0 : (40 + 60 * progress + Double(e * 5)).rounded()
                    drafts.append(SetDraft(exerciseId: exercise.id, weight: base, weightUnit: .kg, reps: 3 + (s + k) % 8,
                                           kind: k == 0 ? .warmup : .normal, date: start.addingTimeInterval(Double(e * 4 + k) * 150)))
                    made += 1
                }
            }
            if drafts.count >= 2_000 { _ = try await backend.logSets(drafts); drafts.removeAll() }
        }
        if !drafts.isEmpty { _ = try await backend.logSets(drafts) }
        for d in 0..<min(1_000, count / 50) {
            _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 85 - Double(d % 40) / 10, unit: .kg,
                                                                date: now.addingTimeInterval(-Double(d) * 86_400 * 2)))
        }
    }
}
