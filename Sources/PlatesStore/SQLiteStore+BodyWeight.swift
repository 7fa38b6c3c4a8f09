import Foundation
import GRDB
import PlatesCore

extension SQLiteStore {
    public func bodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        let owner = self.owner
        return try await read { db in
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM body_weight WHERE user_id = ?"), arguments: [owner])!
            let items = try Row.fetchAll(
                db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?",
                arguments: [owner, limit, skip]
            ).map(RowMapping.bodyWeight)
            return Page(items: items, skip: skip, limit: limit, total: total)
        }
    }

    public func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry {
        let owner = self.owner
        return try await read { db in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? AND id = ?"), arguments: [owner, id])
            else {
                throw PlatesError.notFound(what: "body weight entry", id: id)
            }
            return try RowMapping.bodyWeight(row)
        }
    }

    public func insertBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in try Self.insert(entry, owner: owner, db) }
    }

    public func updateBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try db.execute(
                sql: "UPDATE body_weight SET weight = ?, unit = ?, date = ?, notes = ? WHERE user_id = ? AND id = ?",
                arguments: [entry.weight, entry.unit.rawValue, Millis(entry.date), entry.notes, owner, entry.id])
            if db.changesCount == 0 { throw PlatesError.notFound(what: "body weight entry", id: entry.id) }
        }
    }

    public func deleteBodyWeight(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            try db.cachedStatement(sql: "DELETE FROM body_weight WHERE user_id = ? AND id = ?").execute(arguments: [owner, id])
            if db.changesCount == 0 { throw PlatesError.notFound(what: "body weight entry", id: id) }
        }
    }

    public func bodyWeightEnds() async throws(PlatesError) -> BodyWeightEnds {
        let owner = self.owner
        return try await read { db in try Self.bodyWeightEnds(db, owner: owner) }
    }

    static func bodyWeightEnds(_ db: Database, owner: String) throws -> BodyWeightEnds {
        let first = try Row.fetchOne(
            db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date ASC, id ASC LIMIT 1",
            arguments: [owner]
        ).map(RowMapping.bodyWeight)
        let latest = try Row.fetchOne(
            db, sql: "SELECT \(RowMapping.bodyWeightColumns) FROM body_weight WHERE user_id = ? ORDER BY date DESC, id DESC LIMIT 1",
            arguments: [owner]
        ).map(RowMapping.bodyWeight)
        let count = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM body_weight WHERE user_id = ?"), arguments: [owner])!
        return BodyWeightEnds(first: first, latest: latest, count: count)
    }

    public func profileSettings() async throws(PlatesError) -> Profile {
        let owner = self.owner
        return try await read { db in try Self.profileSettings(db, owner: owner) }
    }

    /// One read (`PlatesStorage.weighedProfile`).
    public func weighedProfile() async throws(PlatesError) -> WeighedProfile {
        let owner = self.owner
        return try await read { db in
            WeighedProfile(settings: try Self.profileSettings(db, owner: owner), bodyWeight: try Self.bodyWeightEnds(db, owner: owner))
        }
    }

    public func saveProfile(_ profile: Profile, replacing: Profile, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            if try Self.profileSettings(db, owner: owner) != replacing { throw PlatesError.changedMeanwhile("Your settings") }
            try Self.saveProfile(profile, owner: owner, db)
        }
    }

    static func insert(_ entry: BodyWeightEntry, owner: String, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO body_weight (user_id, id, weight, unit, date, notes) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [owner, entry.id, entry.weight, entry.unit.rawValue, Millis(entry.date), entry.notes])
    }

    static func saveProfile(_ p: Profile, owner: String, _ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE profile SET unit = ?, goal_weight = ?, goal_weight_unit = ?, default_pr_reps = ?,
                    bar_kg = ?, plates_kg = ?, bar_lb = ?, plates_lb = ?, rest_alert = ?, weekly_goal = ?
                WHERE user_id = ?
                """,
            arguments: [
                p.unit.rawValue, p.goalWeight, p.goalWeightUnit?.rawValue, p.defaultPRReps, p.barKg, p.platesKg, p.barLb, p.platesLb,
                p.restAlert?.rawValue, p.weeklyGoal, owner,
            ])
    }

    /// The stored settings, without a current weight.
    static func profileSettings(_ db: Database, owner: String) throws -> Profile {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM profile WHERE user_id = ?"), arguments: [owner]) else {
            throw PlatesError.notFound(what: "This account has no profile: it may have been deleted.", id: "")
        }
        return Profile(
            unit: try StoredEnum.value(row["unit"], "unit"), goalWeight: row["goal_weight"],
            goalWeightUnit: try StoredEnum.optional(row["goal_weight_unit"], "goal_weight_unit"),
            currentWeight: nil, currentWeightUnit: nil, defaultPRReps: row["default_pr_reps"],
            barKg: row["bar_kg"], platesKg: row["plates_kg"], barLb: row["bar_lb"], platesLb: row["plates_lb"],
            restAlert: try StoredEnum.optional(row["rest_alert"], "rest_alert"), weeklyGoal: row["weekly_goal"])
    }
}
