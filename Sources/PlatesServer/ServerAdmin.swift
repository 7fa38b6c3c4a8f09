import Foundation
import PlatesCore

/// What `plates-server admin` does, on the storage a server uses (the server may be running: every
/// call is one transaction, as a request's would be).
public struct ServerAdmin: Sendable {
    let storage: ServerStorage
    let accounts: AccountStore

    /// Opens and migrates the storage, as the server does.
    public static func open(_ location: StorageLocation, configuration: ServerConfiguration = ServerConfiguration()) async throws(PlatesError) -> ServerAdmin {
        let storage = try await ServerStorage.open(location)
        do {
            let accounts = AccountStore(records: try storage.accountRecords(), configuration: configuration, now: { Date() })
            return ServerAdmin(storage: storage, accounts: accounts)
        } catch {
            storage.close()
            throw error
        }
    }

    public func close() { storage.close() }

    /// A new invite code: one sign-up on a server run with `--signups invite`, within
    /// `inviteLifetime`. Only its hash is kept; the code is shown once.
    public func newInvite() async throws(PlatesError) -> String {
        let code = Secrets.newCode()
        try await accounts.records.insertInvite(hash: Secrets.tokenHash(code), at: AccountStore.millis(Date()))
        return code
    }

    /// Gives the account of `email` a new random password and ends its sessions (every device logs
    /// in again); answers the password, to hand to its owner.
    public func resetPassword(email: String) async throws(PlatesError) -> String {
        let password = Secrets.newCode()
        try await accounts.resetPassword(email: email, to: password)
        return password
    }

    /// Deletes the account of `email` with all its data and sessions; answers what it was.
    public func deleteUser(email: String) async throws(PlatesError) -> Account {
        try await accounts.deleteAccount(email: email)
    }

    /// Every account, oldest first.
    public func users() async throws(PlatesError) -> [AccountListing] {
        try await accounts.records.accounts(now: AccountStore.millis(Date()))
    }
}
