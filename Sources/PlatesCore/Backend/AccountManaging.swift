/// A backend whose data is an account's on a server (`HTTPBackend`): what the account rows of
/// the settings and `plates account` call. Ending every session or deleting the account also
/// forgets the credentials kept on this machine: they cannot work any more.
public protocol AccountManaging: Sendable {
    func sessions() async throws(PlatesError) -> [AccountSession]
    /// The other sessions end; this one stays.
    func changePassword(current: String, new: String) async throws(PlatesError) -> SessionsEnded
    /// Ends one session; true when it was this machine's own (its credentials are forgotten).
    @discardableResult
    func endSession(id: String) async throws(PlatesError) -> Bool
    func logOutEverywhere() async throws(PlatesError) -> SessionsEnded
    func deleteAccount(password: String) async throws(PlatesError)
}
