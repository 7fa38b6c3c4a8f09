import Foundation
import PlatesCore

/// stdout and stderr for the commands. stdout is fully buffered when piped, so commands flush
/// before they return.
enum Output {
    static func line(_ text: String = "") {
        print(text)
    }

    static func flush() {
        fflush(nil) // nil flushes every output stream; naming `stdout` is refused by Swift 6 (a C global)
    }

    /// Prints `plates: message` on stderr (one line).
    static func error(_ message: String) {
        flush()
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("plates: \(oneLine)\n".utf8))
    }

    /// Aligned columns, padded by display width (names may hold any text).
    static func table(_ rows: [[String]], header: [String]) -> [String] {
        let all = [header] + rows
        let widths = (0..<header.count).map { col in all.map { $0[col].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }
    }

    /// Control characters and escape sequences from stored text never reach the terminal raw.
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) ? "?" : scalar
        }))
    }
}
