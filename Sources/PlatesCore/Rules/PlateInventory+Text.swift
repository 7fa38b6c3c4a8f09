/// A plate list as people write it, and as the command line and settings take it:
/// `25 20 15 10 5 2.5 1.25` (commas work too), a plate with only some pairs as `20x2`.
extension PlateInventory {
    public static func parsePlates(_ text: String, field: String = "plates") throws(PlatesError) -> [Plate] {
        // `25,20,15` lists three plates; `25 20 2,5` has a decimal comma: with spaces, only a
        // comma before a space separates.
        let spaced = text.contains { $0.isWhitespace }
        let words = (spaced ? text.replacingOccurrences(of: ", ", with: " ") : text)
            .split(whereSeparator: { $0.isWhitespace || $0 == ";" || (!spaced && $0 == ",") }).map(String.init)
        guard !words.isEmpty else { throw .validation("List the plates, e.g. 25 20 15 10 5 2.5 1.25.", field: field) }
        guard words.count <= 20 else { throw .validation("At most 20 plate sizes.", field: field) }
        var plates: [Plate] = []
        for word in words {
            let parts = word.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
            guard (1...2).contains(parts.count), let weight = NumberText.parse(parts[0]), weight >= 0.25, weight <= 100 else {
                throw .validation("‘\(word)’ is not a plate: a weight from 0.25 to 100, e.g. 25 or 20x2 (two pairs).", field: field)
            }
            var pairs: Int?
            if parts.count == 2 {
                guard let n = Int(parts[1]), (1...50).contains(n) else {
                    throw .validation("‘\(word)’: the pairs after x are a whole number from 1 to 50.", field: field)
                }
                pairs = n
            }
            guard !plates.contains(where: { $0.weight == weight }) else {
                throw .validation("‘\(NumberText.format(weight))’ is listed twice: give each plate once (20x3 for three pairs).", field: field)
            }
            plates.append(Plate(weight, pairs: pairs))
        }
        return plates
    }

    public static func checkBar(_ bar: Double, field: String = "bar") throws(PlatesError) {
        guard bar.isFinite, (0...100).contains(bar) else {
            throw .validation("A bar weighs 0 to 100 (0: plates on a machine's pegs).", field: field)
        }
    }

    /// `25 20 15 10 5 2.5 1.25`, heaviest first.
    public var platesText: String {
        plates.map { NumberText.format($0.weight) + ($0.pairs.map { "x\($0)" } ?? "") }.joined(separator: " ")
    }

    /// `25 + 15 + 1.25`, `4 × 25 + 10` (four or more of a plate are counted: a leg press's 19
    /// plates of 25 were nineteen "25 + "), or `the bar alone`.
    public static func sideText(_ perSide: [Double], ascii: Bool = false) -> String {
        guard !perSide.isEmpty else { return "the bar alone" }
        var runs: [(plate: Double, count: Int)] = []
        for plate in perSide {
            if runs.last?.plate == plate { runs[runs.count - 1].count += 1 } else { runs.append((plate, 1)) }
        }
        return runs.flatMap { run in
            run.count >= 4
                ? ["\(run.count) \(ascii ? "x" : "×") \(NumberText.format(run.plate))"] : Array(repeating: NumberText.format(run.plate), count: run.count)
        }.joined(separator: " + ")
    }
}
