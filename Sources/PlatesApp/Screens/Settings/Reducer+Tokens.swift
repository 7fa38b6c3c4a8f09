import PlatesCore
import TermUI

/// Settings' API token rows on a server account: a new token (its secret shown once, in a
/// report to copy from) and revoking one; the list under the rows with each one's last use.
extension Reducer {
    /// Entering Settings on a server account: its sessions and tokens again.
    func reloadAccount(_ state: inout AppState) -> [Effect] {
        state.sessions.reload()
        state.apiTokens.reload()
        return [.loadSessions, .tokens(.load)]
    }

    func openTokenForm(_ row: SettingsScreen.Row, _ state: inout AppState) {
        if row == .newToken {
            var form = FormState(
                purpose: .newToken, title: "New API token",
                fields: [
                    FormState.Field("Name", placeholder: "what will use it: grafana", maxLength: 100), FormState.Field("Scope", choices: ["read", "write"]),
                ])
            form.intro = "A script sends it as Authorization: Bearer TOKEN. read only looks; write also logs, changes and deletes."
            form.keys = "enter makes it · ←/→ scope · tab next field · esc cancels"
            state.modal = .form(form)
            return
        }
        guard let tokens = state.apiTokens.value, !tokens.isEmpty else {
            toast("No API tokens to revoke", .info, &state)
            return
        }
        var form = FormState(
            purpose: .revokeToken(tokens), title: "Revoke API token",
            fields: [FormState.Field("Token", choices: tokens.map { "\(TextSanitizer.clean($0.name)) (\($0.scope.rawValue))" })])
        form.intro = "Whatever uses it is refused from now on."
        form.keys = "enter revokes it · ←/→ another token · esc cancels"
        state.modal = .form(form)
    }

    func tokenCall(_ f: FormState) throws(PlatesError) -> TokenCall {
        switch f.purpose {
        case .revokeToken(let tokens):
            return .revoke(tokens[f.fields[0].choice])
        default:
            let name = f.fields[0].value.text.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw .validation("Name the token after what will use it.", field: "name") }
            return .create(name: name, scope: f.fields[1].choice == 0 ? .read : .write)
        }
    }

    func tokensAnswered(_ answer: TokenAnswer, _ state: inout AppState) -> [Effect] {
        switch answer {
        case .loaded(let result):
            state.apiTokens.finish(result)
            return []
        case .created(.success(let made)):
            state.modal = .report(
                ReportState(
                    title: "API token ‘\(TextSanitizer.clean(made.token.name))’ (\(made.token.scope.rawValue))",
                    lines: [
                        "Copy it now: it is not shown again.", "", made.secret, "",
                        "A script sends it as:  Authorization: Bearer TOKEN", "Revoke it here, or: plates token revoke NAME",
                    ]))
        case .revoked(.success(let token)):
            state.modal = nil
            toast("✓ Revoked ‘\(TextSanitizer.clean(token.name))’", .success, &state)
        case .created(.failure(let error)), .revoked(.failure(let error)):
            if case .form(var f)? = state.modal {
                f.saving = false
                f.error = error.message
                state.modal = .form(f)
            } else {
                toast(error.message, .error, &state)
            }
            return []
        }
        state.apiTokens.reload()
        return [.tokens(.load)]
    }
}

extension SettingsScreen {
    /// The live API tokens: name, scope and last use.
    static func tokenLines(_ state: AppState) -> [[Span]] {
        switch state.apiTokens {
        case .idle, .loading(nil): return [[Span("API tokens  loading…", Theme.dim)]]
        case .failed(let error, nil): return [[Span("API tokens  " + error.message, Theme.danger)]]
        default:
            let tokens = state.apiTokens.value ?? []
            var lines: [[Span]] = [[Span("API tokens", Theme.bold), Span("  \(tokens.count) live", Theme.dim)]]
            for t in tokens.prefix(5) {
                let used = t.lastUsedAt.map { "last used " + DateText.dayAndTime($0, calendar: .plates()) } ?? "never used"
                lines.append([Span("  \(TextSanitizer.clean(t.name))  \(t.scope.rawValue)"), Span("  \(used)", Theme.dim)])
            }
            if tokens.count > 5 { lines.append([Span("  … and \(tokens.count - 5) more (plates token lists them all)", Theme.dim)]) }
            return lines
        }
    }
}
