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
