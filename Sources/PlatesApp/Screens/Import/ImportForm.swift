import PlatesCore
import TermUI

/// What the settings screen's import form asks for: the file, its format, the unit of weights
/// written without one, and whether to write or only check.
public struct ImportChoice: Equatable, Sendable {
    public var path: String
    /// nil: from the file's header.
    public var format: ImportFormat?
    public var unit: WeightUnit
    public var dryRun: Bool
    /// A file's exercise name → one of yours (or `new`), as `plates import --map` takes them.
    public var mappings: [String: String]
    /// Take the file's import back (`ImportUndo`): listed first; removed once `confirmed`.
    public var undo: Bool
    public var confirmed: Bool

    public init(
        path: String, format: ImportFormat? = nil, unit: WeightUnit = .kg, dryRun: Bool = false,
        mappings: [String: String] = [:], undo: Bool = false, confirmed: Bool = false
    ) {
        self.path = path
        self.format = format
        self.unit = unit
        self.dryRun = dryRun
        self.mappings = mappings
        self.undo = undo
        self.confirmed = confirmed
    }
}

/// The import form (Settings → Import a file): the same importer as `plates import`.
enum ImportForm {
    static let formats = ["from its header"] + ImportFormat.allCases.map(\.title)
    static let modes = ["import", "check only (dry run)", "take back its import"]

    /// Weights without a unit default to the profile's unit: a lifter who logs in pounds most
    /// likely exported pounds.
    static func make(unit: WeightUnit) -> FormState {
        var form = FormState(
            purpose: .importFile, title: "Import a file",
            fields: [
                .init("File", placeholder: "~/Downloads/strong.csv", maxLength: 4096),
                .init("Format", choices: formats),
                .init("No unit means", choices: WeightUnit.allCases.map(\.rawValue), selected: WeightUnit.allCases.firstIndex(of: unit) ?? 0),
                .init("Mode", choices: modes),
                // What `--map` does on the command line; remembered for the next import.
                .init("Map names", placeholder: "Flat Barbell Bench Press=Bench Press; Row=new", maxLength: 2000),
            ])
        form.intro =
            "A Strong, Hevy or FitNotes CSV export, a Plates export, or a sheet with Date, Exercise, Weight and Reps columns. All or nothing; importing the same file twice adds nothing; “take back its import” removes what it added."
        return form
    }

    static func choice(_ form: FormState) throws(PlatesError) -> ImportChoice {
        let path = form.fields[0].text.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { throw .validation("Type the path of the exported file (~ works).", field: "file") }
        let format = form.fields[1].choice == 0 ? nil : ImportFormat.allCases[form.fields[1].choice - 1]
        let undo = form.fields[3].choice == 2
        guard !undo || form.fields[4].text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .validation("Taking an import back finds what it added by the file alone: leave Map names empty.", field: "map names")
        }
        // The second enter on the same file, after its list was shown, removes.
        return ImportChoice(
            path: path, format: format, unit: WeightUnit.allCases[form.fields[2].choice], dryRun: form.fields[3].choice == 1,
            mappings: try ExerciseAliases.parseMappingList(form.fields[4].text), undo: undo, confirmed: undo && form.undoListed == path)
    }

}
