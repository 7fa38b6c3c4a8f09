import Foundation

/// A local day's bounds, fast. `Calendar.dateInterval(of: .day, for:)` costs 1.6–3.3 µs on Linux,
/// which the progress series paid once per training day (16–33 ms for 10,000 days); the
/// time zone's offset costs about 0.05 µs. So the day is computed from the offset, and the
/// calendar is asked only for a day whose offset changes within it (a daylight-saving switch).
public enum LocalDay {
    public static func interval(of date: Date, calendar: Calendar) -> DateInterval {
        let zone = calendar.timeZone
        let offset = Double(zone.secondsFromGMT(for: date))
        let start = ((date.timeIntervalSince1970 + offset) / 86_400).rounded(.down) * 86_400 - offset
        let startDate = Date(timeIntervalSince1970: start)
        let endDate = Date(timeIntervalSince1970: start + 86_400)
        guard calendar.identifier == .gregorian,
            Double(zone.secondsFromGMT(for: startDate)) == offset,
            Double(zone.secondsFromGMT(for: endDate)) == offset  // No switch in the day (none has two).
        else { return calendar.dateInterval(of: .day, for: date)! }
        return DateInterval(start: startDate, end: endDate)
    }
}
