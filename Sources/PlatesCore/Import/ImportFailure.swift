import Foundation

/// Why an import stopped, naming the line and column of the file. Nothing was written.
public struct ImportFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the file, when the problem is in one row.
    public var line: Int?
    /// The column's name as the file's header spells it.
    public var column: String?
    public var reason: String

    public init(line: Int? = nil, column: String? = nil, _ reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        var place: [String] = []
        if let line { place.append("line \(line)") }
        if let column { place.append("column ‘\(column)’") }
        return place.isEmpty ? reason : place.joined(separator: ", ") + ": " + reason
    }

    /// As the error every command and screen shows.
    public var platesError: PlatesError { .validation("Nothing was imported. \(description)", field: column) }

    /// Every refused row at once, so one look at the file fixes them all (each refusal
    /// named only the first row). Up to 20 are listed.
    public static func all(_ failures: [ImportFailure]) -> ImportFailure {
        guard failures.count > 1 else { return failures[0] }
        let shown = failures.prefix(20).map { "  " + $0.description }.joined(separator: "\n")
        let more = failures.count > 20 ? "\n  … and \(failures.count - 20) more" : ""
        return ImportFailure("\(failures.count) rows cannot be imported:\n\(shown)\(more)")
    }

    public static func from(_ failure: CSVTable.Failure) -> ImportFailure {
        switch failure {
        case .empty: return ImportFailure("The file is empty: there is no header row.")
        case .unclosedQuote(let line): return ImportFailure(line: line, "a quoted field is never closed (a missing \").")
        case .textAfterQuote(let line, let column):
            return ImportFailure(line: line, "text after a closing quote at character \(column + 1).")
        }
    }
}
