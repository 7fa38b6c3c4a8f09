import Foundation
import PlatesCore
import TermUI

/// stdout and stderr for the commands. stdout is fully buffered when piped, so commands flush
/// before they return.
enum Output {
    static func line(_ text: String = "") {
        print(text)
    }

    /// Text as it is (no newline added), for whole documents.
    static func write(_ text: String) {
        print(text, terminator: "")
    }

    static func flush() {
        fflush(nil)  // nil flushes every output stream; naming `stdout` is refused by Swift 6 (a C global)
    }

    /// Prints `plates: message` on stderr (one line).
    static func error(_ message: String) {
        flush()
        // One line; a message that lists things (every row an import refused) puts each on a line
        // of its own, indented under the first.
        let lines = message.split(whereSeparator: \.isNewline).map(String.init)
        let text = "plates: " + (lines.first ?? "") + "\n" + lines.dropFirst().map { "  " + $0.trimmingCharacters(in: .whitespaces) + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A secret on stdout alone (`TOKEN=$(plates token create …)`), what it is on stderr.
    static func secret(_ secret: String, about: String) {
        flush()
        FileHandle.standardError.write(Data((about + "\n").utf8))
        line(secret)
    }

    /// Aligned columns, padded by display width (names may hold any text).
    static func table(_ rows: [[String]], header: [String]) -> [String] { columns([header] + rows) }

    /// Rows of as many cells each, in columns padded by display width.
    static func columns(_ all: [[String]]) -> [String] {
        let widths = (0..<(all.first?.count ?? 0)).map { col in all.map { DisplayWidth.of($0[col]) }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - DisplayWidth.of(cell))
            }.joined(separator: "  ")
        }
    }

    /// Control characters, escape sequences and bidi overrides from stored text never reach the terminal raw.
    static func clean(_ text: String) -> String { TextSanitizer.clean(text) }

    /// `text` as one word for a POSIX shell, to paste: single-quoted, a `'` in it as `'\''`.
    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
}
