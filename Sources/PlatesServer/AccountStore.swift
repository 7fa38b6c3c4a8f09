import Foundation
import PlatesCore
import PlatesStore
import Synchronization

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

/// Sign-up, log-in, refresh, log-out and idempotency answers, over the storage's account tables
/// (`AccountRecords`: SQLite or PostgreSQL). Tokens are stored hashed; an access and a refresh
/// token share a session, and revoking the session (log-out, refresh) ends both. Nothing lives in
/// the server's memory but rate limits and a second's cache of access tokens (`CallerCache`),
/// so several servers can share one database.
final class AccountStore: Sendable {
    let records: any AccountRecords
    let configuration: ServerConfiguration
    let now: @Sendable () -> Date
    /// Emptied by every change to sessions made here (`sessionsChanged`).
    let callers = CallerCache()
    private let decoy: String

    init(records: any AccountRecords, configuration: ServerConfiguration, now: @escaping @Sendable () -> Date) {
        self.records = records
        self.configuration = configuration
        self.now = now
        self.decoy = Secrets.decoyHash(cost: configuration.bcryptCost)
    }

    static func millis(_ date: Date) -> Int64 { date.unixMilliseconds }
    static func date(_ millis: Int64?) -> Date? { millis.map { Date(timeIntervalSince1970: Double($0) / 1000) } }

    // MARK: Sign-up and log-in

    /// `invite`: a code to spend in the account's own transaction (an invite-only server).
    /// `client`: the request's User-Agent, shown in the account's list of sessions.
    func signUp(email: String, password: String, name: String?, invite: String? = nil, client: String? = nil) async throws(PlatesError) -> Session {
        let hash = try await hash(password)
        let created = Self.millis(now())
        let account = Account(
            id: UUID().uuidString.lowercased(), email: email, name: name,
            createdAt: Date(timeIntervalSince1970: Double(created) / 1000))
        let spend = invite.map { InviteSpend(hash: Secrets.tokenHash($0), notBefore: Self.millis(now().addingTimeInterval(-configuration.inviteLifetime))) }
        try await records.insert(account, emailKey: Self.emailKey(email), passwordHash: hash, invite: spend)
        return try await newSession(for: account, client: client)
    }

    /// Answers nil for an unknown e-mail or a wrong password alike (the caller counts failures).
    func logIn(email: String, password: String, client: String? = nil) async throws(PlatesError) -> Session? {
        let found = try await records.find(emailKey: Self.emailKey(email))
        guard try await verify(password, hash: found?.passwordHash), let found else { return nil }
        return try await newSession(for: found.account, client: client)
    }

    /// Whether `password` is the one `hash` was made from; without a hash, a decoy takes as long,
    /// so an unknown e-mail answers no sooner than a wrong password.
    func verify(_ password: String, hash: String?) async throws(PlatesError) -> Bool {
        do { return try await Secrets.verifyPassword(password, hash: hash ?? decoy) } catch {
            throw .internal("the server is shutting down")
        }
    }

    /// A new session from a refresh token; the old session ends (rotation). The new session joins
    /// the old one's family: every session since the log-in. A spent refresh token seen again more
    /// than `replayGrace` after it was spent means someone else holds a copy (it was stolen, or
    /// the user's was), so the family's live session ends too: whoever holds it logs in again.
    func refresh(_ refreshToken: String, client: String? = nil) async throws(PlatesError) -> Session {
        defer { callers.clear() }
        let now = now()
        let spent = try await records.spendRefresh(
            hash: Secrets.tokenHash(refreshToken), now: Self.millis(now), replayedBefore: Self.millis(now.addingTimeInterval(-Self.replayGrace)))
        guard case .spent(let account, let family, let startedAt) = spent else {
            throw .unauthorized("This refresh token is unknown, expired or revoked: log in again.")
        }
        return try await newSession(for: account, family: family, startedAt: startedAt, client: client)
    }

    /// Two processes sharing one credentials file can both send the same refresh token when the
    /// access token expires; the second, a moment later, is no theft.
    static let replayGrace: TimeInterval = 30

    /// Ends the session of a refresh token (its access token stops working too). Unknown tokens
    /// are not an error: the caller wanted them gone.
    func logOut(_ refreshToken: String) async throws(PlatesError) {
        defer { callers.clear() }
        try await records.revokeRefresh(hash: Secrets.tokenHash(refreshToken), now: Self.millis(now()))
    }

