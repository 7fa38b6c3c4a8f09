import Foundation

/// Finds the exercise a quick-log line names: case-insensitive exact name, then a unique prefix
/// of the name, then a unique match of every word's prefix (`inc db` → Incline Dumbbell Press),
/// then the closest name within a small edit distance. Ambiguity is an error that lists the candidates.
///
/// An exercise answers to its other names too (`PlatesBackend.exerciseAliases`: a name merged
/// into it, a file's name an import mapped to it) at every step, after the names themselves: a
/// lifter who merged "Flat Barbell Bench" into Bench Press and types it by habit logs to Bench
/// Press, and is not offered to add the exercise they merged away.
public enum ExerciseMatcher {
    /// What the rest of the entry says about the exercise: `row 60x8` is weight × reps, so Barbell
    /// Row fits and Rowing (cardio) does not. Among several that fit, the most recently
    /// used wins.
    public struct Preference: Sendable {
        public var types: Set<ExerciseType>
        /// Each exercise's last set's date (exercises never trained are absent).
        public var lastUsed: [String: Date]

        public init(types: Set<ExerciseType>, lastUsed: [String: Date] = [:]) {
            self.types = types
            self.lastUsed = lastUsed
        }

        /// The preference a set entry implies, or nil when it says nothing of the type (`bench`).
        public init?(_ spec: SetSpec, lastUsed: [String: Date] = [:]) {
            if spec.distance != nil {
                self.init(types: [.cardio], lastUsed: lastUsed)
            } else if spec.reps != nil || spec.bodyWeight || (spec.weight != nil && spec.duration == nil) {
                self.init(types: [.strength], lastUsed: lastUsed)
            } else if spec.duration != nil {
                self.init(types: [.timed, .cardio], lastUsed: lastUsed)
            } else {
                return nil
            }
        }
    }

    public static func match(
        _ query: String, in exercises: [Exercise], aliases: [String: String] = [:], preferring preference: Preference? = nil
    ) throws(PlatesError) -> Exercise {
        let names = names(exercises, aliases: aliases)
        if let found = try find(query, in: names, preferring: preference) { return found }
        // A shorter run of the words names an exercise: "squat 5s3" is Squat and a bad set; "lat
        // pulldown", words alone, is more likely a name nobody has yet ("lat" is Lateral Raises),
        // which the quick-log offers to add — said as it is, with what the first words meant.
        let words = query.split(separator: " ").map(String.init)
        if words.count > 1 {
            for k in stride(from: words.count - 1, through: 1, by: -1) {
                let head = words[..<k].joined(separator: " ")
                if let known = (try? find(head, in: names)) ?? nil {
                    let tail = words[k...].joined(separator: " ")
                    if tail.contains(where: \.isNumber) {
                        throw .validation(
                            "‘\(tail)’ is not a set: after the exercise, type weight x reps like 100x5, a time like 60s or a distance like 5km.",
                            field: "entry")
                    }
                    throw .validation("No exercise matches ‘\(query)’ (‘\(head)’ is \(known.name): after it, a set like 100x5).", field: "exercise")
                }
            }
        }
        let suggestions = closest(query, in: names, count: 3).map(\.name)
        let hint = suggestions.isEmpty ? "" : " Did you mean \(suggestions.joined(separator: ", "))?"
        throw .validation("No exercise matches ‘\(query)’.\(hint)", field: "exercise")
    }

    /// Whether nothing answers to `query`: no name, prefix, words or near miss (a name that could
    /// be several exercises is not unknown). What the quick-log and the routine form offer to add.
    public static func isUnknown(_ query: String, in exercises: [Exercise], aliases: [String: String] = [:]) -> Bool {
        let names = names(exercises, aliases: aliases)
        // The quick-log asks at every key: a name that starts with the text (one exercise, or
        // several to choose from) settles it without the slower stages and their messages.
        let q = expand(query)
        if names.contains(where: { $0.name.hasPrefix(q) }) { return false }
        do { return try find(query, in: names) == nil } catch { return false }
    }

    /// A name an exercise answers to, normalized: its own or another (an alias).
    struct Name {
        var name: String
        var exercise: Exercise
    }

