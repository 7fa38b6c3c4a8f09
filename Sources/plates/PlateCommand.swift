import ArgumentParser
import Foundation
import PlatesCore

/// `plates plates 102.5`: the plates a side for a weight, or the nearest two that load; with
/// `--warmup`, a ramp from the empty bar to the work weight (SPEC 8).
struct PlateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plates", abstract: "Show the plates a side for a weight, and a warm-up ramp to it.",
        discussion: """
            A weight without a unit is in your unit (the settings screen, or --unit). The bar and plates \
            are the settings' (5, then Plates), at first 25 20 15 10 5 2.5 1.25 kg on a 20 kg bar, and \
            45 35 25 10 5 2.5 lb on a 45 lb bar.

              plates plates 102.5              25 + 15 + 1.25 a side
              plates plates 225lb --warmup     the bar x 10, then up to about 85 %
              plates plates 100 --bar 15 --plates "20x2 10 5 2.5"
                                               a 15 kg bar, and only two pairs of 20s
            """)

    @OptionGroup var global: GlobalOptions

    // `.allUnrecognized` so `-5` reaches the validation (and its one-line message), not the option parser.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The weight on the bar, e.g. 102.5 or 225lb.", valueName: "weight"))
    var weight: [String] = []

    @Flag(name: [.long, .customLong("warm-up")], help: "Also show a warm-up ramp to this weight.")
    var warmup = false

    @Option(help: ArgumentHelp("The bar's weight (default 20 kg or 45 lb).", valueName: "weight"))
    var bar: Double?

    @Option(help: ArgumentHelp("The plates there are, heaviest first; 20x2 for two pairs only.", valueName: "list"))
    var plates: String?

    func validate() throws {
        try StrayOption.check(weight, of: Self.self)
    }

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            let text = weight.joined(separator: " ")
            guard !text.isEmpty else { throw .validation("Give the weight on the bar, like 102.5 or 225lb.", field: "weight") }
            let (value, typedUnit) = try BodyWeightCommand.Add.parseWeight(text)
            let unit = typedUnit ?? context.formatter.unit
            guard value.isFinite, value > 0, unit.convert(value, to: .kg) <= Limits.maxSetWeightKg else {
                throw .validation(
                    "‘\(text)’: a weight above 0 and up to \(NumberText.format(WeightUnit.kg.convert(Limits.maxSetWeightKg, to: unit))) \(unit.rawValue).",
                    field: "weight")
            }
            var inventory = try await backend.profile().inventory(unit)
            if let bar {
                try PlateInventory.checkBar(bar)
                inventory.bar = bar
            }
            if let plates { inventory = PlateInventory(unit: unit, bar: inventory.bar, plates: try PlateInventory.parsePlates(plates)) }
            for line in Self.lines(value, inventory: inventory, warmup: warmup) { Output.line(line) }
        }
    }

    static func lines(_ weight: Double, inventory: PlateInventory, warmup: Bool) -> [String] {
        let u = inventory.unit.rawValue
        let n = { (w: Double) in NumberText.format(w) }
        var lines: [String] = []
        switch PlateLoading.load(weight, on: inventory) {
        case .loaded(let side):
            lines.append("\(n(weight)) \(u): \(PlateInventory.sideText(side))\(side.isEmpty ? "" : " a side"), on a \(n(inventory.bar)) \(u) bar")
        case .unloadable(let below, let above):
            let nearest = [below, above].compactMap { $0 }.map { w -> String in
                guard case .loaded(let side) = PlateLoading.load(w, on: inventory) else { return "\(n(w)) \(u)" }
                return "\(n(w)) \(u) (\(PlateInventory.sideText(side)))"
            }
            if weight < inventory.bar {
                lines.append("\(n(weight)) \(u) is lighter than the \(n(inventory.bar)) \(u) bar.")
            } else {
                lines.append(
                    "\(n(weight)) \(u) cannot be loaded with \(inventory.platesText) \(u) plates on a \(n(inventory.bar)) \(u) bar"
                        + (nearest.isEmpty ? "." : ": nearest " + nearest.joined(separator: " or ")))
            }
        }
        guard warmup else { return lines }
        let ramp = WarmUpRamp.steps(to: weight, on: inventory)
        guard !ramp.isEmpty else {
            lines.append("No warm-up ramp: the work weight is the bar's or lighter.")
            return lines
        }
        let example = ramp[min(1, ramp.count - 1)]
        lines.append("Warm-up (log each as a warm-up set: plates log \"EXERCISE w\(n(example.weight))\(u)x\(example.reps)\"):")
        let rows = ramp.map { step -> (String, String) in
            let side: String
            if case .loaded(let plates) = PlateLoading.load(step.weight, on: inventory) { side = PlateInventory.sideText(plates) } else { side = "" }
            return ("\(n(step.weight)) \(u) × \(step.reps)", side)
        }
        let width = rows.map(\.0.count).max() ?? 0
        for row in rows { lines.append("  " + row.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + row.1) }
        return lines
    }
}
