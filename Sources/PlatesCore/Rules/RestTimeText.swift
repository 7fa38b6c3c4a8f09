import Foundation

/// A rest length as people type it: `3:00`, `90`, `90s`, `2m`, `2m30s`, `1.5m`; `off` (or 0) for
/// no timer; nothing for the default. Shared by the exercise form and `plates exercise edit --rest`.
public enum RestTimeText {
    /// What was typed: nil for blank or `default` (the exercise's default), 0 for off, else seconds.
    public static func parse(_ text: String, field: String = "rest_seconds") throws(PlatesError) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "")
        if t.isEmpty || t == "default" { return nil }
        if t == "off" || t == "none" || t == "no" { return 0 }
        guard let seconds = seconds(t) else {
            throw .validation("A rest is like 3:00, 90s, 2m or off (got ‘\(text.prefix(40))’).", field: field)
        }
        return try check(seconds, field: field)
    }

    /// An exercise's rest in range: 0 (off) to an hour.
    public static func check(_ seconds: Int, field: String = "rest_seconds") throws(PlatesError) -> Int {
        guard (0...RestDefaults.maximum).contains(seconds) else {
            throw .validation("A rest is at most 60:00 (got \(seconds) s).", field: field)
        }
        return seconds
    }

    /// `3:00`, `off`; nil (the default) as `default (3:00)` for `exercise`.
    public static func describe(_ seconds: Int?, default fallback: Int?) -> String {
        switch seconds {
        case 0?: return "off"
        case let s?: return RestTimer.clock(s)
        case nil: return "default (\(fallback.map(RestTimer.clock) ?? "off"))"
        }
    }

    private static func seconds(_ t: String) -> Int? {
        if let colon = t.firstIndex(of: ":") {
            guard let m = Int(t[..<colon]), let s = Int(t[t.index(after: colon)...]), m >= 0, (0..<60).contains(s),
                t[t.index(after: colon)...].count == 2, m <= RestDefaults.maximum / 60
            else { return nil }
            return m * 60 + s
        }
        if let s = Int(t.hasSuffix("s") && !t.contains("m") ? String(t.dropLast()) : t) { return s >= 0 ? s : nil }
        // `2m`, `2m30`, `2m30s`, `1.5m`, `2min`
        guard let m = t.firstIndex(of: "m") else { return nil }
        var after = t[t.index(after: m)...]
        if after.hasPrefix("in") { after = after.dropFirst(2) }
        if after.hasSuffix("s") { after = after.dropLast() }
        guard let minutes = Double(t[..<m]), minutes.isFinite, minutes >= 0, minutes <= Double(RestDefaults.maximum / 60) else { return nil }
        let extra = after.isEmpty ? 0 : Int(after)
        guard let extra, (0..<60).contains(extra) else { return nil }
        return Int((minutes * 60).rounded()) + extra
    }
}
