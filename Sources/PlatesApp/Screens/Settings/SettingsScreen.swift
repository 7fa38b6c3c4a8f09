import PlatesCore
import TermUI

/// Settings: the display unit and the default PR reps of new exercises, importing a file, where
/// data lives, and on a server account the account: password, sessions, log out everywhere, delete.
public enum SettingsScreen {
    /// What a row does when chosen.
    enum Row: Equatable {
        case unit, prReps, weeklyGoal, importFile, restAlert, changePassword, logOutEverywhere, deleteAccount
        /// A personal API token for a script; revoking one (a server account).
        case newToken, revokeToken
        case plates(WeightUnit)
        /// The local database's backups folder (absent on a server account and the demo).
        case backupFolder
        /// Puts one of the folder's backups back (the database is backed up first).
        case restoreBackup
    }

    /// The rows, the account's only on a server account.
    static func rows(_ state: AppState) -> [Row] {
        let account: [Row] = state.account == nil ? [] : [.newToken, .revokeToken, .changePassword, .logOutEverywhere, .deleteAccount]
        let local: [Row] = state.backups == nil ? [] : [.backupFolder, .restoreBackup]
        return [.unit, .prReps, .importFile, .plates(.kg), .plates(.lb), .restAlert, .weeklyGoal] + local + account
    }

    public static func render(_ state: AppState, _ context: ViewContext, in area: Rect, into buffer: inout Buffer) {
        let (titleRow, rest) = area.splitTop(2)
        Paragraph(lines: [[Span("Settings", Theme.heading)]]).render(in: titleRow, into: &buffer)
        guard !AppView.placeholder(state.profile, what: "settings", frame: state.spinnerFrame, in: rest, into: &buffer),
            let p = state.profile.value
        else { return }
        let rows = rows(state)
        var cut = false
        var selectedHint = ""  // "Weight unit: every weight shows in it; …"
        for (i, row) in rows.enumerated() {
            let (label, value, hint) = text(of: row, p, state)
            let line = Rect(x: rest.x, y: rest.y + i, width: rest.width, height: 1)
            let shown = [.unit, .prReps, .weeklyGoal, .restAlert].contains(row) ? "‹ \(value) ›" : "\(value) ›"
            Paragraph(lines: [[Span(TextLayout.fit(label, to: 20)), Span(shown, Theme.bold), Span("  " + hint, Theme.dim)]])
                .render(in: line, into: &buffer)
            cut = cut || 20 + DisplayWidth.of(shown) + 2 + DisplayWidth.of(hint) > rest.width
            if i == state.settings.selected {
                buffer.setStyle(Theme.selected, in: line)
                selectedHint = "\(label): \(hint)."
            }
        }
        var info: [[Span]] = [[]]
        // Where the rows cut their hints (80 columns: "a weight typed without…"), the selected
        // row's is said whole below them, at every row so the lines below do not jump.
        if cut, !selectedHint.isEmpty {
            info += TextLayout.wrap(selectedHint, to: max(1, rest.width)).prefix(2).map {
                [Span($0, Theme.dim)]
            }
            info.append([])
        }
        info.append([Span("Data", Theme.bold), Span("  " + state.backendDescription)])
        if let account = state.account { info += sessionLines(state, account: account) + tokenLines(state) }
        if let backups = state.backups { info.append(backupLine(backups, context)) }
        info += [
            [Span("Keys", Theme.bold), Span("  enter/space/→ changes the selected value; it is saved at once.", Theme.dim)],
            [Span("Export", Theme.bold), Span("  plates export --format json|csv --output FILE (docs/export-format.md)", Theme.dim)],
        ]
        Paragraph(lines: info).render(in: rest.splitTop(rows.count).1, into: &buffer)
    }

    static func text(of row: Row, _ p: Profile, _ state: AppState) -> (String, String, String) {
        switch row {
        case .unit: return ("Weight unit", p.unit.rawValue, "every weight shows in it; a weight typed without a unit is in it")
        case .prReps: return ("Default PR reps", "\(p.defaultPRReps)RM", "the current PR of new exercises")
        case .weeklyGoal:
            let n = p.sessionsGoal
            return ("Weekly goal", "\(n) session\(n == 1 ? "" : "s")", "a week with as many keeps the run of weeks going")
        case .plates(let unit):
            let inventory = p.inventory(unit)
            return (
                "Plates, \(unit.rawValue)", "\(NumberText.format(inventory.bar)) bar · \(inventory.platesText)",
                "for the plate calculator (quick log, plates plates)"
            )
        case .restAlert: return ("Rest timer alarm", p.alert.label, "at zero; each exercise's rest: e on the exercise")
        case .importFile: return ("Import a file", "enter", "Strong, Hevy, FitNotes, Plates or a spreadsheet")
        case .restoreBackup: return ("Restore a backup", "enter", "replaces the data; it is backed up first")
        case .backupFolder:
            return ("Backups folder", TextSanitizer.clean(BackupFolderForm.short(state.backups?.folder ?? "")), "a synced folder carries them off this machine")
        case .newToken: return ("New API token", "enter", "for a script; plates token create makes one too")
        case .revokeToken: return ("Revoke API token", "enter", "whatever uses it is refused at once")
        case .changePassword: return ("Change password", "enter", "your other devices and scripts log in again")
        case .logOutEverywhere: return ("Log out everywhere", "enter", "every session ends, this one too (a lost laptop)")
        case .deleteAccount: return ("Delete account", "enter", "the account and all its data on the server, for good")
        }
    }

    /// `Backups  last 2026-11-24 19:12 · ~/.local/share/plates/backups (plates backup makes one)`.
    static func backupLine(_ b: BackupInfo, _ context: ViewContext) -> [Span] {
        let folder = TextSanitizer.clean(b.folder)
        if let failure = b.failure { return [Span("Backups", Theme.bold), Span("  " + TextSanitizer.clean(failure), Theme.danger)] }
        let last = b.last.map { "last " + DateText.dayAndTime($0, calendar: context.calendar) } ?? "none yet"
        return [Span("Backups", Theme.bold), Span("  \(last) · \(folder)"), Span("  daily; plates backup makes one now", Theme.dim)]
    }

    /// The account and its sessions, newest first: where and when each was last active.
    static func sessionLines(_ state: AppState, account: String) -> [[Span]] {
        var lines: [[Span]] = [[Span("Account", Theme.bold), Span("  " + TextSanitizer.clean(account))]]
        switch state.sessions {
        case .idle, .loading(nil): lines.append([Span("Sessions  loading…", Theme.dim)])
        case .failed(let error, nil): lines.append([Span("Sessions  " + error.message, Theme.danger)])
        default:
            let sessions = state.sessions.value ?? []
            lines.append([Span("Sessions", Theme.bold), Span("  \(sessions.count) live (the last use, to within an hour)", Theme.dim)])
            for s in sessions.prefix(5) {
                let when = s.lastActiveAt.map { DateText.dayAndTime($0, calendar: .plates()) } ?? "?"
                let client = TextSanitizer.clean(s.client ?? "unknown client")
                lines.append([Span("  \(when)  \(client)"), Span(s.current ? "  ← this one" : "", Theme.dim)])
            }
            if sessions.count > 5 { lines.append([Span("  … and \(sessions.count - 5) more (plates account lists them all)", Theme.dim)]) }
        }
        return lines
    }
}
