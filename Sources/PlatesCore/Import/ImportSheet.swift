import Foundation

/// A CSV table read by column name, never by position: the readers of each format ask for
/// columns by the names their apps write, and every value read names its line and column when it
/// is wrong.
struct ImportSheet {
    private(set) var table: CSVTable

    /// How many rows had more fields than the header, rejoined into `widening`'s column.
    private(set) var rejoined = 0

    /// - Parameter widening: the column a row with more fields than the header has too many in:
    ///   old FitNotes exports write exercise names with unquoted commas ("BB Row, One Arm"), so
    ///   the fields before that column and the ones after it are fixed, and the extra ones are
    ///   joined back into it.
    init(text: String, widening: String? = nil) throws(ImportFailure) {
        do { table = try CSVTable(text: text) } catch { throw ImportFailure.from(error) }
        let width = table.header.count
        let wide = widening.flatMap { table.column($0) }
        for i in table.rows.indices where table.rows[i].fields.count != width {
            let row = table.rows[i]
            guard let wide, row.fields.count > width else {
                throw ImportFailure(line: row.line, "\(row.fields.count) fields, but the header has \(width): check the delimiter and quotes.")
            }
            let extra = row.fields.count - width
            var fields = Array(row.fields[..<wide])
            fields.append(row.fields[wide...(wide + extra)].joined(separator: String(table.delimiter)))
            fields += row.fields[(wide + extra + 1)...]
            table.rows[i].fields = fields
            rejoined += 1
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
        return ImportText.trimmed(fields[column.index])
    }

    /// A number, or nil when empty. Float noise from the exporting app (`12.900000000000034`) is
    /// rounded to 4 decimals; a decimal comma is accepted when there is no point.
    func number(_ column: ImportSheet.Column?) throws(ImportFailure) -> Double? {
        let raw = text(column)
        if raw.isEmpty { return nil }
        // Byte checks: Foundation's contains(_:) and replacingOccurrences cost a tenth of an import.
        let hasPoint = raw.utf8.contains(UInt8(ascii: "."))
        let hasComma = raw.utf8.contains(UInt8(ascii: ","))
        let normal = hasPoint || !hasComma ? raw : String(raw.map { $0 == "," ? "." : $0 })
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

    /// The time `dates` reads in `column`, as written (not yet placed in a time zone).
    func time(_ column: ImportSheet.Column, _ dates: ImportDates) throws(ImportFailure) -> ImportTime {
        let raw = text(column)
        if let time = dates.parse(raw) { return time }
        throw ImportFailure(line: line, column: column.name, raw.isEmpty ? "the date is missing." : "‘\(raw)’ is not a date this importer reads.")
    }
}

/// A time as a file writes it. Most exports write local wall-clock times with no zone: those are
/// kept as the wall clock (`seconds` counted as if it were UTC) until they are placed in the
/// importing machine's zone, so what identifies a row never depends on that zone (the
/// same file imported under another `TZ` added every set again). A time with an offset is absolute.
struct ImportTime: Hashable, Sendable {
    var seconds: Double
    var absolute: Bool

    func adding(_ interval: Double) -> ImportTime { ImportTime(seconds: seconds + interval, absolute: absolute) }

    /// The start of its day, for formats that give the day only (wall-clock days).
    var startOfDay: ImportTime { ImportTime(seconds: (seconds / 86_400).rounded(.down) * 86_400, absolute: absolute) }

    /// The same text whatever the machine's zone: part of an imported set's id.
    var identity: String { (absolute ? "Z" : "L") + String(Int64((seconds * 1_000).rounded())) }

    /// The instant in `zone`. A wall-clock time that the zone skips (a spring-forward night:
    /// 02:30 in Berlin, or midnight in Santiago) is moved forward past the gap, as a clock that
    /// was not yet changed would read; a time the zone repeats (autumn) takes its first occurrence.
    func instant(in zone: TimeZone) -> Date {
        if absolute { return Date(timeIntervalSince1970: seconds) }
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds - 86_400))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds + 86_400))
        let candidates = Set([before, after]).map { seconds - Double($0) }.sorted()
        for t in candidates where Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: t))) == seconds - t {
            return Date(timeIntervalSince1970: t)
        }
        // In a gap: read with the offset before it, which lands just past the gap.
        return Date(timeIntervalSince1970: seconds - Double(min(before, after)))
    }
}