    /// The account and session of a live access token.
    func authenticate(_ accessToken: String) async throws(PlatesError) -> Caller {
        let hash = Secrets.tokenHash(accessToken)
        let now = Self.millis(now())
        if let caller = callers.caller(hash, now: now) { return caller }
        let generation = callers.generation
        guard let live = try await records.caller(accessHash: hash, now: now) else {
            throw .unauthorized("Your session has expired or was ended: log in again.")
        }
        callers.keep(live.caller, for: hash, expiresAt: live.expiresAt, now: now, generation: generation)
        return live.caller
    }

    /// `family`, `startedAt`: a refresh's, kept from the log-in it continues.
    private func newSession(for account: Account, family: String? = nil, startedAt: Int64? = nil, client: String?) async throws(PlatesError) -> Session {
        let access = Secrets.newToken()
        let refresh = Secrets.newToken()
        let start = now()
        let id = UUID().uuidString.lowercased()
        let created = Self.millis(start)
        let session = NewSession(
            id: id, familyId: family ?? id, accountId: account.id,
            accessHash: Secrets.tokenHash(access), accessExpiresAt: Self.millis(start.addingTimeInterval(configuration.accessTokenLifetime)),
            refreshHash: Secrets.tokenHash(refresh), refreshExpiresAt: Self.millis(start.addingTimeInterval(configuration.refreshTokenLifetime)),
            createdAt: created, startedAt: family == nil ? created : startedAt, client: client.flatMap(Self.clientName))
        try await records.insert(session, sweepBefore: created)
        return Session(user: account, accessToken: access, refreshToken: refresh, expiresIn: Int(configuration.accessTokenLifetime))
    }

    // MARK: Idempotency keys

    /// Claims `key` for a write before it runs, so two requests with one key (a client retrying
    /// while the first is still in flight, or two servers) never both write. A claim older than
    /// `claimLifetime` belongs to a request that died: it may be taken over.
    func claim(account: String, key: String, requestHash: String) async throws(PlatesError) -> KeyClaim {
        let now = now()
        let answersSince = Self.millis(now.addingTimeInterval(-configuration.idempotencyLifetime))
        if sweepIsDue(now) { try await records.deleteAnswers(before: answersSince) }
        return try await records.claim(
            account: account, key: key, requestHash: requestHash, now: Self.millis(now),
            answersSince: answersSince, claimsSince: Self.millis(now.addingTimeInterval(-Self.claimLifetime)))
    }

    /// Answers past their lifetime are deleted by the first claim after `sweepInterval`, every
    /// account's at once (an index on their age): not on every claim, which would cost the
    /// usual claim a second statement. Each server sweeps on its own clock; two sweeping at once
    /// delete the same rows.
    private func sweepIsDue(_ now: Date) -> Bool {
        lastSweep.withLock { last in
            if let last, now.timeIntervalSince(last) < Self.sweepInterval, now >= last { return false }
            last = now
            return true
        }
    }

    private let lastSweep = Mutex<Date?>(nil)
    static let sweepInterval: TimeInterval = 600

    /// Longer than any request may take (the client gives up after 15 s).
    static let claimLifetime: TimeInterval = 60

    func store(answer: StoredAnswer, account: String, key: String) async throws(PlatesError) {
        try await records.store(answer, account: account, key: key, at: Self.millis(now()))
    }

    /// The write failed: forget the claim, so the same key may try again.
    func release(account: String, key: String) async throws(PlatesError) {
        try await records.release(account: account, key: key)
    }

    /// What makes two e-mails one account: case, surrounding spaces and Unicode's two spellings
    /// of "é" (composed and decomposed) do not count.
    static func emailKey(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased().precomposedStringWithCanonicalMapping
    }

    /// Keys kept before they were composed (NFC) are made again, so a person who signed up with a
    /// decomposed "é" still logs in. A key that would now equal another account's is left alone.
    func recomposeEmailKeys() async throws(PlatesError) {
        // Compared scalar by scalar: Swift's `==` already takes the two spellings for one.
        for (id, key) in try await records.nonASCIIEmailKeys() where !Self.emailKey(key).unicodeScalars.elementsEqual(key.unicodeScalars) {
            try await records.setEmailKey(Self.emailKey(key), account: id)
        }
    }
}

/// The caller of a live access token: its account, and the log-in (session family) it comes from;
/// for a personal API token, `token:` and its id.
struct Caller: Sendable, Equatable {
    var accountId: String
    var family: String
    /// A personal API token's scope; nil for a log-in's session, which may do everything.
    var scope: TokenScope? = nil
}

/// A live access token's caller, and its expiry (Unix milliseconds).
struct LiveAccess: Sendable, Equatable {
    var caller: Caller
    var expiresAt: Int64
}

