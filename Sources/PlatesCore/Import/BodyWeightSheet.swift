import Foundation

/// A body-weight log kept in a spreadsheet (`Date,Weight`, `Datum;Körpergewicht`): a row a
/// weigh-in, its unit from the cell (`82.5 kg`), a `Unit` column, the header (`Body weight
/// (lbs)`) or `unit` (counted in the report, as for sets); the time of day from the date or a
/// `Time` column, else noon; notes. A row without a weight is no weigh-in.
enum BodyWeightSheet {
    static func read(
        _ sheet: ImportSheet, date: ImportSheet.Column, weight: ImportSheet.Column, unit: WeightUnit, calendar: Calendar
    ) throws(ImportFailure) -> ImportFile {
        func named(_ names: [String]) -> ImportSheet.Column? { names.lazy.compactMap { sheet.column($0) }.first }
        let unitColumn = named(SheetReader.unitNames)
        let time = named(SheetTime.clockNames + SheetTime.eitherNames)
        let notes = named(SheetReader.notesNames)
        let header = weight.name.lowercased()
        let headerUnit: WeightUnit? = header.contains("lb") ? .lb : header.contains("kg") ? .kg : nil
        let parsers = SheetReader.dates(calendar)
        try parsers.learnOrder(sheet, date)
        var file = ImportFile(format: .sheet)
        let read = Set([date, weight, unitColumn, time, notes].compactMap { $0?.index })
        var unread: [Int: Int] = [:]
        for row in sheet.table.rows {
            file.rows += 1
            for i in row.fields.indices where !read.contains(i) && !ImportText.trimmed(row.fields[i]).isEmpty { unread[i, default: 0] += 1 }
            guard !row.text(weight).isEmpty else {
                file.adjustments["rows without a weight (no weigh-in)", default: 0] += 1
                continue
            }
            let day = try row.time(date, parsers)
            var start = day
            if day.seconds.truncatingRemainder(dividingBy: 86_400) == 0 {
                if let time, !row.text(time).isEmpty {
                    guard let clock = SheetTime.clock(row.text(time)) else {
                        throw ImportFailure(line: row.line, column: time.name, "‘\(row.text(time))’ is not a time of day (like 07:30 or 7:30 AM).")
                    }
                    start = day.adding(Double(clock.seconds))
                } else {
                    start = day.adding(12 * 3_600)
                }
            }
            // The sets' reading of a weight: its unit from the cell, the row, the header or `unit`.
            var scratch = ImportedSet(line: row.line, exercise: "", date: parsers.instant(start))
            let plain = headerUnit == nil ? weight : nil
            let withoutUnit = try SheetReader.readWeight(
                row, into: &scratch, kg: headerUnit == .kg ? weight : nil, lb: headerUnit == .lb ? weight : nil, plain: plain,
                unitColumn: unitColumn, unit: unit)
            guard !scratch.bodyWeight, let value = scratch.weight else {
                throw ImportFailure(line: row.line, column: weight.name, "‘\(row.text(weight))’ is not a body weight (82.5, 82.5 kg, 180 lb).")
            }
            if withoutUnit {
                file.countUnitlessWeight(unit)
            }
            file.weighIns.append(
                ImportedWeighIn(
                    line: row.line, date: parsers.instant(start), weight: value, unit: scratch.weightUnit, notes: ImportText.join([row.text(notes)]),
                    timeIdentity: start.identity))
        }
        file.countUnread(unread, header: sheet.table.header)
        return file
    }
}
