import Foundation
import GRDB
import GRDBSQLite

/// Texts a read meets again and again (a page of sets names a few exercises, each a 36-character
/// id): the same column read as the same string, one allocation for all the rows that hold it,
/// not one a row. History paged deep keeps thousands of sets, and each one's id was an 80-byte
/// allocation of its own (docs/performance.md, session 40).
struct SharedStrings {
    private var seen: [String] = []
    /// Strings kept at most: a page names few exercises; a read naming more shares the first ones.
    static let capacity = 16

    /// Column `i` of the row `statement` stands on, as a string met before when its bytes match.
    mutating func string(_ statement: SQLiteStatement, _ i: Int) -> String {
        if let text = sqlite3_column_text(statement, CInt(i)) {
            let count = Int(sqlite3_column_bytes(statement, CInt(i)))
            for index in seen.indices {
                let same = seen[index].withUTF8 { $0.count == count && ($0.baseAddress.map { memcmp($0, text, count) == 0 } ?? true) }
                if same { return seen[index] }
            }
        }
        let string = String(sqliteStatement: statement, index: CInt(i))
        if seen.count < Self.capacity { seen.append(string) }
        return string
    }
}
