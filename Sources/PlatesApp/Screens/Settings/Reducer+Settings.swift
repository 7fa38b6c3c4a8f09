import PlatesCore
import TermUI

extension Reducer {
    /// Settings rows: the weight unit, the default PR reps of new exercises (enter, space and
    /// →/← step through the values; each change is saved at once), and Import a file (enter opens its form).
    func settingsCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        if state.settings.apply(command, count: SettingsScreen.rowCount, visible: SettingsScreen.rowCount) { return [] }
        guard command == .open || command == .previousTab, let profile = state.profile.value else { return [] }
        let step = command == .open ? 1 : -1
        switch state.settings.selected {
        case SettingsScreen.importRow:
            return command == .open ? openImportForm(&state) : []
        case 0:
            return [.updateProfile(ProfilePatch(unit: profile.unit == .kg ? .lb : .kg))]
        case 1:
            let reps = Limits.prReps
            let i = reps.firstIndex(of: profile.defaultPRReps) ?? 0
            return [.updateProfile(ProfilePatch(defaultPRReps: reps[(i + step + reps.count) % reps.count]))]
        default:
            return []
        }
    }
}
