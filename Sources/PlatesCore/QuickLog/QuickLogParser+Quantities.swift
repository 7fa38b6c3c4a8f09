import Foundation

/// The quick-log grammar's quantities: a word that is a weight, a time or a distance, and the
/// times and distances within `x` notation and lists (`60sx3`, `60s,45s`).
extension QuickLogParser {
    /// `60s,45s,40s`, `1:00,0:45`: a hold (or a time) each, falling as holds do, as `100x5,5,4`
    /// gives reps each. Nil unless every part is a time with its unit: `1,5min` stays one and a
    /// half minutes (a decimal comma), `400m,800m` distances (not read as a list).
    static func timesEach(_ item: String, original: String) throws(PlatesError) -> [Int]? {
        let parts = item.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        func isTime(_ p: String) -> Bool {
            p.contains(":") || valueAndUnit(p).map { secondsPer($0.unit) != nil && distanceUnit($0.unit, value: $0.value) == nil } ?? false
        }
        guard parts.count > 1, parts.allSatisfy(isTime) else { return nil }
        var each: [Int] = []
        for part in parts {
            var one = SetSpec()
            var seen = Seen()
            try parseItem(part, into: &one, seen: &seen)
            guard let seconds = one.duration, one.count == 1 else {
                throw .validation("‘\(original)’: a time for each set, like 60s,45s,40s.", field: "duration")
            }
            each.append(seconds)
        }
        return each
    }

    /// `1:30`, `60s`, `24m30s`, `400m`, `5km`: a number whose unit is a time's or a distance's.
    static func isTimeOrDistance(_ text: String) -> Bool {
        if text.contains(":") { return true }
        guard let (value, unit) = valueAndUnit(text), WeightUnit(lenient: unit) == nil else { return false }
        return secondsPer(unit) != nil || distanceUnit(unit, value: value) != nil
    }

    /// `60s` → (60, "s"): a leading number and the unit after it; nil without either.
    static func valueAndUnit(_ text: String) -> (value: Double, unit: String)? {
        let (number, rest) = splitNumber(Substring(text))
        let unit = String(rest.prefix { !$0.isNumber && $0 != "." && $0 != "," })
        guard let value = NumberText.parse(String(number)), !unit.isEmpty else { return nil }
        return (value, unit)
    }

    /// A word without `x` or `:`: a weight, a time (`60s`, `24m30s`, `30min`) or a distance (`5km`).
    static func parseQuantity(_ item: String, original: String, into spec: inout SetSpec, seen: inout Seen) throws(PlatesError) {
        if item.hasPrefix("bw") || item.hasPrefix("+") {
            try parseLoad(item, original: original, into: &spec, seen: &seen)
            return
        }
        var components: [(Double, String)] = []
        var rest = Substring(item)
        while !rest.isEmpty {
            let (number, afterNumber) = splitNumber(rest)
            // `60s,45` read as 60.45 s: a list of times has a unit on each (`timesEach`).
            if number.first == "," {
                throw .validation("‘\(original)’: a time for each set takes its unit, like 60s,45s,40s; a distance, one a set.", field: "entry")
            }
            let unit = afterNumber.prefix { !$0.isNumber && $0 != "." && $0 != "," }
            guard let value = NumberText.parse(String(number)) else {
                throw .validation("‘\(original)’ is not a weight, reps, time or distance; try 100x5, 60s or 5km.", field: "entry")
            }
            guard value >= 0 else { throw .validation("‘\(original)’: values can't be negative.", field: "entry") }
            components.append((value, String(unit)))
            rest = afterNumber.dropFirst(unit.count)
        }
        if components.count == 1 {
            let (value, unit) = components[0]
            if unit.isEmpty || WeightUnit(lenient: unit) != nil {
                try parseLoad(item, original: original, into: &spec, seen: &seen)
                spec.bareNumber = unit.isEmpty
                return
            }
            if let distanceUnit = distanceUnit(unit, value: value) {
                try claim(\.distance, original, "distance", &seen)
                spec.distance = value
                spec.distanceUnit = distanceUnit
                return
            }
        }
        var seconds = 0.0
        for (value, unit) in components {
            guard let scale = secondsPer(unit) else {
                throw .validation("‘\(original)’: ‘\(unit.isEmpty ? item : unit)’ is not a unit I know (kg, lb, km, mi, m, s, min, h).", field: "entry")
            }
            seconds += value * scale
        }
        try claim(\.duration, original, "time", &seen)
        spec.duration = try checkedSeconds(seconds, original: original)
    }

    /// `m` alone is minutes below 100 (`30m` run) and metres from 100 up (`400m`, `2000m` row).
    static func distanceUnit(_ unit: String, value: Double) -> DistanceUnit? {
        switch unit {
        case "km", "k", "kilometer", "kilometers", "kilometre", "kilometres": return .km
        case "mi", "mile", "miles": return .mi
        case "meter", "meters", "metre", "metres": return .m
        case "m": return value >= 100 ? .m : nil
        default: return nil
        }
    }

    static func secondsPer(_ unit: String) -> Double? {
        switch unit {
        case "s", "sec", "secs", "second", "seconds": return 1
        case "m", "min", "mins", "minute", "minutes": return 60
        case "h", "hr", "hrs", "hour", "hours": return 3600
        default: return nil
        }
    }

    /// `1:30`, `25:00`, `1:05:00`.
    static func clockDuration(_ item: String, original: String) throws(PlatesError) -> Int {
        let parts = item.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.allSatisfy { $0.isASCII && $0.isNumber } && !part.isEmpty && part.count <= 5 ? Int(part) : nil }
        guard (2...3).contains(parts.count), numbers.allSatisfy({ $0 != nil }),
            numbers.dropFirst().allSatisfy({ $0! < 60 })
        else {
            throw .validation("‘\(original)’: write a time as m:ss or h:mm:ss, like 1:30 or 1:05:00.", field: "duration")
        }
        let seconds = numbers.reduce(0) { $0 * 60 + $1! }
        return try checkedSeconds(Double(seconds), original: original)
    }

    static func checkedSeconds(_ seconds: Double, original: String) throws(PlatesError) -> Int {
        guard seconds.isFinite, seconds <= Double(Limits.duration.upperBound) else {
            throw .validation("‘\(original)’: a time must be at most 24 hours.", field: "duration")
        }
        return Int(seconds.rounded())
    }

    /// Splits a leading number (digits, `.`, `,`, a leading `-`) from what follows.
    static func splitNumber(_ s: Substring) -> (Substring, Substring) {
        var end = s.startIndex
        while end < s.endIndex {
            let c = s[end]
            let ok = c.isASCII && c.isNumber || c == "." || c == "," || (c == "-" && end == s.startIndex)
            if !ok { break }
            end = s.index(after: end)
        }
        return (s[..<end], s[end...])
    }
}
