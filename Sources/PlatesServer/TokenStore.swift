import Foundation
import PlatesCore

/// Personal API tokens: made, listed, revoked, and accepted as bearer tokens for scripts. A
/// token is `plates_pat_` and 256 random bits, shown once and stored only as its SHA-256; its last
/// use is kept to within a minute. Looked-up callers share the sessions' one-second cache, which a
/// revocation empties.
final class TokenStore: Sendable {
    let records: any AutomationRecords
    let callers: CallerCache
    let now: @Sendable () -> Date

    /// What tells a personal token from a session's access token (and lets secret scanners find one).
    static let prefix = "plates_pat_"
    static let liveLimit = 50
    static let names = 1...100
    /// Last use is written when the stored one is older than this: a minute, not every request.
    static let stampInterval: Int64 = 60_000

    init(records: any AutomationRecords, callers: CallerCache, now: @escaping @Sendable () -> Date) {
        self.records = records
        self.callers = callers
        self.now = now
    }

    static func isPersonal(_ token: String) -> Bool { token.hasPrefix(prefix) }

    func create(name raw: String, scope: TokenScope, account: String) async throws(PlatesError) -> CreatedToken {
        let name = try Self.name(raw)
        let secret = Self.prefix + Secrets.newToken()
        let created = Date(timeIntervalSince1970: Double(AccountStore.millis(now())) / 1000)
        let token = APIToken(id: UUID().uuidString.lowercased(), name: name, scope: scope, createdAt: created, lastUsedAt: nil)
        try await records.insertToken(StoredToken(token: token, accountId: account, hash: Secrets.tokenHash(secret)), limit: Self.liveLimit)
        return CreatedToken(token: token, secret: secret)
    }

    func list(account: String) async throws(PlatesError) -> [APIToken] {
        try await records.tokens(account: account)
    }

    func revoke(id: String, account: String) async throws(PlatesError) {
        defer { callers.clear() }
        guard try await records.revokeToken(id: id, account: account, now: AccountStore.millis(now())) else {
            throw .notFound(what: "API token", id: id)
        }
    }

    /// The caller of a live personal token.
    func authenticate(_ token: String) async throws(PlatesError) -> Caller {
        let hash = Secrets.tokenHash(token)
        let now = AccountStore.millis(now())
        if let caller = callers.caller(hash, now: now) { return caller }
        let generation = callers.generation
        guard let found = try await records.tokenCaller(hash: hash, now: now, stampBefore: now - Self.stampInterval) else {
            throw .unauthorized("This API token is unknown or was revoked: make a new one (plates token create).")
        }
        let caller = Caller(accountId: found.accountId, family: "token:" + found.tokenId, scope: found.scope)
        callers.keep(caller, for: hash, expiresAt: .max, now: now, generation: generation)
        return caller
    }

    /// A name shown in lists: trimmed, 1–100 characters, no control characters.
    static func name(_ raw: String) throws(PlatesError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard names.contains(name.count) else {
            throw .validation("Name the token in 1 to \(names.upperBound) characters (what will use it: ‘backup script’).", field: "name")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .validation("A token's name is one line of text, without control characters.", field: "name")
        }
        return name
    }
}

enum TokenMessages {
    static func nameTaken(_ name: String) -> String { "You already have a token named ‘\(name)’: pick another name, or revoke that one first." }
    static func tooMany(_ limit: Int) -> String { "You have \(limit) tokens already: revoke one you no longer use first." }
}
