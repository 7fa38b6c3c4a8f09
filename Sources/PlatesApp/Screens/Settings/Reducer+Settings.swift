import PlatesCore
import TermUI

extension Reducer {
    /// Settings rows: the weight unit, the default PR reps of new exercises (enter, space and
    /// →/← step through the values; each change is saved at once), Import a file, and on a
    /// server account its password, log out everywhere and delete (enter opens each form).
    func settingsCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        let rows = SettingsScreen.rows(state)
        if state.settings.apply(command, count: rows.count, visible: rows.count) { return [] }
        guard command == .open || command == .previousTab, let profile = state.profile.value, rows.indices.contains(state.settings.selected) else {
            return []
        }
        let step = command == .open ? 1 : -1
        switch rows[state.settings.selected] {
        case .importFile:
            return command == .open ? openImportForm(&state) : []
        case .unit:
            return [.updateProfile(ProfilePatch(unit: profile.unit == .kg ? .lb : .kg))]
        case .prReps:
            let reps = Limits.prReps
            let i = reps.firstIndex(of: profile.defaultPRReps) ?? 0
            return [.updateProfile(ProfilePatch(defaultPRReps: reps[(i + step + reps.count) % reps.count]))]
        case .weeklyGoal:
            let goals = Array(Limits.weeklyGoal)
            let i = goals.firstIndex(of: profile.sessionsGoal) ?? 0
            return [.updateProfile(ProfilePatch(weeklyGoal: goals[(i + step + goals.count) % goals.count]))]
        case .restAlert:
            let all = RestAlert.allCases
            let i = all.firstIndex(of: profile.alert) ?? 0
            return [.updateProfile(ProfilePatch(restAlert: all[(i + step + all.count) % all.count]))]
        case .plates(let unit):
            if command == .open { state.modal = .form(PlatesForm.form(unit, profile: profile)) }
            return []
        case .changePassword, .logOutEverywhere, .deleteAccount, .newToken, .revokeToken:
            if command == .open { openAccountModal(rows[state.settings.selected], &state) }
            return []
        case .backupFolder:
            if command == .open, let backups = state.backups { state.modal = .form(BackupFolderForm.form(backups)) }
            return []
        case .restoreBackup:
            guard command == .open, let backups = state.backups else { return [] }
            return [.listBackups(folder: backups.folder)]
        }
    }
}
