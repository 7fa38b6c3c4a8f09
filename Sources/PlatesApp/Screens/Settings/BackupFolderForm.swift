import Foundation
import PlatesCore

/// Settings → Backups folder: where the daily backups go (docs/backups.md). Empty: back to
/// `backups/` beside the database.
enum BackupFolderForm {
    static func form(_ backups: BackupInfo) -> FormState {
        var f = FormState(purpose: .backupFolder, title: "Backups folder", fields: [.init("Folder", short(backups.folder), maxLength: 1_000)])
        f.intro =
            "Daily backups go here; 7 daily and 4 weekly are kept. A folder Syncthing or a mounted share "
            + "carries off this machine is best. Empty: backups/ beside the database."
        return f
    }

    /// `/home/ana/Sync/plates` → `~/Sync/plates`.
    static func short(_ path: String) -> String {
        let home = NSHomeDirectory()
        guard !home.isEmpty, home != "/", path == home || path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}

extension Reducer {
    func backupFolderChosen(_ result: Result<BackupInfo, PlatesError>, _ state: inout AppState) {
        switch result {
        case .success(let info):
            if case .form? = state.modal { state.modal = nil }
            state.backups = info
            toast("Backups go to \(BackupFolderForm.short(info.folder)) from now on", .success, &state)
        case .failure(let e):
            formFailed(e, &state)
        }
    }
}

/// Settings → Restore a backup: the folder's backups, newest first (←/→), each with what it
/// holds; enter replaces the data with it after backing the data up (docs/backups.md).
enum RestoreForm {
    static func form(_ backups: [BackupFile], folder: String, context: ViewContext) -> FormState {
        let labels = backups.map { b in
            let sets = "\(NumberText.grouped(b.sets)) set\(b.sets == 1 ? "" : "s")"
            return "\(context.day(b.made)) \(context.time(b.made)) · \(sets), \(b.bodyWeight) weigh-in\(b.bodyWeight == 1 ? "" : "s")"
        }
        var f = FormState(
            purpose: .restoreBackup(paths: backups.map(\.path), folder: folder), title: "Restore a backup",
            fields: [.init("Backup", choices: labels)])
        f.intro =
            "The data is replaced with the backup you choose (←/→). What it holds now is backed up first, "
            + "so restoring that backup undoes this."
        f.keys = "enter restores · ←/→ another backup · esc cancels"
        return f
    }
}

extension Reducer {
    func backupsListed(_ result: Result<[BackupFile], PlatesError>, _ state: inout AppState) {
        switch result {
        case .success(let backups) where backups.isEmpty:
            toast("No backup to restore in \(BackupFolderForm.short(state.backups?.folder ?? "")) yet.", .info, &state)
        case .success(let backups):
            state.modal = .form(RestoreForm.form(backups, folder: state.backups?.folder ?? "", context: ViewContext(environment)))
        case .failure(let e):
            toast(e.message, .error, &state)
        }
    }

    /// Restored: everything on screen is loaded again, from the restored data.
    func backupRestored(_ result: Result<String, PlatesError>, _ state: inout AppState) -> [Effect] {
        switch result {
        case .success(let first):
            if case .form? = state.modal { state.modal = nil }
            state.undo = UndoHistory()
            state.training = TrainingState()
            toast("✓ Restored. The data as it was: \((first as NSString).lastPathComponent)", .success, &state)
            state.dashboard.reload()
            return [.loadDashboard, .training(.loadCurrent)] + reloadScreen(&state, includeShared: true)
        case .failure(let e):
            formFailed(e, &state)
            return []
        }
    }
}
