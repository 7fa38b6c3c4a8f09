/// Reads an enum a store kept as its raw text (SQLite and PostgreSQL alike): an unknown value —
/// a newer Plates wrote it, or the file was edited — is a clear decoding error, not a crash.
public enum StoredEnum {
    // Inlinable so a store reading a page of rows gets a specialised copy: the generic one looked
    // up its type's metadata for every column of every row (13 % of a history page's read).
    @inlinable
    public static func value<T: RawRepresentable>(_ raw: String, _ column: String) throws(PlatesError) -> T where T.RawValue == String {
        guard let value = T(rawValue: raw) else {
            throw .decoding("the database holds ‘\(raw)’ in \(column), which this version of Plates does not know")
        }
        return value
    }

    @inlinable
    public static func optional<T: RawRepresentable>(_ raw: String?, _ column: String) throws(PlatesError) -> T? where T.RawValue == String {
        guard let raw else { return nil }
        return try value(raw, column)
    }
}
