import Foundation
import PlatesCore

/// `plates import FILE --undo`: what the file's import added is listed, asked about, and removed
/// (`ImportUndo`), on a local database (backed up first, as before an import) or a server account.
extension ImportCommand {
    func undoImport(_ text: String, backend: any PlatesBackend, context: CommandRunner.Context) async throws(PlatesError) {
        if let importing = backend as? any ImportingBackend {
            let found = try await ImportUndo.find(Importer.Request(text: text, format: format), in: importing, environment: context.environment)
            guard try go(on: ImportUndo.lines(found, removed: nil), found: found.counts) else { return }
            let backup = try await (importing as? any BackupRestoring)?.backUpFirst(into: global.choice.backupDir, calendar: context.calendar)
            let progress = ImportProgress(enabled: isatty(2) == 1)
            let removed = try await ImportUndo.remove(found, from: importing, progress: { progress.show($0) })
            progress.finish()
            for line in ImportUndo.lines(found, removed: removed) { Output.line(Output.clean(line)) }
            if let backup { Output.line("Backed up the database first: \(global.again) restore \(Output.shellQuoted(backup)) puts it back.") }
            return
        }
        guard let server = backend as? any ServerImporting else {
            throw .validation("This data cannot take an import back: Plates does that on a local database or a server account.")
        }
        let listed = try await server.undoImportOnServer(text, format: format, dryRun: true)
        guard try go(on: listed.lines, found: listed.found ?? ImportUndo.Removed()) else { return }
        let answer = try await server.undoImportOnServer(text, format: format, dryRun: false)
        for line in answer.lines { Output.line(Output.clean(line)) }
    }

    /// Whether to remove what `lines` list: not on a dry run or when nothing was found (the lines
    /// are the answer then); with `--yes`, or the lifter's yes on a terminal. Without a terminal
    /// to ask on, refused with how to go on.
    private func go(on lines: [String], found: ImportUndo.Removed) throws(PlatesError) -> Bool {
        guard !dryRun, found != ImportUndo.Removed() else {
            for line in lines { Output.line(Output.clean(line)) }
            return false
        }
        if yes { return true }
        guard isatty(STDIN_FILENO) == 1 else {
            throw .validation("Undoing the import removes \(found.phrase): add --yes to remove them (--dry-run lists them).")
        }
        for line in lines { FileHandle.standardError.write(Data((Output.clean(line) + "\n").utf8)) }
        FileHandle.standardError.write(Data("Remove them? [y/N] ".utf8))
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            Output.line("Nothing was removed.")
            return false
        }
        return true
    }
}
