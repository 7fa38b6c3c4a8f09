import PlatesCore

/// The import form's "take back its import" (`ImportUndo`, as `plates import --undo`): listed
/// first, removed on the second enter; a local database is backed up before anything goes.
extension EffectRunner {
    static func undoImport(
        _ choice: ImportChoice, backend: any PlatesBackend, folder: String?, environment: PlatesEnvironment,
        progress: @escaping @Sendable (Action) -> Void
    ) async throws(PlatesError) -> ImportAnswer {
        let text = try ExportedFile.read(choice.path)
        guard let importing = backend as? any ImportingBackend else {
            guard let server = backend as? any ServerImporting else {
                throw .validation("This data cannot take an import back: Plates does that on a local database or a server account.")
            }
            return try await server.undoImportOnServer(text, format: choice.format, dryRun: !choice.confirmed)
        }
        let found = try await ImportUndo.find(Importer.Request(text: text, format: choice.format), in: importing, environment: environment)
        guard choice.confirmed, !found.isEmpty else { return ImportAnswer(undoing: found, removed: nil) }
        let backup = try await (importing as? any BackupRestoring)?.backUpFirst(into: folder, calendar: environment.calendar)
        var answer = ImportAnswer(
            undoing: found, removed: try await ImportUndo.remove(found, from: importing, progress: { progress(.importProgress($0)) }))
        if let backup { answer.lines.append("Backed up the database first: \(backup) (Settings → Restore a backup puts it back).") }
        return answer
    }
}
