import Foundation

/// The quick-log grammar, shared by the TUI form and `plates log` (SPEC 4, docs/quick-log.md):
/// `[exercise] [w]LOAD[xREPS[xSETS]][@RPE]`, `bw`, `bw+20x8`, `bw-15x8` (assisted), `102,5x5`, `225lbx5`, holds
/// (`60s`, `1:30`, `+10kg 45s`, `60sx3`) and cardio (`5km 25:00`, `3.1mi 24m30s`, `30min`, `400mx8`).
/// Errors quote the part that is wrong.
public enum QuickLogParser {
    public static func parse(_ text: String) throws(PlatesError) -> QuickLogEntry {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else {
            throw .validation("Type a set, like: bench 100x5", field: "entry")
        }
        let firstValue = words.firstIndex(where: { isValueLike($0.lowercased()) }) ?? words.count
        let query = words[..<firstValue].joined(separator: " ")
        var spec = SetSpec()
        var seen = Seen()
        for item in glue(words[firstValue...].map { $0.lowercased() }) {
            try parseItem(item, into: &spec, seen: &seen)
        }
        if spec.bodyWeight, spec.weight == nil, spec.weightUnit != nil { spec.weightUnit = nil }
        return QuickLogEntry(exerciseQuery: query.isEmpty ? nil : query, spec: spec)
    }

    // MARK: Splitting

    /// The words before the values (`bench` of `bench 100x5x3@8`), as typed, even while the set
    /// does not read yet (`bench 100x`); empty when the line starts with values.
    public static func namePart(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        return words.prefix { !isValueLike($0.lowercased()) }.joined(separator: " ")
    }

    /// Whether a word starts the values (everything before it names the exercise).
    static func isValueLike(_ w: String) -> Bool {
        let chars = Array(w)
        guard let first = chars.first else { return false }
        func digit(at i: Int) -> Bool { i < chars.count && chars[i].isASCII && chars[i].isNumber }
        if first.isASCII && first.isNumber { return true }
        if "+@×".contains(first) { return true }
        if (first == "-" || first == ".") && digit(at: 1) { return true }
        if first == "x" && (chars.count == 1 || digit(at: 1)) { return true }
        if w.hasPrefix("bw") && (chars.count == 2 || "+-−x×".contains(chars[2])) { return true }
        if first == "w" && (chars.count == 1 || digit(at: 1) || chars[1] == "+" || w.hasPrefix("wbw")) { return true }
        return false
    }

    static let unitWords: Set<String> = [
        "kg", "kgs", "lb", "lbs", "km", "k", "kilometer", "kilometers", "kilometre", "kilometres", "mi", "mile", "miles",
        "m", "meter", "meters", "metre", "metres", "s", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes",
        "h", "hr", "hrs", "hour", "hours",
    ]

