/// A time zone written as POSIX's `TZ` rule (`CET-1CEST,M3.5.0,M10.5.0/3`, `JST-9`,
/// `<+0530>-5:30`): what the C library — and so `date`, `ls` and every other program on the
/// machine — reads from a `TZ` that names no zone file, and the last line of every zone file
/// (tzfile(5)). Foundation reads neither: `LocalTimeZone` turns one into a `TimeZone`.
struct PosixTimeZone: Equatable, Sendable {
    /// When daylight time starts or ends: a day of the year and a local time of day.
    struct Transition: Equatable, Sendable {
        enum Day: Equatable, Sendable {
            /// `Jn`: 1–365, February 29 never counted.
            case julian(Int)
            /// `n`: 0–365, counting February 29 in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
            case monthWeek(month: Int, week: Int, weekday: Int)
        }
        var day: Day
        /// Seconds after the local midnight, in the time in force before the change (may be
        /// negative or past 24 h: `/-1`, `/25`).
        var time: Int = 7200
    }

    struct Daylight: Equatable, Sendable {
        /// Seconds east of UTC.
        var offset: Int
        var start: Transition
        var end: Transition
    }

    /// Seconds east of UTC (POSIX writes hours west: `JST-9` is 9 h east).
    var standardOffset: Int
    var daylight: Daylight?

    /// Nil unless the whole text reads as a rule.
    init?(_ text: String) {
        var s = Scanner(Array(text.utf8))
        guard s.name(), let standard = s.offset() else { return nil }
        standardOffset = -standard
        if s.atEnd {
            daylight = nil
            return
        }
        guard s.name() else { return nil }
        var offset = standardOffset + 3600
        if let given = s.offset() { offset = -given }
        // Without dates, the C library's default: the US rules since 2007.
        var start = Transition(day: .monthWeek(month: 3, week: 2, weekday: 0))
        var end = Transition(day: .monthWeek(month: 11, week: 1, weekday: 0))
        if s.take(UInt8(ascii: ",")) {
            guard let from = s.transition(), s.take(UInt8(ascii: ",")), let to = s.transition() else { return nil }
            (start, end) = (from, to)
        }
        guard s.atEnd else { return nil }
        daylight = Daylight(offset: offset, start: start, end: end)
    }

    /// Seconds east of UTC at `seconds` since 1970.
    func offset(at seconds: Int) -> Int {
        guard let daylight else { return standardOffset }
        let year = Civil.year(ofDay: Civil.floorDiv(seconds + standardOffset, 86400))
        let (start, end) = changes(in: year)
        let inDaylight = start < end ? (start <= seconds && seconds < end) : !(end <= seconds && seconds < start)
        return inDaylight ? daylight.offset : standardOffset
    }

    /// When daylight time starts and ends in `year`, in seconds since 1970 (a southern zone's end
    /// comes first).
    func changes(in year: Int) -> (start: Int, end: Int) {
        guard let daylight else { return (0, 0) }
        let start = Civil.day(of: daylight.start.day, in: year) * 86400 + daylight.start.time - standardOffset
        let end = Civil.day(of: daylight.end.day, in: year) * 86400 + daylight.end.time - daylight.offset
        return (start, end)
    }

    /// The rule's grammar, on its bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { at == bytes.count }
        var next: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard next == byte else { return false }
            at += 1
            return true
        }

        static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

        /// `CET` (three letters or more) or `<+0530>` (letters, digits, + and -).
        mutating func name() -> Bool {
            let from = at
            if take(UInt8(ascii: "<")) {
                while let b = next, Self.isLetter(b) || Self.isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { at += 1 }
                return at - from - 1 >= 3 && take(UInt8(ascii: ">"))
            }
            while let b = next, Self.isLetter(b) { at += 1 }
            return at - from >= 3
        }

        mutating func number(maxDigits: Int) -> Int? {
            var value = 0
            var digits = 0
            while let b = next, Self.isDigit(b), digits < maxDigits {
                value = value * 10 + Int(b - UInt8(ascii: "0"))
                digits += 1
                at += 1
            }
            return digits == 0 ? nil : value
        }

        /// `[+-]h[h][:mm[:ss]]` in seconds; hours up to `maxHours`.
        mutating func clock(maxHours: Int) -> Int? {
            var sign = 1
            if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
            guard let hours = number(maxDigits: maxHours > 99 ? 3 : 2), hours <= maxHours else { return nil }
            var seconds = hours * 3600
            if take(UInt8(ascii: ":")) {
                guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(UInt8(ascii: ":")) {
                    guard let secs = number(maxDigits: 2), secs < 60 else { return nil }
                    seconds += secs
                }
            }
            return sign * seconds
        }

        /// An offset west of UTC, or nil (nothing read) when none stands here.
        mutating func offset() -> Int? {
            guard let b = next, Self.isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") else { return nil }
            let from = at
            guard let value = clock(maxHours: 24) else {
                at = from
                return nil
            }
            return value
        }

        mutating func transition() -> Transition? {
            let day: Transition.Day
            if take(UInt8(ascii: "J")) {
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else if take(UInt8(ascii: "M")) {
                guard let month = number(maxDigits: 2), (1...12).contains(month), take(UInt8(ascii: ".")),
                    let week = number(maxDigits: 1), (1...5).contains(week), take(UInt8(ascii: ".")),
                    let weekday = number(maxDigits: 1), (0...6).contains(weekday)
                else { return nil }
                day = .monthWeek(month: month, week: week, weekday: weekday)
            } else {
                guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            var transition = Transition(day: day)
            if take(UInt8(ascii: "/")) {
                guard let time = clock(maxHours: 167) else { return nil }
                transition.time = time
            }
            return transition
        }
    }
}
