import Foundation
import PlatesCore

/// The current tokens, refreshed at most once at a time and saved when they change.
actor TokenKeeper {
    private var credentials: Credentials
    private let file: CredentialsFile?

    init(credentials: Credentials, file: CredentialsFile?) {
        self.credentials = credentials
        self.file = file
    }

    var access: String { credentials.accessToken }

    /// The session ended for good (logged out everywhere, the account deleted): the file goes.
    func forget() throws(PlatesError) {
        try file?.delete()
    }

    /// A new session from a fresh log-in.
    func replace(with fresh: Credentials) throws(PlatesError) {
        credentials.accessToken = fresh.accessToken
        credentials.refreshToken = fresh.refreshToken
        try file?.save(credentials)
    }

    /// The refresh on its way: calls that meet a 401 meanwhile wait for it instead of spending the
    /// refresh token again (the server takes it once; four loads at start refreshed
    /// together, and three ended the session).
    private var refreshing: Task<Result<SessionReply, PlatesError>, Never>?

    /// New tokens from the refresh token; when another call already refreshed since `failedToken`,
    /// or is refreshing now, its token.
    func refresh(using transport: HTTPTransport, failedToken: String) async throws(PlatesError) -> String {
        if credentials.accessToken != failedToken { return credentials.accessToken }
        if let running = refreshing { return try await running.value.get().accessToken }
        let refreshToken = credentials.refreshToken
        let server = credentials.server
        let task = Task { await Self.fetchSession(transport, refreshToken: refreshToken, server: server) }
        refreshing = task
        let result = await task.value
        refreshing = nil
        let session = try result.get()
        credentials.accessToken = session.accessToken
        credentials.refreshToken = session.refreshToken
        try file?.save(credentials)
        return session.accessToken
    }

    private static func fetchSession(_ transport: HTTPTransport, refreshToken: String, server: String) async -> Result<SessionReply, PlatesError> {
        do {
            let body = try HTTPBackend.encode(RefreshBody(refreshToken: refreshToken))
            let reply = try await transport.send("POST", "/auth/refresh", body: body)
            return .success(try HTTPBackend.unwrap(SessionReply.self, reply.body))
        } catch .unauthorized {
            return .failure(.unauthorized("Your session on \(server) has ended: log in again (`plates login`)."))
        } catch {
            return .failure(error)
        }
    }
}
