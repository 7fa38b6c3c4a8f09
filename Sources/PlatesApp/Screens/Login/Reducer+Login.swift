import PlatesCore
import TermUI

extension Reducer {
    /// A call failed because the session ended: open the log-in form (once) and keep the call.
    func loginNeeded(retry: Effect, failure: Action, _ state: inout AppState) -> [Effect] {
        if state.loginDeclined { return reduce(&state, failure) }
        var login = state.login ?? LoginState(email: state.account ?? "")
        login.add(retry: retry, failure: failure)
        state.login = login
        return []
    }

    func loginKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard var login = state.login, !login.submitting else { return [] }
        defer { if state.login != nil { state.login = login } }
        switch key {
        case .escape:
            // Given up: the waiting calls fail as they would have, and the forms say so.
            state.login = nil
            state.loginDeclined = true
            var effects: [Effect] = []
            for call in login.waiting { effects += reduce(&state, call.failure) }
            return effects
        case .tab, .backTab, .up, .down:
            login.focused = 1 - login.focused
        case .enter:
            let email = login.email.text.trimmingCharacters(in: .whitespaces)
            if email.isEmpty {
                login.focused = 0
                login.error = "Type your e-mail."
                return []
            }
            if login.focused == 0 {
                login.focused = 1
                return []
            }
            if login.password.isEmpty {
                login.error = "Type your password."
                return []
            }
            login.error = nil
            login.submitting = true
            return [.logIn(email: email, password: login.password.text)]
        default:
            var field = login.focused == 0 ? login.email : login.password
            if field.handle(key) {
                if login.focused == 0 { login.email = field } else { login.password = field }
                login.error = nil
            }
        }
        return []
    }

    /// The log-in answered: on success the waiting calls run again; otherwise the form says why.
    func loggedIn(_ result: Result<String, PlatesError>, _ state: inout AppState) -> [Effect] {
        guard var login = state.login else { return [] }
        switch result {
        case .success(let email):
            state.login = nil
            state.loginDeclined = false
            toast("✓ Logged in as \(email)", .success, &state)
            return login.waiting.map(\.retry)
        case .failure(let error):
            login.submitting = false
            login.error = error.message
            login.password.set("")
            login.focused = 1
            state.login = login
            return []
        }
    }
}
