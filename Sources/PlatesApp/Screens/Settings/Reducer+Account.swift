import PlatesCore
import TermUI

/// Settings' account rows on a server account: change the password, log out everywhere, delete
/// the account. The server checks the passwords; the forms check only what they can see (two new
/// passwords that differ, an e-mail that is not the account's).
extension Reducer {
    func openAccountModal(_ row: SettingsScreen.Row, _ state: inout AppState) {
        func secret(_ label: String) -> FormState.Field {
            var field = FormState.Field(label, maxLength: 1024)
            field.secret = true
            return field
        }
        switch row {
        case .changePassword:
            var form = FormState(
                purpose: .changePassword, title: "Change password",
                fields: [secret("Current password"), secret("New password"), secret("New password again")])
            form.intro = "Your other devices and scripts log in again with the new password; this one carries on."
            form.keys = "enter changes it · tab next field · esc cancels"
            state.modal = .form(form)
        case .deleteAccount:
            var form = FormState(
                purpose: .deleteAccount, title: "Delete account",
                fields: [FormState.Field("Your e-mail", placeholder: "type it to confirm", maxLength: 320), secret("Password")])
            form.intro =
                "Deletes \(state.account ?? "the account") and all its sets, exercises and body weight on the server, for good. Quit and run plates export first to keep a copy."
            form.keys = "enter deletes it for good · tab next field · esc cancels"
            state.modal = .form(form)
        case .newToken, .revokeToken:
            openTokenForm(row, &state)
        case .logOutEverywhere:
            state.modal = .confirm(
                ConfirmState(
                    title: "Log out everywhere?",
                    message: "Every device and script using \(state.account ?? "this account") must log in again, this terminal too: Plates closes.",
                    target: .logOutEverywhere))
        default:
            break
        }
    }

    /// The write a filled account form asks for.
    func accountFormEffect(_ f: FormState, state: AppState) throws(PlatesError) -> Effect {
        let typed = f.fields.map(\.value.text)
        switch f.purpose {
        case .newToken, .revokeToken:
            return .tokens(try tokenCall(f))
        case .changePassword:
            guard !typed[0].isEmpty else { throw .validation("Type your current password.", field: "current_password") }
            guard !typed[1].isEmpty else { throw .validation("Type a new password.", field: "new_password") }
            guard typed[1] == typed[2] else { throw .validation("The two new passwords differ.", field: "new_password") }
            return .changePassword(current: typed[0], new: typed[1])
        default:
            let email = typed[0].trimmingCharacters(in: .whitespaces)
            guard email.lowercased() == state.account?.lowercased() else {
                throw .validation("Type the account's e-mail, \(state.account ?? ""), to confirm.", field: "email")
            }
            guard !typed[1].isEmpty else { throw .validation("Type your password.", field: "password") }
            return .deleteAccount(password: typed[1])
        }
    }

    func accountChanged(_ change: AccountChange, _ state: inout AppState) -> [Effect] {
        state.modal = nil
        switch change {
        case .passwordChanged(let ended):
            let others = ended.endedSessions == 1 ? "1 other session" : "\(ended.endedSessions) other sessions"
            toast("✓ Password changed · \(others) ended", .success, &state)
            state.sessions.reload()
            return [.loadSessions]
        case .loggedOutEverywhere(let ended):
            state.farewell =
                "Logged out everywhere (\(ended.endedSessions) session\(ended.endedSessions == 1 ? "" : "s")). plates uses the local database; plates login --server URL to come back."
            state.shouldQuit = true
        case .deleted:
            state.farewell = "Deleted \(state.account ?? "the account") and all its data from the server. plates uses the local database again."
            state.shouldQuit = true
        }
        return []
    }
}
