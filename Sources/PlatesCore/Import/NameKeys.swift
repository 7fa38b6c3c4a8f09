/// An export repeats a few dozen exercise names on every row: `Exercise.nameKey` once per distinct
/// name (Foundation's case folding per row was a twentieth of a 100,000-set import), and one copy
/// of each name.
struct NameKeys {
    private var keys: [String: String] = [:]
    private var names: [String: String] = [:]

    /// One copy of each name for all the sets that carry it (each row's field was its own).
    mutating func shared(_ name: String) -> String {
        if let known = names[name] { return known }
        names[name] = name
        return name
    }

    mutating func key(_ name: String) -> String {
        if let known = keys[name] { return known }
        let key = Exercise.nameKey(name)
        keys[name] = key
        return key
    }
}
