import PlatesCore
import TermUI

/// Settings → Plates, kg or lb: the bar and the plates the plate calculator uses. Left empty, a
/// field goes back to the standard (20 kg or 45 lb; 25–1.25 kg or 45–2.5 lb).
enum PlatesForm {
    static func form(_ unit: WeightUnit, profile: Profile) -> FormState {
        let inventory = profile.inventory(unit)
        let standard = PlateInventory.standard(unit)
        var f = FormState(
            purpose: .editPlates(unit), title: "Bar and plates, \(unit.rawValue)",
            fields: [
                .init("Bar", NumberText.format(inventory.bar), placeholder: "\(NumberText.format(standard.bar)) (empty: standard)", maxLength: 10),
                .init("Plates", inventory.platesText, placeholder: standard.platesText + " (empty: standard)", maxLength: 120),
            ])
        f.intro = "Heaviest first, by spaces; 20x2 when there are only two pairs."
        return f
    }

    static func patch(unit: WeightUnit, bar: String, plates: String) throws(PlatesError) -> ProfilePatch {
        let barPatch: Patch<Double>
        if bar.isEmpty {
            barPatch = .null
        } else {
            guard let weight = NumberText.parse(bar) else { throw .validation("‘\(bar)’ is not a weight: type the bar's, like 20.", field: "bar") }
            try PlateInventory.checkBar(weight)
            barPatch = .value(weight)
        }
        let platesPatch: Patch<String> =
            plates.isEmpty ? .null : .value(PlateInventory(unit: unit, bar: 0, plates: try PlateInventory.parsePlates(plates)).platesText)
        return unit == .kg ? ProfilePatch(barKg: barPatch, platesKg: platesPatch) : ProfilePatch(barLb: barPatch, platesLb: platesPatch)
    }
}
