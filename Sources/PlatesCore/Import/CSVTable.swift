import Foundation

/// A CSV file read for import: the header row and the data rows, each with the line it
/// starts on so errors can name the line and column. Reads what the workout apps write: `,` or
/// `;` or tab as the delimiter (sniffed from the header), fields quoted with `"` (a doubled `""`
/// inside is one quote, and quoted fields may span lines), LF or CRLF line ends, a UTF-8 BOM.
/// Pure: the caller reads the file.
public struct CSVTable: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        /// 1-based line of the file where the row starts.
        public var line: Int
        public var fields: [String]

        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    public var delimiter: Character
    public var header: [String]
    public var rows: [Row]

    public enum Failure: Error, Equatable, Sendable {
        case empty
        case unclosedQuote(line: Int)
        case textAfterQuote(line: Int, column: Int)
    }

    /// The delimiters tried, most common first.
    public static let delimiters: [Character] = [",", ";", "\t"]

    public init(text: String) throws(Failure) {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        let stated = Self.separatorLine(body)
        let delimiter = stated ?? Self.sniff(body)
        var records = try Self.records(body, delimiter: delimiter)
        if stated != nil, !records.isEmpty { records.removeFirst() }
        guard let first = records.first(where: { !Self.isBlank($0) }) else { throw .empty }
        self.delimiter = delimiter
        self.header = first.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        // Blank lines between rows carry nothing: dropped, as every app's own reader does; so are
        // a spreadsheet's empty rows, its delimiters alone (`,,,,,,`).
        self.rows = records.drop { $0.line <= first.line }.filter { !Self.isBlank($0) }
    }

    /// A row with nothing in any field.
    static func isBlank(_ row: Row) -> Bool { row.fields.allSatisfy { $0.allSatisfy(\.isWhitespace) } }

    /// The delimiter a first line `sep=;` names: written above the header so that Excel opens
    /// the file right, by Excel itself and by tools that make files for it.
    public static func separatorLine(_ text: Substring) -> Character? {
        let line = text.prefix { !$0.isNewline }
        guard line.count == 5, line.lowercased().hasPrefix("sep="), let c = line.last, delimiters.contains(c) else { return nil }
        return c
    }

    /// The text after a `sep=` line, if it has one.
    public static func afterSeparatorLine(_ text: Substring) -> Substring {
        guard separatorLine(text) != nil else { return text }
        return text.drop { !$0.isNewline }.drop(while: \.isNewline)
    }

    /// The header's delimiter: the candidate found most often outside quotes on the first line.
    static func sniff(_ text: Substring) -> Character {
        var counts: [Character: Int] = [:]
        var quoted = false
        for c in text {
            if c == "\"" {
                quoted.toggle()
                continue
            }
            // `\r\n` is one Character: `isNewline`, not a comparison with `\n`, ends the line (the
            // count ran over the whole file, where decimal commas could outnumber the `;`).
            if !quoted, c.isNewline { break }
            if !quoted, delimiters.contains(c) { counts[c, default: 0] += 1 }
        }
        return delimiters.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? ","
    }

    /// The records of `text`, read byte by byte (the delimiters, quotes and line ends are ASCII;
    /// a field's bytes become a String once): a Character at a time, appended one by one, was a
    /// fifth of a 100,000-set import. `\r\n`, `\r` and `\n` all end a record; columns in messages
    /// count characters, not bytes.
    static func records(_ text: Substring, delimiter: Character) throws(Failure) -> [Row] {
        let bytes = Array(text.utf8)
        let d = delimiter.asciiValue ?? UInt8(ascii: ",")
        let quote = UInt8(ascii: "\"")
        let lf = UInt8(ascii: "\n")
        let cr = UInt8(ascii: "\r")
        let space = UInt8(ascii: " ")
        var rows: [Row] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var rowLine = 1
        var column = 1
        var quoted = false
        var wasQuoted = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            // A UTF-8 continuation byte is part of the character before it.
            let counts = b & 0xC0 != 0x80
            if quoted {
                if b == quote {
                    if i + 1 < bytes.count, bytes[i + 1] == quote {
                        field.append(quote)
                        column += 2
                        i += 2
                        continue
                    }
                    quoted = false
                } else {
                    field.append(b)
                    if b == lf || (b == cr && !(i + 1 < bytes.count && bytes[i + 1] == lf)) {
                        line += 1
                        column = 0
                    }
                }
                if counts { column += 1 }
                i += 1
                continue
            }
            switch b {
            case quote where field.isEmpty && !wasQuoted:
                quoted = true
                wasQuoted = true
            case d:
                endField()
                wasQuoted = false
            case lf, cr:
                if b == cr, i + 1 < bytes.count, bytes[i + 1] == lf { i += 1 }
                endField()
                rows.append(Row(line: rowLine, fields: fields))
                // The next row is most likely as wide: no growing (and no spare capacity) per row.
                let width = fields.count
                fields = []
                fields.reserveCapacity(width)
                wasQuoted = false
                line += 1
                rowLine = line
                column = 0
            default:
                if wasQuoted, b != space { throw .textAfterQuote(line: line, column: column) }
                if !wasQuoted { field.append(b) }
            }
            if counts { column += 1 }
            i += 1
        }
        if quoted { throw .unclosedQuote(line: rowLine) }
        if !fields.isEmpty || !field.isEmpty || wasQuoted {
            endField()
            rows.append(Row(line: rowLine, fields: fields))
        }
        return rows
    }

    /// The index of the column named `name` (case and surrounding spaces ignored), if any.
    public func column(_ name: String) -> Int? {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        return header.firstIndex { $0.lowercased() == wanted }
    }
}