/// A session as stored: token hashes and expiry times (Unix milliseconds).
struct NewSession: Sendable {
    var id: String
    /// The first session's id since the log-in: refreshes keep it.
    var familyId: String
    var accountId: String
    var accessHash: String
    var accessExpiresAt: Int64
    var refreshHash: String
    var refreshExpiresAt: Int64
    var createdAt: Int64
    /// The family's log-in; nil when it was before the server kept it.
    var startedAt: Int64?
    var client: String?
}

/// The first answer to a write with an Idempotency-Key. Status 0: claimed, the write is running.
struct StoredAnswer: Sendable {
    var requestHash: String
    var status: Int
    var body: Data
}

/// What spending a refresh token did.
enum RefreshSpend: Sendable, Equatable {
    case spent(Account, family: String, startedAt: Int64?)
    /// Unknown, expired, or revoked a moment ago.
    case refused
    /// Revoked earlier: the family's sessions were ended.
    case replayed
}

/// What claiming an idempotency key found.
enum KeyClaim: Sendable {
    /// The key is this request's: run the write.
    case claimed
    /// A write with this key already answered: replay it (or 409 for another request).
    case answered(StoredAnswer)
    /// A write with this key is running right now.
    case busy
}

/// The account tables of one storage. Every call is one transaction.
protocol AccountRecords: Sendable {
    /// Creates the account with its profile and base catalogue; `.conflict` when the e-mail is
    /// taken. With `invite`, spends that code in the same transaction (a validation error on
    /// `invite` when it is unknown, used or too old: nothing is created).
    func insert(_ account: Account, emailKey: String, passwordHash: String, invite: InviteSpend?) async throws(PlatesError)
    /// Replaces an account's password hash and ends its sessions but those of `keeping` (the
    /// family of the session that asked); answers how many ended.
    func setPassword(account: String, hash: String, keeping: String?, now: Int64) async throws(PlatesError) -> Int
    /// Keeps a new invite code's hash.
    func insertInvite(hash: String, at: Int64) async throws(PlatesError)
    /// Every account, oldest first, with its number of live sessions.
    func accounts(now: Int64) async throws(PlatesError) -> [AccountListing]
    func find(emailKey: String) async throws(PlatesError) -> (account: Account, passwordHash: String)?
    func find(accountId: String) async throws(PlatesError) -> (account: Account, passwordHash: String)?
    /// Ends the live session of a refresh token and answers its account and family. A token
    /// revoked before `replayedBefore` (spent, or logged out) ends its family's live sessions.
    func spendRefresh(hash: String, now: Int64, replayedBefore: Int64) async throws(PlatesError) -> RefreshSpend
    func revokeRefresh(hash: String, now: Int64) async throws(PlatesError)
    /// The account and family of a live access token, and when it expires.
    func caller(accessHash: String, now: Int64) async throws(PlatesError) -> LiveAccess?
    /// An account's live sessions (not revoked, refresh token not expired), newest first; `current`
    /// is left false.
    func sessions(account: String, now: Int64) async throws(PlatesError) -> [AccountSession]
    /// Ends the live sessions of one family of the account, or of all its families; answers how many ended.
    func endSessions(account: String, family: String?, now: Int64) async throws(PlatesError) -> Int
    /// Deletes the account with all its data, sessions and idempotency keys; false when there is none.
    func deleteAccount(_ id: String) async throws(PlatesError) -> Bool
    /// Stores a session, sweeping the account's sessions past both lifetimes.
    func insert(_ session: NewSession, sweepBefore: Int64) async throws(PlatesError)
    /// Claims a key in one transaction: free (never used, its answer older than `answersSince`, or a
    /// claim older than `claimsSince`) → claimed with status 0; answered → the answer; else busy.
    func claim(account: String, key: String, requestHash: String, now: Int64, answersSince: Int64, claimsSince: Int64) async throws(PlatesError) -> KeyClaim
    func store(_ answer: StoredAnswer, account: String, key: String, at: Int64) async throws(PlatesError)
    func release(account: String, key: String) async throws(PlatesError)
    /// Accounts whose e-mail key has a character beyond ASCII: (account id, key).
    func nonASCIIEmailKeys() async throws(PlatesError) -> [(String, String)]
    /// Sets an account's e-mail key unless another account has it.
    func setEmailKey(_ key: String, account: String) async throws(PlatesError)
    /// Deletes every account's keys claimed or answered before `before`.
    func deleteAnswers(before: Int64) async throws(PlatesError)
}

/// An invite code to spend with a sign-up: its hash, and the oldest creation time still valid.
struct InviteSpend: Sendable {
    var hash: String
    var notBefore: Int64
}

/// An account as the operator's list shows it.
public struct AccountListing: Sendable {
    public var account: Account
    public var liveSessions: Int
}

enum InviteMessages {
    static let unusable = "This invite code is unknown, used already, or too old: ask for a new one."
}
