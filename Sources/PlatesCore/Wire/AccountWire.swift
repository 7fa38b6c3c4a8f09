import Foundation

// The account routes of the REST API (`/account…`, docs/server.md): what the server answers and
// what the client sends, once.

/// A signed-up user, as the API shows it.
public struct Account: Codable, Hashable, Sendable {
    public var id: String
    public var email: String
    public var name: String?
    public var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id, email, name
        case createdAt = "created_at"
    }

    public init(id: String, email: String, name: String?, createdAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
    }
}

/// One signed-in device or script (`GET /account/sessions`): a log-in and the refreshes since.
public struct AccountSession: Codable, Hashable, Sendable {
    /// What `DELETE /account/sessions/{id}` takes.
    public var id: String
    /// When its log-in was; nil for a session from before the server kept it.
    public var startedAt: Date?
    /// Its last log-in or token refresh: a session in use refreshes at least once an access-token
    /// lifetime (an hour), so this is when it was last used, to within that.
    public var lastActiveAt: Date?
    /// The client's `User-Agent` at that refresh (`plates/0.1.0 (Linux; laptop)`), cut to 100 characters.
    public var client: String?
    /// The session making this request.
    public var current: Bool

    enum CodingKeys: String, CodingKey {
        case id, client, current
        case startedAt = "started_at"
        case lastActiveAt = "last_active_at"
    }

    public init(id: String, startedAt: Date?, lastActiveAt: Date?, client: String?, current: Bool) {
        self.id = id
        self.startedAt = startedAt
        self.lastActiveAt = lastActiveAt
        self.client = client
        self.current = current
    }
}

/// `POST /account/password`: the other sessions end; the one that asks stays.
public struct PasswordChangeBody: Codable, Sendable {
    public var currentPassword: String
    public var newPassword: String

    enum CodingKeys: String, CodingKey {
        case currentPassword = "current_password"
        case newPassword = "new_password"
    }

    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}

/// `POST /account/delete`: the password again, so a token left on a shared machine cannot delete
/// the account.
public struct AccountDeletionBody: Codable, Sendable {
    public var password: String
    public init(password: String) { self.password = password }
}

/// What ending sessions did (`POST /account/password`, `DELETE /account/sessions`).
public struct SessionsEnded: Codable, Hashable, Sendable {
    public var endedSessions: Int
    enum CodingKeys: String, CodingKey { case endedSessions = "ended_sessions" }
    public init(endedSessions: Int) { self.endedSessions = endedSessions }
}
