import Foundation
import Testing
@testable import PlatesCore

/// Rules about the repository itself: embedded fixtures match Resources/, and only the terminal
/// adapter may import ncurses.
@Suite struct RepositoryRulesTests {
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
}