/// Fixed-format date parsers (English month names whatever the machine's language). Formats
/// without a zone are read as wall-clock times (`ImportTime`). Remembers what it parsed: every
/// set of a workout repeats its date, and `DateFormatter` is slow.
final class ImportDates {
    private let parsers: [(formatter: DateFormatter, absolute: Bool)]
    private var cache: [String: ImportTime] = [:]
    let zone: TimeZone
    /// `yyyy-MM-dd HH:mm:ss` (Strong, FitNotes) is read by hand when it comes first among the
    /// formats: DateFormatter cost a twentieth of a 100,000-set import.
    private let plainFirst: Bool

    init(_ formats: [String], calendar: Calendar) {
        zone = calendar.timeZone
        plainFirst = formats.first == "yyyy-MM-dd HH:mm:ss"
        parsers = formats.map { format in
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.calendar = Calendar(identifier: .gregorian)
            f.timeZone = TimeZone(identifier: "UTC")!
            f.dateFormat = format
            f.isLenient = false
            return (f, format.contains("X") || format.contains("Z"))
        }
    }

    /// The order of the column's dates when a spreadsheet rewrote them (`learnOrder`).
    private var spreadsheetOrder: SpreadsheetDate.Order?

    func parse(_ text: String) -> ImportTime? {
        if plainFirst, let seconds = Self.plainSeconds(text) { return ImportTime(seconds: seconds, absolute: false) }
        if let known = cache[text] { return known }
        for parser in parsers {
            if let date = parser.formatter.date(from: text) {
                let time = ImportTime(seconds: date.timeIntervalSince1970, absolute: parser.absolute)
                cache[text] = time
                return time
            }
        }
        if let order = spreadsheetOrder, let seconds = SpreadsheetDate(text)?.seconds(in: order) {
            let time = ImportTime(seconds: seconds, absolute: false)
            cache[text] = time
            return time
        }
        return nil
    }

    /// When the column's first date is not in the app's format but in a spreadsheet's
    /// (`05/01/2024`: the export was opened and saved again), decides from all of them which
    /// number is the day. A file in the app's own format is not read twice.
    func learnOrder(_ sheet: ImportSheet, _ column: ImportSheet.Column) throws(ImportFailure) {
        guard let first = sheet.table.rows.first(where: { !$0.text(column).isEmpty }), parse(first.text(column)) == nil,
            SpreadsheetDate(first.text(column)) != nil
        else { return }
        var dates: [(date: SpreadsheetDate, line: Int)] = []
        for row in sheet.table.rows { if let d = SpreadsheetDate(row.text(column)) { dates.append((d, row.line)) } }
        spreadsheetOrder = try SpreadsheetDate.order(of: dates, column: column.name)
    }

    func instant(_ time: ImportTime) -> Date { time.instant(in: zone) }

    /// Seconds since 1970 of `yyyy-MM-dd HH:mm:ss` read as UTC; nil when the text is not exactly
    /// that, names no real time (2025-02-30, 24:00:00), or is before 1900: the formatter then reads it.
    static func plainSeconds(_ text: String) -> Double? {
        let b = Array(text.utf8)
        guard b.count == 19, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: " "),
            b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var n = 0
            for i in from..<(from + count) {
                guard b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") else { return nil }
                n = n * 10 + Int(b[i] - UInt8(ascii: "0"))
            }
            return n
        }
        guard let y = number(0, 4), let m = number(5, 2), let d = number(8, 2), let h = number(11, 2),
            let mi = number(14, 2), let s = number(17, 2)
        else { return nil }
        return wallClock(year: y, month: m, day: d, hour: h, minute: mi, second: s)
    }

    /// Seconds since 1970 of a wall-clock time read as UTC; nil for one that is not real
    /// (2025-02-30, 24:00) or before 1900 (the formatter's calendar, Julian before 1582, decides).
    static func wallClock(year y: Int, month m: Int, day d: Int, hour h: Int, minute mi: Int, second s: Int) -> Double? {
        guard y >= 1900, y < 10_000, (1...12).contains(m), (0..<24).contains(h), (0..<60).contains(mi), (0..<60).contains(s) else { return nil }
        guard (1...Civil.daysIn(month: m, year: y)).contains(d) else { return nil }
        let daysSince1970 = Civil.days(year: y, month: m, day: d)
        return Double(daysSince1970 * 86_400 + h * 3_600 + mi * 60 + s)
    }
}
