import ArgumentParser
import Foundation
import PlatesApp
import PlatesCore
import Synchronization
import TermUI

/// `plates import FILE`: Strong, Hevy, FitNotes, Plates' own export or a log kept in a
/// spreadsheet, all or nothing.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a Strong, Hevy, FitNotes or Plates export (CSV or JSON), or a spreadsheet log; all or nothing.",
        discussion: """
            The format is read from the file's header unless --format names it. Exercises are matched by name (case \
            and spaces ignored); unknown ones are created, and every guessed muscle group is listed. Importing the \
            same file again adds nothing. A spreadsheet of your own needs Date, Exercise and Weight or Reps \
            columns (Sets, RPE, Unit, Notes… are read too); a body-weight log, Date and Weight. Strong's classic export and a sheet without units \
            have no weight unit: --unit lb if it is pounds (default kg). docs/import.md lists every rule.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The exported file.", valueName: "file"), completion: .file())
    var file: String

    @Option(help: ArgumentHelp("The file's format (default: from its header).", valueName: "strong|hevy|fitnotes|plates|sheet"))
    var format: ImportFormat?

    @Flag(help: "Check the file and print the report without writing anything.")
    var dryRun = false

    @Option(
        name: .customLong("map"),
        help: ArgumentHelp(
            "Read a name of the file as one of your exercises, kept for the next import (repeatable; =new for an exercise of its own).",
            valueName: "NAME=EXERCISE"))
    var mappings: [String] = []

    @Flag(
        help:
            "Take the file's import back: remove the sets, weigh-ins and workouts it added and the exercises it made (asks first; with --dry-run, only lists them)."
    )
    var undo = false

    @Flag(help: "With --undo: remove without asking.")
    var yes = false

    /// How to take the import back alone: what is logged after it stays (a restore undoes that too).
    var undoHint: String {
        "To take back this import alone, keeping what you log after it: \(global.again) import \(Output.shellQuoted(file)) --undo"
    }

    func validate() throws {
        if yes && !undo { throw ValidationError("--yes goes with --undo.") }
        if undo && !mappings.isEmpty { throw ValidationError("--undo finds what the import added by the file alone: leave out --map.") }
    }

    func run() async throws {
        try await CommandRunner.run(global, access: dryRun ? .reads : .writes) { backend, context throws(PlatesError) in
            let text = try ExportedFile.read(file)
            if undo { return try await undoImport(text, backend: backend, context: context) }
            guard let importing = backend as? any ImportingBackend else {
                guard let server = backend as? any ServerImporting else {
                    throw .validation("This data cannot take an import: Plates imports into a local database or a server account.")
                }
                guard mappings.isEmpty else {
                    throw .validation("--map works on a local database for now: on a server account, rename the exercises after the import (e, or merge).")
                }
                let answer = try await server.importOnServer(text, format: format, unit: context.explicitUnit ?? .kg, dryRun: dryRun)
                for line in answer.lines { Output.line(Output.clean(line)) }
                if let a = answer.applied, a.setsAdded + a.bodyWeightAdded > 0 { Output.line(undoHint) }
                return
            }
            let progress = ImportProgress(enabled: isatty(2) == 1)
            defer { progress.finish() }
            var backup: String?
            let report = try await Importer.run(
                Importer.Request(
                    text: text, format: format, unit: context.explicitUnit ?? .kg, dryRun: dryRun,
                    mappings: try ExerciseAliases.parseMappings(mappings)),
                into: importing, environment: context.environment, progress: { progress.show($0) },
                beforeWriting: { () async throws(PlatesError) in
                    // An import has no undo: a wrong --unit or --map would stay in every set.
                    backup = try await (importing as? any BackupRestoring)?.backUpFirst(into: global.choice.backupDir, calendar: context.calendar)
                })
            progress.finish()
            for line in report.lines { Output.line(Output.clean(line)) }
            if let backup {
                Output.line("Backed up the database first. To undo the import: \(global.again) restore \(Output.shellQuoted(backup))")
            }
            if let a = report.applied, a.setsAdded + a.bodyWeightAdded > 0 { Output.line(undoHint) }
        }
    }
}

/// `Reading… Checking 50,000 sets… Writing 49,800 sets…` on stderr, when it is a terminal.
final class ImportProgress: Sendable {
    private let enabled: Bool
    /// Whether a line is on screen (to clear); the lock also keeps two lines from interleaving.
    private let shown = Mutex(false)

    /// Whether the terminal's locale is UTF-8 (else the bar is drawn with `#` and `-`).
    private let unicode: Bool

    init(enabled: Bool) {
        self.enabled = enabled
        setlocale(LC_CTYPE, "")
        unicode = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    }

    func show(_ phase: Importer.Phase) {
        guard enabled else { return }
        var text = phase.text
        if let fraction = phase.fraction { text += "  " + ProgressBar.text(fraction, width: 32, ascii: !unicode) }
        shown.withLock { shown in
            shown = true
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        }
    }

    func finish() {
        shown.withLock { shown in
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
        }
    }
}

extension ImportFormat: ExpressibleByArgument {}
