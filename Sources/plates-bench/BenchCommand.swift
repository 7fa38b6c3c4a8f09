import ArgumentParser
import Foundation
import PlatesCore
import PlatesStore

/// `plates-bench`: the data generator and the store benchmark (docs/performance.md).
/// Figures are printed, never asserted.
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plates-bench",
        abstract: "Generate realistic histories and time the store calls the screens make.",
        subcommands: [Generate.self, Store.self])
}

/// The arguments that pick a generated history.
struct HistoryOptions: ParsableArguments {
    @Option(help: "How many sets to generate (5000, 50000 and 1000000 are the documented sizes).")
    var sets: Int = 50_000
    @Option(help: "The generator's seed: the same seed, count and end day give the same history.")
    var seed: UInt64 = 1
    @Option(help: "The history ends before this day (YYYY-MM-DD, UTC). Default: today.")
    var end: String?

    func endDate() throws -> Date {
        guard let end else { return Calendar.utc.startOfDay(for: Date()) }
        let parts = end.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, let date = Calendar.utc.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) else {
            throw ValidationError("--end takes a day like 2026-11-22 (got \(end)).")
        }
        return date
    }

    /// Writes the history into a new database file at `path` (replacing one there).
    func write(to path: String) async throws {
        guard sets > 0 else { throw ValidationError("--sets must be at least 1.") }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let started = DispatchTime.now().uptimeNanoseconds
        let backend = try SQLiteBackend(path: path, environment: PlatesEnvironment())
        let generator = HistoryGenerator(setCount: sets, seed: seed, end: try endDate())
        var written = 0
        var weighIns = 0
        let shape = try await generator.generate(exercises: try await backend.listExercises()) { sets, weights in
            let applied = try await backend.importBatch(ImportBatch(sets: sets, bodyWeight: weights))
            written += applied.setsAdded
            weighIns += applied.bodyWeightAdded
            if isatty(2) == 1 { FileHandle.standardError.write(Data("\r  \(written) sets…".utf8)) }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if isatty(2) == 1 { FileHandle.standardError.write(Data("\r".utf8)) }
        print(
            "generated \(written) sets in \(shape.sessions) sessions over \(shape.weeks) weeks (\(generator.sessionsPerWeek) a week), "
                + "\(weighIns) weigh-ins, in \(String(format: "%.1f", seconds)) s → \(path) (\(size / 1_048_576) MB)")
    }
}

struct Generate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a deterministic, realistic history into a new database file.")
    @OptionGroup var history: HistoryOptions
    @Option(help: "The database file to create (replaced if it exists).")
    var db: String

    func run() async throws {
        try await history.write(to: db)
    }
}

struct Store: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Time the store calls the screens make on a generated history: p50, p99, allocations.")
    @OptionGroup var history: HistoryOptions
    @Option(help: "A generated database to measure (copied first: the benchmark logs sets). Default: generate --sets into a temporary file.")
    var db: String?
    @Option(help: "Runs of each call.")
    var runs: Int = 30

    func run() async throws {
        AllocationCounter.restartWithInterposerIfNeeded()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plates-bench-store-\(getpid()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        if let db {
            guard FileManager.default.fileExists(atPath: db) else { throw ValidationError("No database at \(db): make one with plates-bench generate.") }
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
                if FileManager.default.fileExists(atPath: db + suffix) { try FileManager.default.copyItem(atPath: db + suffix, toPath: path + suffix) }
            }
        } else {
            try await history.write(to: path)
        }
        try await StoreBenchmark(path: path, runs: max(1, runs)).run()
    }
}
