import Foundation

/// The machine's time zone as its C library reads it (tzset(3)), so that a set's day and time
/// are those `date` and every other program there shows.
///
/// Foundation's `TimeZone.current` reads `TZ` only as a zone name: `TZ=:Europe/Berlin` (the
/// colon form, often set to spare the C library a look at `/etc/localtime`), a path to a zone
/// file, or a rule (`CET-1CEST,M3.5.0,M10.5.0/3`, `JST-9`) fell back to `/etc/localtime` — a
/// server's UTC for a lifter who set his zone there — and it read `GMT+5` as 5 h east, where the
/// zone file of that name and POSIX say west. A `/etc/localtime` that is a copy rather than a
/// link (containers) was read by its abbreviation.
public enum LocalTimeZone {
    /// Read once a process (a zone changed while Plates runs is read on its next start).
    public static let current: TimeZone = resolve(.machine)

    /// What the zone is read from: `TZ`, and the zone files, given in tests.
    struct Source: Sendable {
        var tz: String?
        var zoneDirectory = "/usr/share/zoneinfo"
        /// The file a path ends at, through its symbolic links; nil when there is none.
        var realPath: @Sendable (String) -> String?
        var contents: @Sendable (String) -> [UInt8]?
        var now: Date
        /// Foundation's own reading, when no file tells.
        var fallback: @Sendable () -> TimeZone

        static var machine: Source {
            Source(
                tz: getenv("TZ").map { String(cString: $0) },
                realPath: { path in
                    guard let resolved = realpath(path, nil) else { return nil }
                    defer { free(resolved) }
                    return String(cString: resolved)
                },
                contents: { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } },
                now: Date(), fallback: { TimeZone.current })
        }
    }

    static let utc = TimeZone(secondsFromGMT: 0)!

    /// The rules of tzset(3): no `TZ` is `/etc/localtime`; an empty one is UTC; a leading `:` is
    /// dropped; a path is that zone file; a name is the zone file of that name, else a POSIX rule;
    /// what is neither is UTC, as the C library has it.
    static func resolve(_ source: Source) -> TimeZone {
        let systemFile = "/etc/localtime"
        guard var tz = source.tz else { return zone(file: systemFile, source) ?? source.fallback() }
        if tz.isEmpty { return utc }
        if tz.hasPrefix(":") {
            tz.removeFirst()
            if tz.isEmpty { return zone(file: systemFile, source) ?? source.fallback() }
        }
        if tz.hasPrefix("/") { return zone(file: tz, source) ?? utc }
        if let named = named(tz) { return named }
        if !tz.split(separator: "/").contains(".."), let fromFile = zone(file: source.zoneDirectory + "/" + tz, source) {
            return fromFile
        }
        if let rule = PosixTimeZone(tz) { return zone(rule, written: tz, source) }
        return utc
    }

    /// The zone of a name Foundation knows, unless it would read it otherwise than the zone file
    /// of that name: ICU takes `GMT+5` and `UTC-3` for offsets east.
    static func named(_ name: String) -> TimeZone? {
        let upper = name.uppercased()
        for prefix in ["GMT", "UTC", "UT"] where upper.hasPrefix(prefix) {
            if let sign = upper.dropFirst(prefix.count).first, sign == "+" || sign == "-" { return nil }
        }
        return TimeZone(identifier: name)
    }

    /// A zone file: by its name under a `zoneinfo` folder (`/etc/localtime` is most often a link
    /// there), else by the rule on its last line.
    static func zone(file path: String, _ source: Source) -> TimeZone? {
        let real = source.realPath(path)
        if let real, let folder = real.range(of: "/zoneinfo/") {
            var name = Substring(real[folder.upperBound...])
            for variant in ["posix/", "right/"] where name.hasPrefix(variant) { name = name.dropFirst(variant.count) }
            if let zone = named(String(name)) { return zone }
        }
        guard let bytes = source.contents(real ?? path), let rule = footer(bytes) else { return nil }
        return zone(rule.rule, written: rule.text, source)
    }

    /// The POSIX rule a zone file ends with (TZif version 2 and later: `\nCET-1CEST,M3.5.0,M10.5.0/3\n`).
    static func footer(_ bytes: [UInt8]) -> (rule: PosixTimeZone, text: String)? {
        guard bytes.count > 6, bytes.starts(with: Array("TZif".utf8)), bytes[4] >= UInt8(ascii: "2"),
            bytes.last == UInt8(ascii: "\n")
        else { return nil }
        let body = bytes.dropLast()
        guard let newline = body.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        let text = String(decoding: body[(newline + 1)...], as: UTF8.self)
        return PosixTimeZone(text).map { ($0, text) }
    }

    /// A rule as a `TimeZone`: a fixed offset as such; with daylight time, the zone Foundation
    /// knows that changes at the same instants to the same offsets this year and next (the rule's
    /// own name first, as `CET` or `EST5EDT`), else the offset in force now.
    static func zone(_ rule: PosixTimeZone, written: String, _ source: Source) -> TimeZone {
        let nowSeconds = Int(source.now.timeIntervalSince1970.rounded(.down))
        guard let daylight = rule.daylight else { return TimeZone(secondsFromGMT: rule.standardOffset) ?? utc }
        let year = Civil.year(ofDay: Civil.floorDiv(nowSeconds, 86400))
        func offset(_ zone: TimeZone, _ seconds: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        func keepsTheRule(_ zone: TimeZone) -> Bool {
            guard offset(zone, nowSeconds) == rule.offset(at: nowSeconds) else { return false }
            for y in [year, year + 1] {
                let (start, end) = rule.changes(in: y)
                guard offset(zone, start - 1) == rule.standardOffset, offset(zone, start) == daylight.offset,
                    offset(zone, end - 1) == daylight.offset, offset(zone, end) == rule.standardOffset
                else { return false }
            }
            return true
        }
        let ruleName = String(written.prefix { $0 != "," })
        let standardName = String(written.prefix { $0.isLetter })
        let candidates = [ruleName, standardName] + TimeZone.knownTimeZoneIdentifiers.sorted()
        for name in candidates {
            if let zone = named(name), keepsTheRule(zone) { return zone }
        }
        return TimeZone(secondsFromGMT: rule.offset(at: nowSeconds)) ?? utc
    }
}
