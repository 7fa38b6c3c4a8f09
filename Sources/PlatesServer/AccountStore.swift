import Foundation
import GRDB
import PlatesCore
import PlatesStore

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
}

/// What sign-up, log-in and refresh answer.
struct Session: Encodable, Sendable {
    var user: Account
    var accessToken: String
    var refreshToken: String
    var expiresIn: Int
    var tokenType = "Bearer"

    enum CodingKeys: String, CodingKey {
        case user
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case expiresIn = "expires_in"
        case tokenType = "token_type"
    }
}

/// Accounts and tokens, in the same database file as the training data (its own migrator).
/// Tokens are stored hashed; an access and a refresh token share a session, and revoking the
/// session (log-out, refresh) ends both. Nothing lives in the server's memory but rate limits, so
/// several servers can share one database.
final class AccountStore: Sendable {
    let database: SQLiteDatabase
    let configuration: ServerConfiguration
    let now: @Sendable () -> Date
    private let decoy: String

    init(database: SQLiteDatabase, configuration: ServerConfiguration, now: @escaping @Sendable () -> Date) throws(PlatesError) {
        self.database = database
        self.configuration = configuration
        self.now = now
        self.decoy = Secrets.decoyHash(cost: configuration.bcryptCost)
        do {
            try Self.migrator.migrate(database.pool)
        } catch {
            throw .internal("cannot prepare the accounts tables: \(error)")
        }
    }

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("server v1: accounts, sessions, idempotency keys") { db in
            try db.execute(sql: """
                CREATE TABLE account (
                    id TEXT PRIMARY KEY NOT NULL,
                    email TEXT NOT NULL,
                    email_key TEXT NOT NULL UNIQUE,
                    name TEXT,
                    password_hash TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                CREATE TABLE session (
                    id TEXT PRIMARY KEY NOT NULL,
                    account_id TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    access_hash TEXT NOT NULL UNIQUE,
                    access_expires_at INTEGER NOT NULL,
                    refresh_hash TEXT NOT NULL UNIQUE,
                    refresh_expires_at INTEGER NOT NULL,
                    revoked_at INTEGER
                );
                CREATE INDEX session_by_account ON session(account_id);
                CREATE TABLE idempotency_key (
                    account_id TEXT NOT NULL,
                    key TEXT NOT NULL,
                    request_hash TEXT NOT NULL,
                    status INTEGER NOT NULL,
                    body BLOB NOT NULL,
                    created_at INTEGER NOT NULL,
                    PRIMARY KEY (account_id, key)
                );
                """)
        }
        return m
    }

    private func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    // MARK: Sign-up and log-in

    func signUp(email: String, password: String, name: String?) async throws(PlatesError) -> Session {
        let hash: String
        do { hash = try await Secrets.hashPassword(password, cost: configuration.bcryptCost) } catch {
            throw .internal("the server is shutting down")
        }
        let id = UUID().uuidString.lowercased(), created = now()
        let account = Account(id: id, email: email, name: name, createdAt: Date(timeIntervalSince1970: Double(millis(created)) / 1000))
        let createdMillis = millis(created)
        try await write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM account WHERE email_key = ?", arguments: [Self.emailKey(email)]) == true {
                throw PlatesError.conflict("An account with this e-mail already exists: log in instead.")
            }
            try db.execute(sql: "INSERT INTO account (id, email, email_key, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                           arguments: [id, email, Self.emailKey(email), name, hash, createdMillis])
            try SQLiteDatabase.createOwner(id, db)
        }
        return try await newSession(for: account)
    }

    /// Answers nil for an unknown e-mail or a wrong password alike (the caller counts failures).
    func logIn(email: String, password: String) async throws(PlatesError) -> Session? {
        let key = Self.emailKey(email)
        let found = try await read { db -> (Account, String)? in
            try Row.fetchOne(db, sql: "SELECT * FROM account WHERE email_key = ?", arguments: [key]).map {
                (Self.account($0), $0["password_hash"] as String)
            }
        }
        let ok: Bool
        do { ok = try await Secrets.verifyPassword(password, hash: found?.1 ?? decoy) } catch {
            throw .internal("the server is shutting down")
        }
        guard ok, let found else { return nil }
        return try await newSession(for: found.0)
    }

    /// A new session from a refresh token; the old session ends (rotation).
    func refresh(_ refreshToken: String) async throws(PlatesError) -> Session {
        let hash = Secrets.tokenHash(refreshToken), nowMillis = millis(now())
        let account = try await write { db -> Account in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT session.id AS session_id, account.* FROM session JOIN account ON account.id = session.account_id
                WHERE refresh_hash = ? AND revoked_at IS NULL AND refresh_expires_at > ?
                """, arguments: [hash, nowMillis]) else {
                throw PlatesError.unauthorized("This refresh token is unknown, expired or revoked: log in again.")
            }
            try db.execute(sql: "UPDATE session SET revoked_at = ? WHERE id = ?", arguments: [nowMillis, row["session_id"] as String])
            return Self.account(row)
        }
        return try await newSession(for: account)
    }

    /// Ends the session of a refresh token (its access token stops working too). Unknown tokens
    /// are not an error: the caller wanted them gone.
    func logOut(_ refreshToken: String) async throws(PlatesError) {
        let hash = Secrets.tokenHash(refreshToken), nowMillis = millis(now())
        try await write { db in
            try db.execute(sql: "UPDATE session SET revoked_at = ? WHERE refresh_hash = ? AND revoked_at IS NULL", arguments: [nowMillis, hash])
        }
    }

    /// The account of a live access token.
    func authenticate(_ accessToken: String) async throws(PlatesError) -> String {
        let hash = Secrets.tokenHash(accessToken), nowMillis = millis(now())
        let id = try await read { db in
            try String.fetchOne(db, sql: """
                SELECT account_id FROM session WHERE access_hash = ? AND revoked_at IS NULL AND access_expires_at > ?
                """, arguments: [hash, nowMillis])
        }
        guard let id else { throw .unauthorized("Your session has expired or was ended: log in again.") }
        return id
    }

    private func newSession(for account: Account) async throws(PlatesError) -> Session {
        let access = Secrets.newToken(), refresh = Secrets.newToken(), start = now()
        let sessionId = UUID().uuidString.lowercased(), accessHash = Secrets.tokenHash(access), refreshHash = Secrets.tokenHash(refresh)
        let accessExpiry = millis(start.addingTimeInterval(configuration.accessTokenLifetime))
        let refreshExpiry = millis(start.addingTimeInterval(configuration.refreshTokenLifetime))
        let cutoff = millis(start)
        try await write { db in
            // Sessions past both lifetimes are of no use to anyone: sweep this account's.
            try db.execute(sql: "DELETE FROM session WHERE account_id = ? AND refresh_expires_at < ?", arguments: [account.id, cutoff])
            try db.execute(sql: """
                INSERT INTO session (id, account_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [sessionId, account.id, accessHash, accessExpiry, refreshHash, refreshExpiry])
        }
        return Session(user: account, accessToken: access, refreshToken: refresh, expiresIn: Int(configuration.accessTokenLifetime))
    }

    // MARK: Idempotency keys

    struct StoredAnswer: Sendable {
        var requestHash: String
        var status: Int
        var body: Data
    }

    func storedAnswer(account: String, key: String) async throws(PlatesError) -> StoredAnswer? {
        let oldest = millis(now().addingTimeInterval(-configuration.idempotencyLifetime))
        return try await read { db in
            try Row.fetchOne(db, sql: """
                SELECT request_hash, status, body FROM idempotency_key WHERE account_id = ? AND key = ? AND created_at >= ?
                """, arguments: [account, key, oldest]).map {
                StoredAnswer(requestHash: $0["request_hash"], status: $0["status"], body: $0["body"])
            }
        }
    }

    func store(answer: StoredAnswer, account: String, key: String) async throws(PlatesError) {
        let at = millis(now())
        try await write { db in
            try db.execute(sql: """
                INSERT OR REPLACE INTO idempotency_key (account_id, key, request_hash, status, body, created_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [account, key, answer.requestHash, answer.status, answer.body, at])
        }
    }

    // MARK: Helpers

    static func emailKey(_ email: String) -> String { email.trimmingCharacters(in: .whitespaces).lowercased() }

    static func account(_ row: Row) -> Account {
        Account(id: row["id"], email: row["email"], name: row["name"],
                createdAt: Date(timeIntervalSince1970: Double(row["created_at"] as Int64) / 1000))
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await database.pool.read(body) } catch { throw SQLiteBackend.map(error, opening: nil) }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await database.pool.write(body) } catch { throw SQLiteBackend.map(error, opening: nil) }
    }
}
