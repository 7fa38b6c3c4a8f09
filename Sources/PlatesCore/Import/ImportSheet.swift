import Foundation

/// A CSV table read by column name, never by position: the readers of each format ask for
/// columns by the names their apps write, and every value read names its line and column when it
/// is wrong.
struct ImportSheet {
    let table: CSVTable

    init(text: String) throws(ImportFailure) {
        do { table = try CSVTable(text: text) } catch { throw ImportFailure.from(error) }
        for row in table.rows where row.fields.count != table.header.count {
            throw ImportFailure(line: row.line, "\(row.fields.count) fields, but the header has \(table.header.count): check the delimiter and quotes.")
        }
    }

    /// The first of `names` the header has.
    func column(_ names: String...) -> Column? {
        for name in names { if let i = table.column(name) { return Column(index: i, name: table.header[i]) } }
        return nil
    }

    func require(_ names: String..., format: String) throws(ImportFailure) -> Column {
        for name in names { if let i = table.column(name) { return Column(index: i, name: table.header[i]) } }
        throw ImportFailure("This \(format) file has no ‘\(names[0])’ column.")
    }

    struct Column {
        var index: Int
        var name: String
    }
}

extension CSVTable.Row {
    /// The trimmed text of `column`; empty when the file has no such column.
    func text(_ column: ImportSheet.Column?) -> String {
        guard let column else { return "" }
        let field = fields[column.index]
        // Most fields have nothing to trim: skip Foundation's trimming (a third of a large import's time).
        guard field.first?.isWhitespace == true || field.last?.isWhitespace == true else { return field }
        return field.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A number, or nil when empty. Float noise from the exporting app (`12.900000000000034`) is
    /// rounded to 4 decimals; a decimal comma is accepted when there is no point.
    func number(_ column: ImportSheet.Column?) throws(ImportFailure) -> Double? {
        let raw = text(column)
        if raw.isEmpty { return nil }
        let normal = raw.contains(".") ? raw : raw.replacingOccurrences(of: ",", with: ".")
        guard let value = Double(normal), value.isFinite else {
            throw ImportFailure(line: line, column: column?.name, "‘\(raw)’ is not a number.")
        }
        guard abs(value) < 1e9 else { throw ImportFailure(line: line, column: column?.name, "\(raw) is far too large.") }
        return (value * 10_000).rounded() / 10_000
    }

    /// A whole number (`20` or `20.0`), or nil when empty.
    func whole(_ column: ImportSheet.Column?) throws(ImportFailure) -> Int? {
        guard let value = try number(column) else { return nil }
        guard value == value.rounded() else {
            throw ImportFailure(line: line, column: column?.name, "‘\(text(column))’ is not a whole number.")
        }
        return Int(value)
    }

    /// Seconds from `75`, `1:15`, `0:59:00` or `1:02:03.5`, or nil when empty.
    func seconds(_ column: ImportSheet.Column?) throws(ImportFailure) -> Int? {
        let raw = text(column)
        if raw.isEmpty { return nil }
        let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else {
            throw ImportFailure(line: line, column: column?.name, "‘\(raw)’ is not a time: use seconds or h:mm:ss.")
        }
        var total = 0.0
        for part in parts {
            guard let value = Double(part), value.isFinite, value >= 0 else {
                throw ImportFailure(line: line, column: column?.name, "‘\(raw)’ is not a time: use seconds or h:mm:ss.")
            }
            total = total * 60 + value
        }
        guard total < 1e7 else { throw ImportFailure(line: line, column: column?.name, "‘\(raw)’ is far too long.") }
        return Int(total.rounded())
    }

    /// A date `dates` reads (local time of its calendar).
    func date(_ column: ImportSheet.Column, _ dates: ImportDates) throws(ImportFailure) -> Date {
        let raw = text(column)
        if let date = dates.parse(raw) { return date }
        throw ImportFailure(line: line, column: column.name, raw.isEmpty ? "the date is missing." : "‘\(raw)’ is not a date this importer reads.")
    }
}

/// Fixed-format date parsers (English month names whatever the machine's language) in the
/// calendar's time zone. Remembers what it parsed: every set of a workout repeats its date, and
/// `DateFormatter` is slow.
final class ImportDates {
    private let parsers: [DateFormatter]
    private var cache: [String: Date] = [:]

    init(_ formats: [String], calendar: Calendar) {
        parsers = formats.map { format in
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.calendar = Calendar(identifier: .gregorian)
            f.timeZone = calendar.timeZone
            f.dateFormat = format
            f.isLenient = false
            return f
        }
    }

    func parse(_ text: String) -> Date? {
        if let known = cache[text] { return known }
        for parser in parsers {
            if let date = parser.date(from: text) {
                cache[text] = date
                return date
            }
        }
        return nil
    }
}
