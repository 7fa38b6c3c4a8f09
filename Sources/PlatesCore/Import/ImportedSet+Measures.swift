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
}