    /// Glues what people space out: `100 x 5` → `100x5`, `bw + 20` → `bw+20`, `@ 8`, `100 kg`;
    /// `rpe 8` and `rpe8`, as logs and spreadsheets write it, are `@8`.
    static func glue(_ words: [String]) -> [String] {
        var items: [String] = []
        for raw in words {
            // × is x; a typographic minus (bw−15, as the app shows it) is -.
            var word = raw.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "−", with: "-")
            if word.hasPrefix("rpe") { word = "@" + word.dropFirst(3) }
            // `100x5 reps` says what x5 says; `100kg 5 reps` is 100kg x5.
            if word == "reps" || word == "rep", let last = items.last, last.last?.isNumber ?? false {
                if !last.contains("x") { items[items.count - 1] = "x" + last }
                continue
            }
            if let last = items.last {
                let joinsPrevious =
                    word.hasPrefix("x") || word.hasPrefix("@")
                    || ((word.hasPrefix("+") || word.hasPrefix("-")) && last.hasSuffix("bw"))
                // `100x5, 5, 4`: the reps of each set, spaced as a list is written.
                // `60s, 45s, 40s` too: holds each.
                let listGoesOn =
                    last.hasSuffix(",") && (word.first?.isNumber ?? false)
                    && (last.contains("x") || isTimeOrDistance(String(last.dropLast().split(separator: ",").last ?? "")))
                let previousOpen = last.hasSuffix("x") || last.hasSuffix("@") || last.hasSuffix("+") || last.hasSuffix("bw-") || listGoesOn
                let unitAfterNumber = unitWords.contains(word) && (last.last?.isNumber ?? false)
                if joinsPrevious || previousOpen || unitAfterNumber {
                    items[items.count - 1] = last + word
                    continue
                }
            }
            items.append(word)
        }
        return items
    }

    // MARK: Items

    struct Seen {
        var load: String?, reps: String?, duration: String?, distance: String?, rpe: String?, kind: String?
    }

    static func parseItem(_ original: String, into spec: inout SetSpec, seen: inout Seen) throws(PlatesError) {
        var item = original
        switch item {
        case "w", "warmup", "warm-up":
            try setKind(.warmup, original, &spec, &seen)
            return
        case "drop", "dropset":
            try setKind(.drop, original, &spec, &seen)
            return
        case "failure", "fail":
            try setKind(.failure, original, &spec, &seen)
            return
        default: break
        }
        if item.hasPrefix("w"), item.count > 1 {
            try setKind(.warmup, original, &spec, &seen)
            item.removeFirst()
        }
        if let at = item.firstIndex(of: "@") {
            let rpeText = String(item[item.index(after: at)...])
            if let hint = weightAfterAt(String(item[..<at]), rpeText) {
                throw .validation("‘\(original)’: @ gives the RPE (1 to 10) here. \(hint)", field: "rpe")
            }
            guard let rpe = NumberText.parse(rpeText) else {
                throw .validation("‘\(original)’: RPE goes after @ as a number from 1 to 10, like 100x5@8.", field: "rpe")
            }
            try claim(\.rpe, original, "RPE", &seen)
            spec.rpe = rpe
            item = String(item[..<at])
            if item.isEmpty { return }
        }
        if let (quantity, count) = repeatedQuantity(item) {
            try parseItem(quantity, into: &spec, seen: &seen)
            guard spec.durationsEach == nil else {
                throw .validation("‘\(original)’: the time of each set (60s,45s) or a count of sets (60sx3), not both.", field: "count")
            }
            spec.count = try setCount(count, original: original)
            return
        }
        if let each = try timesEach(item, original: original) {
            try claim(\.duration, original, "time", &seen)
            spec.count = try setCount(String(each.count), original: original)
            (spec.duration, spec.durationsEach) = (each[0], each)
            return
        }
        if item.contains(":") {
            try claim(\.duration, original, "time", &seen)
            spec.duration = try clockDuration(item, original: original)
            return
        }
        if item.contains("x") {
            try parseSetNotation(item, original: original, into: &spec, seen: &seen)
            return
        }
        try parseQuantity(item, original: original, into: &spec, seen: &seen)
    }

    static func setKind(_ kind: SetKind, _ original: String, _ spec: inout SetSpec, _ seen: inout Seen) throws(PlatesError) {
        try claim(\.kind, original, "set kind", &seen)
        spec.kind = kind
    }

    static func claim(_ key: WritableKeyPath<Seen, String?>, _ original: String, _ what: String, _ seen: inout Seen) throws(PlatesError) {
        if let earlier = seen[keyPath: key] {
            throw .validation("Two of the same: ‘\(earlier)’ and ‘\(original)’ both give the \(what).", field: "entry")
        }
        seen[keyPath: key] = original
    }

    /// `LOADxREPS[xSETS]` where LOAD may be empty (`x5`), `bw`, `bw+20` or a number with a unit.
    static func parseSetNotation(_ item: String, original: String, into spec: inout SetSpec, seen: inout Seen) throws(PlatesError) {
        let parts = item.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3 else {
            throw .validation("‘\(original)’: at most weight x reps x sets, like 100x5x3.", field: "entry")
        }
        if isTimeOrDistance(parts[0]) {
            throw .validation("‘\(original)’: a time or distance takes one count of sets after it, like 60sx3.", field: "count")
        }
        if !parts[0].isEmpty {
            try parseLoad(parts[0], original: original, into: &spec, seen: &seen)
        }
        guard parts.count > 1, !parts[1].isEmpty else {
            throw .validation("‘\(original)’: put the reps after x, like 100x5.", field: "reps")
        }
        try claim(\.reps, original, "reps", &seen)
        if parts[1].contains(",") {
            // `100x5,5,4`: a set each, the reps falling as they do.
            guard parts.count == 2 else {
                throw .validation("‘\(original)’: the reps of each set (100x5,5,4) or a count of sets (100x5x3), not both.", field: "count")
            }
            var each: [Int] = []
            for reps in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                each.append(try wholeNumber(String(reps), original: original, what: "reps"))
            }
            spec.count = try setCount(String(each.count), original: original)
            (spec.reps, spec.repsEach) = (each[0], each)
            return
        }
        spec.reps = try wholeNumber(parts[1], original: original, what: "reps")
        if parts.count == 3 {
            spec.count = try setCount(parts[2], original: original)
        }
    }

    static func setCount(_ text: String, original: String) throws(PlatesError) -> Int {
        let count = try wholeNumber(text, original: original, what: "number of sets")
        guard Limits.setsAtOnce.contains(count) else {
            throw .validation("‘\(original)’: log 1 to \(Limits.setsAtOnce.upperBound) sets at once (got \(count)).", field: "count")
        }
        return count
    }

    /// `60sx3`, `1:30x3`, `400mx8`, and the way routines write it, `3x60s`, `8x400m`: a hold or a
    /// distance done several times. The side with a time or distance unit is the set, the bare
    /// whole number the count; `3x60` (no unit) stays weight x reps.
    static func repeatedQuantity(_ item: String) -> (quantity: String, count: String)? {
        let parts = item.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return nil }
        func isCount(_ p: String) -> Bool { !p.isEmpty && p.count <= 6 && p.allSatisfy { $0.isASCII && $0.isNumber } }
        if isTimeOrDistance(parts[0]), isCount(parts[1]) { return (parts[0], parts[1]) }
        if isCount(parts[0]), isTimeOrDistance(parts[1]) { return (parts[1], parts[0]) }
        return nil
    }

    static func wholeNumber(_ text: String, original: String, what: String) throws(PlatesError) -> Int {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(text) else {
            throw .validation("‘\(original)’: the \(what) must be a whole number (got ‘\(text)’).", field: what == "reps" ? "reps" : "count")
        }
        return n
    }

    /// A weight: `100`, `102,5`, `100kg`, `225lb`, `bw`, `bw+20`, `bw-15` (assistance: stored as
    /// a negative added load), `+10kg`.
    static func parseLoad(_ text: String, original: String, into spec: inout SetSpec, seen: inout Seen) throws(PlatesError) {
        if let earlier = seen.load, let hint = weightFirst(earlier, then: original) {
            throw .validation("Two of the same: ‘\(earlier)’ and ‘\(original)’ both give the weight. \(hint)", field: "entry")
        }
        try claim(\.load, original, "weight", &seen)
        var rest = Substring(text)
        var assisted = false
        if rest.hasPrefix("bw") {
            spec.bodyWeight = true
            rest = rest.dropFirst(2)
            if rest.isEmpty { return }
            guard rest.hasPrefix("+") || rest.hasPrefix("-") else {
                throw .validation(
                    "‘\(original)’: add weight to body weight with +, like bw+20x8, or take assistance off with -, like bw-15x8.", field: "weight")
            }
            if rest.hasPrefix("-") {
                assisted = true
                rest = rest.dropFirst()
            }
        }
        if rest.hasPrefix("+") { rest = rest.dropFirst() }
        let (number, suffix) = splitNumber(rest)
        guard let value = NumberText.parse(String(number)), !suffix.contains(where: { $0.isNumber }) else {
            throw .validation("‘\(original)’: ‘\(text)’ is not a weight; write it like 100, 102.5 or 100kg.", field: "weight")
        }
        guard value >= 0 else { throw .validation("‘\(original)’: a weight can't be negative.", field: "weight") }
        if !suffix.isEmpty {
            guard let unit = WeightUnit(lenient: String(suffix)) else {
                throw .validation("‘\(original)’: ‘\(suffix)’ is not a weight unit; use kg or lb.", field: "weight_unit")
            }
            spec.weightUnit = unit
        }
        spec.weight = assisted ? -value : value
    }

    /// How a lifter probably meant two numbers that both read as the weight, in this grammar:
    /// `3x8 60` (sets × reps, then the weight, as routines are written) and `60 3x8` are `60x8x3`;
    /// `100 5` is `100x5`. Nil when the two say nothing that clear.
    static func weightFirst(_ earlier: String, then later: String) -> String? {
        func whole(_ s: Substring) -> Int? { s.allSatisfy { $0.isASCII && $0.isNumber } && s.count <= 4 ? Int(s) : nil }
        func isLoad(_ s: String) -> Bool {
            let (number, unit) = splitNumber(Substring(s))
            return NumberText.parse(String(number)) != nil && (unit.isEmpty || WeightUnit(lenient: String(unit)) != nil)
        }
        // `100 3x5`: the weight, then sets × reps.
        let laterParts = later.split(separator: "x", omittingEmptySubsequences: false)
        if isLoad(earlier), laterParts.count == 2, let sets = whole(laterParts[0]), let reps = whole(laterParts[1]), Limits.setsAtOnce.contains(sets) {
            return "The weight comes first: \(earlier)x\(reps)x\(sets) is \(sets) sets of \(reps) at \(earlier)."
        }
        let (laterNumber, laterUnit) = splitNumber(Substring(later))
        guard !later.contains("x"), NumberText.parse(String(laterNumber)) != nil, laterUnit.isEmpty || WeightUnit(lenient: String(laterUnit)) != nil
        else { return nil }
        let parts = earlier.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let sets = whole(parts[0]), let reps = whole(parts[1]), Limits.setsAtOnce.contains(sets) {
            return "The weight comes first: \(later)x\(reps)x\(sets) is \(sets) sets of \(reps) at \(later)."
        }
        let (number, unit) = splitNumber(Substring(earlier))
        if parts.count == 1, NumberText.parse(String(number)) != nil, unit.isEmpty || WeightUnit(lenient: String(unit)) != nil,
            let reps = whole(Substring(later)), Limits.loadedReps.contains(reps)
        {
            return "Weight x reps: \(earlier)x\(later)."
        }
        return nil
    }

    /// `3x5@100kg`, `3x5 @ 100` (sets × reps at a weight, as routines are written) or `5@100`:
    /// what the grammar says for it, when what follows `@` is a weight (a unit, or above 10)
    /// rather than an RPE. Nil otherwise.
    static func weightAfterAt(_ before: String, _ after: String) -> String? {
        let (number, unit) = splitNumber(Substring(after))
        guard let weight = NumberText.parse(String(number)), weight > 0,
            unit.isEmpty ? weight > Limits.rpe.upperBound : WeightUnit(lenient: String(unit)) != nil
        else { return nil }
        let w = NumberText.format(weight) + unit
        func whole(_ s: Substring) -> Int? { !s.isEmpty && s.count <= 3 && s.allSatisfy { $0.isASCII && $0.isNumber } ? Int(s) : nil }
        let parts = before.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let sets = whole(parts[0]), let reps = whole(parts[1]), Limits.setsAtOnce.contains(sets) {
            return "The weight comes first: \(w)x\(reps)x\(sets) is \(sets) sets of \(reps) at \(w)."
        }
        if parts.count == 1, let reps = whole(parts[0]) {
            return "The weight comes first: \(w)x\(reps)."
        }
        return nil
    }
}
