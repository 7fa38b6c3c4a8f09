import Foundation

/// A spreadsheet's `Time` column, which people use for two things: the time of day a set was
/// done (`18:30`, `6:30 PM`, beside the date) or how long it took (a run's `25:30`). Decided
/// for the whole column from its values, never guessed row by row: a value on a row with reps
/// is a time of day (a lifted set has no duration), a value no clock shows (`52:10`, `1500`,
/// `25 min`) is a duration. A column with both is refused with the names that settle it; one
/// with neither (every value could be either, on rows without reps) is read as durations,
/// the set's own time, and the report says which way it was read.
enum SheetTime {
    enum Meaning: Equatable { case timeOfDay, duration }

    /// The names of a column that is always the time of day.
    static let clockNames = ["time of day", "start time", "uhrzeit", "hora", "heure", "ora"]
    /// The names of a column that may be either.
    static let eitherNames = ["time", "zeit", "tiempo", "temps"]

    /// What `column` means in `sheet`; `hasDuration`: the sheet has a duration column of its own,
    /// so a `Time` beside it is the time of day.
    static func meaning(
        of column: ImportSheet.Column, in sheet: ImportSheet, reps: ImportSheet.Column?, hasDuration: Bool, alwaysClock: Bool
    ) throws(ImportFailure) -> Meaning {
        var clockRow: (line: Int, text: String)?
        var durationRow: (line: Int, text: String)?
        for row in sheet.table.rows {
            let text = row.text(column)
            if text.isEmpty { continue }
            guard let clock = clock(text) else {
                if durationRow == nil { durationRow = (row.line, text) }
                continue
            }
            // On a row with reps (a lifted set has no duration), or with am/pm: a clock.
            if clockRow == nil, clock.twelveHour || !row.text(reps).isEmpty { clockRow = (row.line, text) }
        }
        if alwaysClock || hasDuration {
            if let d = durationRow {
                throw ImportFailure(line: d.line, column: column.name, "‘\(d.text)’ is not a time of day (like 18:30 or 6:30 PM).")
            }
            return .timeOfDay
        }
        if let c = clockRow, let d = durationRow {
            throw ImportFailure(
                line: d.line, column: column.name,
                "this column holds times of day (‘\(c.text)’, line \(c.line)) and durations (‘\(d.text)’): "
                    + "name it ‘Time of day’ or ‘Duration’, or split it in two.")
        }
        return clockRow != nil ? .timeOfDay : .duration
    }

    /// Seconds after midnight of `18:30`, `18:30:15`, `6:30 PM`, `6:30pm`, and whether it was
    /// written with am/pm; nil for anything a clock does not show (`25:30`, `1500`, `25 min`).
    static func clock(_ text: String) -> (seconds: Int, twelveHour: Bool)? {
        var t = text.lowercased().replacingOccurrences(of: " ", with: "")
        var half: Int?
        for (suffix, offset) in [("am", 0), ("a.m.", 0), ("pm", 12), ("p.m.", 12)] where t.hasSuffix(suffix) {
            t = String(t.dropLast(suffix.count))
            half = offset
            break
        }
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
            parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.dropFirst().allSatisfy({ $0.count == 2 })
        else { return nil }
        let n = parts.map { Int($0)! }
        guard n.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        var hour = n[0]
        if let half {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + half
        }
        guard hour < 24 else { return nil }
        return (hour * 3600 + n[1] * 60 + (n.count > 2 ? n[2] : 0), half != nil)
    }
}
