/// Days of the proleptic Gregorian calendar as days since 1970-01-01, without `Calendar`: a
/// POSIX zone rule is read before any zone exists, and an import's wall clock is read as UTC.
enum Civil {
    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    static func isLeap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }

    /// Days since 1970 of `year`-`month`-`day` (H. Hinnant's days_from_civil).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDiv(y, 400)
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    static func year(ofDay days: Int) -> Int {
        let z = days + 719468
        let era = floorDiv(z, 146097)
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        return yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970 of a rule's day in `year`.
    static func day(of day: PosixTimeZone.Transition.Day, in year: Int) -> Int {
        let january1 = days(year: year, month: 1, day: 1)
        switch day {
        case .julian(let n): return january1 + n - 1 + (isLeap(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n): return january1 + n
        case .monthWeek(let month, let week, let weekday):
            let first = days(year: year, month: month, day: 1)
            let firstWeekday = ((first + 4) % 7 + 7) % 7  // 1970-01-01 was a Thursday
            var date = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            while date > daysIn(month: month, year: year) { date -= 7 }
            return first + date - 1
        }
    }
}
