import Foundation
import NIOCore
import PlatesCore
import PlatesPostgres
import PostgresNIO

/// The account tables in the server's PostgreSQL database, beside the training data.
struct PostgresAccountRecords: AccountRecords {
    let database: PostgresPool

    static let migrations = [
        PostgresMigration(
            "server v1: accounts, sessions, idempotency keys",
            """
            CREATE TABLE account (
                id TEXT PRIMARY KEY,
                email TEXT NOT NULL,
                email_key TEXT NOT NULL UNIQUE,
                name TEXT,
                password_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL
            );
            CREATE TABLE session (
                id TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                access_hash TEXT NOT NULL UNIQUE,
                access_expires_at BIGINT NOT NULL,
                refresh_hash TEXT NOT NULL UNIQUE,
                refresh_expires_at BIGINT NOT NULL,
                revoked_at BIGINT
            );
            CREATE INDEX session_by_account ON session (account_id);
            CREATE TABLE idempotency_key (
                account_id TEXT NOT NULL,
                key TEXT NOT NULL,
                request_hash TEXT NOT NULL,
                status BIGINT NOT NULL,
                body BYTEA NOT NULL,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (account_id, key)
            );
            """),
        PostgresMigration("server v2: idempotency keys by age", "CREATE INDEX idempotency_key_by_age ON idempotency_key (created_at);"),
        PostgresMigration(
            "server v3: session families",
            """
            ALTER TABLE session ADD COLUMN family_id TEXT;
            UPDATE session SET family_id = id;
            ALTER TABLE session ALTER COLUMN family_id SET NOT NULL;
            CREATE INDEX session_by_family ON session (family_id);
            """),
        PostgresMigration(
            "server v4: invites",
            """
            CREATE TABLE invite (
                code_hash TEXT PRIMARY KEY,
                created_at BIGINT NOT NULL,
                used_at BIGINT,
                used_by TEXT
            );
            """),
        PostgresMigration(
            "server v5: when and from what each session came",
            "ALTER TABLE session ADD COLUMN created_at BIGINT, ADD COLUMN started_at BIGINT, ADD COLUMN client TEXT;"),
        PostgresMigration("server v6: API tokens and webhooks", AutomationSchema.sql(blob: "BYTEA")),
    ]

    func insert(_ account: Account, emailKey: String, passwordHash: String, invite: InviteSpend?) async throws(PlatesError) {
        let created = AccountStore.millis(account.createdAt)
        try await database.transaction { db in
            // ON CONFLICT: two servers signing up one e-mail at once give one account and one conflict.
            let inserted = try await db.query(
                """
                INSERT INTO account (id, email, email_key, name, password_hash, created_at)
                VALUES (\(account.id), \(account.email), \(emailKey), \(account.name), \(passwordHash), \(created))
                ON CONFLICT (email_key) DO NOTHING RETURNING id
                """)
            if inserted.isEmpty { throw PlatesError.conflict(AccountMessages.emailTaken) }
            if let invite {
                let spent = try await db.query(
                    """
                    UPDATE invite SET used_at = \(created), used_by = \(account.id)
                    WHERE code_hash = \(invite.hash) AND used_at IS NULL AND created_at >= \(invite.notBefore) RETURNING code_hash
                    """)
                if spent.isEmpty { throw PlatesError.validation(InviteMessages.unusable, field: "invite") }
            }
            try await PostgresPool.createOwner(account.id, db)
        }
    }

    func find(emailKey: String) async throws(PlatesError) -> (account: Account, passwordHash: String)? {
        let rows = try await database.query("SELECT * FROM account WHERE email_key = \(emailKey)")
        guard let row = rows.first else { return nil }
        return try Self.decode { (try Self.account(row), try row["password_hash"].decode(String.self)) }
    }

    func find(accountId: String) async throws(PlatesError) -> (account: Account, passwordHash: String)? {
        guard let row = try await database.query("SELECT * FROM account WHERE id = \(accountId)").first else { return nil }
        return try Self.decode { (try Self.account(row), try row["password_hash"].decode(String.self)) }
    }

