import Foundation
import GRDB
import PlatesCore

extension SQLiteBackend {
    public func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        try Validator.page(skip: skip, limit: limit)
        return try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM body_weight")!
            let items = try Row.fetchAll(db, sql: "SELECT * FROM body_weight ORDER BY date DESC, id DESC LIMIT ? OFFSET ?",
                                         arguments: [limit, skip]).map(RowMapping.bodyWeight)
            return Page(items: items, skip: skip, limit: limit, total: total)
        }
    }

    public func addBodyWeight(_ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let d = try Validator.bodyWeight(draft, now: environment.now())
        let entry = BodyWeightEntry(id: environment.makeID(), draft: d)
        return try await write { db in
            try db.execute(sql: "INSERT INTO body_weight (id, weight, unit, date, notes) VALUES (?, ?, ?, ?, ?)",
                           arguments: [entry.id, entry.weight, entry.unit.rawValue, Millis(entry.date), entry.notes])
            return entry
        }
    }

    public func updateBodyWeight(id: String, _ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let d = try Validator.bodyWeight(draft, now: environment.now())
        let entry = BodyWeightEntry(id: id, draft: d)
        return try await write { db in
            try db.execute(sql: "UPDATE body_weight SET weight = ?, unit = ?, date = ?, notes = ? WHERE id = ?",
                           arguments: [entry.weight, entry.unit.rawValue, Millis(entry.date), entry.notes, id])
            if db.changesCount == 0 { throw PlatesError.notFound(what: "body weight entry", id: id) }
            return entry
        }
    }

    public func deleteBodyWeight(id: String) async throws(PlatesError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM body_weight WHERE id = ?", arguments: [id])
            if db.changesCount == 0 { throw PlatesError.notFound(what: "body weight entry", id: id) }
        }
    }

    public func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats {
        try await read { db in try Self.bodyWeightStats(db) }
    }

    public func profile() async throws(PlatesError) -> Profile {
        try await read { db in try Self.profile(db) }
    }

    public func updateProfile(_ patch: ProfilePatch) async throws(PlatesError) -> Profile {
        try await write { db in
            let p = try Validator.profile(try Self.profile(db), applying: patch)
            try db.execute(sql: "UPDATE profile SET unit = ?, goal_weight = ?, goal_weight_unit = ?, default_pr_reps = ? WHERE id = 1",
                           arguments: [p.unit.rawValue, p.goalWeight, p.goalWeightUnit?.rawValue, p.defaultPRReps])
            return p
        }
    }

    static func profile(_ db: Database) throws -> Profile {
        let row = try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE id = 1")!
        let latest = try Row.fetchOne(db, sql: "SELECT * FROM body_weight ORDER BY date DESC, id DESC LIMIT 1").map(RowMapping.bodyWeight)
        return Profile(unit: try RowMapping.enumValue(row["unit"], "unit"), goalWeight: row["goal_weight"],
                       goalWeightUnit: try RowMapping.optionalEnum(row["goal_weight_unit"], "goal_weight_unit"),
                       currentWeight: latest?.weight, currentWeightUnit: latest?.unit, defaultPRReps: row["default_pr_reps"])
    }

    static func bodyWeightStats(_ db: Database) throws -> BodyWeightStats {
        let first = try Row.fetchOne(db, sql: "SELECT * FROM body_weight ORDER BY date ASC, id ASC LIMIT 1").map(RowMapping.bodyWeight)
        let latest = try Row.fetchOne(db, sql: "SELECT * FROM body_weight ORDER BY date DESC, id DESC LIMIT 1").map(RowMapping.bodyWeight)
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM body_weight")!
        return BodyWeightStats.make(first: first, latest: latest, count: count, profile: try profile(db))
    }
}
