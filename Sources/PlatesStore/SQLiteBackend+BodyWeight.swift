import Foundation
import GRDB
import PlatesCore

extension SQLiteBackend {
    public func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        try Validator.page(skip: skip, limit: limit)
        let owner = self.owner
        return try await read { db in
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM body_weight WHERE user_id = ?"), arguments: [owner])!
            let items = try Row.fetchAll(db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?",
                                         arguments: [owner, limit, skip]).map(RowMapping.bodyWeight)
            return Page(items: items, skip: skip, limit: limit, total: total)
        }
    }

    /// One entry (the server's PATCH merges into it).
    public func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry {
        let owner = self.owner
        return try await read { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? AND id = ?"), arguments: [owner, id]) else {
                throw PlatesError.notFound(what: "body weight entry", id: id)
            }
            return try RowMapping.bodyWeight(row)
        }
    }

    public func addBodyWeight(_ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let d = try Validator.bodyWeight(draft, now: environment.now())
        let entry = BodyWeightEntry(id: environment.makeID(), draft: d), owner = self.owner
        return try await write { db in
            try Self.insert(entry, owner: owner, db)
            return entry
        }
    }

    public func updateBodyWeight(id: String, _ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let d = try Validator.bodyWeight(draft, now: environment.now())
        let entry = BodyWeightEntry(id: id, draft: d), owner = self.owner
        return try await write { db in
            try db.execute(sql: "UPDATE body_weight SET weight = ?, unit = ?, date = ?, notes = ? WHERE user_id = ? AND id = ?",
                           arguments: [entry.weight, entry.unit.rawValue, Millis(entry.date), entry.notes, owner, id])
            if db.changesCount == 0 { throw PlatesError.notFound(what: "body weight entry", id: id) }
            return entry
        }
    }

    public func deleteBodyWeight(id: String) async throws(PlatesError) {
        let owner = self.owner
        try await write { db in
            try db.cachedStatement(sql: "DELETE FROM body_weight WHERE user_id = ? AND id = ?").execute(arguments: [owner, id])
            if db.changesCount == 0 { throw PlatesError.notFound(what: "body weight entry", id: id) }
        }
    }

    public func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats {
        let owner = self.owner
        return try await read { db in try Self.bodyWeightStats(db, owner: owner) }
    }

    public func profile() async throws(PlatesError) -> Profile {
        let owner = self.owner
        return try await read { db in try Self.profile(db, owner: owner) }
    }

    public func updateProfile(_ patch: ProfilePatch) async throws(PlatesError) -> Profile {
        let owner = self.owner
        return try await write { db in
            try Self.applyProfile(patch, owner: owner, db)
        }
    }

    static func insert(_ entry: BodyWeightEntry, owner: String, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO body_weight (user_id, id, weight, unit, date, notes) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [owner, entry.id, entry.weight, entry.unit.rawValue, Millis(entry.date), entry.notes])
    }

    /// Validates and stores a profile change inside the caller's transaction.
    static func applyProfile(_ patch: ProfilePatch, owner: String, _ db: Database) throws -> Profile {
        let p = try Validator.profile(try profile(db, owner: owner), applying: patch)
        try db.execute(sql: "UPDATE profile SET unit = ?, goal_weight = ?, goal_weight_unit = ?, default_pr_reps = ? WHERE user_id = ?",
                       arguments: [p.unit.rawValue, p.goalWeight, p.goalWeightUnit?.rawValue, p.defaultPRReps, owner])
        return p
    }

    static func profile(_ db: Database, owner: String) throws -> Profile {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM profile WHERE user_id = ?"), arguments: [owner]) else {
            throw PlatesError.notFound(what: "This account has no profile: it may have been deleted.", id: "")
        }
        let latest = try Row.fetchOne(db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date DESC, id DESC LIMIT 1",
                                      arguments: [owner]).map(RowMapping.bodyWeight)
        return Profile(unit: try StoredEnum.value(row["unit"], "unit"), goalWeight: row["goal_weight"],
                       goalWeightUnit: try StoredEnum.optional(row["goal_weight_unit"], "goal_weight_unit"),
                       currentWeight: latest?.weight, currentWeightUnit: latest?.unit, defaultPRReps: row["default_pr_reps"])
    }

    static func bodyWeightStats(_ db: Database, owner: String) throws -> BodyWeightStats {
        let first = try Row.fetchOne(db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date ASC, id ASC LIMIT 1",
                                     arguments: [owner]).map(RowMapping.bodyWeight)
        let latest = try Row.fetchOne(db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date DESC, id DESC LIMIT 1",
                                      arguments: [owner]).map(RowMapping.bodyWeight)
        let count = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM body_weight WHERE user_id = ?"), arguments: [owner])!
        return BodyWeightStats.make(first: first, latest: latest, count: count, profile: try profile(db, owner: owner))
    }
}
