import Foundation

/// A date as people type it (`plates log --date`, the TUI's date fields): `today`, `yesterday`, `YYYY-MM-DD` (today: now; another day: noon), `YYYY-MM-DD HH:MM`
/// or `YYYY-MM-DDTHH:MM` (local time), or an ISO 8601 timestamp.
public enum DateInput {
    public static func parse(_ text: String?, environment: PlatesEnvironment) throws(PlatesError) -> Date {
        let now = environment.now()
        let calendar = environment.calendar
        guard let raw = text?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return now }
        switch raw.lowercased() {
        case "today", "now": return now
        case "yesterday": return calendar.date(byAdding: .day, value: -1, to: now)!
        default: break
        }
        if let timestamp = WireDates.parse(raw) { return timestamp }
        let pieces = raw.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
        if let day = WireDates.parseDay(pieces[0], calendar: calendar) {
            if pieces.count == 1 {
                return calendar.isDate(day, inSameDayAs: now) ? now : calendar.date(bySettingHour: 12, minute: 0, second: 0, of: day)!
            }
            let hm = pieces[1].split(separator: ":").map { Int($0) }
            if pieces.count == 2, hm.count == 2, let h = hm[0], let m = hm[1], (0..<24).contains(h), (0..<60).contains(m),
                let date = calendar.date(bySettingHour: h, minute: m, second: 0, of: day)
            {
                return date
            }
        }
        throw .validation("‘\(raw)’ is not a date: use YYYY-MM-DD, YYYY-MM-DD HH:MM, today or yesterday.", field: "date")
    }
}
