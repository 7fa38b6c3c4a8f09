import Foundation
import PlatesTestSupport
import Testing

/// Issue 21 asks docs/server.md for every limit, timeout and switch with its default: each option
/// `plates-server --help` lists has a row in its table, so a new switch fails here until it does.
@Suite(.onTestThreads) struct ServerSwitchesDocTests {
    @Test func everySwitchOfTheServerHasARowInServerMD() async throws {
        let help = try await PlatesProcess.run(["--help"], executable: PlatesProcess.server)
        let switches = Set(
            help.stdout.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("--"), trimmed != "--help" else { return nil }
                return String(trimmed.prefix { $0 != " " })
            }
        ).subtracting(["--help"])
        #expect(switches.count >= 15, "\(switches.sorted())")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/server.md"), encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `--") }
        for name in switches.sorted() {
            #expect(rows.contains { $0.hasPrefix("| `\(name) ") || $0.hasPrefix("| `\(name)`") }, "\(name) has no row in docs/server.md's switches table")
        }
    }
}
