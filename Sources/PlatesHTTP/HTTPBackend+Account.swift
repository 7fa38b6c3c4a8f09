import Foundation
import PlatesCore

/// The signed-in account itself (`/account…`): never kept for offline use, and never queued —
/// each needs the server's answer now.
extension HTTPBackend: AccountManaging {
    public func accountDetails() async throws(PlatesError) -> Account {
        try Self.unwrap(Account.self, try await authorized("GET", "/account", query: [], body: nil).body)
    }

    /// The other sessions end; this one stays.
    public func changePassword(current: String, new: String) async throws(PlatesError) -> SessionsEnded {
        try await write("POST", "/account/password", PasswordChangeBody(currentPassword: current, newPassword: new))
    }

    public func sessions() async throws(PlatesError) -> [AccountSession] {
        try Self.unwrap([AccountSession].self, try await authorized("GET", "/account/sessions", query: [], body: nil).body)
    }

    /// Ending this machine's own session forgets its credentials too.
    @discardableResult
    public func endSession(id: String) async throws(PlatesError) -> Bool {
        let own = try await sessions().first { $0.current }?.id == id
        try await delete("/account/sessions/\(Self.segment(id))")
        if own { try await tokens.forget() }
        return own
    }

    /// Every session ends, this one too.
    public func logOutEverywhere() async throws(PlatesError) -> SessionsEnded {
        let ended = try Self.unwrap(SessionsEnded.self, try await authorized("DELETE", "/account/sessions", query: [], body: nil).body)
        try await tokens.forget()
        return ended
    }

    /// The account and all its data, for good.
    public func deleteAccount(password: String) async throws(PlatesError) {
        _ = try await authorized("POST", "/account/delete", query: [], body: try Self.encode(AccountDeletionBody(password: password)))
        try await tokens.forget()
    }
}
