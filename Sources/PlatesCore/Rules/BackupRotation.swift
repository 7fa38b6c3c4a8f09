import Foundation

/// Backups' names and which of them to keep (docs/backups.md): a backup is named for the local time it
/// was made, `plates-2026-11-24-190512.sqlite`; the newest of each of the last 7 days that have
/// one is kept, and the newest of each of the last 4 weeks (weeks of `calendar`) that have one.
/// Only files with such a name are ever removed: a folder shared with other files loses none of
/// them.
public enum BackupRotation {
    public static let daily = 7
    public static let weekly = 4
    static let prefix = "plates-"
    static let suffix = ".sqlite"

    /// The file name of a backup made at `date`.
    public static func fileName(for date: Date, calendar: Calendar) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ n: Int?) -> String { (n ?? 0) < 10 ? "0\(n ?? 0)" : "\(n ?? 0)" }
        return "\(prefix)\(c.year ?? 0)-\(two(c.month))-\(two(c.day))-\(two(c.hour))\(two(c.minute))\(two(c.second))\(suffix)"
    }

    /// When a backup with this name was made; nil for any other file.
    public static func date(ofFileName name: String, calendar: Calendar) -> Date? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let core = name.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = core.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[3].count == 6, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && Int($0) != nil }) else { return nil }
        let time = Int(parts[3])!
        var c = DateComponents()
        (c.year, c.month, c.day) = (Int(parts[0]), Int(parts[1]), Int(parts[2]))
        (c.hour, c.minute, c.second) = (time / 10_000, time / 100 % 100, time % 100)
        guard let date = calendar.date(from: c),
            calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: c.year, month: c.month, day: c.day)
        else { return nil }
        return date
    }

    /// When the newest backup among `names` was made.
    public static func newest(_ names: [String], calendar: Calendar) -> Date? {
        names.compactMap { date(ofFileName: $0, calendar: calendar) }.max()
    }

    /// The names to keep among `names` (other files are not backups and are kept by the caller).
    public static func keep(_ names: [String], calendar: Calendar) -> Set<String> {
        let dated = names.compactMap { name in date(ofFileName: name, calendar: calendar).map { (name: name, date: $0) } }
            .sorted { $0.date != $1.date ? $0.date > $1.date : $0.name > $1.name }
        var kept: Set<String> = []
        var days: Set<Date> = []
        var weeks: Set<Date> = []
        for backup in dated {
            let day = calendar.startOfDay(for: backup.date)
            if days.count < daily, days.insert(day).inserted { kept.insert(backup.name) }
            if let week = calendar.dateInterval(of: .weekOfYear, for: backup.date)?.start, weeks.count < weekly, weeks.insert(week).inserted {
                kept.insert(backup.name)
            }
        }
        return kept
    }
}