    func spendRefresh(hash: String, now: Int64, replayedBefore: Int64) async throws(PlatesError) -> RefreshSpend {
        try await database.transaction { db -> RefreshSpend in
            // FOR UPDATE: of two servers spending one token at once, the second waits and then
            // finds it revoked a moment ago.
            guard
                let row = try await db.query(
                    """
                    SELECT id, family_id, account_id, revoked_at, refresh_expires_at, started_at FROM session
                    WHERE refresh_hash = \(hash) FOR UPDATE
                    """
                ).first
            else { return .refused }
            let family = try row["family_id"].decode(String.self)
            if let revoked = try row["revoked_at"].decode(Int64?.self) {
                guard revoked < replayedBefore else { return .refused }
                try await db.query("UPDATE session SET revoked_at = \(now) WHERE family_id = \(family) AND revoked_at IS NULL")
                return .replayed
            }
            guard try row["refresh_expires_at"].decode(Int64.self) > now else { return .refused }
            try await db.query("UPDATE session SET revoked_at = \(now) WHERE id = \(try row["id"].decode(String.self))")
            let accountId = try row["account_id"].decode(String.self)
            guard let account = try await db.query("SELECT * FROM account WHERE id = \(accountId)").first.map(Self.account) else { return .refused }
            return .spent(account, family: family, startedAt: try row["started_at"].decode(Int64?.self))
        }
    }

    func revokeRefresh(hash: String, now: Int64) async throws(PlatesError) {
        try await database.query("UPDATE session SET revoked_at = \(now) WHERE refresh_hash = \(hash) AND revoked_at IS NULL")
    }

    func caller(accessHash: String, now: Int64) async throws(PlatesError) -> LiveAccess? {
        try await database.execute(AccessLookup(hash: accessHash, now: now)).first
    }

    func sessions(account: String, now: Int64) async throws(PlatesError) -> [AccountSession] {
        let rows = try await database.query(
            """
            SELECT family_id, started_at, created_at, client FROM session
            WHERE account_id = \(account) AND revoked_at IS NULL AND refresh_expires_at > \(now) ORDER BY created_at DESC, family_id COLLATE "C"
            """)
        return try Self.decode {
            try rows.map {
                AccountSession(
                    id: try $0["family_id"].decode(String.self), startedAt: AccountStore.date(try $0["started_at"].decode(Int64?.self)),
                    lastActiveAt: AccountStore.date(try $0["created_at"].decode(Int64?.self)), client: try $0["client"].decode(String?.self), current: false)
            }
        }
    }

    func endSessions(account: String, family: String?, now: Int64) async throws(PlatesError) -> Int {
        try await database.query(
            """
            UPDATE session SET revoked_at = \(now) WHERE account_id = \(account) AND (\(family)::text IS NULL OR family_id = \(family))
            AND revoked_at IS NULL AND refresh_expires_at > \(now) RETURNING id
            """
        ).count
    }

    func deleteAccount(_ id: String) async throws(PlatesError) -> Bool {
        try await database.transaction { db -> Bool in
            try await PostgresPool.deleteOwner(id, db)
            try await db.query("DELETE FROM idempotency_key WHERE account_id = \(id)")
            try await db.query("DELETE FROM session WHERE account_id = \(id)")
            return try await !db.query("DELETE FROM account WHERE id = \(id) RETURNING id").isEmpty
        }
    }

    /// Every authenticated request runs it: prepared once per connection.
    struct AccessLookup: PostgresPreparedStatement {
        static let sql = """
            SELECT account_id, family_id, access_expires_at FROM session
            WHERE access_hash = $1 AND revoked_at IS NULL AND access_expires_at > $2
            """
        var hash: String
        var now: Int64

        func makeBindings() throws -> PostgresBindings {
            var b = PostgresBindings()
            b.append(hash)
            b.append(now)
            return b
        }

        func decodeRow(_ row: PostgresRow) throws -> LiveAccess {
            let (account, family, expiresAt) = try row.decode((String, String, Int64).self)
            return LiveAccess(caller: Caller(accountId: account, family: family), expiresAt: expiresAt)
        }
    }

    func insert(_ s: NewSession, sweepBefore: Int64) async throws(PlatesError) {
        try await database.transaction { db in
            try await db.query("DELETE FROM session WHERE account_id = \(s.accountId) AND refresh_expires_at < \(sweepBefore)")
            try await db.query(
                """
                INSERT INTO session (id, family_id, account_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at,
                    created_at, started_at, client)
                VALUES (\(s.id), \(s.familyId), \(s.accountId), \(s.accessHash), \(s.accessExpiresAt), \(s.refreshHash), \(s.refreshExpiresAt),
                    \(s.createdAt), \(s.startedAt), \(s.client))
                """)
        }
    }

