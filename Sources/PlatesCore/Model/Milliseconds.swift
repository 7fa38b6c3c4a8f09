import Foundation

/// Timestamps are kept at millisecond precision everywhere: SQLite and PostgreSQL store Unix
/// milliseconds, the wire writes `.sss`, and record ranks compare them.
extension Date {
    /// The same instant at millisecond precision: what the stores and the wire keep.
    public var roundedToMilliseconds: Date {
        Date(timeIntervalSince1970: Double(unixMilliseconds) / 1000)
    }

    /// Milliseconds since 1970 (UTC), rounded: the stored integer.
    public var unixMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }
}