    /// Every exercise's own name, then the aliases of the exercises here, by name (an alias to an
    /// exercise not in `exercises` is left out). Own names first: where two are equal, the
    /// exercise of that name wins over one that answers to it.
    static func names(_ exercises: [Exercise], aliases: [String: String]) -> [Name] {
        var names = exercises.map { Name(name: normalize($0.name), exercise: $0) }
        guard !aliases.isEmpty else { return names }
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, id) in aliases.sorted(by: { $0.key < $1.key }) {
            if let e = byId[id] { names.append(Name(name: normalize(key), exercise: e)) }
        }
        return names
    }

    /// The exercises of `names`, each once, in the order first met.
    static func distinct(_ names: [Name]) -> [Exercise] {
        var seen: Set<String> = []
        return names.compactMap { seen.insert($0.exercise.id).inserted ? $0.exercise : nil }
    }

    static func find(_ query: String, in names: [Name], preferring preference: Preference? = nil) throws(PlatesError) -> Exercise? {
        let q = expand(query)
        guard !q.isEmpty else { return nil }
        if let exact = names.first(where: { $0.name == q }) { return exact.exercise }
        let compactQuery = compact(q)
        if let exact = names.first(where: { compact($0.name) == compactQuery }) { return exact.exercise }
        let prefixed = distinct(names.filter { $0.name.hasPrefix(q) })
        let queryWords = q.split(separator: " ")
        let wordMatches = distinct(
            names.filter { n in
                // Words between any non-letters: "assisted" finds "Pull Up (Assisted)".
                let nameWords = n.name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
                return queryWords.allSatisfy { w in nameWords.contains { $0.hasPrefix(w) } }
            })
        if let preference {
            // The first of the two partial matches that has exercises of a fitting type decides.
            for stage in [prefixed, wordMatches] {
                let fitting = stage.filter { preference.types.contains($0.exerciseType) }
                if fitting.count == 1 { return fitting[0] }
                if fitting.count > 1 { return try mostRecent(query, fitting, preference.lastUsed) }
            }
        }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 { throw ambiguous(query, prefixed) }
        if wordMatches.count == 1 { return wordMatches[0] }
        if wordMatches.count > 1 { throw ambiguous(query, wordMatches) }
        // Each exercise at the distance of its nearest name.
        var nearest: [String: (Exercise, Int)] = [:]
        for n in names {
            let d = distance(compactQuery, compact(n.name))
            if let known = nearest[n.exercise.id], known.1 <= d { continue }
            nearest[n.exercise.id] = (n.exercise, d)
        }
        let scored = distinct(names).map { nearest[$0.id]! }
        let limit = max(1, min(2, compactQuery.count / 4))
        let best = scored.filter { $0.1 <= limit }.sorted { $0.1 < $1.1 }
        if let first = best.first, best.dropFirst().first?.1 != first.1 { return first.0 }
        if best.count > 1 { throw ambiguous(query, best.filter { $0.1 == best[0].1 }.map(\.0)) }
        return nil
    }

    /// Several exercises fit: the one trained last, if only one was; otherwise ask for more.
    static func mostRecent(_ query: String, _ candidates: [Exercise], _ lastUsed: [String: Date]) throws(PlatesError) -> Exercise {
        let dated = candidates.compactMap { e in lastUsed[e.id].map { (e, $0) } }.sorted { $0.1 > $1.1 }
        if let first = dated.first, dated.dropFirst().first?.1 != first.1 { return first.0 }
        throw ambiguous(query, candidates)
    }

    static func ambiguous(_ query: String, _ candidates: [Exercise]) -> PlatesError {
        let names = candidates.map(\.name).sorted()
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? "…" : "")
        return .validation("‘\(query)’ could be \(shown): type more of the name.", field: "exercise")
    }

    /// The `count` exercises whose names are nearest to `query` (for "did you mean").
    public static func closest(_ query: String, in exercises: [Exercise], aliases: [String: String] = [:], count: Int) -> [Exercise] {
        closest(query, in: names(exercises, aliases: aliases), count: count)
    }

    static func closest(_ query: String, in names: [Name], count: Int) -> [Exercise] {
        let q = compact(normalize(query))
        guard !q.isEmpty else { return [] }
        // Half the query's letters may be wrong; a single letter must be right.
        let limit = q.count / 2
        var scored: [(exercise: Exercise, score: Int)] = []
        let query = Array(q)
        for n in names {
            // The name's start as long as the query or up to two letters longer (letters left
            // out): `bnech` is one swap from `bench`, but three edits from `benchpr`. One table
            // gives all three: its last row is the query's distance to each start of the name.
            let name = Array(compact(n.name))
            let longest = min(name.count, q.count + 2)
            let row = distances(query, name[..<longest])
            let score = row[min(q.count, longest)...longest].min()!
            guard score <= limit else { continue }
            // An exercise once, at its nearest name.
            if let i = scored.firstIndex(where: { $0.exercise.id == n.exercise.id }) {
                scored[i].score = min(scored[i].score, score)
            } else {
                scored.append((n.exercise, score))
            }
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.exercise.name < $1.exercise.name }
        return scored.prefix(count).map(\.exercise)
    }

    /// Lowercased, accents dropped, spaces collapsed. An ASCII name (nearly every one) skips
    /// Foundation's folding: it cost ~25 µs a name, and the quick-log's suggestions fold every
    /// exercise's name at each key (0.5 ms a key with 21 exercises).
    static func normalize(_ s: String) -> String {
        let folded = s.utf8.allSatisfy { $0 < 0x80 } ? s.lowercased() : s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: posix)
        return folded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Gym shorthand, expanded in queries before matching.
    static let abbreviations = [
        "db": "dumbbell", "bb": "barbell", "ohp": "overhead press", "rdl": "romanian deadlift",
        "dl": "deadlift", "bp": "bench press",
    ]

    static func expand(_ query: String) -> String {
        normalize(query).split(separator: " ").map { abbreviations[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// Letters and digits only: `pullups` = `Pull-ups`, `benchpress` = `Bench Press`.
    static func compact(_ s: String) -> String { String(s.filter { $0.isLetter || $0.isNumber }) }

    /// Edit distance counting a swap of two neighbours as one edit (`sqaut` → `squat`); names are short.
    public static func distance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        return distances(Array(a), b[...])[b.count]
    }

    /// The distance from `a` to each start of `b`: element `j` is `distance(a, b[..<j])`.
    static func distances(_ a: [Character], _ b: ArraySlice<Character>) -> [Int] {
        let b = Array(b)
        if a.isEmpty { return Array(0...b.count) }
        if b.isEmpty { return [a.count] }
        // One flat table, row by row: an array of rows allocated a row each, at every key.
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, d[(i - 2) * width + j - 2] + 1) }
                d[i * width + j] = best
            }
        }
        return Array(d[(a.count * width)...])
    }
}
