/// Writes a set in the quick-log grammar; `QuickLogParser.parse` reads it back to the same spec.
/// The TUI prefills its form with this text, so repeating the last set is one key.
public enum QuickLogFormatter {
    /// `omittingUnit`: leave out a weight unit equal to it (the form shows `100x5`, not `100kgx5`).
    public static func format(_ spec: SetSpec, omittingUnit: WeightUnit? = nil) -> String {
        var items: [String] = []
        var main = ""
        func weightText(_ value: Double) -> String {
            let unit = spec.weightUnit.map { $0 == omittingUnit ? "" : $0.rawValue } ?? ""
            return NumberText.format(value) + unit
        }
        if spec.bodyWeight {
            main = "bw"
            if let w = spec.weight, w > 0 { main += "+" + weightText(w) }
            if let w = spec.weight, w < 0 { main += "-" + weightText(-w) }
        } else if let w = spec.weight {
            main = (spec.reps == nil && spec.duration != nil ? "+" : "") + weightText(w)
        }
        if let reps = spec.reps {
            main += "x\(reps)"
            if spec.count > 1 { main += "x\(spec.count)" }
        }
        if let rpe = spec.rpe {
            main += "@" + NumberText.format(rpe)
        }
        if spec.kind == .warmup { main = "w" + main }
        if !main.isEmpty { items.append(main) }
        if let distance = spec.distance, let unit = spec.distanceUnit {
            let word = unit == .m && distance < 100 ? "meters" : unit.rawValue
            items.append(NumberText.format(distance) + word)
        }
        if let duration = spec.duration { items.append(DurationText.grammar(duration)) }
        if spec.kind == .warmup && main.isEmpty { items.insert("w", at: 0) }
        if spec.kind == .drop { items.append("drop") }
        if spec.kind == .failure { items.append("failure") }
        return items.joined(separator: " ")
    }

    /// The spec of a stored set (to prefill the form from the last set).
    public static func spec(of set: WorkoutSet, bodyWeight: Bool) -> SetSpec {
        SetSpec(
            kind: set.kind, bodyWeight: bodyWeight && set.reps != nil, weight: set.weight,
            weightUnit: set.weight == nil ? nil : set.weightUnit, reps: set.reps, rpe: set.rpe,
            duration: set.duration, distance: set.distance, distanceUnit: set.distance == nil ? nil : set.distanceUnit)
    }
}
