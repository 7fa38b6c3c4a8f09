import PlatesCore
import TermUI

extension Reducer {
    /// Settings → Import a file: the form, then `.importFile` (the same importer as `plates import`).
    func openImportForm(_ state: inout AppState) -> [Effect] {
        state.modal = .form(ImportForm.make(unit: state.unit))
        return []
    }

    /// The importer moved to its next phase: the form's bottom line says which.
    func importProgress(_ phase: Importer.Phase, _ state: inout AppState) -> [Effect] {
        guard case .form(var f)? = state.modal, f.purpose == .importFile, f.saving else { return [] }
        f.keys = phase.text
        f.progress = phase.fraction
        state.modal = .form(f)
        return []
    }

    /// The import committed (or, for a dry run, checked): the report over the screen, and every
    /// list reloaded.
    func didImport(_ report: ImportAnswer, _ state: inout AppState) -> [Effect] {
        let title = report.removed != nil ? "Import taken back" : report.applied == nil ? "Import check · nothing written" : "Import done"
        state.modal = .report(ReportState(title: title, lines: report.lines))
        // The report says what was written; a toast would only peek out from under it.
        guard report.applied != nil || report.removed != nil else { return [] }
        return reloadSetLists(&state, exerciseId: nil) + reloadBodyWeight(&state)
    }

    /// What taking the file's import back removes, in the form: enter again removes it (the
    /// mode and file unchanged), esc keeps it. Nothing of the file here: said, and nothing to confirm.
    func importUndoListed(_ answer: ImportAnswer, _ form: FormState, _ state: inout AppState) -> [Effect] {
        var f = form
        (f.saving, f.keys, f.progress) = (false, nil, nil)
        let nothing = answer.found == ImportUndo.Removed()
        f.undoListed = nothing ? nil : f.fields[0].text.trimmingCharacters(in: .whitespaces)
        // One paragraph (the form wraps it; a line break would show as a control character):
        // "To remove: 7 sets of the 7 the file gives; 2 workouts; …".
        let lines = answer.lines.dropFirst().enumerated().map { i, line in i > 0 && line.hasPrefix("To remove: ") ? String(line.dropFirst(11)) : line }
        f.error = lines.joined(separator: "; ") + (nothing ? "" : ". Enter again removes them; esc keeps everything.")
        state.modal = .form(f)
        return []
    }

    func reportKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard case .report(var report)? = state.modal else { return [] }
        let content = AppView.contentArea(state.size)
        let total = ReportScreen.wrapped(report, width: ReportScreen.innerWidth(in: content)).count
        let lastTop = max(0, total - ReportScreen.visibleRows(in: content))
        switch KeyBindings.command(for: key, in: .report) {
        case .back?:
            state.modal = nil
            return []
        case .down?: report.top = min(lastTop, report.top + 1)
        case .up?: report.top = max(0, report.top - 1)
        case .pageDown?: report.top = min(lastTop, report.top + ReportScreen.visibleRows(in: content))
        case .pageUp?: report.top = max(0, report.top - ReportScreen.visibleRows(in: content))
        case .top?: report.top = 0
        case .bottom?: report.top = lastTop
        default: return []
        }
        state.modal = .report(report)
        return []
    }
}
