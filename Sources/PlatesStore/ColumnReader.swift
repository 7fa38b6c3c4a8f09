import Foundation
import GRDB

/// Reads a row's columns by position. On a row a cursor stands on, straight from the SQLite
/// statement: GRDB's generic `row[i]` looks up generic metadata for each optional it decodes,
/// which was a tenth of a history page's CPU on the server (docs/performance.md). On a copied
/// row (`fetchAll`, `fetchOne`), through GRDB.
struct ColumnReader {
    let row: Row
    /// The statement `row` is a live view of, or nil for a copied row.
    let statement: SQLiteStatement?

    init(row: Row, statement: SQLiteStatement? = nil) {
        self.row = row
        self.statement = statement
    }

    /// Column `i` as text, shared with an equal one `shared` kept from an earlier row.
    func string(_ i: Int, sharing shared: inout SharedStrings) -> String {
        if let statement { return shared.string(statement, i) }
        return row[i]
    }

    func string(_ i: Int) -> String {
        if let statement { return String(sqliteStatement: statement, index: CInt(i)) }
        return row[i]
    }

    func optionalString(_ i: Int) -> String? { row.hasNull(atIndex: i) ? nil : string(i) }

    func int64(_ i: Int) -> Int64 {
        if let statement { return Int64(sqliteStatement: statement, index: CInt(i)) }
        return row[i]
    }

    func optionalInt(_ i: Int) -> Int? { row.hasNull(atIndex: i) ? nil : Int(int64(i)) }

    func optionalDouble(_ i: Int) -> Double? {
        if row.hasNull(atIndex: i) { return nil }
        if let statement { return Double(sqliteStatement: statement, index: CInt(i)) }
        return row[i] as Double
    }

    func millis(_ i: Int) -> Date { Date(timeIntervalSince1970: Double(int64(i)) / 1000) }
}
