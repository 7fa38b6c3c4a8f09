import Foundation
import Hummingbird
import PlatesCore

/// Query-string parameters, each checked with a message naming it.
struct Query {
    let request: Request

    /// Free text: an empty value is no value.
    func string(_ name: String) throws(PlatesError) -> String? {
        try given(name).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The parameter as sent, an empty value included (a number, a date or a zone cannot be
    /// empty); sent twice is an error, not a choice of one (schemathesis's ST201 sent
    /// `skip=&skip=x…` and got the first page).
    func given(_ name: String) throws(PlatesError) -> String? {
        let values = request.uri.queryParameters.getAll(name)
        guard let text = values.first else { return nil }
        guard values.count == 1 else { throw .validation("‘\(name)’ is given \(values.count) times: give it once.", field: name) }
        return try WireText.checked(text, field: name)
    }

    func int(_ name: String, default value: Int, in range: ClosedRange<Int>) throws(PlatesError) -> Int {
        guard let text = try given(name) else { return value }
        guard let n = Int(text), range.contains(n) else {
            throw .validation("‘\(name)’ must be a whole number from \(range.lowerBound) to \(range.upperBound).", field: name)
        }
        return n
    }

    /// `true` or `false` (absent: false).
    func bool(_ name: String) throws(PlatesError) -> Bool {
        switch try given(name) {
        case nil, "false": return false
        case "true": return true
        default: throw .validation("‘\(name)’ must be true or false.", field: name)
        }
    }

    func skip() throws(PlatesError) -> Int { try int("skip", default: 0, in: 0...Int(Int32.max)) }
    func limit() throws(PlatesError) -> Int { try int("limit", default: 50, in: Limits.pageLimit) }

    /// `tz` (an IANA zone such as Europe/Berlin): where "today" and days are. UTC when absent.
    func calendar() throws(PlatesError) -> Calendar {
        guard let name = try given("tz") else { return .plates(timeZone: TimeZone(identifier: "UTC")!) }
        guard name.count <= 64, let zone = TimeZone(identifier: name) else {
            throw .validation("‘tz’ must be a time zone name such as Europe/Berlin.", field: "tz")
        }
        return .plates(timeZone: zone)
    }

    /// A timestamp, or a date-only `YYYY-MM-DD` (the start of that day in `calendar`).
    func date(_ name: String, calendar: Calendar) throws(PlatesError) -> Date? {
        guard let text = try given(name) else { return nil }
        if let d = WireDates.parse(text) ?? WireDates.parseDay(text, calendar: calendar) { return d }
        throw .validation("‘\(name)’ must be an ISO 8601 timestamp or a date YYYY-MM-DD.", field: name)
    }
}
