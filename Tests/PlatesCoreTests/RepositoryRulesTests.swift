import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// Rules about the repository itself: embedded fixtures match Resources/, only the terminal
/// adapter may import ncurses, and stores only store.
@Suite(.onTestThreads) struct RepositoryRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theEmbeddedCatalogueIsResourcesCatalogue() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("Resources/catalogue.json"), encoding: .utf8)
        #expect(BaseCatalogue.json + "\n" == file, "run scripts/embed-resources after editing Resources/")
    }

    @Test func theCatalogueIsTheSpecs() {
        let e = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)
        #expect(e.count == 21)
        #expect(Set(e.map(\.id)).count == 21)
        #expect(e.first { $0.name == "Plank" }?.exerciseType == .timed)
        #expect(e.filter { $0.exerciseType == .cardio }.map(\.name) == ["Running", "Cycling", "Rowing"])
        #expect(e.filter(\.usesBodyWeight).map(\.name) == ["Pull-ups", "Hanging Leg Raises"])
        #expect(e.allSatisfy { $0.isBase })
    }

    @Test func onlyTheTerminalAdapterImportsNcurses() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        for file in files where !file.path.contains("/Sources/TermCurses/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("import CNCurses"), "\(file.lastPathComponent) imports CNCurses")
        }
    }

    /// Each rule once, in core (issue 20): the stores never validate and never compose what the
    /// service answers.
    @Test func storesNeitherValidateNorCompose() throws {
        let forbidden = [
            "Validator.", "DashboardSummary(", "DaySummary.make", "ExerciseSummary(", "BodyWeightStats.make",
            "SessionRules.topSet", "SessionRules.lastSessionTopSet", "ExerciseMerge.movedSets", "ExerciseRemoval.checkDeletable", ": PlatesBackend",
        ]
        var checked = 0
        for target in ["PlatesStore", "PlatesPostgres", "PlatesDemo"] {
            let folder = Self.root.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                checked += 1
                for word in forbidden {
                    #expect(!text.contains(word), "\(target)/\(file.lastPathComponent) uses \(word): that belongs in PlatesService")
                }
            }
        }
        #expect(checked > 20)
    }

    /// Locks are `Mutex`, flags a signal handler sets are atomics (issue 20): no hand-made
    /// `@unchecked Sendable` whose safety only a reader can check.
    @Test func noUncheckedSendableNorNSLockNorTaskLocal() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("@unchecked Sendable"), "\(file.lastPathComponent) declares @unchecked Sendable")
            #expect(!text.contains("NSLock"), "\(file.lastPathComponent) uses NSLock: use Mutex")
            // What a call needs is passed to it (an Idempotency-Key's `WriteReceipt`, a calendar),
            // not set around it for whoever reads it deep below.
            #expect(!text.contains("@TaskLocal"), "\(file.lastPathComponent) declares a task-local: pass it as a parameter")
            // Comments say why; the history (which issue, which session) is in docs/DECISIONS.md.
            #expect(
                text.range(of: #"\b[Ii]ssue \d+"#, options: .regularExpression) == nil,
                "\(file.lastPathComponent) names an issue: say why, and put the history in docs/")
        }
    }

    /// Every suite runs on the tests' own threads (`TestThreads`): one left on Swift concurrency's
    /// pool can block it for the libraries that need it, as SQLite files opened there did.
    @Test func everySuiteRunsOnTheTestThreads() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var suites = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite") {
                suites += 1
                #expect(line.contains(".onTestThreads"), "\(file.lastPathComponent): \(line)")
            }
            // A struct of tests without @Suite would be a suite without the trait.
            if text.contains("@Test"), !text.contains("@Suite"), !text.contains("extension ") {
                Issue.record("\(file.lastPathComponent) holds tests but no @Suite(.onTestThreads)")
            }
        }
        #expect(suites > 150)
    }

    /// Children are started with posix_spawn (`Spawn`, `SpawnedChild`), never Foundation's
    /// `Process`: on this toolchain its `run()` now and then read past a buffer and killed the
    /// whole test process (docs/reliability.md §8), and the app has no use for it.
    @Test func noFoundationProcess() throws {
        let files = ["Sources", "Tests"].flatMap { folder in
            FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
        #expect(files.count > 300)
        for file in files where file.lastPathComponent != "RepositoryRulesTests.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                text.range(of: #"(?<![A-Za-z])(Foundation\.)?Process(\(\)|\.run\(|\)| \{)"#, options: .regularExpression) == nil,
                "\(file.lastPathComponent) uses Foundation's Process: use Spawn or SpawnedChild")
        }
    }
}
