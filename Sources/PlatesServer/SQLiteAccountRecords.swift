import Foundation
import GRDB
import PlatesCore
import PlatesFiles
import PlatesStore

/// The account tables in the server's SQLite file, beside the training data (own migrator).
struct SQLiteAccountRecords: AccountRecords {
    let database: SQLiteDatabase

    init(database: SQLiteDatabase) throws(PlatesError) {
        self.database = database
        do {
            try Self.migrator.migrateAlongsideOtherProcesses(database.pool)
        } catch {
            throw .internal("cannot prepare the accounts tables: \(error)")
        }
    }

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("server v1: accounts, sessions, idempotency keys") { db in
            try db.execute(
                sql: """
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
        m.registerMigration("server v2: idempotency keys by age") { db in
            try db.execute(sql: "CREATE INDEX idempotency_key_by_age ON idempotency_key(created_at)")
        }
        m.registerMigration("server v3: session families") { db in
            try db.execute(
                sql: """
                    ALTER TABLE session ADD COLUMN family_id TEXT NOT NULL DEFAULT '';
                    UPDATE session SET family_id = id;
                    CREATE INDEX session_by_family ON session(family_id);
                    """)
        }
        m.registerMigration("server v4: invites") { db in
            try db.execute(
                sql: """
                    CREATE TABLE invite (
                        code_hash TEXT PRIMARY KEY NOT NULL,
                        created_at INTEGER NOT NULL,
                        used_at INTEGER,
                        used_by TEXT
                    );
                    """)
        }
        m.registerMigration("server v5: when and from what each session came") { db in
            try db.execute(
                sql: """
                    ALTER TABLE session ADD COLUMN created_at INTEGER;
                    ALTER TABLE session ADD COLUMN started_at INTEGER;
                    ALTER TABLE session ADD COLUMN client TEXT;
                    """)
        }
        m.registerMigration("server v6: API tokens and webhooks") { db in try db.execute(sql: AutomationSchema.sql(blob: "BLOB")) }
        return m
    }

    func insert(_ account: Account, emailKey: String, passwordHash: String, invite: InviteSpend?) async throws(PlatesError) {
        let created = AccountStore.millis(account.createdAt)
        try await write { db in
            if try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM account WHERE email_key = ?"), arguments: [emailKey]) == true {
                throw PlatesError.conflict(AccountMessages.emailTaken)
            }
            if let invite {
                try db.execute(
                    sql: "UPDATE invite SET used_at = ?, used_by = ? WHERE code_hash = ? AND used_at IS NULL AND created_at >= ?",
                    arguments: [created, account.id, invite.hash, invite.notBefore])
                guard db.changesCount == 1 else { throw PlatesError.validation(InviteMessages.unusable, field: "invite") }
            }
            try db.execute(
                sql: "INSERT INTO account (id, email, email_key, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [account.id, account.email, emailKey, account.name, passwordHash, created])
            try SQLiteDatabase.createOwner(account.id, db)
        }
    }

    func find(emailKey: String) async throws(PlatesError) -> (account: Account, passwordHash: String)? {
        try await read { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM account WHERE email_key = ?"), arguments: [emailKey]).map {
                (Self.account($0), $0["password_hash"] as String)
            }
        }
    }

    func find(accountId: String) async throws(PlatesError) -> (account: Account, passwordHash: String)? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM account WHERE id = ?", arguments: [accountId]).map { (Self.account($0), $0["password_hash"] as String) }
        }
    }

    func spendRefresh(hash: String, now: Int64, replayedBefore: Int64) async throws(PlatesError) -> RefreshSpend {
        try await write { db -> RefreshSpend in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT session.id AS session_id, session.family_id, session.revoked_at, session.refresh_expires_at,
                                session.started_at, account.*
                            FROM session JOIN account ON account.id = session.account_id WHERE refresh_hash = ?
                            """), arguments: [hash])
            else { return .refused }
            let family: String = row["family_id"]
            if let revoked = row["revoked_at"] as Int64? {
                guard revoked < replayedBefore else { return .refused }
                try db.cachedStatement(sql: "UPDATE session SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL")
                    .execute(arguments: [now, family])
                return .replayed
            }
            guard row["refresh_expires_at"] as Int64 > now else { return .refused }
            try db.cachedStatement(sql: "UPDATE session SET revoked_at = ? WHERE id = ?").execute(arguments: [now, row["session_id"] as String])
            return .spent(Self.account(row), family: family, startedAt: row["started_at"])
        }
    }

    func revokeRefresh(hash: String, now: Int64) async throws(PlatesError) {
        try await write { db in
            try db.cachedStatement(sql: "UPDATE session SET revoked_at = ? WHERE refresh_hash = ? AND revoked_at IS NULL").execute(arguments: [now, hash])
        }
    }

    func caller(accessHash: String, now: Int64) async throws(PlatesError) -> LiveAccess? {
        try await read { db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT account_id, family_id, access_expires_at FROM session
                        WHERE access_hash = ? AND revoked_at IS NULL AND access_expires_at > ?
                        """), arguments: [accessHash, now]
            ).map { LiveAccess(caller: Caller(accountId: $0[0], family: $0[1]), expiresAt: $0[2]) }
        }
    }

    func sessions(account: String, now: Int64) async throws(PlatesError) -> [AccountSession] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT family_id, started_at, created_at, client FROM session
                    WHERE account_id = ? AND revoked_at IS NULL AND refresh_expires_at > ? ORDER BY created_at DESC, family_id
                    """, arguments: [account, now]
            ).map {
                AccountSession(
                    id: $0["family_id"], startedAt: AccountStore.date($0["started_at"]), lastActiveAt: AccountStore.date($0["created_at"]),
                    client: $0["client"], current: false)
            }
        }
    }

    func endSessions(account: String, family: String?, now: Int64) async throws(PlatesError) -> Int {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE session SET revoked_at = ? WHERE account_id = ? AND (? IS NULL OR family_id = ?)
                    AND revoked_at IS NULL AND refresh_expires_at > ?
                    """, arguments: [now, account, family, family, now])
            return db.changesCount
        }
    }

    func deleteAccount(_ id: String) async throws(PlatesError) -> Bool {
        try await write { db in
            try SQLiteDatabase.deleteOwner(id, db)
            try db.execute(sql: "DELETE FROM idempotency_key WHERE account_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM session WHERE account_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM account WHERE id = ?", arguments: [id])
            return db.changesCount == 1
        }
    }

    func insert(_ s: NewSession, sweepBefore: Int64) async throws(PlatesError) {
        try await write { db in
            try db.cachedStatement(sql: "DELETE FROM session WHERE account_id = ? AND refresh_expires_at < ?").execute(arguments: [s.accountId, sweepBefore])
            try db.cachedStatement(
                sql: """
                    INSERT INTO session (id, family_id, account_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at,
                        created_at, started_at, client)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(
                arguments: [
                    s.id, s.familyId, s.accountId, s.accessHash, s.accessExpiresAt, s.refreshHash, s.refreshExpiresAt, s.createdAt, s.startedAt,
                    s.client,
                ])
        }
    }

    func claim(account: String, key: String, requestHash: String, now: Int64, answersSince: Int64, claimsSince: Int64) async throws(PlatesError) -> KeyClaim {
        try await write { db in
            if let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT request_hash, status, body, created_at FROM idempotency_key WHERE account_id = ? AND key = ?
                        """), arguments: [account, key])
            {
                let found = StoredAnswer(requestHash: row["request_hash"], status: row["status"], body: row["body"])
                let at: Int64 = row["created_at"]
                if found.status != 0, at >= answersSince { return .answered(found) }
                if found.status == 0, at >= claimsSince { return .busy }
            }
            try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO idempotency_key (account_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, x'', ?)
                    """
            ).execute(arguments: [account, key, requestHash, now])
            return .claimed
        }
    }

    func release(account: String, key: String) async throws(PlatesError) {
        try await write { db in
            try db.cachedStatement(sql: "DELETE FROM idempotency_key WHERE account_id = ? AND key = ? AND status = 0").execute(arguments: [account, key])
        }
    }

    func store(_ answer: StoredAnswer, account: String, key: String, at: Int64) async throws(PlatesError) {
        try await write { db in
            try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO idempotency_key (account_id, key, request_hash, status, body, created_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [account, key, answer.requestHash, answer.status, answer.body, at])
        }
    }

    func setPassword(account: String, hash: String, keeping: String?, now: Int64) async throws(PlatesError) -> Int {
        try await write { db in
            try db.execute(sql: "UPDATE account SET password_hash = ? WHERE id = ?", arguments: [hash, account])
            try db.execute(
                sql: """
                    UPDATE session SET revoked_at = ? WHERE account_id = ? AND family_id IS NOT ? AND revoked_at IS NULL AND refresh_expires_at > ?
                    """, arguments: [now, account, keeping, now])
            return db.changesCount
        }
    }

    func insertInvite(hash: String, at: Int64) async throws(PlatesError) {
        try await write { db in try db.execute(sql: "INSERT INTO invite (code_hash, created_at) VALUES (?, ?)", arguments: [hash, at]) }
    }

    func accounts(now: Int64) async throws(PlatesError) -> [AccountListing] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT account.*, (SELECT COUNT(*) FROM session WHERE account_id = account.id AND revoked_at IS NULL
                        AND refresh_expires_at > ?) AS live FROM account ORDER BY created_at, id
                    """, arguments: [now]
            ).map { AccountListing(account: Self.account($0), liveSessions: $0["live"]) }
        }
    }

    func nonASCIIEmailKeys() async throws(PlatesError) -> [(String, String)] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT id, email_key FROM account WHERE email_key GLOB '*[^ -~]*'").map { ($0["id"], $0["email_key"]) }
        }
    }

    func setEmailKey(_ key: String, account: String) async throws(PlatesError) {
        try await write { db in
            try db.execute(
                sql: "UPDATE account SET email_key = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM account WHERE email_key = ?)",
                arguments: [key, account, key])
        }
    }

    func deleteAnswers(before: Int64) async throws(PlatesError) {
        try await write { db in
            try db.cachedStatement(sql: "DELETE FROM idempotency_key WHERE created_at < ?").execute(arguments: [before])
        }
    }

    static func account(_ row: Row) -> Account {
        Account(
            id: row["id"], email: row["email"], name: row["name"],
            createdAt: Date(timeIntervalSince1970: Double(row["created_at"] as Int64) / 1000))
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await database.read(body) } catch { throw SQLiteStore.map(error, opening: nil) }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(PlatesError) -> T {
        do { return try await database.write(body) } catch { throw SQLiteStore.map(error, opening: nil) }
    }
}

enum AccountMessages {
    static let emailTaken = "An account with this e-mail already exists: log in instead."
}
