import Foundation
import GRDB
import PlatesCore

/// A timestamp as stored: INTEGER Unix milliseconds (UTC). Reading back builds the same `Date`
/// that `Date.roundedToMilliseconds` makes, so what was written compares equal to what is read.
struct Millis: DatabaseValueConvertible, Sendable {
    var date: Date

    init(_ date: Date) { self.date = date }

    /// The stored integer.
    var value: Int64 { date.unixMilliseconds }

    var databaseValue: DatabaseValue { value.databaseValue }

    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Millis? {
        Int64.fromDatabaseValue(dbValue).map { Millis(Date(timeIntervalSince1970: Double($0) / 1000)) }
    }
}
