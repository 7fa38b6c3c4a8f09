/// A set's weight and distance as the apps write them: one column per unit (`Weight (kg)`,
/// `Weight (lbs)`, `Distance (km)`…), of which a row fills at most one.
extension ImportedSet {
    /// The weight of the first of `columns` with a number, in the unit that column stands for,
    /// with the column named for the report; answers which one it was (nil: none had a number).
    @discardableResult
    mutating func readWeight(_ row: CSVTable.Row, from columns: [(ImportSheet.Column?, WeightUnit)]) throws(ImportFailure) -> Int? {
        for (i, (column, unit)) in columns.enumerated() {
            guard let value = try row.number(column) else { continue }
            weight = value
            weightUnit = unit
            self.columns["weight"] = column?.name
            return i
        }
        return nil
    }

    /// The distance of the first of `columns` with a number, as `readWeight`.
    mutating func readDistance(_ row: CSVTable.Row, from columns: [(ImportSheet.Column?, DistanceUnit)]) throws(ImportFailure) {
        for (column, unit) in columns {
            guard let value = try row.number(column) else { continue }
            distance = value
            distanceUnit = unit
            self.columns["distance"] = column?.name
            return
        }
    }

    /// A distance and the unit written beside it (`m`, `metres`, `km`, `mi`, `miles`, `ft`,
    /// `yd`; empty: `empty`), as FitNotes and a sheet's `Distance Unit` write them. Plates has no
    /// feet or yards: those become metres, and the report counts them.
    mutating func setDistance(
        _ value: Double, unit text: String, empty: DistanceUnit, row: CSVTable.Row, column: ImportSheet.Column?, in file: inout ImportFile
    ) throws(ImportFailure) {
        switch text.lowercased() {
        case "m", "metres", "meters", "metre", "meter": (distance, distanceUnit) = (value, .m)
        case "km", "kms", "k", "kilometres", "kilometers": (distance, distanceUnit) = (value, .km)
        case "": (distance, distanceUnit) = (value, empty)
        case "mi", "mile", "miles": (distance, distanceUnit) = (value, .mi)
        case "ft", "feet":
            (distance, distanceUnit) = ((value * 0.3048 * 100).rounded() / 100, .m)
            file.adjustments["distances in feet converted to metres", default: 0] += 1
        case "yd", "yds", "yards":
            (distance, distanceUnit) = ((value * 0.9144 * 100).rounded() / 100, .m)
            file.adjustments["distances in yards converted to metres", default: 0] += 1
        default:
            throw ImportFailure(line: row.line, column: column?.name, "‘\(text)’ is not a distance unit (m, km, mi, ft).")
        }
    }
}
