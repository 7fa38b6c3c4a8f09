import Foundation
import PlatesCore

/// What a signed-in user does to their own account: change the password, see and end sessions,
/// delete it all. Each asks for the password again where a token left on a shared machine would
/// otherwise be enough to lock the owner out or lose their data.
extension AccountStore {
    func account(of caller: Caller) async throws(PlatesError) -> Account {
        guard let found = try await records.find(accountId: caller.accountId) else { throw Self.gone }
        return found.account
    }

    /// A new password (by `PasswordRule`) when `current` is right; every other session ends, the
    /// caller's stays. A wrong `current` is a validation error on that field, not a 401: the
    /// session is fine, and a client would take a 401 for an expired token.
    func changePassword(of caller: Caller, current: String, new: String) async throws(PlatesError) -> SessionsEnded {
        defer { callers.clear() }
        guard let found = try await records.find(accountId: caller.accountId) else { throw Self.gone }
        guard try await verify(current, hash: found.passwordHash) else {
            throw .validation("The current password is wrong.", field: "current_password")
        }
        if let problem = PasswordRule.problem(new, email: found.account.email) { throw .validation(problem, field: "new_password") }
        let hash = try await hash(new)
        let ended = try await records.setPassword(account: caller.accountId, hash: hash, keeping: caller.family, now: Self.millis(now()))
        return SessionsEnded(endedSessions: ended)
    }

    /// The operator's reset (`plates-server admin reset-password`): every session ends.
    func resetPassword(email: String, to password: String) async throws(PlatesError) {
        defer { callers.clear() }
        guard let found = try await records.find(emailKey: Self.emailKey(email)) else { throw .notFound(what: "account", id: email) }
        _ = try await records.setPassword(account: found.account.id, hash: try await hash(password), keeping: nil, now: Self.millis(now()))
    }

    func sessions(of caller: Caller) async throws(PlatesError) -> [AccountSession] {
        try await records.sessions(account: caller.accountId, now: Self.millis(now())).map {
            var s = $0
            s.current = s.id == caller.family
            return s
        }
    }

    /// Ends one of the caller's sessions (the caller's own included); another account's id, or
    /// one already ended, is not found.
    func endSession(_ id: String, of caller: Caller) async throws(PlatesError) {
        defer { callers.clear() }
        guard try await records.endSessions(account: caller.accountId, family: id, now: Self.millis(now())) > 0 else {
            throw .notFound(what: "session", id: id)
        }
    }

    /// Logs out everywhere, the caller's session included.
    func endAllSessions(of caller: Caller) async throws(PlatesError) -> SessionsEnded {
        defer { callers.clear() }
        return SessionsEnded(endedSessions: try await records.endSessions(account: caller.accountId, family: nil, now: Self.millis(now())))
    }

    /// Deletes the caller's account and everything in it, when `password` is right.
    func deleteAccount(of caller: Caller, password: String) async throws(PlatesError) {
        defer { callers.clear() }
        guard let found = try await records.find(accountId: caller.accountId) else { throw Self.gone }
        guard try await verify(password, hash: found.passwordHash) else {
            throw .validation("The password is wrong: the account was not deleted.", field: "password")
        }
        guard try await records.deleteAccount(caller.accountId) else { throw Self.gone }
    }

    /// The operator's delete (`plates-server admin delete-user`).
    func deleteAccount(email: String) async throws(PlatesError) -> Account {
        defer { callers.clear() }
        guard let found = try await records.find(emailKey: Self.emailKey(email)), try await records.deleteAccount(found.account.id) else {
            throw .notFound(what: "account", id: email)
        }
        return found.account
    }

    func hash(_ password: String) async throws(PlatesError) -> String {
        do { return try await Secrets.hashPassword(password, cost: configuration.bcryptCost) } catch {
            throw .internal("the server is shutting down")
        }
    }

    /// The account of a live token was deleted in between (by its owner elsewhere, or the operator).
    static let gone = PlatesError.unauthorized("This account no longer exists.")

    /// A User-Agent as the sessions list shows it: printable, at most 100 characters.
    static func clientName(_ userAgent: String) -> String? {
        let shown = String(String.UnicodeScalarView(userAgent.unicodeScalars.filter { !TextRule.isRefused($0, lineBreaks: false) }).prefix(100))
            .trimmingCharacters(in: .whitespaces)
        return shown.isEmpty ? nil : shown
    }
}
