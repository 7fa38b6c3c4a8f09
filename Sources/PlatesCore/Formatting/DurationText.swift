/// Durations as lifters write them: `45 s`, `1:30`, `25:00`, `1:05:00`.
public enum DurationText {
    /// `m:ss` from one minute up, `h:mm:ss` from one hour up, `N s` below a minute.
    public static func format(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        let h = seconds / 3600
        let m = (seconds % 3600) / 60
        let s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// Compact grammar form: `45s`, `1:30`, `1:05:00` (parses back with the quick-log grammar).
    public static func grammar(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds)s" : format(seconds)
    }

    /// A workout's length: `42 min`, `1 h 05 min`.
    public static func workout(_ seconds: Double) -> String {
        let minutes = max(0, Int((seconds / 60).rounded()))
        if minutes < 60 { return "\(minutes) min" }
        let m = minutes % 60
        return "\(minutes / 60) h \(m < 10 ? "0" : "")\(m) min"
    }
}
