import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Issue 7, part 4: random and mangled input into the quick-log parser, every importer and the
/// wire decoder gives a value or an error, never a crash or a hang. Seeded: a failure reproduces.
@Suite(.onTestThreads) struct RandomInputTests {
    static let tokens = [
        "bench", "squat", " ", "100", "x", "5", "@", "8", "w", "bw", "+", "-", "kg", "lb", "km", "mi", ":", "s",
        "1e309", "NaN", "∞", "0x10", ",", ".", "99999", "0", "x3", "\u{1b}[2J", "\u{202e}", "é\u{301}", "💪",
        "\t", "\n", "\"", "'", "%", "\u{0}", String(repeating: "9", count: 400),
    ]

    static func randomText(_ random: inout SeededGenerator, pieces: ClosedRange<Int> = 0...12) -> String {
        (0..<Int.random(in: pieces, using: &random)).map { _ -> String in
            if Int.random(in: 0..<5, using: &random) == 0 {
                return String(Character(Unicode.Scalar(UInt32.random(in: 0...0xD7FF, using: &random)) ?? "?"))
            }
            return tokens.randomElement(using: &random)!
        }.joined()
    }

    @Test func theQuickLogParserAnswersEveryInput() {
        var random = SeededGenerator(seed: 7)
        var parsed = 0
        var refused = 0
        for _ in 0..<10_000 {
            let text = Self.randomText(&random)
            do {
                let entry = try QuickLogParser.parse(text)
                parsed += 1
                // What parses must be sane: no negative reps, no infinite weight.
                if let w = entry.spec.weight { #expect(w.isFinite, "\(text)") }
                if let r = entry.spec.reps { #expect(r >= 0, "\(text)") }
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(parsed > 100 && refused > 100, "parsed \(parsed), refused \(refused): the generator must reach both")
    }

    /// Real exports, cut and mangled at random, and random text, through each format's reader and
    /// the planner.
    @Test func importersAnswerMangledFiles() throws {
        var random = SeededGenerator(seed: 11)
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/import")
        let quirks = dir.appendingPathComponent("quirks")
        let names =
            try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".csv") }.sorted().map { dir.appendingPathComponent($0) }
            + FileManager.default.contentsOfDirectory(atPath: quirks.path).filter { !$0.contains("utf16") }.sorted().map { quirks.appendingPathComponent($0) }
        // Decoded as an import decodes them: one quirk is Windows-1252, not UTF-8.
        let files = try names.map { try ImportBytes.decode(try Data(contentsOf: $0), name: $0.lastPathComponent) }
        let utc = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)
        let base = BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt)
        var read = 0
        var refused = 0
        for round in 0..<800 {
            var text = Array(files[round % files.count])
            for _ in 0..<Int.random(in: 1...8, using: &random) where !text.isEmpty {
                let at = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...200, using: &random)))
                case 1: text.insert(contentsOf: Self.randomText(&random, pieces: 1...4), at: at)
                case 2: text[at] = [",", "\"", "\n", ";", "\u{0}", "é"].randomElement(using: &random)!
                default: text = Array(text[..<at])
                }
            }
            let format: ImportFormat? = round % 3 == 0 ? nil : ImportFormat.allCases.randomElement(using: &random)
            do {
                let file = try ImportFile.read(String(text), format: format, unit: .kg, calendar: utc)
                _ = try ImportPlanner.plan(
                    file, existing: base, defaultPRReps: 1, options: .init(scope: "fuzz", now: Date(timeIntervalSince1970: 1_795_000_000)))
                read += 1
            } catch {
                refused += 1
            }
        }
        for _ in 0..<500 {
            _ = try? ImportFile.read(
                Self.randomText(&random, pieces: 0...60), format: ImportFormat.allCases.randomElement(using: &random), unit: .lb, calendar: utc)
        }
        #expect(read > 20 && refused > 20, "read \(read), refused \(refused): the mangling must leave some files readable")
    }

    @Test func theWireDecoderAnswersRandomBytes() {
        var random = SeededGenerator(seed: 13)
        let valid =
            #"{"data":[{"id":"a","name":"Bench","muscle_group":"chest","exercise_type":"weight_reps","default_pr_reps":1,"is_base":true,"uses_body_weight":false,"created_at":"2026-01-01T00:00:00Z"}]}"#
        for _ in 0..<5_000 {
            var bytes = Array(valid.utf8)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            _ = try? WireCoding.decode([String: [Exercise]].self, from: Data(bytes))
        }
    }
}