    func claim(account: String, key: String, requestHash: String, now: Int64, answersSince: Int64, claimsSince: Int64) async throws(PlatesError) -> KeyClaim {
        // A new key (the usual case): one statement claims it. Of two racing requests, one
        // inserts; the other waits for it to commit, inserts nothing and looks below.
        let inserted = try await database.query(
            """
            INSERT INTO idempotency_key (account_id, key, request_hash, status, body, created_at)
            VALUES (\(account), \(key), \(requestHash), 0, ''::bytea, \(now))
            ON CONFLICT (account_id, key) DO NOTHING RETURNING key
            """)
        if !inserted.isEmpty { return .claimed }
        return try await database.transaction { db -> KeyClaim in
            guard
                let row = try await db.query(
                    """
                    SELECT request_hash, status, body, created_at FROM idempotency_key WHERE account_id = \(account) AND key = \(key) FOR UPDATE
                    """
                ).first
            else { return .busy }
            let found = StoredAnswer(
                requestHash: try row["request_hash"].decode(String.self), status: try row["status"].decode(Int.self),
                body: try row["body"].decode(Data.self))
            let at = try row["created_at"].decode(Int64.self)
            if found.status != 0, at >= answersSince { return .answered(found) }
            if found.status == 0, at >= claimsSince { return .busy }
            try await db.query(
                """
                UPDATE idempotency_key SET request_hash = \(requestHash), status = 0, body = ''::bytea, created_at = \(now)
                WHERE account_id = \(account) AND key = \(key)
                """)
            return .claimed
        }
    }

    func release(account: String, key: String) async throws(PlatesError) {
        try await database.query("DELETE FROM idempotency_key WHERE account_id = \(account) AND key = \(key) AND status = 0")
    }

    func store(_ answer: StoredAnswer, account: String, key: String, at: Int64) async throws(PlatesError) {
        try await database.query(
            """
            INSERT INTO idempotency_key (account_id, key, request_hash, status, body, created_at)
            VALUES (\(account), \(key), \(answer.requestHash), \(answer.status), \(ByteBuffer(bytes: answer.body)), \(at))
            ON CONFLICT (account_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status,
                body = EXCLUDED.body, created_at = EXCLUDED.created_at
            """)
    }

    func setPassword(account: String, hash: String, keeping: String?, now: Int64) async throws(PlatesError) -> Int {
        try await database.transaction { db -> Int in
            try await db.query("UPDATE account SET password_hash = \(hash) WHERE id = \(account)")
            return try await db.query(
                """
                UPDATE session SET revoked_at = \(now) WHERE account_id = \(account) AND family_id IS DISTINCT FROM \(keeping)
                AND revoked_at IS NULL AND refresh_expires_at > \(now) RETURNING id
                """
            ).count
        }
    }

    func insertInvite(hash: String, at: Int64) async throws(PlatesError) {
        try await database.query("INSERT INTO invite (code_hash, created_at) VALUES (\(hash), \(at))")
    }

    func accounts(now: Int64) async throws(PlatesError) -> [AccountListing] {
        let rows = try await database.query(
            """
            SELECT account.*, (SELECT COUNT(*) FROM session WHERE account_id = account.id AND revoked_at IS NULL
                AND refresh_expires_at > \(now)) AS live FROM account ORDER BY created_at, id COLLATE "C"
            """)
        return try Self.decode { try rows.map { AccountListing(account: try Self.account($0), liveSessions: try $0["live"].decode(Int.self)) } }
    }

    func nonASCIIEmailKeys() async throws(PlatesError) -> [(String, String)] {
        let rows = try await database.query("SELECT id, email_key FROM account WHERE email_key ~ '[^ -~]'")
        return try Self.decode { try rows.map { (try $0["id"].decode(String.self), try $0["email_key"].decode(String.self)) } }
    }

    func setEmailKey(_ key: String, account: String) async throws(PlatesError) {
        try await database.query(
            "UPDATE account SET email_key = \(key) WHERE id = \(account) AND NOT EXISTS (SELECT 1 FROM account WHERE email_key = \(key))")
    }

    func deleteAnswers(before: Int64) async throws(PlatesError) {
        try await database.query("DELETE FROM idempotency_key WHERE created_at < \(before)")
    }

    static func account(_ row: PostgresRandomAccessRow) throws -> Account {
        Account(
            id: try row["id"].decode(String.self), email: try row["email"].decode(String.self), name: try row["name"].decode(String?.self),
            createdAt: Date(timeIntervalSince1970: Double(try row["created_at"].decode(Int64.self)) / 1000))
    }

    private static func decode<T>(_ body: () throws -> T) throws(PlatesError) -> T {
        do { return try body() } catch { throw .decoding("an account row: \(error)") }
    }
}
